/**
 * /admin/takings?date=: 'Gün sonu' (issue 27, item 3; docs/decisions/0367 and 0377): the day's
 * takings first (taken in total and by method, sales, tips, discounts, voids, owed), then the
 * cash count (the float, the expected cash, the counted cash typed in and the difference, kept
 * with the close), then the day's lists (payments by method, tips by artist, discounts and
 * voids with their reasons, the day's sales with their receipts) and the day's sales as CSV
 * and .xlsx; the day's refunds, and once closed every change made after the close (issue 38).
 * 'Kalanı tahsil et' and 'İade' beside each sale. A plain GET form picks the day; the close is a plain POST (again: the last count
 * stands). With JavaScript the difference follows the counted cash as it is typed.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { istanbulToday } from '~/domain/clock';
import { can } from '~/domain/permissions';
import { dayCloseProblem, dayCloseSchema, daySalesTable, parseTakingsDate, TAKINGS_MESSAGES } from '~/domain/takings';
import { answerInvalid, answerRefused } from '~/http/form-answer.server';
import { formatYmdTr } from '~/ui/turkish-date';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { AdminPageHeader } from '~/ui/admin/admin-ui';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { closeDay, readTakings, salesOfDay } from '~/models/sales/takings.server';
import { depositDayFigures, depositsDueBack } from '~/models/deposits/ledger.server';
import { KaporaDay } from './kapora-day';
import type { Route } from './+types/takings';
import {
  card,
  CashCount,
  DaySales,
  DayNav,
  DiscountsCard,
  LaterChangesCard,
  MethodsCard,
  RefundsCard,
  TakingsSummary,
  VoidsCard,
} from './takings-sections';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'takings.read');
  const today = istanbulToday(context.now());
  const parsed = parseTakingsDate(new URL(request.url).searchParams.get('date'), today);
  if (!parsed.ok) throw data(parsed.message, { status: 400 });
  const date = parsed.date;
  const takings = readTakings(context.db, date);
  const sales = salesOfDay(context.db, date);
  const role = session.user.role;
  return {
    date,
    today,
    // the kapora ledger's day (issue 38)
    kapora: depositDayFigures(context.db, date),
    kaporaDue: depositsDueBack(context.db).map((d) => ({
      appointmentId: d.appointmentId,
      amountKurus: d.amountKurus,
      method: d.method,
      reference: d.reference,
    })),
    takings: {
      ...takings,
      voids: takings.voids.map((v) => ({ ...v, voidedAt: v.voidedAt.toISOString() })),
      refunds: takings.refunds.map((r) => ({ ...r, at: r.at.toISOString() })),
      laterChanges: takings.laterChanges.map((c) => ({ ...c, at: c.at.toISOString() })),
      close: takings.close ? { ...takings.close, closedAt: takings.close.closedAt.toISOString() } : null,
    },
    sales: sales.map((s) => ({
      id: s.id,
      number: s.number,
      time: s.time,
      customerName: s.customerName,
      status: s.status,
      statusLabel: s.statusLabel,
      appointmentId: s.appointmentId,
      totalKurus: s.totalKurus,
      paidKurus: s.paidKurus,
      owedKurus: s.owedKurus,
      methods: [...new Set(s.payments.map((p) => p.label))].join(', '),
    })),
    tableRows: daySalesTable(date, sales).rows.length,
    may: {
      close: can(role, 'takings.close', session.access),
      void: can(role, 'sales.void', session.access),
      receipt: can(role, 'sales.checkout', session.access),
      collect: can(role, 'sales.checkout', session.access),
      refund: can(role, 'sales.refund', session.access),
    },
    closable: dayCloseProblem(date, today) === null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'takings.close');
  const form = await requireFormData(request);
  const submission = parseWithZod(form, { schema: dayCloseSchema, disableAutoCoercion: true });
  if (submission.status !== 'success') return answerInvalid('close', submission);
  const result = closeDay(context, submission.value, actorOf(session, context));
  if (!result.ok) return answerRefused('close', submission, result.message, result.status, result.field);
  return { ok: true as const, message: TAKINGS_MESSAGES.closed };
}

export const meta: Route.MetaFunction = () => adminMeta(TAKINGS_MESSAGES.title);

export default function Takings({ loaderData, actionData }: Route.ComponentProps) {
  const { date, today, takings: t, sales, may, closable } = loaderData;
  return (
    <section data-testid="takings">
      <AdminPageHeader title={`${TAKINGS_MESSAGES.title}: ${formatYmdTr(date, { weekday: true })}`}>
        <DayNav date={date} today={today} />
      </AdminPageHeader>
      <TakingsSummary t={t} />
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <CashCount date={date} t={t} may={may} closable={closable} actionData={actionData} />
        <MethodsCard t={t} />
        <DiscountsCard t={t} />
        <KaporaDay figures={loaderData.kapora} due={loaderData.kaporaDue} card={card} />
        <VoidsCard t={t} />
        <RefundsCard t={t} />
        {t.close ? <LaterChangesCard t={t} /> : null}
      </div>
      <DaySales date={date} today={today} sales={sales} may={may} />
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
