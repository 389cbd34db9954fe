/**
 * /admin/customers/{id}: the customer card at the desk: contact (tel: and WhatsApp links),
 * figures (visits, total spent on completed appointments, 'Gelmedi' count), the editable
 * notes (a plain form) and the visit history with the 'Gelmedi' mark (plain forms that
 * return here; fetchers with JavaScript), and her "Geçmiş": who changed what of her record and
 * her appointments (issue 26 item 3).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { VERSION_FIELD } from '~/domain/versions';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/ui/admin/admin-ui';
import { NoShowToggle } from '~/routes/admin/appointments/status-control';
import { PhoneLinks } from '~/ui/admin/phone-links';
import { StatusBadge } from '~/ui/admin/status-badge';
import { NO_SHOW_LABEL } from '~/domain/no-show';
import { noticeFrom, notFound, readAdminForm } from '~/http/admin-form.server';
import { formatMinutes } from '~/utils/format';
import { formatKurus } from '~/utils/money';
import { revalidateUnlessOffline } from '~/ui/network-guard';
import { formatYmdTr } from '~/ui/turkish-date';
import { actorOf, mayDo, requireAdmin } from '~/http/auth.server';
import { maskContact } from '~/domain/permissions';
import { CUSTOMER_NOTES_MAX, customerNotesSchema } from '~/domain/people-forms';
import { answerInvalid, answerRefused } from '~/http/form-answer.server';
import { replyFor } from '~/utils/form-reply';
import { loadCustomerCard, saveCustomerNotes } from '~/models/people/customer-card.server';
import { debtsOfCustomer } from '~/models/sales/ledger.server';
import { collectHref } from '~/routes/admin/sales/paths';
import { HistoryList } from '~/ui/admin/history-list';
import { historyLinesFor } from '~/domain/audit';
import { customerHistory } from '~/models/audit/history.server';
import type { Route } from './+types/customer';

const NOT_FOUND = 'Müşteri bulunamadı.';
/** The notes form's name in its answer (the card's one form that answers here). */
const NOTES_INTENT = 'notes';
const NOTICES = { notes: 'Müşteri notları kaydedildi.' };

function customerId(params: { id?: string }): number {
  const id = params.id && /^\d{1,12}$/.test(params.id) ? Number(params.id) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) notFound(NOT_FOUND);
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'customers.read');
  const card = loadCustomerCard(context.db, customerId(params)) ?? notFound(NOT_FOUND);
  const seesContact = mayDo(session, 'customers.contact.read');
  // her "Geçmiş": every change of her record and her appointments, newest first (docs/decisions/0390)
  const changes = mayDo(session, 'history.read')
    ? historyLinesFor(customerHistory(context.db, card.customer.id), seesContact)
    : null;
  return {
    ...card,
    customer: maskContact(card.customer, seesContact),
    mayWrite: mayDo(session, 'customers.write'),
    // what she still owes, each with 'Kalanı tahsil et' (issue 38, item 5)
    debts: mayDo(session, 'sales.checkout')
      ? debtsOfCustomer(context.db, card.customer.id).map((d) => ({
          saleId: d.saleId,
          number: d.number,
          day: d.day,
          owedKurus: d.owedKurus,
        }))
      : [],
    changes,
    notice: noticeFrom(request, NOTICES),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = actorOf(await requireAdmin(request, context, 'customers.write'), context);
  const id = customerId(params);
  const read = await readAdminForm(request);
  if (!read.ok) throw data(read.message, { status: read.status });
  // with the version the card was loaded with: notes saved meanwhile refuse this save, her text stays (docs/decisions/0394)
  const submission = parseWithZod(read.form, { schema: customerNotesSchema });
  if (submission.status !== 'success') return answerInvalid(NOTES_INTENT, submission);
  const saved = saveCustomerNotes(context.db, actor, id, submission.value.notes, context.now(), {
    expectedVersion: submission.value.version,
  });
  if (saved === 'not-found') notFound(NOT_FOUND);
  if (saved !== 'saved') return answerRefused(NOTES_INTENT, submission, saved.message, 409, 'notes');
  throw redirect(`/admin/customers/${id}?ok=notes`);
}

export const shouldRevalidate = revalidateUnlessOffline;

export const meta: Route.MetaFunction = ({ data: d }) =>
  adminMeta(d ? `Müşteri Kartı: ${d.customer.name}` : 'Müşteri Kartı');

