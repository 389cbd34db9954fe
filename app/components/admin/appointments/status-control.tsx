/**
 * Status changes from the list and the day's cards. Without JavaScript each control is a
 * plain form posting to /admin/appointments/{id}/status (a conflict answers with the
 * 'Randevu Onaylama Çakışması' page). With JavaScript it posts through a fetcher; a conflict
 * opens the same dialog here, and 'Yine de Onayla' posts again with override.
 */
import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { ADMIN_APPOINTMENT_TEXTS } from '~/domain/admin-appointment-texts';
import { APPOINTMENT_STATUS, APPOINTMENT_STATUS_VALUES, type AppointmentStatusValue } from '~/domain/appointment-status';
import type { StatusActionData } from '~/routes/admin.appointments.$id.status';
import { ConflictDialog } from './conflict-list';
import { dialogHref, FETCH_MODE_FIELD, FETCH_MODE_VALUE } from './paths';
import { useHydrated } from '~/lib/use-hydrated';

function useStatusChange(id: number, search: string) {
  const fetcher = useFetcher<StatusActionData>();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => setDismissed(false), [fetcher.data]);
  const action = dialogHref(id, 'status', search);
  const answer = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok && !dismissed ? fetcher.data : null;

  const dialog =
    answer?.kind === 'conflict' ? (
      <ConflictDialog title={ADMIN_APPOINTMENT_TEXTS.confirmConflictTitle} conflicts={answer.conflicts} onClose={() => setDismissed(true)}>
        <button
          type="button"
          className="btn-primary"
          onClick={() => fetcher.submit({ status: answer.status, override: '1', [FETCH_MODE_FIELD]: FETCH_MODE_VALUE }, { method: 'post', action })}
        >
          {ADMIN_APPOINTMENT_TEXTS.confirmAnyway}
        </button>
        <button type="button" className="btn-ghost" onClick={() => setDismissed(true)} data-autofocus>
          {ADMIN_APPOINTMENT_TEXTS.cancel}
        </button>
      </ConflictDialog>
    ) : answer?.kind === 'error' ? (
      <p role="alert" className="mt-1 text-sm text-red-300">
        {answer.message}
      </p>
    ) : null;

  const modeField = hydrated ? <input type="hidden" name={FETCH_MODE_FIELD} value={FETCH_MODE_VALUE} /> : null;
  return { fetcher, action, dialog, modeField, busy: fetcher.state !== 'idle' };
}

/** A status select with 'Güncelle' (any status to any other). */
export function StatusSelect({ id, status, search, label }: { id: number; status: AppointmentStatusValue; search: string; label: string }) {
  const { fetcher, action, dialog, modeField, busy } = useStatusChange(id, search);
  const selectId = useId();
  return (
    <div>
      <fetcher.Form method="post" action={action} className="flex items-center gap-2">
        {modeField}
        <label htmlFor={selectId} className="sr-only">
          {label}
        </label>
        <select id={selectId} name="status" defaultValue={status} key={status} className="min-h-11 rounded-xl border border-line bg-stone-950 px-2 text-sm">
          {APPOINTMENT_STATUS_VALUES.map((s) => (
            <option key={s} value={s}>
              {APPOINTMENT_STATUS[s].label}
            </option>
          ))}
        </select>
        <button type="submit" className="btn-ghost min-h-11 px-3 py-2" disabled={busy}>
          {busy ? 'Kaydediliyor…' : 'Güncelle'}
        </button>
      </fetcher.Form>
      {dialog}
    </div>
  );
}

/** One button that sets one status: 'Onayla' on pending cards, 'Tamamlandı' on confirmed ones. */
export function StatusButton({ id, to, search, children, label }: { id: number; to: AppointmentStatusValue; search: string; children: React.ReactNode; label: string }) {
  const { fetcher, action, dialog, modeField, busy } = useStatusChange(id, search);
  return (
    <div>
      <fetcher.Form method="post" action={action}>
        {modeField}
        <input type="hidden" name="status" value={to} />
        <button type="submit" className="btn-ghost min-h-11 px-3 py-2" disabled={busy} aria-label={label}>
          {children}
        </button>
      </fetcher.Form>
      {dialog}
    </div>
  );
}
