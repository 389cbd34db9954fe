/**
 * /admin/sales/{id}/void?back=…: voiding a sale with a reason (issue 27, item 2;
 * docs/decisions/0365): the sale is kept with its reason, time and account and leaves the
 * takings and the reports; the visit stays done and can be checked out again. Then back to
 * where it was asked from (the panel, Gün sonu). A plain form; the same with JavaScript.
 * Only on the sale's own day (later: 'İade'); once that day is closed, a Sahip or Yönetici
 * approves (her session, or her e-mail and password typed here; docs/decisions/0451).
 */
import { useServerForm } from '~/ui/form-metadata';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { istanbulToday } from '~/domain/clock';
import { voidDayProblem, voidWithApprovalSchema } from '~/domain/ledger';
import { can } from '~/domain/permissions';
import { SALE_MESSAGES } from '~/domain/sale';
import { approvalOf } from '~/http/approval.server';
import { saleDayClosed } from '~/models/sales/ledger.server';
import { ApproverFields } from './approver-fields';
import { postedText } from '~/domain/form-fields';
import { answerInvalid, answerRefused } from '~/http/form-answer.server';
import { replyFor, type FormReply } from '~/utils/form-reply';
import { formatKurus } from '~/utils/money';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { AdminPageHeader } from '~/ui/admin/admin-ui';
import { inputClass } from '~/ui/admin/content-table';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { voidSale } from '~/models/sales/checkout.server';
import { readSale } from '~/models/sales/queries.server';
import { refundHref, takingsHref } from './paths';
import type { Route } from './+types/void';
import { FormAlert } from '~/ui/admin/form-alert';

/** Common reasons: each one tap (a submit button); another is typed. */
const VOID_REASONS = ['Yanlış müşteri', 'Yanlış tutar', 'Müşteriye iade edildi', 'Çift kayıt'] as const;

function saleOf(context: Route.LoaderArgs['context'], value: string | undefined) {
  const id = value && /^\d{1,12}$/.test(value) ? Number(value) : 0;
  const sale = id ? readSale(context.db, id) : null;
  if (!sale) throw data(SALE_MESSAGES.saleNotFound, { status: 404 });
  return sale;
}

/** Where to go afterwards: a same-site admin path, else the sale's day in Gün sonu. */
function backOf(request: Request, day: string): string {
  const back = new URL(request.url).searchParams.get('back') ?? '';
  return /^\/admin\/[\w\-/?=&%.]*$/.test(back) && !back.startsWith('//') ? back : takingsHref(day);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'sales.void');
  const sale = saleOf(context, params.id);
  const today = istanbulToday(context.now());
  return {
    // a later day: no void, a refund instead
    otherDay: sale.status !== 'voided' ? voidDayProblem(sale.day, today) : null,
    needsApprover: saleDayClosed(context.db, sale.day) && !can(session.user.role, 'takings.approve', session.access),
    mayRefund: can(session.user.role, 'sales.refund', session.access),
    here: new URL(request.url).pathname + new URL(request.url).search,
    sale: {
      id: sale.id,
      number: sale.number,
      customerName: sale.customerName,
      totalKurus: sale.totalKurus,
      status: sale.status,
      statusLabel: sale.statusLabel,
      voidReason: sale.voidReason,
      day: sale.day,
    },
    back: backOf(request, sale.day),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'sales.void');
  const sale = saleOf(context, params.id);
  const form = await requireFormData(request);
  const submission = parseWithZod(form, { schema: voidWithApprovalSchema });
  const hide = ['approverPassword'];
  if (submission.status !== 'success') return answerInvalid('void', submission, 400, hide);
  const { reason, approval: typed } = submission.value;
  const approval = await approvalOf(context, session, typed);
  if (!approval.ok) return answerRefused('void', submission, approval.message, approval.status, undefined, hide);
  const result = voidSale(context, sale.id, reason, actorOf(session, context), approval.approval);
  if (!result.ok) return answerRefused('void', submission, result.message, result.status, undefined, hide);
  throw redirect(backOf(request, sale.day));
}

export const meta: Route.MetaFunction = () => adminMeta('Satışı iptal et');

export default function VoidSale({ loaderData, actionData }: Route.ComponentProps) {
  const { sale, back, otherDay, needsApprover, mayRefund, here } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const lastResult = replyFor(actionData as FormReply | undefined, 'void');
  const [form, fields] = useServerForm({ id: 'void-sale', lastResult });
  // one message above both forms: the reason's, or the refusal's
  const message = fields.reason?.errors?.[0] ?? form.errors?.[0];
  const reason = lastResult ? postedText(lastResult.initialValue).reason : undefined;
  return (
    <section className="max-w-xl">
      <AdminPageHeader title={`Satışı iptal et: ${sale.number}`} />
      <p className="text-stone-200">
        {sale.customerName} · {formatKurus(sale.totalKurus)} · {sale.statusLabel}
      </p>
      {sale.status === 'voided' ? (
        <p role="status" className="mt-3 rounded-xl border border-line bg-stone-900 px-3 py-2 text-sm">
          {SALE_MESSAGES.alreadyVoided} Neden: {sale.voidReason}
        </p>
      ) : otherDay ? (
        <div className="mt-3">
          <p
            role="status"
            className="rounded-xl border border-amber-700 bg-amber-950/50 px-3 py-2 text-sm text-amber-100"
          >
            {otherDay}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            {mayRefund ? (
              <Link to={refundHref(sale.id, back || here)} className="btn-primary">
                İade kaydet
              </Link>
            ) : null}
            <Link to={back} className="btn-ghost">
              Geri dön
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-stone-400">
            Satış silinmez: nedeniyle birlikte saklanır, gün sonundan ve raporlardan çıkar. Randevu tamamlanmış kalır ve
            yeniden ödeme alınabilir.
          </p>
          {message ? <FormAlert className="mt-3">{message}</FormAlert> : null}
          {needsApprover ? null : (
            <Form method="post" className="mt-4 grid gap-2 sm:grid-cols-2" aria-label="Hazır iptal nedenleri">
              {VOID_REASONS.map((r) => (
                <button
                  key={r}
                  type="submit"
                  name="reason"
                  value={r}
                  disabled={busy}
                  className="inline-flex min-h-12 items-center justify-center rounded-xl border border-red-800 bg-red-950/40 px-3 text-sm font-semibold text-red-50 hover:border-red-400"
                >
                  {r}
                </button>
              ))}
            </Form>
          )}
          <Form method="post" className="mt-4 grid gap-3 border-t border-line pt-3" id={form.id}>
            <label htmlFor="satis-iptal-nedeni" className="text-sm font-medium">
              Başka bir neden
            </label>
            <input
              id="satis-iptal-nedeni"
              name="reason"
              maxLength={200}
              defaultValue={reason && !(VOID_REASONS as readonly string[]).includes(reason) ? reason : ''}
              className={inputClass}
            />
            {needsApprover ? <ApproverFields /> : null}
            <div className="flex flex-wrap gap-2">
              <button type="submit" disabled={busy} className="btn-primary">
                {busy ? 'İptal ediliyor…' : 'Satışı iptal et'}
              </button>
              <Link to={back} className="btn-ghost">
                Vazgeç
              </Link>
            </div>
          </Form>
        </>
      )}
      {sale.status === 'voided' ? (
        <Link to={back} className="btn-ghost mt-4">
          Geri dön
        </Link>
      ) : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
