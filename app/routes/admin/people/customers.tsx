import { parseWithZod } from '@conform-to/zod/v4';
import { type ComponentProps, type ComponentType, lazy, useEffect } from 'react';
import { preloadModule } from 'react-dom';
import { Form, Link, redirect } from 'react-router';
import { PhoneLinks } from '~/ui/admin/phone-links';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import {
  ConsentDialog as ConsentDialogNow,
  EraseDialog as EraseDialogNow,
  MergeDialog as MergeDialogNow,
} from '~/routes/admin/people/customer-data-dialogs';
import { CheckboxField, TextAreaField, TextField, inputClass } from '~/ui/admin/content-ui';
import {
  CrudPage,
  crudForm,
  numberColumn,
  replyError,
  toggleColumn,
  withParam,
  type Column,
  type CrudTexts,
} from '~/ui/admin/crud';
import { PHONE_HINT } from '~/domain/booking-messages';
import { pageParam } from '~/domain/pagination';
import { Pager } from '~/ui/admin/pager';
import { formatTurkishDayOf, istanbulToday } from '~/domain/clock';
import {
  CUSTOMER_DELETE_CONFIRM,
  customerSchema,
  MERGE_MESSAGES,
  mergeRequestSchema,
  NOT_FOUND_MESSAGES,
} from '~/domain/people-forms';
import { ERASE_MESSAGES, eraseRequestSchema } from '~/domain/personal-data';
import { formId, notFound } from '~/http/admin-form.server';
import { crudAction, crudDialogs, recordFromParam, type CrudConfig } from '~/http/crud.server';
import { answerInvalid, answerRefused } from '~/http/form-answer.server';
import { logger } from '~/infra/logger.server';
import { lazyModulePreloads } from '~/http/lazy-modules.server';
import { formatYmdTr } from '~/ui/turkish-date';
import { actorOf, assertMay, mayDo, requireAdmin } from '~/http/auth.server';
import { maskContact } from '~/domain/permissions';
import { customerConsents, eraseCustomerData, erasurePreview } from '~/models/people/customer-data.server';
import {
  customerFormValues,
  deleteCustomer,
  getCustomer,
  customersPage,
  mergeCandidates,
  mergeCustomers,
  setCustomerActive,
  updateCustomer,
  type CustomerFilter,
  type CustomerJson,
} from '~/models/people/customers.server';
import type { Route } from './+types/customers';

const tab = adminTab('/admin/customers');
const MISSING = NOT_FOUND_MESSAGES.customer;
const NOTICES = {
  activated: 'Müşteri aktif edildi',
  deactivated: 'Müşteri deaktif edildi',
  updated: 'Müşteri başarıyla güncellendi',
  deleted: 'Müşteri başarıyla silindi',
  erased: ERASE_MESSAGES.erased,
  merged: MERGE_MESSAGES.merged,
};

/** The screen's CRUD config: the list URL keeps the search and the status filter. */
function crudOf(request: Request): CrudConfig & { filter: Required<CustomerFilter>; page: number } {
  const { filter, page, listHref } = filtersOf(request);
  return {
    back: listHref,
    missing: MISSING,
    notices: NOTICES,
    readFailedPrefix: 'Müşteri güncellenirken hata oluştu: ',
    filter,
    page,
  };
}

/** The list's filters and page from the URL, and the list URL that keeps them. */
function filtersOf(request: Request): { filter: Required<CustomerFilter>; page: number; listHref: string } {
  const params = new URL(request.url).searchParams;
  const filter = { q: (params.get('q') ?? '').trim().slice(0, 100), status: statusOf(params.get('status')) };
  const page = pageParam(params.get('page'));
  return { filter, page, listHref: customersHref(filter, page) };
}

const statusOf = (raw: string | null): Required<CustomerFilter>['status'] =>
  raw === 'active' || raw === 'inactive' ? raw : 'all';

