/**
 * /admin/appointments/{id}: the appointment panel (issue 27, item 1; docs/decisions/0374). A
 * tap or Enter on a block of the day or week view, or on a name in the list, opens it over the
 * calendar the desk was looking at (a child route of the screen: the screen stays, its query
 * string is kept, ✕ and Escape go back). Without JavaScript it is the same page with the same
 * actions as plain forms and links.
 *
 * It shows the customer (phone with call and WhatsApp links, visits, no-shows, last visit,
 * notes), the services with their times and artist, the status and marks, the sale when there
 * is one (receipt, void), and the one-tap actions: Onayla, Geldi, Gelmedi, İptal (a reason,
 * one confirmation), Taşı, Düzenle, Tekrar randevu ("same again in N weeks"), Ödeme al. Each
 * action is offered only when the appointment allows it (appointment-panel.ts `panelActions`)
 * and the account may do it (permissions.ts).
 */
import { Form, Link, useFetcher, useLocation } from 'react-router';
import { PANEL_TEXTS } from '~/domain/appointment-panel';
import { istanbulClock, formatTurkishDay } from '~/domain/clock';
import { formatMinutes } from '~/domain/duration';
import { NO_SHOW_LABEL } from '~/domain/no-show';
import { APPOINTMENT_READERS, can, canOnAppointment, maskContact, seesContact } from '~/domain/permissions';
import { emailRecipient } from '~/domain/contact';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { Dialog } from '~/ui/admin/dialog';
import { StatusBadge } from '~/ui/admin/status-badge';
import { PhoneLinks } from '~/ui/admin/phone-links';
import { formatYmdTr } from '~/ui/turkish-date';
import { useHydrated } from '~/ui/use-hydrated';
import { useOpenedVersion } from '~/ui/admin/opened-version';
import { OfflineMark } from '~/ui/offline/offline-desk';
import { formatKurus } from '~/utils/money';
import { readAppointmentPanel } from '~/models/appointments/panel.server';
import { requireAppointmentAccess } from '~/routes/admin/appointments/dialog.server';
import {
  checkoutHref,
  dialogHref,
  FETCH_MODE_FIELD,
  FETCH_MODE_VALUE,
  listHref,
  newHref,
} from '~/routes/admin/appointments/paths';
import { customerCardHref } from '~/routes/admin/appointments/appointment-actions';
import { collectHref, receiptHref, refundHref, voidHref } from '~/routes/admin/sales/paths';
import type { Route } from './+types/panel';
import { formatTurkishDateTime } from '~/domain/clock';
import { depositOfAppointment } from '~/models/deposits/ledger.server';
import { KaporaSection, kaporaBadgeText, type PanelKapora } from './kapora-section';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { session, viewer, appointment } = await requireAppointmentAccess(
    request,
    context,
    APPOINTMENT_READERS,
    params.id,
    'read',
  );
  const clock = istanbulClock(context.now());
  const today = clock.date;
  const panel = readAppointmentPanel(context.db, appointment.id, clock);
  if (!panel) throw new Response('Randevu bulunamadı', { status: 404 });
  const role = session.user.role;
  const contact = seesContact(viewer);
  const a = panel.appointment;
  const may = {
    confirm: canOnAppointment(viewer, 'status', a, 'confirmed'),
    complete: canOnAppointment(viewer, 'status', a, 'completed'),
    notes: canOnAppointment(viewer, 'notes', a),
    customers: can(role, 'customers.read', session.access),
    marks: canOnAppointment(viewer, 'no-show', a),
    cancel: canOnAppointment(viewer, 'status', a, 'cancelled'),
    move: canOnAppointment(viewer, 'move', a),
    edit: canOnAppointment(viewer, 'edit', a),
    rebook: can(role, 'appointments.write', session.access),
    checkout: can(role, 'sales.checkout', session.access),
    void: can(role, 'sales.void', session.access),
    refund: can(role, 'sales.refund', session.access),
    history: can(role, 'history.read', session.access),
  };
  const email = panel.customer?.email ?? a.customerEmail;
  const deposit = depositOfAppointment(context.db, a.id);
  const kapora: PanelKapora = deposit
    ? {
        status: deposit.status,
        amountKurus: deposit.amountKurus,
        method: deposit.method,
        reference: deposit.reference,
        dueAt: deposit.dueAt ? formatTurkishDateTime(deposit.dueAt) : null,
        refundError: deposit.refundError,
        version: deposit.version,
      }
    : null;
  return {
    kapora,
    today,
    /** when this was read: offline the panel says how old it is (the service worker's copy) */
    loadedAt: context.now().toISOString(),
    id: a.id,
    customerId: a.customerId,
    customerName: a.customerName,
    date: a.date,
    time: a.time,
    end: panel.end,
    durationMinutes: a.durationMinutes,
    member: a.teamMember?.name ?? null,
    notes: a.notes,
    version: a.version,
    cancelReason: a.cancelReason,
    totalPriceKurus: a.totalPriceKurus,
    status: panel.status,
    noShow: panel.noShow,
    arrived: panel.arrivedAt !== null,
    customer: panel.customer ? maskContact({ ...panel.customer, email: panel.customer.email }, contact) : null,
    phone: contact ? (panel.phone?.number ?? null) : null,
    maskedEmail: email ? maskContact({ email }, contact).email : null,
    canEmailReceipt: emailRecipient(email) !== null,
    services: panel.services,
    sale: panel.sale
      ? {
          id: panel.sale.id,
          number: panel.sale.number,
          status: panel.sale.status,
          statusLabel: panel.sale.statusLabel,
          totalKurus: panel.sale.totalKurus,
          paidKurus: panel.sale.paidKurus,
          owedKurus: panel.sale.owedKurus,
          refundedKurus: panel.sale.refundedKurus,
          day: panel.sale.day,
          discountKurus: panel.sale.discountKurus,
          tipsKurus: panel.sale.tipsKurus,
          payments: panel.sale.payments.map((p) => ({ label: p.label, amountKurus: p.amountKurus })),
        }
      : null,
    rebook: panel.rebook,
    actions: panel.actions,
    may,
  };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data ? `Randevu: ${data.customerName}` : 'Randevu');

