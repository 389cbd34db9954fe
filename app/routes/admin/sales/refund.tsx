/**
 * /admin/sales/{id}/refund?back=…: 'İade' (issue 38, item 6; docs/decisions/0450): money given
 * back on a sale, whole or part, by Nakit, Kart or Havale, with a reason: a record of its own
 * on today's takings, the sale left as it was. When today is already closed, a Sahip or
 * Yönetici approves (her own session, or her e-mail and password typed here; 0451). A
 * replayed submit is one refund (its key). A plain form; then back where it was opened from.
 */
import { useServerForm } from '~/ui/form-metadata';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { istanbulToday } from '~/domain/clock';
import { can } from '~/domain/permissions';
import { refundSchema } from '~/domain/ledger';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_VALUES, SALE_MESSAGES } from '~/domain/sale';
import { postedText } from '~/domain/form-fields';
import { answerInvalid, answerRefused } from '~/http/form-answer.server';
import { approvalOf } from '~/http/approval.server';
import { replyFor, type FormReply } from '~/utils/form-reply';
import { formatKurus, kurusToLiraText } from '~/utils/money';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { AdminPageHeader } from '~/ui/admin/admin-ui';
import { inputClass } from '~/ui/admin/content-table';
import { FormAlert } from '~/ui/admin/form-alert';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { refundSale, saleDayClosed } from '~/models/sales/ledger.server';
import { readSale } from '~/models/sales/queries.server';
import { ApproverFields } from './approver-fields';
import { safeBack, takingsHref } from './paths';
import type { Route } from './+types/refund';

/** Common reasons (a datalist); another is typed. */
const REFUND_REASONS = ['Müşteri memnun kalmadı', 'Hizmet yarım kaldı', 'Fazla ödeme', 'Kırık tırnak'] as const;

function saleOf(context: Route.LoaderArgs['context'], value: string | undefined) {
  const id = value && /^\d{1,12}$/.test(value) ? Number(value) : 0;
  const sale = id ? readSale(context.db, id) : null;
  if (!sale) throw data(SALE_MESSAGES.saleNotFound, { status: 404 });
  return sale;
}

const backOf = (request: Request, today: string) =>
  safeBack(new URL(request.url).searchParams.get('back'), takingsHref(today));

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'sales.refund');
  const sale = saleOf(context, params.id);
  const today = istanbulToday(context.now());
  return {
    sale: {
      id: sale.id,
      number: sale.number,
      customerName: sale.customerName,
      status: sale.status,
      statusLabel: sale.statusLabel,
      day: sale.day,
      paidKurus: sale.paidKurus,
      refundedKurus: sale.refundedKurus,
      leftKurus: sale.status === 'voided' ? 0 : sale.paidKurus - sale.refundedKurus,
      refunds: sale.refunds.map((r) => ({
        id: r.id,
        label: r.label,
        amountKurus: r.amountKurus,
        reason: r.reason,
        day: r.day,
      })),
    },
    // today is closed and the one signed in cannot approve: the approver signs here
    needsApprover: saleDayClosed(context.db, today) && !can(session.user.role, 'takings.approve', session.access),
    idempotencyKey: crypto.randomUUID(),
    back: backOf(request, today),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'sales.refund');
  const sale = saleOf(context, params.id);
  const form = await requireFormData(request);
  const submission = parseWithZod(form, { schema: refundSchema });
  const hide = ['approverPassword'];
  if (submission.status !== 'success') return answerInvalid('refund', submission, 400, hide);
  const approval = await approvalOf(context, session, submission.value.approval);
  if (!approval.ok) return answerRefused('refund', submission, approval.message, approval.status, undefined, hide);
  const result = refundSale(context, sale.id, submission.value, actorOf(session, context), approval.approval);
  if (!result.ok) return answerRefused('refund', submission, result.message, result.status, undefined, hide);
  throw redirect(backOf(request, istanbulToday(context.now())));
}

export const meta: Route.MetaFunction = () => adminMeta('İade');

export default function RefundSale({ loaderData, actionData }: Route.ComponentProps) {
  const { sale, needsApprover, idempotencyKey, back } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const lastResult = replyFor(actionData as FormReply | undefined, 'refund');
  const [form, fields] = useServerForm({ id: 'refund-sale', lastResult });
  const message =
    form.errors?.[0] ?? fields.amount?.errors?.[0] ?? fields.reason?.errors?.[0] ?? fields.method?.errors?.[0];
  const typed = lastResult ? postedText(lastResult.initialValue) : {};
  return (
    <section className="max-w-xl" data-testid="refund-sale">
      <AdminPageHeader title={`İade: ${sale.number}`} />
      <p className="text-stone-200">
        {sale.customerName} · {sale.statusLabel} · Ödenen {formatKurus(sale.paidKurus)}
        {sale.refundedKurus > 0 ? ` · İade edilen ${formatKurus(sale.refundedKurus)}` : ''}
      </p>
      {sale.refunds.length ? (
        <ul className="mt-2 text-sm text-stone-300" data-testid="sale-refunds">
          {sale.refunds.map((r) => (
            <li key={r.id}>
              {r.day} · {r.label} {formatKurus(r.amountKurus)} · {r.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {sale.leftKurus <= 0 ? (
        <>
          <p role="status" className="mt-3 rounded-xl border border-line bg-stone-900 px-3 py-2 text-sm">
            Bu satışta iade edilecek ödeme yok.
          </p>
          <Link to={back} className="btn-ghost mt-4">
            Geri dön
          </Link>
        </>
      ) : (
        <Form method="post" className="mt-4 grid gap-3" id={form.id} aria-label="İade">
          <p className="text-sm text-stone-400">
            İade bugünün kaydıdır: satış olduğu gibi kalır, para bugünün kasasından çıkar. En fazla{' '}
            {formatKurus(sale.leftKurus)}.
          </p>
          {message ? <FormAlert>{message}</FormAlert> : null}
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="text-sm font-medium">
              Tutar (₺)
              <input
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={typed.amount ?? kurusToLiraText(sale.leftKurus, ',')}
                className={`${inputClass} text-right tabular-nums`}
              />
            </label>
            <label className="text-sm font-medium">
              Yöntem
              <select name="method" defaultValue={typed.method ?? 'cash'} className={inputClass}>
                {PAYMENT_METHOD_VALUES.map((m) => (
                  <option key={m} value={m}>
                    {PAYMENT_METHOD_LABELS[m]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label className="text-sm font-medium">
            Neden
            <input
              name="reason"
              maxLength={200}
              list="iade-nedenleri"
              autoComplete="off"
              defaultValue={typed.reason ?? ''}
              className={inputClass}
            />
            <datalist id="iade-nedenleri">
              {REFUND_REASONS.map((r) => (
                <option key={r} value={r} />
              ))}
            </datalist>
          </label>
          {needsApprover ? <ApproverFields email={typed.approverEmail} /> : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={busy} className="btn-primary">
              {busy ? 'Kaydediliyor…' : 'İadeyi kaydet'}
            </button>
            <Link to={back} className="btn-ghost">
              Vazgeç
            </Link>
          </div>
        </Form>
      )}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