/** The list's URL with a filter and a page (page 1 and 'Tümü' are left out). */
function customersHref(filter: Required<CustomerFilter>, page: number): string {
  const keep = new URLSearchParams();
  if (filter.q) keep.set('q', filter.q);
  if (filter.status !== 'all') keep.set('status', filter.status);
  if (page > 1) keep.set('page', String(page));
  const search = keep.toString();
  return `/admin/customers${search ? `?${search}` : ''}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'customers.read');
  const crud = crudOf(request);
  const may = {
    write: mayDo(session, 'customers.write'),
    erase: mayDo(session, 'customers.erase'),
    export: mayDo(session, 'customers.export'),
  };
  const params = new URL(request.url).searchParams;
  // the dialogs of writes the role may not make are refused as the writes themselves are
  if ((params.has('edit') || params.has('merge')) && !may.write) assertMay(session, 'customers.write');
  if ((params.has('erase') || params.has('delete')) && !may.erase) assertMay(session, 'customers.erase');
  const seesContact = mayDo(session, 'customers.contact.read');
  const find = (id: number) => {
    const c = getCustomer(context.db, id);
    return c && maskContact(c, seesContact);
  };
  // KVKK: the consent records (?kvkk=) and the erasure's confirmation step (?erase=)
  const kvkkCustomer = recordFromParam(request, 'kvkk', find, MISSING);
  const erasing = recordFromParam(
    request,
    'erase',
    (id) => erasurePreview(context.db, id, istanbulToday(context.now())) ?? undefined,
    MISSING,
  );
  // merging two rows of one person (?merge=): the rows sharing the e-mail or phone, and those its search (mq) finds
  const mergeInto = recordFromParam(request, 'merge', find, MISSING);
  const mergeQuery = (params.get('mq') ?? '').trim().slice(0, 100);
  const shown = customersPage(context.db, crud.filter, crud.page);
  return {
    may,
    customers: shown.customers.map((c) => listRow(maskContact(c, seesContact))),
    total: shown.total,
    page: shown.page,
    pages: shown.pages,
    filter: crud.filter,
    // the page shown (a page past the end shows the last one)
    listHref: customersHref(crud.filter, shown.page),
    dialogs: crudDialogs(
      request,
      crud,
      find,
      (c) => c.name,
      (c) => ({ values: customerFormValues(c) }),
      (c) => ({ id: c.id, name: c.name, totalAppointments: c.totalAppointments }),
    ),
    kvkk: kvkkCustomer
      ? {
          customer: { id: kvkkCustomer.id, name: kvkkCustomer.name },
          consents: customerConsents(context.db, kvkkCustomer.id) ?? [],
        }
      : null,
    erasing,
    // the lazily loaded dialogs' module, when one of them is in this HTML
    dialogPreloads: kvkkCustomer || erasing || mergeInto ? lazyModulePreloads(DIALOGS_MODULE) : [],
    merging: mergeInto
      ? {
          customer: contactOf(mergeInto),
          query: mergeQuery,
          // compared on the stored contact, shown masked as the rest of the screen
          candidates: mergeCandidates(context.db, getCustomer(context.db, mergeInto.id) ?? mergeInto, mergeQuery).map(
            (c) => contactOf(maskContact(c, seesContact)),
          ),
        }
      : null,
  };
}

/** What a row of the list shows (the edit dialog reads the whole record on its own). */
const listRow = (c: CustomerJson) => ({
  id: c.id,
  name: c.name,
  email: c.email,
  phone: c.phone,
  notes: c.notes,
  isActive: c.isActive,
  totalAppointments: c.totalAppointments,
  lastAppointmentDate: c.lastAppointmentDate,
  createdAt: c.createdAt,
});

const contactOf = (c: CustomerJson) => ({
  id: c.id,
  name: c.name,
  email: c.email,
  phone: c.phone,
  totalAppointments: c.totalAppointments,
});

export async function action({ request, context }: Route.ActionArgs) {
  // editing, merging and the status are customers.write; deleting and the KVKK erasure customers.erase
  const session = await requireAdmin(request, context, ['customers.write', 'customers.erase']);
  const actor = actorOf(session, context);
  const write = () => assertMay(session, 'customers.write');
  const erase = () => assertMay(session, 'customers.erase');
  const crud = crudOf(request);
  const listHref = crud.back;
  return crudAction(request, crud, customerSchema, {
    save: (id, value, expectedVersion) => {
      write();
      const result = updateCustomer(context.db, actor, id!, value, { expectedVersion });
      return result.ok
        ? { ok: true }
        : result.kind === 'stale'
          ? { ok: false, stale: result }
          : { ok: false, notFound: true };
    },
    currentValues: customerFormValues,
    create: false,
    remove: (id) => {
      erase();
      return deleteCustomer(context.db, actor, id);
    },
    toggles: {
      toggle: (id) => {
        write();
        const customer = setCustomerActive(context.db, actor, id);
        return customer ? (customer.isActive ? 'activated' : 'deactivated') : null;
      },
    },
    intents: {
      erase: (form) => {
        erase();
        const id = formId(form);
        const submission = parseWithZod(form, { schema: eraseRequestSchema });
        if (submission.status !== 'success') return answerInvalid('erase', submission);
        const erased = eraseCustomerData(context, actor, id);
        if (!erased) notFound(MISSING);
        logger.info(
          `[kvkk] customer #${id} erased: ${erased.appointments} appointments anonymised, ${erased.surveys} surveys, ${erased.messages} messages removed`,
        );
        throw redirect(withParam(listHref, 'ok', 'erased'));
      },
      merge: (form) => {
        write();
        const submission = parseWithZod(form, { schema: mergeRequestSchema });
        if (submission.status !== 'success') return answerInvalid('merge', submission);
        const merged = mergeCustomers(context, actor, formId(form), submission.value.otherId);
        if (!merged.ok) {
          if (merged.status === 404) notFound(merged.message);
          return answerRefused('merge', submission, merged.message, merged.status);
        }
        throw redirect(withParam(listHref, 'ok', 'merged'));
      },
    },
  });
}

