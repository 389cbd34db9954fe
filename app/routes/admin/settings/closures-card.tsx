/**
 * The studio calendar's closures: 'Tatil veya İzin Ekle' (a whole day or some hours, for the
 * studio or one member), the warning after adding one that covers booked appointments (they
 * are kept, docs/decisions/0081), and 'Yaklaşan Kapanışlar' with the appointments each covers.
 */
import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import type { z } from 'zod';
import { Form, Link } from 'react-router';
import {
  ActionLink,
  EmptyState,
  FieldErrors,
  FormErrors,
  inputClass,
  TableFrame,
  tdClass,
  thClass,
  useBusy,
} from '~/ui/admin/content-ui';
import { CLOSURE_REASON_MAX_LENGTH, type closureSchema, closureTimeLabel } from '~/domain/studio-calendar';
import type { ClosureRow, CoveredAppointment } from '~/models/studio/calendar.server';
import { formatYmdTr } from '~/ui/turkish-date';
import { TimeInput } from './calendar-fields';

export function ClosureCard({
  today,
  members,
  lastResult,
}: {
  today: string;
  members: { id: number; name: string; isActive: boolean }[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return (
    <div className="rounded-2xl border border-line bg-stone-900 p-5">
      <h3 className="text-lg font-semibold">Tatil veya İzin Ekle</h3>
      <ClosureForm today={today} members={members} lastResult={lastResult} />
    </div>
  );
}

/** After adding a closure: the booked appointments it covers (kept; the desk moves or cancels them). */
export function ClosureWarning({ added, covered }: { added: ClosureRow; covered: CoveredAppointment[] }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-amber-700 bg-amber-950/60 p-4 text-sm text-amber-50"
      data-testid="closure-warning"
    >
      <p className="font-semibold">
        Dikkat: {formatYmdTr(added.date)} {closureTimeLabel(added)} kapanışına denk gelen {covered.length} randevu var.
      </p>
      <p className="mt-1 text-amber-100">
        Bu randevular silinmedi. Müşterilerle görüşüp randevuları taşıyın veya iptal edin.
      </p>
      <div className="mt-2">
        <CoveredList items={covered} />
      </div>
    </div>
  );
}

/** 'Yaklaşan Kapanışlar': each closure with the appointments it covers and its delete link (`?delete=3`). */
export function UpcomingClosures({ closures }: { closures: (ClosureRow & { covered: CoveredAppointment[] })[] }) {
  return (
    <>
      <h3 className="mb-3 mt-8 text-lg font-semibold">Yaklaşan Kapanışlar</h3>
      {closures.length === 0 ? (
        <EmptyState title="Yaklaşan kapanış yok" hint="Bayram, tatil veya izin günlerini yukarıdaki formla ekleyin." />
      ) : (
        <TableFrame label="Yaklaşan kapanışlar">
          <thead>
            <tr>
              <th className={thClass}>Tarih</th>
              <th className={thClass}>Saat</th>
              <th className={thClass}>Kimin için</th>
              <th className={thClass}>Açıklama</th>
              <th className={thClass}>Denk gelen randevular</th>
              <th className={thClass}>
                <span className="sr-only">İşlemler</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {closures.map((c) => (
              <tr key={c.id} data-testid="closure-row" data-id={c.id}>
                <td className={`${tdClass} whitespace-nowrap`}>{formatYmdTr(c.date, { weekday: true })}</td>
                <td className={`${tdClass} whitespace-nowrap tabular-nums`}>{closureTimeLabel(c)}</td>
                <td className={tdClass}>{c.teamMemberId === null ? 'Tüm stüdyo' : (c.memberName ?? '—')}</td>
                <td className={tdClass}>{c.reason}</td>
                <td className={tdClass}>
                  {c.covered.length === 0 ? (
                    <span className="text-stone-400">Yok</span>
                  ) : (
                    <CoveredList items={c.covered} />
                  )}
                </td>
                <td className={`${tdClass} text-right`}>
                  <ActionLink to={`?delete=${c.id}`} label={`${formatYmdTr(c.date)} ${c.reason} kapanışını sil`} danger>
                    Sil
                  </ActionLink>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </>
  );
}

function ClosureForm({
  today,
  members,
  lastResult,
}: {
  today: string;
  members: { id: number; name: string; isActive: boolean }[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const busy = useBusy('closure');
  const [form, fields] = useServerForm<z.input<ReturnType<typeof closureSchema>>>({
    id: 'closure-form',
    lastResult,
  });
  return (
    <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="closure" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <div>
        <label htmlFor={fields.date.id} className="text-sm font-medium">
          Tarih<span aria-hidden="true"> *</span>
        </label>
        <input {...getInputProps(fields.date, { type: 'date' })} min={today} className={inputClass} />
        <FieldErrors meta={fields.date} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TimeInput meta={fields.startTime} label="Başlangıç saati" />
        <TimeInput meta={fields.endTime} label="Bitiş saati" />
      </div>
      <p className="-mt-2 text-xs text-stone-400">Tüm gün kapalıysa saatleri boş bırakın.</p>
      <div>
        <label htmlFor={fields.teamMemberId.id} className="text-sm font-medium">
          Kimin için
        </label>
        <select {...getSelectProps(fields.teamMemberId)} className={inputClass}>
          <option value="">Tüm stüdyo (tatil, kapanış)</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} (izin){m.isActive ? '' : ' — pasif'}
            </option>
          ))}
        </select>
        <FieldErrors meta={fields.teamMemberId} />
      </div>
      <div>
        <label htmlFor={fields.reason.id} className="text-sm font-medium">
          Açıklama<span aria-hidden="true"> *</span>
        </label>
        <input
          {...getInputProps(fields.reason, { type: 'text' })}
          maxLength={CLOSURE_REASON_MAX_LENGTH}
          placeholder="ör. Kurban Bayramı, yıllık izin"
          className={inputClass}
        />
        <FieldErrors meta={fields.reason} />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Kaydediliyor...' : 'Kapanış Ekle'}
      </button>
    </Form>
  );
}

/** The appointments a closure covers: kept, listed with a link to their day. */
function CoveredList({ items }: { items: CoveredAppointment[] }) {
  return (
    <ul className="space-y-1">
      {items.map((a) => (
        <li key={a.id}>
          <Link
            to={`/admin/appointments?day=${a.date}`}
            className="underline decoration-accent/60 underline-offset-4 hover:text-accent"
          >
            <span className="tabular-nums">{a.time}</span> {a.customerName}
          </Link>
          <span className="text-stone-400">
            {' '}
            · {a.memberName ?? 'Çalışan Yok'} · {a.status === 'confirmed' ? 'Onaylandı' : 'Beklemede'}
          </span>
        </li>
      ))}
    </ul>
  );
}
