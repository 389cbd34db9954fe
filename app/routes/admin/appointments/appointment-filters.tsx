/**
 * Search and the collapsible filter panel: a GET form, so every filter lives in the URL and
 * works without JavaScript. With JavaScript a changed select applies at once (also one changed
 * before the page hydrated).
 */
import { useId, useRef } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { APPOINTMENT_STATUS, APPOINTMENT_STATUS_VALUES } from '~/domain/appointment-status';
import {
  appointmentSearch,
  DATE_RANGE_LABELS,
  DATE_RANGES,
  DEFAULT_QUERY,
  SORT_FIELDS,
  SORT_LABELS,
  type AppointmentQuery,
} from '~/domain/appointment-list';
import { useTypedBeforeHydration } from '~/ui/typed-before-hydration';
import { APPOINTMENTS_PATH, listHref } from './paths';

const fieldClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100';

export function AppointmentFilters({
  query,
  members,
  filtersActive,
}: {
  query: AppointmentQuery;
  members: { id: number; name: string }[];
  filtersActive: boolean;
}) {
  const submit = useSubmit();
  const id = useId();
  const apply = (form: HTMLFormElement | null) => form && submit(form, { replace: true, preventScrollReset: true });
  // a select changed before the page hydrated applies once it has (docs/decisions/0539)
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  return (
    <Form
      ref={formRef}
      method="get"
      action={APPOINTMENTS_PATH}
      role="search"
      aria-label="Randevu arama ve filtreler"
      className="rounded-2xl border border-line bg-stone-900 p-4"
    >
      {/* the view, month and open day stay as they are */}
      {query.view ? <input type="hidden" name="view" value={query.view} /> : null}
      {query.month ? <input type="hidden" name="month" value={query.month} /> : null}
      {query.day ? <input type="hidden" name="day" value={query.day} /> : null}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 text-sm font-medium">
          <label htmlFor={`${id}-q`}>Ara</label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder="Müşteri adı, e-posta, telefon veya hizmet"
            className={fieldClass}
          />
        </div>
        <button type="submit" className="btn-primary">
          Ara
        </button>
      </div>
      <details open={filtersActive || undefined} className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-accent">
          Filtreler{filtersActive ? ' (etkin)' : ''}
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <div className="text-sm font-medium">
            <label htmlFor={`${id}-status`}>Durum</label>
            <select
              id={`${id}-status`}
              name="status"
              defaultValue={query.status}
              className={fieldClass}
              onChange={(e) => apply(e.currentTarget.form)}
            >
              <option value="all">Tümü</option>
              {APPOINTMENT_STATUS_VALUES.map((s) => (
                <option key={s} value={s}>
                  {APPOINTMENT_STATUS[s].label}
                </option>
              ))}
            </select>
          </div>
          <div className="text-sm font-medium">
            <label htmlFor={`${id}-range`}>Tarih</label>
            <select
              id={`${id}-range`}
              name="range"
              defaultValue={query.range}
              className={fieldClass}
              onChange={(e) => apply(e.currentTarget.form)}
            >
              {DATE_RANGES.map((r) => (
                <option key={r} value={r}>
                  {DATE_RANGE_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          {/* an artist's list is her own: no member to choose (docs/decisions/0381) */}
          {members.length > 0 ? (
            <div className="text-sm font-medium">
              <label htmlFor={`${id}-member`}>Çalışan</label>
              <select
                id={`${id}-member`}
                name="member"
                defaultValue={query.member ?? ''}
                className={fieldClass}
                onChange={(e) => apply(e.currentTarget.form)}
              >
                <option value="">Tümü</option>
                {members.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="text-sm font-medium">
            <label htmlFor={`${id}-sort`}>Sırala</label>
            <select
              id={`${id}-sort`}
              name="sort"
              defaultValue={query.sort}
              className={fieldClass}
              onChange={(e) => apply(e.currentTarget.form)}
            >
              {SORT_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {SORT_LABELS[f]}
                </option>
              ))}
            </select>
          </div>
          <div className="text-sm font-medium">
            <label htmlFor={`${id}-dir`}>Yön</label>
            <select
              id={`${id}-dir`}
              name="dir"
              defaultValue={query.dir}
              className={fieldClass}
              onChange={(e) => apply(e.currentTarget.form)}
            >
              <option value="asc">Artan (eskiden yeniye, A-Z)</option>
              <option value="desc">Azalan (yeniden eskiye, Z-A)</option>
            </select>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className="btn-ghost">
            Filtreleri Uygula
          </button>
          {filtersActive ? (
            <Link
              to={listHref(appointmentSearch(DEFAULT_QUERY, { view: query.view, month: query.month, day: query.day }))}
              className="btn-ghost"
            >
              Filtreleri Temizle
            </Link>
          ) : null}
        </div>
      </details>
    </Form>
  );
}
