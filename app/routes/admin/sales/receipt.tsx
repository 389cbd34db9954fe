/**
 * /admin/sales/{id}/receipt: a sale's receipt to print (issue 27, item 2; docs/decisions/0376),
 * outside the back office's frame: `?format=a4` a page (table, studio header) or
 * `?format=80mm` the slip of a receipt printer (the 42-character lines of sale-receipt.ts
 * `receiptText`), each with its own CSS `@page` size. The same data shape as the e-mail.
 * POST (intent=email) queues the receipt by e-mail to the customer's address and shows the
 * page with the answer; a customer without an e-mail address gets nothing by e-mail.
 */
import { data, Form, Link, useNavigation, useRouteError } from 'react-router';
import { adminErrorText } from '~/ui/admin/admin-ui';
import { RECEIPT_TEXTS, receiptText } from '~/domain/sale-receipt';
import { SALE_MESSAGES } from '~/domain/sale';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { requireAdmin } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { readReceipt, readSale } from '~/models/sales/queries.server';
import { queueSaleReceipt, receiptRecipient } from '~/models/sales/receipts.server';
import { maskEmail } from '~/domain/permissions';
import type { RouteHandle } from '~/root';
import { receiptHref, takingsHref, type ReceiptFormat } from './paths';
import type { Route } from './+types/receipt';

export const handle: RouteHandle = { hydrate: true };

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
});

function saleId(value: string | undefined): number {
  const id = value && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw data(SALE_MESSAGES.saleNotFound, { status: 404 });
  return id;
}

function load(context: Route.LoaderArgs['context'], id: number) {
  const sale = readSale(context.db, id);
  const receipt = readReceipt(context.db, id);
  if (!sale || !receipt) throw data(SALE_MESSAGES.saleNotFound, { status: 404 });
  const to = receiptRecipient(context.db, sale);
  return {
    id,
    receipt,
    slip: receiptText(receipt),
    appointmentId: sale.appointmentId,
    day: sale.day,
    status: sale.status,
    emailTo: to ? maskEmail(to) : null,
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'sales.checkout');
  const format: ReceiptFormat = new URL(request.url).searchParams.get('format') === '80mm' ? '80mm' : 'a4';
  return { ...load(context, saleId(params.id)), format, notice: null as { ok: boolean; message: string } | null };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context, 'sales.checkout');
  const id = saleId(params.id);
  const form = await requireFormData(request);
  if (form.get('intent') !== 'email') throw data('Geçersiz istek', { status: 400 });
  const result = queueSaleReceipt(context, id);
  return data({ notice: { ok: result.ok, message: result.message } }, { status: result.ok ? 200 : result.status });
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  adminMeta(d ? `${RECEIPT_TEXTS.title} ${d.receipt.number}` : RECEIPT_TEXTS.title);

const PRINT_CSS = `
@page receipt-a4 { size: A4; margin: 15mm; }
@page receipt-80mm { size: 80mm auto; margin: 3mm 2mm; }
.receipt-a4 { page: receipt-a4; }
.receipt-80mm { page: receipt-80mm; }
@media print {
  html, body { background: #fff !important; }
  .receipt-toolbar { display: none !important; }
  .receipt-sheet { box-shadow: none !important; margin: 0 !important; border: 0 !important; }
}
`;