export default function CustomerCardScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { customer: c, figures, history, changes, notice } = loaderData;
  const saving = useNavigation().state === 'submitting';
  // the notes form's answer: every message of it under the notes (too long, a bad or stale version), her text kept
  const notesReply = replyFor(actionData, NOTES_INTENT);
  const notesError = notesReply?.error
    ? Object.values(notesReply.error)
        .flatMap((m) => m ?? [])
        .join(' ') || null
    : null;
  const typed = notesReply?.initialValue?.notes;
  const typedNotes = typeof typed === 'string' ? typed : '';
  const here = `/admin/customers/${c.id}`;
  const cards = [
    { label: 'Randevu', value: String(figures.visits), testId: 'visits' },
    { label: 'Tamamlanan', value: String(figures.completed), testId: 'completed' },
    { label: 'Toplam Harcama', value: formatKurus(figures.spentKurus), testId: 'spent' },
    { label: NO_SHOW_LABEL, value: String(figures.noShows), testId: 'no-shows' },
  ];
  return (
    <section>
      <AdminPageHeader title="Müşteri Kartı">
        <Link to="/admin/customers" className="btn-ghost">
          ← Müşteriler
        </Link>
      </AdminPageHeader>
      <SuccessNotice message={notice} />
      <div className="grid gap-4 lg:grid-cols-[1fr_1fr]">
        <div className="rounded-2xl border border-line bg-stone-900 p-5">
          <h3 className="text-2xl font-semibold" data-testid="customer-name">
            {c.name}
            {c.isActive ? null : <span className="ml-2 text-sm font-normal text-stone-400">(pasif)</span>}
          </h3>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
            <dt className="text-stone-400">Telefon</dt>
            <dd>
              <PhoneLinks phone={c.phone} name={c.name} />
            </dd>
            <dt className="text-stone-400">E-posta</dt>
            <dd className="break-all">
              {c.email ? (
                <a href={`mailto:${c.email}`} className="underline decoration-accent/60 underline-offset-4">
                  {c.email}
                </a>
              ) : (
                '—'
              )}
            </dd>
            <dt className="text-stone-400">Son ziyaret</dt>
            <dd>{figures.lastVisit ? formatYmdTr(figures.lastVisit) : '—'}</dd>
          </dl>
          <ul className="mt-4 grid grid-cols-2 gap-3" aria-label="Müşteri özeti">
            {cards.map((card) => (
              <li key={card.label} className="rounded-xl border border-line bg-stone-950/60 px-3 py-2">
                <p className="text-xs text-stone-400">{card.label}</p>
                <p className="mt-1 text-xl font-semibold tabular-nums" data-testid={`customer-${card.testId}`}>
                  {card.value}
                </p>
              </li>
            ))}
          </ul>
          {loaderData.debts.length ? (
            <ul className="mt-3 grid gap-2" aria-label="Borçlar" data-testid="customer-debts">
              {loaderData.debts.map((d) => (
                <li
                  key={d.saleId}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-700 bg-amber-950/30 px-3 py-2 text-sm"
                >
                  <span>
                    {d.number} · {formatYmdTr(d.day)} · Kalan borç{' '}
                    <span className="font-semibold tabular-nums">{formatKurus(d.owedKurus)}</span>
                  </span>
                  <Link to={collectHref(d.saleId, here)} className="btn-ghost px-4">
                    Kalanı tahsil et
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {loaderData.mayWrite ? (
          <Form method="post" className="rounded-2xl border border-line bg-stone-900 p-5">
            <label htmlFor="customer-notes" className="text-lg font-semibold">
              Notlar
            </label>
            <p className="text-sm text-stone-400">Alerjiler, tercih edilen renkler, hatırlanması gerekenler…</p>
            <input type="hidden" name={VERSION_FIELD} value={c.version} />
            <textarea
              id="customer-notes"
              name="notes"
              rows={6}
              maxLength={CUSTOMER_NOTES_MAX}
              defaultValue={notesReply ? typedNotes : (c.notes ?? '')}
              key={c.notes ?? ''}
              aria-invalid={notesError ? true : undefined}
              aria-describedby={notesError ? 'customer-notes-error' : undefined}
              className="mt-2 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base"
            />
            {notesError ? (
              <p id="customer-notes-error" role="alert" className="text-sm text-red-300">
                {notesError}
              </p>
            ) : null}
            <button type="submit" className="btn-primary mt-3" disabled={saving}>
              {saving ? 'Kaydediliyor...' : 'Notları Kaydet'}
            </button>
          </Form>
        ) : (
          <div className="rounded-2xl border border-line bg-stone-900 p-5">
            <h4 className="text-lg font-semibold">Notlar</h4>
            <p className="mt-2 whitespace-pre-wrap text-stone-200">{c.notes || '—'}</p>
          </div>
        )}
      </div>

      <h3 className="mb-3 mt-8 text-lg font-semibold">Randevu Geçmişi</h3>
      {history.length === 0 ? (
        <p className="rounded-2xl border border-line bg-stone-900 px-5 py-8 text-center text-stone-400">
          Bu müşterinin randevusu yok.
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line bg-stone-900" aria-label="Randevu geçmişi">
          {history.map((v) => (
            <li
              key={v.id}
              className="flex flex-wrap items-center justify-between gap-3 px-5 py-3"
              data-testid="customer-visit"
              data-id={v.id}
            >
              <div className="min-w-0">
                <p className="font-medium">
                  <Link
                    to={`/admin/appointments?day=${v.date}`}
                    className="underline decoration-accent/60 underline-offset-4 hover:text-accent"
                  >
                    {formatYmdTr(v.date, { weekday: true })} · <span className="tabular-nums">{v.time}</span>
                  </Link>
                </p>
                <p className="text-sm text-stone-400">
                  {v.service} · {v.memberName} · {formatMinutes(v.durationMinutes)} · {formatKurus(v.totalPriceKurus)}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {v.noShow ? (
                  <span
                    className="inline-flex items-center rounded-full border border-red-400 bg-red-950/60 px-2.5 py-0.5 text-xs font-semibold text-red-100"
                    data-testid="no-show-badge"
                  >
                    {NO_SHOW_LABEL}
                  </span>
                ) : null}
                <StatusBadge status={v.status} />
                {v.noShow || v.status === 'pending' || v.status === 'confirmed' ? (
                  <NoShowToggle
                    id={v.id}
                    noShow={v.noShow}
                    search=""
                    label={`${c.name} ${v.date} ${v.time}`}
                    back={here}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}

      {changes ? (
        <>
          <h3 className="mb-3 mt-8 text-lg font-semibold" id="customer-changes">
            Geçmiş
          </h3>
          <p className="mb-3 text-sm text-stone-400">
            Kaydında ve randevularında yapılan her değişiklik, kim yaptıysa, en yenisi üstte.
          </p>
          <HistoryList lines={changes} label={`${c.name} geçmişi`} showRecord />
        </>
      ) : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
