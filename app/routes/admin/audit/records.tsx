/**
 * /admin/kayitlar ("Kayıtlar", issue 26 item 3; docs/decisions/0392): every change in the
 * studio, newest first, for the owner and the manager (`audit.read`). A plain GET form filters
 * by person, date range (Istanbul days), kind and record; 'Daha eski kayıtlar' pages on by a
 * cursor; 'CSV indir' downloads the filter's rows. Works without JavaScript.
 */
import { data, Form, Link } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { AdminPageHeader } from '~/ui/admin/admin-ui';
import { EmptyState, inputClass, TableFrame, tdClass, thClass } from '~/ui/admin/content-table';
import { formatTurkishDateTime } from '~/domain/clock';
import { AUDIT_ENTITIES, AUDIT_ENTITY_NAMES, AUDIT_KINDS, AUDIT_KIND_NAMES, type HistoryLine } from '~/domain/audit';
import { AUDIT_CSV_MAX, auditQueryString, hasAuditFilter, type AuditQuery } from '~/domain/audit-query';
import { seesContact } from '~/domain/permissions';
import { requireAdmin } from '~/http/auth.server';
import { personChoices, readRecordsQuery, recordsPage } from '~/models/audit/records.server';
import type { Route } from './+types/records';
import { FormAlert } from '~/ui/admin/form-alert';

const tab = adminTab('/admin/kayitlar');

export const RECORDS_TEXTS = {
  empty: 'Bu filtrelere uyan kayıt yok.',
  emptyHint: 'Tarih aralığını genişletin ya da filtreleri temizleyin.',
  nothingYet: 'Henüz kayıt yok.',
  csvHint: `CSV en fazla ${AUDIT_CSV_MAX.toLocaleString('tr-TR')} satır içerir; daha fazlası için tarih aralığını daraltın.`,
} as const;

const FILTER_FIELDS = ['person', 'from', 'to', 'kind', 'entity', 'entityId'] as const;
/** The filter form's fields as typed (shown again as they were, also when they do not parse). */
type Filters = Record<(typeof FILTER_FIELDS)[number], string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'audit.read');
  const params = new URL(request.url).searchParams;
  const form = Object.fromEntries(FILTER_FIELDS.map((name) => [name, params.get(name) ?? ''])) as Filters;
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
      <p className="text-sm text-stone-400">
        Kim, ne zaman, neyi değiştirdi: randevular, ödemeler, müşteriler, hizmetler, ayarlar, mesajlar, hesaplar ve
        girişler. {RECORDS_TEXTS.csvHint}
      </p>

      <RecordsFilter form={form} people={people} filtered={filtered} />

      {error ? (
        <FormAlert>{error}</FormAlert>
      ) : lines.length === 0 ? (
        <EmptyState
          title={filtered ? RECORDS_TEXTS.empty : RECORDS_TEXTS.nothingYet}
          hint={filtered ? RECORDS_TEXTS.emptyHint : undefined}
        />
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

type Choice = { value: string; label: string };

/** One filter: a labelled list of choices with 'all' first, or a labelled input. */
function Filter({
  label,
  name,
  value,
  choices,
  all = 'Tümü',
  type,
  className,
}: {
  label: string;
  name: keyof Filters;
  value: string;
  choices?: readonly Choice[];
  all?: string;
  type?: 'date';
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the label holds its select or input, whichever the filter has
    <label className="text-sm font-medium">
      {label}
      {choices ? (
        <select name={name} defaultValue={value} className={inputClass}>
          <option value="">{all}</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={type}
          name={name}
          inputMode={type ? undefined : 'numeric'}
          defaultValue={value}
          className={className ? `${inputClass} ${className}` : inputClass}
        />
      )}
    </label>
  );
}

const KIND_CHOICES: Choice[] = AUDIT_KINDS.map((k) => ({ value: k, label: AUDIT_KIND_NAMES[k] }));
const ENTITY_CHOICES: Choice[] = AUDIT_ENTITIES.map((e) => ({ value: e, label: AUDIT_ENTITY_NAMES[e] }));

/** The plain GET form of the filters (works without JavaScript); 'Temizle' when a filter is on. */
function RecordsFilter({ form, people, filtered }: { form: Filters; people: readonly Choice[]; filtered: boolean }) {
  return (
    <Form
      method="get"
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-stone-900 p-4"
      aria-label="Kayıt filtreleri"
    >
      <Filter label="Kişi" name="person" value={form.person} choices={people} all="Herkes" />
      <Filter label="Başlangıç" name="from" value={form.from} type="date" />
      <Filter label="Bitiş" name="to" value={form.to} type="date" />
      <Filter label="Tür" name="kind" value={form.kind} choices={KIND_CHOICES} />
      <Filter label="Kayıt" name="entity" value={form.entity} choices={ENTITY_CHOICES} />
      <Filter label="Kayıt no" name="entityId" value={form.entityId} className="w-28" />
      <button type="submit" className="btn-primary">
        Filtrele
      </button>
      {filtered ? (
        <Link to="/admin/kayitlar" className="btn-ghost">
          Temizle
        </Link>
      ) : null}
    </Form>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