/**
 * The KVKK, erasure and merge dialogs (customer-data-dialogs.tsx): on the server as they are,
 * in the browser `React.lazy` of their module, so the list's first load does not carry them.
 * When the server renders one, the loader names the module as a preload (0549); once the page
 * is interactive it is fetched, so a tap on 'KVKK' or 'Birleştir' seldom waits for it (0553).
 * Each written out: with `import.meta.env.SSR` false the build drops the static import only
 * when nothing else names the component.
 */
const DIALOGS_MODULE = 'app/routes/admin/people/customer-data-dialogs.tsx';
const loadDialogs = () => import('./customer-data-dialogs');

const ConsentDialog: ComponentType<ComponentProps<typeof ConsentDialogNow>> = import.meta.env.SSR
  ? ConsentDialogNow
  : lazy(() => loadDialogs().then((m) => ({ default: m.ConsentDialog })));

const EraseDialog: ComponentType<ComponentProps<typeof EraseDialogNow>> = import.meta.env.SSR
  ? EraseDialogNow
  : lazy(() => loadDialogs().then((m) => ({ default: m.EraseDialog })));

const MergeDialog: ComponentType<ComponentProps<typeof MergeDialogNow>> = import.meta.env.SSR
  ? MergeDialogNow
  : lazy(() => loadDialogs().then((m) => ({ default: m.MergeDialog })));

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

type Customer = Route.ComponentProps['loaderData']['customers'][number];

const COLUMNS: Column<Customer>[] = [
  {
    header: 'Müşteri',
    cell: (c) => (
      <>
        <Link
          to={`/admin/customers/${c.id}`}
          className="block font-medium underline decoration-accent/60 underline-offset-4 hover:text-accent"
          aria-label={`Müşteri kartı: ${c.name}`}
        >
          {c.name}
        </Link>
        {c.notes ? <span className="block max-w-[16rem] truncate text-xs text-stone-400">{c.notes}</span> : null}
      </>
    ),
  },
  {
    header: 'İletişim',
    cell: (c) => (
      <>
        <span className="block">{c.email || '—'}</span>
        <span className="block text-stone-400">
          <PhoneLinks phone={c.phone} name={c.name} />
        </span>
      </>
    ),
    className: 'text-xs',
  },
  numberColumn('Randevu', (c) => c.totalAppointments),
  {
    header: 'Son Randevu',
    cell: (c) => (c.lastAppointmentDate ? formatYmdTr(c.lastAppointmentDate) : '—'),
    className: 'whitespace-nowrap',
  },
  toggleColumn('Durum', { on: (c) => c.isActive, label: (c) => c.name }),
  { header: 'Kayıt', cell: (c) => formatTurkishDayOf(c.createdAt), className: 'whitespace-nowrap' },
];

