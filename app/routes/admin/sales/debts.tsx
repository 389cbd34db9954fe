/**
 * /admin/debts: 'Borçlar' (issue 38, item 5; docs/decisions/0453): who owes, how much and since
 * when, oldest first, each with 'Kalanı tahsil et' (a debt collected disappears from the list
 * and counts in that day's takings), and the list as CSV and .xlsx. Reads the partial index of
 * owing sales: it costs what the debts are, not the years of sales.
 */
import { Link } from 'react-router';
import { istanbulToday } from '~/domain/clock';
import { LEDGER_MESSAGES, owedForText } from '~/domain/ledger';
import { can } from '~/domain/permissions';
import { formatKurus } from '~/utils/money';
import { formatYmdTr } from '~/ui/turkish-date';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { AdminPageHeader } from '~/ui/admin/admin-ui';
import { requireAdmin } from '~/http/auth.server';
import { readDebts } from '~/models/sales/ledger.server';
import { collectHref, DEBTS_PATH, debtsDownloadHref } from './paths';
import type { Route } from './+types/debts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'takings.read');
  const today = istanbulToday(context.now());
  const { debts, count, owedKurus } = readDebts(context.db);
  return {
    today,
    count,
    owedKurus,
    debts: debts.map((d) => ({ ...d, since: owedForText(d.day, today) })),
    mayCollect: can(session.user.role, 'sales.checkout', session.access),
  };
}

export const meta: Route.MetaFunction = () => adminMeta(LEDGER_MESSAGES.debtsTitle);

const th = 'border-b border-line px-2 py-2 text-left text-xs font-semibold tracking-wide text-stone-400';
const td = 'border-b border-line/60 px-2 py-2';
const download =
  'inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-medium text-accent hover:border-accent';

export default function Debts({ loaderData }: Route.ComponentProps) {
  const { debts, count, owedKurus, mayCollect } = loaderData;
  return (
    <section data-testid="debts">
      <AdminPageHeader title={LEDGER_MESSAGES.debtsTitle}>
        <div className="flex flex-wrap gap-2">
          <a href={debtsDownloadHref('csv')} download className={download}>
            CSV indir
          </a>
          <a href={debtsDownloadHref('xlsx')} download className={download}>
            Excel (.xlsx) indir
          </a>
        </div>
      </AdminPageHeader>
      <p className="text-stone-200" data-testid="debts-total">
        {count} borç · toplam {formatKurus(owedKurus)}
      </p>
      {debts.length === 0 ? (
        <p className="mt-3 text-sm text-stone-400">{LEDGER_MESSAGES.noDebts}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm" data-testid="debts-table">
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Müşteri
                </th>
                <th scope="col" className={th}>
                  Fiş
                </th>
                <th scope="col" className={th}>
                  Tarih
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Kalan borç
                </th>
                <th scope="col" className={th}>
                  İşlemler
                </th>
              </tr>
            </thead>
            <tbody>
              {debts.map((d) => (
                <tr key={d.saleId} data-testid="debt-row">
                  <td className={td}>{d.customerName}</td>
                  <td className={`${td} tabular-nums`}>{d.number}</td>
                  <td className={td}>
                    {formatYmdTr(d.day)} <span className="text-xs text-stone-400">· {d.since}</span>
                  </td>
                  <td className={`${td} text-right font-semibold tabular-nums`}>{formatKurus(d.owedKurus)}</td>
                  <td className={td}>
                    {mayCollect ? (
                      <Link
                        to={collectHref(d.saleId, DEBTS_PATH)}
                        className="inline-flex min-h-11 items-center rounded-full border border-accent px-3 text-xs font-semibold text-accent"
                      >
                        Kalanı tahsil et<span className="sr-only">: {d.customerName}</span>
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {count > debts.length ? (
            <p className="mt-2 text-xs text-stone-400">
              İlk {debts.length} borç gösteriliyor; tamamı CSV ve Excel dosyasında.
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
