/**
 * Status changes from the list and the day's cards. Without JavaScript each control is a
 * plain form posting to /admin/appointments/{id}/status (a conflict answers with the
 * 'Randevu Onaylama Çakışması' page). With JavaScript it posts through a fetcher; a conflict
 * opens the same dialog here, and 'Yine de Onayla' posts again with override.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { NO_SHOW_LABEL } from '~/domain/no-show';
import { RETRY_LABEL, type NetworkFailure } from '~/ui/network-guard';
import type { NoShowActionData, StatusActionData } from './types';
import { ADMIN_APPOINTMENT_TEXTS } from '~/domain/admin-appointment-texts';
import {
  APPOINTMENT_STATUS,
  APPOINTMENT_STATUS_VALUES,
  type AppointmentStatusValue,
} from '~/domain/appointment-status';
import { dialogHref, FETCH_MODE_FIELD, FETCH_MODE_VALUE } from './paths';
import { useHydrated } from '~/ui/use-hydrated';
import { VERSION_FIELD } from '~/domain/versions';
import { useOpenedVersion } from '~/ui/admin/opened-version';

/**
 * A request that failed on the network: the spec's 'Bağlantı hatası…' and 'Tekrar Dene',
 * which submits the same form again (`form`: its id). The screen stays as it was.
 */
export function NetworkRetry({ message, form }: { message: string; form: string }) {
  return (
    <div
      role="alert"
      className="mt-1 flex flex-wrap items-center gap-2 rounded-xl border border-red-900 bg-red-950/60 px-3 py-2 text-sm text-red-100"
      data-testid="network-error"
    >
      <p className="min-w-0 flex-1">{message}</p>
      <button type="submit" form={form} className="btn-ghost min-h-11 border-red-300 px-3 py-1 text-red-50">
        {RETRY_LABEL}
      </button>
    </div>
  );
}

/**
 * The conflict dialog shows only on the server's answer to a change made here, never in the
 * page's HTML: its module (with the admin's dialog) is not in the day's first load, and is
 * fetched once the page is interactive, so the answer seldom waits for it (issue 39, 0550).
 */
const loadConflictDialog = () => import('./conflict-list');
// pure: importing this module runs nothing, so a screen that imports it and uses nothing of it leaves it out
const ConflictDialog = /* @__PURE__ */ lazy(() => loadConflictDialog().then((m) => ({ default: m.ConflictDialog })));

function useStatusChange(id: number, search: string, shown: number | undefined) {
  // the version the control was opened with, not a live re-read's (docs/decisions/0430)
  const version = useOpenedVersion(shown, id);
  const fetcher = useFetcher<StatusActionData | NetworkFailure>();
  const formId = `status-form-${useId().replace(/:/g, '')}`;
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer from the server shows its dialog again
  useEffect(() => setDismissed(false), [fetcher.data]);
  useEffect(() => {
    loadConflictDialog().catch(() => undefined);
  }, []);
  const action = dialogHref(id, 'status', search);
  const answer = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok && !dismissed ? fetcher.data : null;

  const dialog =
    answer?.kind === 'conflict' ? (
      <Suspense fallback={null}>
        <ConflictDialog
          title={ADMIN_APPOINTMENT_TEXTS.confirmConflictTitle}
          conflicts={answer.conflicts}
          onClose={() => setDismissed(true)}
        >
          <button
            type="button"
            className="btn-primary"
            onClick={() =>
              fetcher.submit(
                {
                  status: answer.status,
                  override: '1',
                  [FETCH_MODE_FIELD]: FETCH_MODE_VALUE,
                  ...(version === undefined ? {} : { [VERSION_FIELD]: String(version) }),
                },
                { method: 'post', action },
              )
            }
          >
            {ADMIN_APPOINTMENT_TEXTS.confirmAnyway}
          </button>
          <button type="button" className="btn-ghost" onClick={() => setDismissed(true)} data-autofocus>
            {ADMIN_APPOINTMENT_TEXTS.cancel}
          </button>
        </ConflictDialog>
      </Suspense>
    ) : answer?.kind === 'network' ? (
      <NetworkRetry message={answer.message} form={formId} />
    ) : answer?.kind === 'error' ? (
      <p role="alert" className="mt-1 text-sm text-red-300">
        {answer.message}
      </p>
    ) : null;

  // the fetch mode, and the version the screen shows: a change saved meanwhile refuses this one (docs/decisions/0394)
  const modeField = (
    <>
      {hydrated ? <input type="hidden" name={FETCH_MODE_FIELD} value={FETCH_MODE_VALUE} /> : null}
      {version === undefined ? null : <input type="hidden" name={VERSION_FIELD} value={version} />}
    </>
  );
  return { fetcher, action, dialog, modeField, formId, busy: fetcher.state !== 'idle' };
}

