/**
 * /admin/sales/{id}/collect?back=…: 'Kalanı tahsil et' (issue 38, item 5; docs/decisions/0453):
 * what a sale still owes, taken now by Nakit, Kart or Havale (the whole rest, or a part typed
 * in), counted in today's takings. The form names the sale's version it was read at, so two
 * desks collecting one debt count it once (the second is told it changed), and carries a key,
 * so a retried submit is one payment. A plain form; then back where it was opened from.
 */
import { useServerForm } from '~/ui/form-metadata';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { collectSchema } from '~/domain/ledger';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_VALUES, SALE_MESSAGES } from '~/domain/sale';
import { postedText } from '~/domain/form-fields';
import { answerInvalid, answerRefused } from '~/http/form-answer.server';
import { replyFor, type FormReply } from '~/utils/form-reply';
import { formatKurus } from '~/utils/money';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { AdminPageHeader } from '~/ui/admin/admin-ui';
import { inputClass } from '~/ui/admin/content-table';
import { FormAlert } from '~/ui/admin/form-alert';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { collectDebt } from '~/models/sales/ledger.server';
import { readSale } from '~/models/sales/queries.server';
import { DEBTS_PATH, safeBack } from './paths';
import type { Route } from './+types/collect';

function saleOf(context: Route.LoaderArgs['context'], value: string | undefined) {
  const id = value && /^\d{1,12}$/.test(value) ? Number(value) : 0;
  const sale = id ? readSale(context.db, id) : null;
  if (!sale) throw data(SALE_MESSAGES.saleNotFound, { status: 404 });
  return sale;
}

const backOf = (request: Request) => safeBack(new URL(request.url).searchParams.get('back'), DEBTS_PATH);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'sales.checkout');
  const sale = saleOf(context, params.id);
  return {
    sale: {
      id: sale.id,
      number: sale.number,
      customerName: sale.customerName,
      day: sale.day,
      totalKurus: sale.totalKurus,
      paidKurus: sale.paidKurus,
      owedKurus: sale.status === 'completed' ? sale.owedKurus : 0,
      statusLabel: sale.statusLabel,
      version: sale.version,
    },
    idempotencyKey: crypto.randomUUID(),
    back: backOf(request),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'sales.checkout');
  const sale = saleOf(context, params.id);
  const form = await requireFormData(request);
  const submission = parseWithZod(form, { schema: collectSchema });
  if (submission.status !== 'success') return answerInvalid('collect', submission);
  const result = collectDebt(context, sale.id, submission.value, actorOf(session, context));
  if (!result.ok) return answerRefused('collect', submission, result.message, result.status);
  throw redirect(backOf(request));
}

export const meta: Route.MetaFunction = () => adminMeta('Kalanı tahsil et');

export default function CollectDebt({ loaderData, actionData }: Route.ComponentProps) {
  const { sale, idempotencyKey, back } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const lastResult = replyFor(actionData as FormReply | undefined, 'collect');
  const [form, fields] = useServerForm({ id: 'collect-debt', lastResult });
  const message = form.errors?.[0] ?? fields.amount?.errors?.[0] ?? fields.method?.errors?.[0];
  const typed = lastResult ? postedText(lastResult.initialValue) : {};
  return (
    <section className="max-w-xl" data-testid="collect-debt">
      <AdminPageHeader title={`Kalanı tahsil et: ${sale.number}`} />
      <p className="text-stone-200">
        {sale.customerName} · {sale.statusLabel} · Toplam {formatKurus(sale.totalKurus)} · Ödenen{' '}
        {formatKurus(sale.paidKurus)}
      </p>
      {sale.owedKurus <= 0 ? (
        <>
          <p role="status" className="mt-3 rounded-xl border border-line bg-stone-900 px-3 py-2 text-sm">
            {SALE_MESSAGES.nothingOwed}
          </p>
          <Link to={back} className="btn-ghost mt-4">
            Geri dön
          </Link>
        </>
      ) : (
        <Form method="post" className="mt-4 grid gap-3" id={form.id} aria-label="Kalanı tahsil et">
          <p className="text-lg font-semibold" data-testid="collect-owed">
            {SALE_MESSAGES.owedLabel}: {formatKurus(sale.owedKurus)}
          </p>
          {message ? <FormAlert>{message}</FormAlert> : null}
          <input type="hidden" name="version" value={sale.version} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <label className="text-sm font-medium">
            Tutar (₺) <span className="font-normal text-stone-400">boşsa kalanın tamamı</span>
            <input
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={typed.amount ?? ''}
              placeholder={formatKurus(sale.owedKurus)}
              className={`${inputClass} text-right tabular-nums`}
            />
          </label>
          <div className="grid gap-2 sm:grid-cols-3">
            {PAYMENT_METHOD_VALUES.map((m) => (
              <button
                key={m}
                type="submit"
                name="method"
                value={m}
                disabled={busy}
                className="btn-primary min-h-12 justify-center"
              >
                {PAYMENT_METHOD_LABELS[m]} ile tahsil et
              </button>
            ))}
          </div>
          <p className="text-xs text-stone-400">Tahsil edilen tutar bugünün kasasına (Gün sonu) yazılır.</p>
          <Link to={back} className="btn-ghost w-fit">
            Vazgeç
          </Link>
        </Form>
      )}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
