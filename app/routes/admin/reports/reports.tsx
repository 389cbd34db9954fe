/**
 * /admin/reports ('Raporlar', issue 19): a period's numbers for the owner. A plain GET form
 * picks the period, the member and the grouping; every table comes with an SVG chart drawn on
 * the server, a CSV link (/admin/reports/csv/{table}) and an .xlsx link
 * (/admin/reports/xlsx/{table}; `all` = every table, one sheet each). Works without JavaScript
 * and prints on white paper.
 *
 * Issue 27: the headline numbers come first, the filters under them:
 * revenue from sales (what was taken for services, tips apart), payments taken, tips, and the
 * visits not checked out apart (never revenue; docs/decisions/0369).
 */
import { data, Form } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { AdminPageHeader } from '~/ui/admin/admin-ui';
import { inputClass } from '~/ui/admin/content-table';
import { ReportChart } from '~/routes/admin/reports/report-chart';
import { formatTurkishDay, istanbulToday } from '~/domain/clock';
import { formatCell, REPORT_GRANULARITIES, REPORT_PERIODS, reportSearch, type ReportTable } from '~/domain/reports';
import { formatKurus } from '~/utils/money';
import { requireAdmin } from '~/http/auth.server';
import { reportFor } from '~/models/studio/reports.server';
import type { Route } from './+types/reports';

const tab = adminTab('/admin/reports');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'reports.read');
  const params = new URL(request.url).searchParams;
  const result = reportFor(context.db, params, istanbulToday(context.now()));
  const form = {
    period: params.get('period') ?? 'this-month',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    member: params.get('member') ?? '',
    by: params.get('by') ?? '',
  };
  if (!result.ok)
    return data(
      {
        form,
        members: result.members,
        error: { field: result.field, message: result.message },
        query: null,
        report: null,
        search: '',
      },
      { status: 400 },
    );
  const { query } = result;
  return {
    form: { ...form, from: form.from || query.from, to: form.to || query.to, by: query.by },
    members: result.members,
    error: null,
    query,
    report: result.report,
    search: reportSearch(query),
  };
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

const percent = (v: number | null) => formatCell(v, 'percent');

function Filters({ loaderData }: { loaderData: Route.ComponentProps['loaderData'] }) {
  const { form, members, error } = loaderData;
  const errorFor = (field: string) => (error?.field === field ? error.message : null);
  const field = (name: string, label: string, control: React.ReactNode) => (
    <div className="min-w-[10rem] flex-1">
      <label htmlFor={`rapor-${name}`} className="mb-1 block text-sm font-medium text-stone-300">
        {label}
      </label>
      {control}
      {errorFor(name) ? (
        <p id={`rapor-${name}-hata`} className="mt-1 text-sm text-red-300">
          {errorFor(name)}
        </p>
      ) : null}
    </div>
  );
  const invalid = (name: string) =>
    errorFor(name) ? { 'aria-invalid': true, 'aria-describedby': `rapor-${name}-hata` } : {};
  return (
    <Form
      method="get"
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-stone-900 p-4 print:hidden"
      aria-label="Rapor seçimi"
    >
      {field(
        'period',
        'Dönem',
        <select
          id="rapor-period"
          name="period"
          defaultValue={form.period}
          className={inputClass}
          {...invalid('period')}
        >
          {REPORT_PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>,
      )}
      {field(
        'from',
        'Başlangıç (tarih aralığı)',
        <input
          id="rapor-from"
          type="date"
          name="from"
          defaultValue={form.from}
          className={inputClass}
          {...invalid('from')}
        />,
      )}
      {field(
        'to',
        'Bitiş (tarih aralığı)',
        <input id="rapor-to" type="date" name="to" defaultValue={form.to} className={inputClass} {...invalid('to')} />,
      )}
      {field(
        'member',
        'Ekip Üyesi',
        <select
          id="rapor-member"
          name="member"
          defaultValue={form.member}
          className={inputClass}
          {...invalid('member')}
        >
          <option value="">Tüm ekip</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.isActive ? m.name : `${m.name} (pasif)`}
            </option>
          ))}
        </select>,
      )}
      {field(
        'by',
        'Gruplama',
        <select id="rapor-by" name="by" defaultValue={form.by} className={inputClass} {...invalid('by')}>
          {REPORT_GRANULARITIES.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </select>,
      )}
      <button type="submit" className="btn-primary">
        Göster
      </button>
    </Form>
  );
}