/** A status select with 'Güncelle' (any status to any other). */
export function StatusSelect({
  id,
  status,
  search,
  label,
  version,
}: {
  id: number;
  status: AppointmentStatusValue;
  search: string;
  label: string;
  version?: number;
}) {
  const { fetcher, action, dialog, modeField, formId, busy } = useStatusChange(id, search, version);
  const selectId = useId();
  return (
    <div>
      <fetcher.Form method="post" action={action} id={formId} className="flex items-center gap-2">
        {modeField}
        <label htmlFor={selectId} className="sr-only">
          {label}
        </label>
        <select
          id={selectId}
          name="status"
          defaultValue={status}
          key={status}
          className="min-h-11 rounded-xl border border-line bg-stone-950 px-2 text-sm"
        >
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
export function StatusButton({
  id,
  to,
  search,
  children,
  label,
  version,
}: {
  id: number;
  to: AppointmentStatusValue;
  search: string;
  children: React.ReactNode;
  label: string;
  version?: number;
}) {
  const { fetcher, action, dialog, modeField, formId, busy } = useStatusChange(id, search, version);
  return (
    <div>
      <fetcher.Form method="post" action={action} id={formId}>
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

/**
 * The 'Gelmedi' (no-show) mark: sets or clears it. A plain form without JavaScript (back to
 * `back`), a fetcher with it; a refusal or a network failure shows under the button.
 */
export function NoShowToggle({
  id,
  noShow,
  search,
  label,
  back,
  version,
}: {
  id: number;
  noShow: boolean;
  search: string;
  label: string;
  back?: string;
  version?: number;
}) {
  const fetcher = useFetcher<NoShowActionData | NetworkFailure>();
  const hydrated = useHydrated();
  const formId = `no-show-form-${useId().replace(/:/g, '')}`;
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const opened = useOpenedVersion(version, id);
  return (
    <div>
      <fetcher.Form method="post" action={dialogHref(id, 'no-show', search)} id={formId}>
        {hydrated ? <input type="hidden" name={FETCH_MODE_FIELD} value={FETCH_MODE_VALUE} /> : null}
        {back ? <input type="hidden" name="back" value={back} /> : null}
        <input type="hidden" name="noShow" value={noShow ? '0' : '1'} />
        {opened === undefined ? null : <input type="hidden" name={VERSION_FIELD} value={opened} />}
        <button
          type="submit"
          className={`inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-medium ${noShow ? 'border-red-400 bg-red-950/60 text-red-100' : 'border-line hover:border-accent hover:text-accent'}`}
          disabled={busy}
          aria-pressed={noShow}
          aria-label={`${noShow ? `${NO_SHOW_LABEL} işaretini kaldır` : NO_SHOW_LABEL}: ${label}`}
        >
          {busy ? 'Kaydediliyor…' : noShow ? `${NO_SHOW_LABEL} ✓` : NO_SHOW_LABEL}
        </button>
      </fetcher.Form>
      {answer?.kind === 'network' ? (
        <NetworkRetry message={answer.message} form={formId} />
      ) : answer ? (
        <p role="alert" className="mt-1 text-sm text-red-300">
          {answer.message}
        </p>
      ) : null}
    </div>
  );
}
