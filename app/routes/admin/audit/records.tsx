/**
 * /admin/kayitlar ("Kayıtlar", issue 26 item 3; docs/decisions/0392): every change in the
 * studio, newest first, for the owner and the manager (`audit.read`). A plain GET form filters
 * by person, date range (Istanbul days), kind and record; 'Daha eski kayıtlar' pages on by a
 * cursor; 'CSV indir' downloads the filter's rows. Works without JavaScript.
 */
import { data, Form, Link } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { AdminPageHeader } from '~/ui/admin/admin-ui';
import { EmptyState, inputClass, TableFrame, tdClass, thClass } from '~/ui/admin/content-ui';
import { formatTurkishDateTime } from '~/domain/clock';
import { AUDIT_ENTITIES, AUDIT_ENTITY_NAMES, AUDIT_KINDS, AUDIT_KIND_NAMES, type HistoryLine } from '~/domain/audit';
import { AUDIT_CSV_MAX, auditQueryString, hasAuditFilter, type AuditQuery } from '~/domain/audit-query';
import { seesContact } from '~/domain/permissions';
import { requireAdmin } from '~/http/auth.server';
import { personChoices, readRecordsQuery, recordsPage } from '~/models/audit/records.server';
import type { Route } from './+types/records';

const tab = adminTab('/admin/kayitlar');

export const RECORDS_TEXTS = {
  empty: 'Bu filtrelere uyan kayıt yok.',
  emptyHint: 'Tarih aralığını genişletin ya da filtreleri temizleyin.',
  nothingYet: 'Henüz kayıt yok.',
  csvHint: `CSV en fazla ${AUDIT_CSV_MAX.toLocaleString('tr-TR')} satır içerir; daha fazlası için tarih aralığını daraltın.`,
} as const;

type Form = {
  person: string;
  from: string;
  to: string;
  kind: string;
  entity: string;
  entityId: string;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'audit.read');
  const params = new URL(request.url).searchParams;
  const form: Form = {
    person: params.get('person') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    kind: params.get('kind') ?? '',
    entity: params.get('entity') ?? '',
    entityId: params.get('entityId') ?? '',
  };
  const people = personChoices(context.db, context.now());
  const read = readRecordsQuery(params);
  if (!read.ok)
    return data(
      {
        form,
        people,
        error: read.message,
        lines: [] as HistoryLine[],
        next: null as string | null,
        query: null as AuditQuery | null,
        filtered: true,
      },
      { status: 400 },
    );
  const page = recordsPage(context.db, read.query, seesContact({ role: session.user.role, options: session.access }));
  return {
    form,
    people,
    error: null as string | null,
    lines: page.lines,
    next: page.next,
    query: read.query as AuditQuery | null,
    filtered: hasAuditFilter(read.query),
  };
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export default function Records({ loaderData }: Route.ComponentProps) {
  const { form, people, error, lines, next, query, filtered } = loaderData;
  const filterQuery = query ? { ...query, before: undefined } : {};
  return (
    <div className="space-y-4">
      <AdminPageHeader title={tab.label}>
        {query ? (
          <a href={`/admin/kayitlar/csv${auditQueryString(filterQuery)}`} className="btn-ghost" download>
            CSV indir
          </a>
        ) : null}
      </AdminPageHeader>
      <p className="text-sm text-stone-400">Kim, ne zaman, neyi değiştirdi: randevular, ödemeler, müşteriler, hizmetler, ayarlar, mesajlar, hesaplar ve girişler. {RECORDS_TEXTS.csvHint}</p>

      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-stone-900 p-4" aria-label="Kayıt filtreleri">
        <label className="text-sm font-medium">
          Kişi
          <select name="person" defaultValue={form.person} className={inputClass}>
            <option value="">Herkes</option>
            {people.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          Başlangıç
          <input type="date" name="from" defaultValue={form.from} className={inputClass} />
        </label>
        <label className="text-sm font-medium">
          Bitiş
          <input type="date" name="to" defaultValue={form.to} className={inputClass} />
        </label>
        <label className="text-sm font-medium">
          Tür
          <select name="kind" defaultValue={form.kind} className={inputClass}>
            <option value="">Tümü</option>
            {AUDIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {AUDIT_KIND_NAMES[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          Kayıt
          <select name="entity" defaultValue={form.entity} className={inputClass}>
            <option value="">Tümü</option>
            {AUDIT_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {AUDIT_ENTITY_NAMES[e]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          Kayıt no
          <input name="entityId" inputMode="numeric" defaultValue={form.entityId} className={`${inputClass} w-28`} />
        </label>
        <button type="submit" className="btn-primary">
          Filtrele
        </button>
        {filtered ? (
          <Link to="/admin/kayitlar" className="btn-ghost">
            Temizle
          </Link>
        ) : null}
      </Form>

      {error ? (
        <p role="alert" className="rounded-xl border border-red-900 bg-red-950/60 px-3 py-2 text-sm text-red-100">
          {error}
        </p>
      ) : lines.length === 0 ? (
        <EmptyState title={filtered ? RECORDS_TEXTS.empty : RECORDS_TEXTS.nothingYet} hint={filtered ? RECORDS_TEXTS.emptyHint : undefined} />
      ) : (
        <TableFrame label="Kayıtlar">
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Zaman
              </th>
              <th scope="col" className={thClass}>
                Kim
              </th>
              <th scope="col" className={thClass}>
                Kayıt
              </th>
              <th scope="col" className={thClass}>
                Ne oldu
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} data-testid="record-row">
                <td className={`${tdClass} whitespace-nowrap text-stone-300`}>
                  <time dateTime={line.at}>{formatTurkishDateTime(new Date(line.at))}</time>
                </td>
                <td className={tdClass}>
                  {line.by}
                  {line.ip ? <span className="block text-xs text-stone-400">IP {line.ip}</span> : null}
                </td>
                <td className={tdClass}>
                  {line.entityName}
                  {line.entityId ? ` #${line.entityId}` : ''}
                  <span className="block text-xs text-stone-400">{line.kind}</span>
                </td>
                <td className={`${tdClass} whitespace-pre-wrap`}>{line.text}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      {next && query ? (
        <p>
          <Link to={`/admin/kayitlar${auditQueryString(filterQuery, { before: next })}`} className="btn-ghost">
            Daha eski kayıtlar
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