const TEXTS: CrudTexts = {
  table: 'Müşteriler',
  empty: { title: 'Henüz müşteri yok', hint: 'Müşteriler ilk randevularını aldıklarında burada görünür.' },
  edit: 'Müşteriyi Düzenle',
  submit: ['Güncelle', 'Güncelle'],
};
const FILTERED_TEXTS: CrudTexts = {
  ...TEXTS,
  empty: { title: 'Müşteri bulunamadı', hint: 'Aramanızı veya filtreyi değiştirip tekrar deneyin.' },
};

export default function AdminCustomers({ loaderData, actionData }: Route.ComponentProps) {
  const { may, customers, total, page, pages, filter, listHref, dialogs, kvkk, erasing, merging, dialogPreloads } =
    loaderData;
  for (const href of dialogPreloads) preloadModule(href);
  useEffect(() => {
    loadDialogs().catch(() => undefined);
  }, []);
  const filtered = filter.q !== '' || filter.status !== 'all';
  const search = (
    <Form method="get" role="search" aria-label="Müşteri ara" className="mb-4 flex flex-wrap items-end gap-3">
      <div className="min-w-[14rem] flex-1">
        <label htmlFor="customer-q" className="text-sm font-medium">
          Ara (ad, e-posta, telefon)
        </label>
        <input id="customer-q" type="search" name="q" defaultValue={filter.q} className={inputClass} />
      </div>
      <div>
        <label htmlFor="customer-status" className="text-sm font-medium">
          Durum
        </label>
        <select id="customer-status" name="status" defaultValue={filter.status} className={inputClass}>
          <option value="all">Tümü</option>
          <option value="active">Aktif</option>
          <option value="inactive">Pasif</option>
        </select>
      </div>
      <button type="submit" className="btn-primary">
        Filtrele
      </button>
      {filtered ? (
        <a href="/admin/customers" className="btn-ghost">
          Temizle
        </a>
      ) : null}
    </Form>
  );
  return (
    <CrudPage
      base={listHref}
      title={tab.label}
      headerExtra={<p className="text-sm text-stone-400">{total.toLocaleString('tr-TR')} müşteri</p>}
      texts={filtered ? FILTERED_TEXTS : TEXTS}
      intro={search}
      rows={customers}
      columns={COLUMNS}
      name={(c) => c.name}
      links={[
        (c) => ({ param: 'kvkk', text: 'KVKK', label: `KVKK: ${c.name}` }),
        ...(may.write
          ? [(c: Customer) => ({ param: 'merge', text: 'Birleştir', label: `${c.name} ile başka bir kaydı birleştir` })]
          : []),
      ]}
      hrefOf={(param, id) => withParam(listHref, param, id)}
      rowActions={{ edit: may.write, remove: may.erase }}
      dialogs={dialogs}
      reply={actionData}
      form={crudForm<typeof customerSchema>({ id: 'customer', defaults: {} })}
      remove={(c) =>
        `${CUSTOMER_DELETE_CONFIRM}${c.totalAppointments > 0 ? ` Müşterinin ${c.totalAppointments} randevusu silinmez; randevularda ad, e-posta ve telefon kalır.` : ''}`
      }
      removeTitle
      fields={(fields) => (
        <>
          <TextField meta={fields.name} label="Ad Soyad" required autoComplete="off" />
          <TextField meta={fields.email} label="E-posta" type="email" required autoComplete="off" />
          <TextField meta={fields.phone} label="Telefon" type="tel" required autoComplete="off" hint={PHONE_HINT} />
          <TextAreaField meta={fields.notes} label="Notlar" rows={3} />
          <CheckboxField meta={fields.isActive} label="Aktif" />
        </>
      )}
    >
      <Pager page={page} pages={pages} hrefOf={(p) => customersHref(filter, p)} />
      {kvkk ? (
        <ConsentDialog
          customer={kvkk.customer}
          consents={kvkk.consents}
          closeTo={listHref}
          eraseTo={may.erase ? withParam(listHref, 'erase', kvkk.customer.id) : null}
          mayExport={may.export}
        />
      ) : null}
      {merging ? <MergeDialog merging={merging} listHref={listHref} error={replyError(actionData, 'merge')} /> : null}
      {erasing ? <EraseDialog preview={erasing} closeTo={listHref} error={replyError(actionData, 'erase')} /> : null}
    </CrudPage>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