export default function ReceiptPage({ loaderData, actionData }: Route.ComponentProps) {
  const { receipt: r, slip, format, id, appointmentId, day, status, emailTo } = loaderData;
  const notice = actionData?.notice ?? null;
  const busy = useNavigation().state === 'submitting';
  const back = appointmentId ? `/admin/appointments/${appointmentId}?day=${day}` : takingsHref(day);
  return (
    <div className="min-h-screen bg-stone-200 px-3 py-4 text-stone-900">
      <style>{PRINT_CSS}</style>
      <nav aria-label="Fiş" className="receipt-toolbar mx-auto mb-4 flex max-w-3xl flex-wrap items-center gap-2">
        <Link
          to={back}
          className="inline-flex min-h-11 items-center rounded-full border border-stone-500 px-4 text-sm font-medium"
        >
          ← Geri
        </Link>
        <Link
          to={receiptHref(id, 'a4')}
          aria-current={format === 'a4' ? 'page' : undefined}
          className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${format === 'a4' ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-500'}`}
        >
          A4
        </Link>
        <Link
          to={receiptHref(id, '80mm')}
          aria-current={format === '80mm' ? 'page' : undefined}
          className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${format === '80mm' ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-500'}`}
        >
          80 mm
        </Link>
        <PrintButton />
        {emailTo && status === 'completed' ? (
          <Form method="post" className="contents">
            <input type="hidden" name="intent" value="email" />
            <button
              type="submit"
              disabled={busy}
              className="inline-flex min-h-11 items-center rounded-full border border-stone-500 px-4 text-sm font-medium"
            >
              E-postayla gönder ({emailTo})
            </button>
          </Form>
        ) : null}
        {notice ? (
          <p
            role={notice.ok ? 'status' : 'alert'}
            className={`w-full rounded-xl px-3 py-2 text-sm ${notice.ok ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'}`}
            data-testid="receipt-notice"
          >
            {notice.message}
          </p>
        ) : null}
      </nav>

      {format === '80mm' ? (
        <main
          className="receipt-80mm receipt-sheet mx-auto w-[80mm] bg-white p-[3mm] shadow-lg"
          data-testid="receipt-80mm"
        >
          <h1 className="sr-only">
            {RECEIPT_TEXTS.title} {r.number}
          </h1>
          <pre className="font-mono text-[11.5px] leading-[1.35] whitespace-pre text-black">{slip.join('\n')}</pre>
        </main>
      ) : (
        <main
          className="receipt-a4 receipt-sheet mx-auto max-w-3xl bg-white p-10 text-black shadow-lg"
          data-testid="receipt-a4"
        >
          <header className="flex flex-wrap items-start justify-between gap-4 border-b border-stone-300 pb-4">
            <div>
              <p className="text-2xl font-semibold tracking-wide">{r.studio.name}</p>
              <p className="text-sm text-stone-700">{r.studio.address}</p>
              <p className="text-sm text-stone-700">
                {r.studio.phone} · {r.studio.email}
              </p>
            </div>
            <div className="text-right">
              <h1 className="text-xl font-semibold">{RECEIPT_TEXTS.title}</h1>
              <p className="text-sm">
                {RECEIPT_TEXTS.number}: {r.number}
              </p>
              <p className="text-sm">
                {r.date} {r.time}
              </p>
            </div>
          </header>
          <p className="mt-4 text-sm">
            {RECEIPT_TEXTS.customer}: <strong>{r.customerName}</strong>
          </p>
          {r.voided ? (
            <p className="mt-3 rounded border-2 border-red-700 px-3 py-2 text-center font-bold text-red-800">
              {r.voided}
            </p>
          ) : null}
          <table className="mt-4 w-full text-sm">
            <thead>
              <tr className="border-b border-stone-400 text-left">
                <th scope="col" className="py-2">
                  Hizmet
                </th>
                <th scope="col" className="py-2 text-right">
                  Tutar
                </th>
              </tr>
            </thead>
            <tbody>
              {r.lines.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
                <tr key={i} className="border-b border-stone-200 align-top">
                  <td className="py-2">
                    {l.label}
                    {l.detail ? <span className="block text-xs text-stone-600">{l.detail}</span> : null}
                  </td>
                  <td className="py-2 text-right tabular-nums">{l.amount}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <Total label={RECEIPT_TEXTS.subtotal} amount={r.subtotal} />
              {r.discount ? (
                <Total label={r.discount.label} detail={r.discount.detail} amount={r.discount.amount} />
              ) : null}
              {r.tips.map((t, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
                <Total key={i} label={`${t.label}${t.detail ? ` (${t.detail})` : ''}`} amount={t.amount} />
              ))}
              <Total label={RECEIPT_TEXTS.total} amount={r.total} strong />
              {r.payments.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
                <Total key={i} label={p.label} amount={p.amount} />
              ))}
              {r.owed ? <Total label={RECEIPT_TEXTS.owed} amount={r.owed} strong /> : null}
            </tfoot>
          </table>
          {r.note ? <p className="mt-4 text-sm">{r.note}</p> : null}
          <p className="mt-8 text-center text-sm">{r.thanks}</p>
          <p className="text-center text-xs text-stone-600">{RECEIPT_TEXTS.notFiscal}</p>
        </main>
      )}
    </div>
  );
}

function Total({
  label,
  detail,
  amount,
  strong = false,
}: {
  label: string;
  detail?: string | null;
  amount: string;
  strong?: boolean;
}) {
  return (
    <tr className={strong ? 'border-t border-stone-400 font-semibold' : ''}>
      <th scope="row" className="py-1.5 text-right font-normal">
        <span className={strong ? 'font-semibold' : ''}>{label}</span>
        {detail ? <span className="block text-xs text-stone-600">{detail}</span> : null}
      </th>
      <td className="w-40 py-1.5 text-right tabular-nums">{amount}</td>
    </tr>
  );
}

/** 'Yazdır': the browser's print dialog (with JavaScript; without it, the browser's own menu prints the page as laid out). */
function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center rounded-full bg-stone-900 px-5 text-sm font-semibold text-white"
    >
      Yazdır
    </button>
  );
}

export function ErrorBoundary() {
  const { title, message } = adminErrorText(useRouteError());
  return (
    <main className="grid min-h-screen place-items-center bg-stone-100 px-6 text-center text-stone-900">
      <div role="alert">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="mt-2">{message}</p>
        <a
          href="/admin/takings"
          className="mt-6 inline-flex min-h-11 items-center rounded-full border border-stone-500 px-4"
        >
          Gün sonuna dön
        </a>
      </div>
    </main>
  );
}