const actionClass =
  'inline-flex min-h-12 w-full items-center justify-center rounded-xl border px-3 text-sm font-semibold transition';
const quiet = `${actionClass} border-line bg-stone-950 text-stone-100 hover:border-accent hover:text-accent`;

export default function AppointmentPanel({ loaderData: p }: Route.ComponentProps) {
  const location = useLocation();
  const search = location.search;
  const here = `${location.pathname}${search}`;
  const back = listHref(search);
  const rebookParams = new URLSearchParams(search);
  rebookParams.set('rebook', String(p.id));
  const rebookLink = newHref(`?${rebookParams.toString()}`);
  const { actions, may } = p;
  // the version the panel was opened with: a change saved elsewhere since refuses her tap (docs/decisions/0430)
  const version = String(useOpenedVersion(p.version, p.id));

  return (
    <Dialog
      headingLevel={2}
      title={p.customerName}
      closeTo={back}
      wide
      subtitle={
        <span className="flex flex-wrap items-center gap-2" data-testid="panel-status">
          <StatusBadge status={p.status} />
          {p.arrived ? <Mark tone="emerald">● {PANEL_TEXTS.arrived}</Mark> : null}
          {p.noShow ? <Mark tone="red">⊘ {NO_SHOW_LABEL}</Mark> : null}
          {p.kapora ? (
            <Mark tone={p.kapora.status === 'awaiting' ? 'red' : 'sky'}>{kaporaBadgeText(p.kapora)}</Mark>
          ) : null}
          {p.sale?.status === 'completed' ? (
            <Mark tone="sky">
              ₺ {p.sale.statusLabel}
              {p.sale.owedKurus > 0 ? ` · ${PANEL_TEXTS.owed}: ${formatKurus(p.sale.owedKurus)}` : ''}
            </Mark>
          ) : null}
          <span className="text-sm text-stone-300">
            {formatYmdTr(p.date, { weekday: true })} ·{' '}
            <span className="tabular-nums">
              {p.time}–{p.end}
            </span>
            {p.member ? ` · ${p.member}` : ''}
          </span>
        </span>
      }
    >
      <div data-testid="appointment-panel" data-id={p.id}>
        <OfflineMark loadedAt={p.loadedAt} />
        <section aria-label="İşlemler" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {actions.checkout && may.checkout ? (
            <Link
              to={checkoutHref(p.id, search)}
              preventScrollReset
              className={`${actionClass} col-span-2 border-accent bg-accent text-ink hover:brightness-110 sm:col-span-1`}
              data-autofocus
            >
              {PANEL_TEXTS.checkout}
            </Link>
          ) : null}
          {actions.confirm && may.confirm ? (
            <QuickAction
              action={dialogHref(p.id, 'status', '')}
              back={here}
              fields={{ status: 'confirmed', version }}
              label={PANEL_TEXTS.confirm}
            />
          ) : null}
          {/* an artist completes her own here, as on her list; the desk completes by 'Ödeme al' (or the list's status) */}
          {actions.complete && may.complete && !may.checkout ? (
            <QuickAction
              action={dialogHref(p.id, 'status', '')}
              back={here}
              fields={{ status: 'completed', version }}
              label={PANEL_TEXTS.complete}
            />
          ) : null}
          {actions.arrived && may.marks ? (
            <QuickAction
              action={dialogHref(p.id, 'arrived', '')}
              back={here}
              fields={{ arrived: '1', version }}
              label={PANEL_TEXTS.arrived}
            />
          ) : null}
          {actions.noShow && may.marks ? (
            <QuickAction
              action={dialogHref(p.id, 'no-show', '')}
              back={here}
              fields={{ noShow: '1', version }}
              label={PANEL_TEXTS.noShow}
            />
          ) : null}
          {actions.move && may.move ? (
            <Link to={dialogHref(p.id, 'move', search)} preventScrollReset className={quiet}>
              {PANEL_TEXTS.move}
            </Link>
          ) : null}
          {actions.edit && may.edit ? (
            <Link to={dialogHref(p.id, 'edit', search)} preventScrollReset className={quiet}>
              {PANEL_TEXTS.edit}
            </Link>
          ) : null}
          {actions.rebook && may.rebook ? (
            <Link
              to={rebookLink}
              preventScrollReset
              className={quiet}
              aria-label={`${PANEL_TEXTS.rebook}: ${PANEL_TEXTS.rebookWeeks(p.rebook.weeks)}`}
            >
              <span className="flex flex-col items-center leading-tight">
                {PANEL_TEXTS.rebook}
                <span className="text-xs font-normal text-stone-400">{PANEL_TEXTS.rebookWeeks(p.rebook.weeks)}</span>
              </span>
            </Link>
          ) : null}
          {actions.cancel && may.cancel ? (
            <Link
              to={dialogHref(p.id, 'cancel', search)}
              preventScrollReset
              className={`${actionClass} border-red-800 bg-red-950/40 text-red-100 hover:border-red-400`}
            >
              {PANEL_TEXTS.cancel}
            </Link>
          ) : null}
          {/* the note of her own appointment: who may not edit it writes it here, as on her list */}
          {may.notes && !may.edit ? (
            <Link to={dialogHref(p.id, 'note', search)} preventScrollReset className={quiet}>
              {p.notes ? PANEL_TEXTS.note : 'Not ekle'}
            </Link>
          ) : null}
          {may.history ? (
            <Link to={dialogHref(p.id, 'history', search)} preventScrollReset className={quiet}>
              Geçmiş
            </Link>
          ) : null}
          {p.arrived && may.marks && p.status !== 'completed' && p.status !== 'cancelled' ? (
            <QuickAction
              action={dialogHref(p.id, 'arrived', '')}
              back={here}
              fields={{ arrived: '0', version }}
              label={`"${PANEL_TEXTS.arrived}" işaretini kaldır`}
              small
            />
          ) : null}
          {p.noShow && may.marks ? (
            <QuickAction
              action={dialogHref(p.id, 'no-show', '')}
              back={here}
              fields={{ noShow: '0', version }}
              label={`"${NO_SHOW_LABEL}" işaretini kaldır`}
              small
            />
          ) : null}
        </section>

        <KaporaSection
          kapora={p.kapora}
          action={dialogHref(p.id, 'kapora', '')}
          back={here}
          mayTake={may.checkout}
          open={p.status !== 'cancelled' && p.status !== 'completed'}
        />

        {p.status === 'cancelled' && p.cancelReason ? (
          <p
            className="mt-3 rounded-xl border border-red-900 bg-red-950/40 px-3 py-2 text-sm text-red-100"
            data-testid="panel-cancel-reason"
          >
            İptal nedeni: {p.cancelReason}
          </p>
        ) : null}

        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <section aria-labelledby="panel-musteri" className="rounded-xl border border-line bg-stone-950/60 p-3">
            <h3 id="panel-musteri" className="text-sm font-semibold tracking-wide text-stone-400">
              Müşteri
            </h3>
            <p className="mt-1 text-base" data-testid="panel-phone">
              <PhoneLinks phone={p.phone} name={p.customerName} />
            </p>
            {p.maskedEmail ? <p className="text-sm break-all text-stone-300">{p.maskedEmail}</p> : null}
            {p.customer ? (
              <dl className="mt-2 grid grid-cols-3 gap-2 text-center" data-testid="panel-figures">
                <Figure label={PANEL_TEXTS.visits} value={String(p.customer.visits)} />
                <Figure label={PANEL_TEXTS.noShows} value={String(p.customer.noShows)} />
                <Figure
                  label={PANEL_TEXTS.lastVisit}
                  value={p.customer.lastVisit ? formatTurkishDay(p.customer.lastVisit) : '—'}
                />
              </dl>
            ) : null}
            {p.customer?.notes ? (
              <p className="mt-2 text-sm text-stone-200">
                <span className="text-stone-400">{PANEL_TEXTS.notes}: </span>
                {p.customer.notes}
              </p>
            ) : null}
            {p.notes ? (
              <p className="mt-2 text-sm text-stone-200" data-testid="panel-notes">
                <span className="text-stone-400">Randevu notu: </span>
                {p.notes}
              </p>
            ) : null}
            {p.customerId && may.customers ? (
              <Link
                to={customerCardHref(p.customerId)}
                className="mt-2 inline-flex min-h-11 items-center text-sm text-accent underline-offset-4 hover:underline"
              >
                Müşteri kartı
              </Link>
            ) : null}
          </section>

          <section aria-labelledby="panel-hizmetler" className="rounded-xl border border-line bg-stone-950/60 p-3">
            <h3 id="panel-hizmetler" className="text-sm font-semibold tracking-wide text-stone-400">
              Hizmetler
            </h3>
            <ul className="mt-1 divide-y divide-line/60" data-testid="panel-services">
              {p.services.map((s) => (
                <li key={`${s.kind}-${s.lineId}`} className="flex items-start justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block font-medium">{s.name}</span>
                    <span className="block text-stone-400">
                      <span className="tabular-nums">
                        {s.start}–{s.end}
                      </span>{' '}
                      · {s.artist} · {formatMinutes(s.durationMinutes)}
                    </span>
                  </span>
                  <span className="shrink-0 tabular-nums">{formatKurus(s.priceKurus)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-1 flex justify-between border-t border-line pt-2 text-sm font-semibold">
              <span>Tutar</span>
              <span className="tabular-nums">{formatKurus(p.totalPriceKurus)}</span>
            </p>
          </section>
        </div>

        {p.sale ? (
          <section
            aria-labelledby="panel-satis"
            className="mt-4 rounded-xl border border-line bg-stone-950/60 p-3"
            data-testid="panel-sale"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="panel-satis" className="text-sm font-semibold tracking-wide text-stone-400">
                Satış {p.sale.number} · {p.sale.statusLabel}
              </h3>
              <span className="text-lg font-semibold tabular-nums">{formatKurus(p.sale.totalKurus)}</span>
            </div>
            <p className="mt-1 text-sm text-stone-300">
              {p.sale.payments.map((x) => `${x.label} ${formatKurus(x.amountKurus)}`).join(' · ') || 'Ödeme yok'}
              {p.sale.owedKurus > 0 ? ` · ${PANEL_TEXTS.owed}: ${formatKurus(p.sale.owedKurus)}` : ''}
              {p.sale.tipsKurus > 0 ? ` · Bahşiş ${formatKurus(p.sale.tipsKurus)}` : ''}
              {p.sale.discountKurus > 0 ? ` · İndirim ${formatKurus(p.sale.discountKurus)}` : ''}
              {p.sale.refundedKurus > 0 ? ` · İade edilen ${formatKurus(p.sale.refundedKurus)}` : ''}
            </p>
            {/* the receipt is the till's (sales.checkout): an artist sees the sale, not a 403 behind a link */}
            {p.sale.status === 'completed' && (may.checkout || may.void) ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {p.sale.owedKurus > 0 && may.checkout ? (
                  <Link to={collectHref(p.sale.id, here)} className="btn-primary px-4" data-testid="panel-collect">
                    Kalanı tahsil et · {formatKurus(p.sale.owedKurus)}
                  </Link>
                ) : null}
                {may.refund && p.sale.paidKurus > p.sale.refundedKurus ? (
                  <Link to={refundHref(p.sale.id, here)} className="btn-ghost px-4">
                    İade
                  </Link>
                ) : null}
                {may.checkout ? (
                  <>
                    <a href={receiptHref(p.sale.id, 'a4')} className="btn-ghost px-4" target="_blank" rel="noopener">
                      Fiş (A4)
                    </a>
                    <a href={receiptHref(p.sale.id, '80mm')} className="btn-ghost px-4" target="_blank" rel="noopener">
                      Fiş (80 mm)
                    </a>
                  </>
                ) : null}
                {p.canEmailReceipt && may.checkout ? (
                  <Form method="post" action={receiptHref(p.sale.id)} preventScrollReset>
                    <input type="hidden" name="intent" value="email" />
                    <input type="hidden" name="back" value={here} />
                    <button type="submit" className="btn-ghost px-4">
                      Fişi e-postayla gönder
                    </button>
                  </Form>
                ) : null}
                {may.void && p.sale.day === p.today ? (
                  <Link to={voidHref(p.sale.id, here)} className="btn-ghost border-red-800 px-4 text-red-200">
                    Satışı iptal et
                  </Link>
                ) : null}
              </div>
            ) : null}
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}

function Mark({ tone, children }: { tone: 'emerald' | 'red' | 'sky'; children: React.ReactNode }) {
  const tones = {
    emerald: 'border-emerald-400 bg-emerald-950/60 text-emerald-100',
    red: 'border-red-400 bg-red-950/60 text-red-100',
    sky: 'border-sky-400 bg-sky-950/60 text-sky-100',
  };
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-1 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-line/60 px-1 py-1.5">
      <dt className="text-xs text-stone-400">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * A one-tap action (Onayla, Geldi, Gelmedi): a POST to the appointment's own route. With
 * JavaScript a fetcher (the panel stays and re-reads itself); without it a plain form that
 * comes back here (`back`). It is the same form element before and after hydration: swapping
 * a `<Form>` for a `fetcher.Form` once hydrated replaced the button under a tap made while the
 * page was hydrating, and the tap was lost (no POST at all).
 */
function QuickAction({
  action,
  back,
  fields,
  label,
  small = false,
}: {
  action: string;
  back: string;
  fields: Record<string, string>;
  label: string;
  small?: boolean;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const busy = fetcher.state !== 'idle';
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" action={action} preventScrollReset className={small ? 'col-span-2 sm:col-span-2' : ''}>
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <input type="hidden" name="back" value={back} />
      {hydrated ? <input type="hidden" name={FETCH_MODE_FIELD} value={FETCH_MODE_VALUE} /> : null}
      <button
        type="submit"
        disabled={busy}
        className={
          small
            ? 'inline-flex min-h-11 w-full items-center justify-center rounded-xl px-3 text-sm text-stone-300 underline-offset-4 hover:underline'
            : quiet
        }
      >
        {busy ? '…' : label}
      </button>
      {failed ? (
        <p role="alert" className="mt-1 text-xs text-red-200">
          {failed}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