function TableSection({ table, search }: { table: ReportTable; search: string }) {
  const headingId = `rapor-${table.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="break-inside-avoid rounded-2xl border border-line bg-stone-900 p-4 print:border-stone-400 print:bg-white"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {table.title}
        </h3>
        <span className="flex flex-wrap gap-2 print:hidden">
          <a
            href={`/admin/reports/csv/${table.id}?${search}`}
            download
            className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-medium text-accent hover:border-accent"
          >
            CSV indir<span className="sr-only">: {table.title}</span>
          </a>
          <a
            href={`/admin/reports/xlsx/${table.id}?${search}`}
            download
            className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-medium text-accent hover:border-accent"
          >
            Excel (.xlsx)<span className="sr-only">: {table.title}</span>
          </a>
        </span>
      </div>
      {table.note ? <p className="mt-1 text-sm text-stone-400 print:text-stone-700">{table.note}</p> : null}
      <div className="mt-4 grid items-start gap-4 lg:grid-cols-2 print:grid-cols-2">
        <div className="text-stone-300 print:text-black">
          <ReportChart table={table} />
        </div>
        <div className="max-h-[28rem] overflow-auto print:max-h-none print:overflow-visible">
          <table className="w-full text-left text-sm" aria-labelledby={headingId}>
            <thead>
              <tr>
                {table.columns.map((c, i) => (
                  <th
                    // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
                    key={i}
                    scope="col"
                    className={`border-b border-line px-2 py-2 text-xs font-semibold tracking-wide text-stone-400 print:text-black ${i > 0 ? 'text-right' : ''}`}
                  >
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
                <tr key={r}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
                      <th key={i} scope="row" className="border-b border-line/60 px-2 py-1.5 font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
                        key={i}
                        className="border-b border-line/60 px-2 py-1.5 text-right tabular-nums whitespace-nowrap"
                      >
                        {formatCell(cell, table.columns[i]!.kind)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { report, query, error, members, search } = loaderData;
  const member = query?.memberId ? members.find((m) => m.id === query.memberId)?.name : null;
  return (
    <section className="print:text-black">
      <AdminPageHeader title={tab.label}>
        {report && query ? (
          <a
            href={`/admin/reports/xlsx/all?${search}`}
            download
            className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-medium text-accent hover:border-accent print:hidden"
          >
            Tüm tablolar (.xlsx)
          </a>
        ) : null}
      </AdminPageHeader>
      {report && query ? (
        <>
          <p className="text-stone-300 print:text-black" data-testid="rapor-donem">
            {formatTurkishDay(query.from)} – {formatTurkishDay(query.to)}
            {member ? ` · ${member}` : ' · Tüm ekip'}
          </p>
          <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Özet" data-testid="rapor-ozet">
            {[
              [
                'Gelir',
                formatKurus(report.summary.revenueKurus),
                'Ödemesi alınan hizmetler (indirim düşülmüş, bahşiş hariç) + tutulan kapora − iadeler',
                'gelir',
              ],
              ['Tutulan kapora', formatKurus(report.summary.keptDepositsKurus), 'Gelmeyen ve geç iptal', 'kapora'],
              ['İade', formatKurus(report.summary.refundedKurus), 'Dönemde verilen iadeler', 'iade'],
              [
                'Tahsil edilen',
                formatKurus(report.summary.takenKurus),
                'Dönemde alınan ödemeler (bahşiş dahil)',
                'tahsil',
              ],
              ['Bahşiş', formatKurus(report.summary.tipsKurus), null, 'bahsis'],
              [
                'Ödemesi alınmamış',
                `${formatCell(report.summary.notCheckedOut.count, 'int')} · ${formatKurus(report.summary.notCheckedOut.kurus)}`,
                'Günü gelmiş, ödemesi alınmamış randevular (gelire katılmaz)',
                'odenmemis',
              ],
              ['Satış', formatCell(report.summary.completed, 'int'), null, 'satis'],
              ['Doluluk', percent(report.summary.occupancy), null, 'doluluk'],
              ['İptal oranı', percent(report.summary.cancellationRate), null, 'iptal'],
              ['Gelmeme oranı', percent(report.summary.noShowRate), null, 'gelmeme'],
              ['Yeni müşteri', formatCell(report.summary.newCustomers, 'int'), null, 'yeni'],
              ['Dönen müşteri', formatCell(report.summary.returningCustomers, 'int'), null, 'donen'],
              ['Anket ortalaması', formatCell(report.summary.surveyAverage, 'decimal'), null, 'anket'],
            ].map(([label, value, hint, key]) => (
              <li
                key={label}
                className="rounded-2xl border border-line bg-stone-900 p-4 print:border-stone-400 print:bg-white"
              >
                <p className="text-sm text-stone-400 print:text-stone-700">{label}</p>
                <p
                  className="mt-1 text-xl font-semibold tabular-nums break-words xl:text-2xl"
                  data-testid={`rapor-ozet-${key}`}
                >
                  {value}
                </p>
                {hint ? <p className="mt-1 text-xs text-stone-400 print:text-stone-700">{hint}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {/* the filters under the numbers (issue 27: on a phone the numbers are the first screen) */}
      <div className="mt-4">
        <Filters loaderData={loaderData} />
      </div>
      {error ? (
        <p role="alert" className="mt-4 rounded-xl border border-red-900 bg-red-950/60 px-4 py-3 text-sm text-red-100">
          Rapor gösterilemedi: {error.message}
        </p>
      ) : null}
      {report && query ? (
        <div className="mt-6 space-y-6">
          {report.tables.map((t) => (
            <TableSection key={t.id} table={t} search={search} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
