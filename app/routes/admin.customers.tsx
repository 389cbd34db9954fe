import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Dialog } from '~/components/admin/dialog';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect } from 'react-router';
import type { z } from 'zod';
import { adminMeta, adminTab } from '~/components/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/components/admin/admin-ui';
import { ConsentDialog, EraseDialog } from '~/components/admin/customer-data-dialogs';
import {
  ActionLink,
  CheckboxField,
  ConfirmDelete,
  EmptyState,
  FormButtons,
  FormErrors,
  TableFrame,
  TextAreaField,
  TextField,
  ToggleButton,
  inputClass,
  tdClass,
  thClass,
  useBusy,
} from '~/components/admin/content-ui';
import { CUSTOMER_DELETE_CONFIRM, customerSchema, MERGE_MESSAGES } from '~/domain/people-forms';
import { ERASE_MESSAGES } from '~/domain/personal-data';
import { formId, idParam, noticeFrom, notFound, readAdminForm } from '~/lib/admin-form.server';
import { formatYmdTr } from '~/lib/turkish-date';
import { requireAdmin } from '~/models/auth.server';
import { customerConsents, eraseCustomerData, erasurePreview } from '~/models/customer-data.server';
import {
  customerFormValues,
  deleteCustomer,
  getCustomer,
  listCustomers,
  mergeCustomers,
  setCustomerActive,
  updateCustomer,
  type CustomerFilter,
  type CustomerJson,
} from '~/models/customers.server';
import type { Route } from './+types/admin.customers';
import { formatTurkishDayOf, istanbulToday } from '~/domain/clock';
import { logger } from '~/lib/logger.server';

const tab = adminTab('/admin/customers');
const NOTICES = {
  activated: 'Müşteri aktif edildi',
  deactivated: 'Müşteri deaktif edildi',
  updated: 'Müşteri başarıyla güncellendi',
  deleted: 'Müşteri başarıyla silindi',
  erased: ERASE_MESSAGES.erased,
  merged: MERGE_MESSAGES.merged,
};

/** The list's filters from the URL, and the list URL that keeps them. */
function filtersOf(request: Request): { filter: Required<CustomerFilter>; listHref: string } {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const raw = params.get('status');
  const status = raw === 'active' || raw === 'inactive' ? raw : 'all';
  const keep = new URLSearchParams();
  if (q) keep.set('q', q);
  if (status !== 'all') keep.set('status', status);
  const search = keep.toString();
  return { filter: { q, status }, listHref: `/admin/customers${search ? `?${search}` : ''}` };
}

function withParam(href: string, key: string, value: string | number): string {
  return `${href}${href.includes('?') ? '&' : '?'}${key}=${value}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { filter, listHref } = filtersOf(request);
  const editId = idParam(request, 'edit');
  const deleteId = idParam(request, 'delete');
  const editing = editId ? getCustomer(context.db, editId) : undefined;
  if (editId && !editing) notFound('Müşteri bulunamadı');
  const deleting = deleteId ? getCustomer(context.db, deleteId) : undefined;
  // KVKK: the consent records (?kvkk=) and the erasure's confirmation step (?erase=)
  const kvkkId = idParam(request, 'kvkk');
  const kvkkCustomer = kvkkId ? getCustomer(context.db, kvkkId) : undefined;
  if (kvkkId && !kvkkCustomer) notFound('Müşteri bulunamadı');
  const eraseId = idParam(request, 'erase');
  const erasing = eraseId ? erasurePreview(context.db, eraseId, istanbulToday(context.now())) : null;
  if (eraseId && !erasing) notFound('Müşteri bulunamadı');
  // merging two rows of one person (?merge=): the other customers, those sharing the e-mail or phone first
  const mergeId = idParam(request, 'merge');
  const mergeInto = mergeId ? getCustomer(context.db, mergeId) : undefined;
  if (mergeId && !mergeInto) notFound('Müşteri bulunamadı');
  return {
    customers: listCustomers(context.db, filter),
    filter,
    listHref,
    editing: editing ? { id: editing.id, name: editing.name, values: customerFormValues(editing) } : null,
    deleting: deleting ? { id: deleting.id, name: deleting.name, totalAppointments: deleting.totalAppointments } : null,
    kvkk: kvkkCustomer ? { customer: { id: kvkkCustomer.id, name: kvkkCustomer.name }, consents: customerConsents(context.db, kvkkCustomer.id) ?? [] } : null,
    erasing,
    merging: mergeInto ? { customer: contactOf(mergeInto), candidates: mergeCandidates(listCustomers(context.db), mergeInto) } : null,
    notice: noticeFrom(request, NOTICES),
  };
}

const contactOf = (c: CustomerJson) => ({ id: c.id, name: c.name, email: c.email, phone: c.phone, totalAppointments: c.totalAppointments });

function mergeCandidates(all: CustomerJson[], into: CustomerJson) {
  const shares = (c: CustomerJson) => (!!into.email && c.email === into.email) || (!!into.phone && c.phone === into.phone);
  const others = all.filter((c) => c.id !== into.id);
  return [...others.filter(shares), ...others.filter((c) => !shares(c))].map(contactOf);
}

type ActionResult = { lastResult: SubmissionResult<string[]> | null; formError: string | null };

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const { listHref } = filtersOf(request);
  const read = await readAdminForm(request);
  if (!read.ok) return data<ActionResult>({ lastResult: null, formError: `Müşteri güncellenirken hata oluştu: ${read.message}` }, { status: read.status });
  const form = read.form;
  const intent = String(form.get('intent') ?? '');
  switch (intent) {
    case 'update': {
      const submission = parseWithZod(form, { schema: customerSchema });
      if (submission.status !== 'success') return data<ActionResult>({ lastResult: submission.reply(), formError: null }, { status: 400 });
      if (!updateCustomer(context.db, formId(form), submission.value)) notFound('Müşteri bulunamadı');
      throw redirect(withParam(listHref, 'ok', 'updated'));
    }
    case 'toggle': {
      const customer = setCustomerActive(context.db, formId(form));
      if (!customer) notFound('Müşteri bulunamadı');
      throw redirect(withParam(listHref, 'ok', customer.isActive ? 'activated' : 'deactivated'));
    }
    case 'erase': {
      const id = formId(form);
      if (form.get('confirm') !== 'on') return data<ActionResult>({ lastResult: null, formError: ERASE_MESSAGES.confirmRequired }, { status: 400 });
      const erased = eraseCustomerData(context, id);
      if (!erased) notFound('Müşteri bulunamadı');
      logger.info(`[kvkk] customer #${id} erased: ${erased.appointments} appointments anonymised, ${erased.surveys} surveys, ${erased.messages} messages removed`);
      throw redirect(withParam(listHref, 'ok', 'erased'));
    }
    case 'merge': {
      const otherId = Number(form.get('otherId'));
      if (!Number.isInteger(otherId) || otherId <= 0) return data<ActionResult>({ lastResult: null, formError: MERGE_MESSAGES.chooseOther }, { status: 400 });
      const merged = mergeCustomers(context.db, formId(form), otherId);
      if (!merged.ok) {
        if (merged.status === 404) notFound(merged.message);
        return data<ActionResult>({ lastResult: null, formError: merged.message }, { status: merged.status });
      }
      context.emit('appointments-changed');
      throw redirect(withParam(listHref, 'ok', 'merged'));
    }
    case 'delete': {
      if (!deleteCustomer(context.db, formId(form))) notFound('Müşteri bulunamadı');
      throw redirect(withParam(listHref, 'ok', 'deleted'));
    }
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);


function EditDialog({ editing, listHref, actionData }: { editing: NonNullable<Route.ComponentProps['loaderData']['editing']>; listHref: string; actionData: ActionResult | undefined }) {
  const busy = useBusy('update');
  const [form, fields] = useForm<z.input<typeof customerSchema>>({
    id: `customer-form-${editing.id}`,
    lastResult: actionData?.lastResult,
    defaultValue: editing.values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: customerSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Dialog title={`Müşteriyi Düzenle: ${editing.name}`} closeTo={listHref}>
      <Form method="post" preventScrollReset className="space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="recordId" value={editing.id} />
        <FormErrors errors={[...(actionData?.formError ? [actionData.formError] : []), ...(form.errors ?? [])]} id={form.errorId} />
        <TextField meta={fields.name} label="Ad Soyad" required autoComplete="off" />
        <TextField meta={fields.email} label="E-posta" type="email" required autoComplete="off" />
        <TextField meta={fields.phone} label="Telefon" type="tel" required autoComplete="off" hint="10 veya 11 haneli" />
        <TextAreaField meta={fields.notes} label="Notlar" rows={3} />
        <CheckboxField meta={fields.isActive} label="Aktif" />
        <FormButtons closeTo={listHref} busy={busy} label="Güncelle" />
      </Form>
    </Dialog>
  );
}

type Merging = NonNullable<Route.ComponentProps['loaderData']['merging']>;

const contactLine = (c: Merging['customer']) => [c.name, c.email, c.phone].filter(Boolean).join(' · ');

/** Joins another row of the same person into this customer (works without JavaScript). */
function MergeDialog({ merging, listHref, error }: { merging: Merging; listHref: string; error: string | null }) {
  const busy = useBusy('merge');
  const { customer, candidates } = merging;
  return (
    <Dialog title={`Birleştir: ${customer.name}`} closeTo={listHref}>
      <Form method="post" preventScrollReset className="space-y-4">
        <input type="hidden" name="intent" value="merge" />
        <input type="hidden" name="recordId" value={customer.id} />
        <FormErrors errors={error ? [error] : []} id="merge-errors" />
        <p className="text-sm text-stone-300">
          Randevular müşteriye e-posta ve telefon birlikte eşleştiğinde bağlanır. Aynı kişinin iki kaydı varsa, seçtiğiniz kaydın randevuları ve anketleri{' '}
          <strong>{contactLine(customer)}</strong> kaydına taşınır ve seçilen kayıt silinir.
        </p>
        {candidates.length === 0 ? (
          <p className="text-sm text-stone-400">Birleştirilecek başka müşteri yok.</p>
        ) : (
          <div>
            <label htmlFor="merge-other" className="text-sm font-medium">
              Birleştirilecek müşteri
            </label>
            <select id="merge-other" name="otherId" required className={inputClass} defaultValue="">
              <option value="" disabled>
                Müşteri seçin
              </option>
              {candidates.map((c) => (
                <option key={c.id} value={c.id}>
                  {contactLine(c)} ({c.totalAppointments} randevu)
                </option>
              ))}
            </select>
          </div>
        )}
        <FormButtons closeTo={listHref} busy={busy} label="Birleştir" />
      </Form>
    </Dialog>
  );
}

export default function AdminCustomers({ loaderData, actionData }: Route.ComponentProps) {
  const { customers, filter, listHref, editing, deleting, kvkk, erasing, merging, notice } = loaderData;
  const filtered = filter.q !== '' || filter.status !== 'all';
  return (
    <section>
      <AdminPageHeader title={tab.label}>
        <p className="text-sm text-stone-400">{customers.length} müşteri</p>
      </AdminPageHeader>
      <div className="mb-4">
        <SuccessNotice message={notice} />
      </div>
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
      {customers.length === 0 ? (
        filtered ? (
          <EmptyState title="Müşteri bulunamadı" hint="Aramanızı veya filtreyi değiştirip tekrar deneyin." />
        ) : (
          <EmptyState title="Henüz müşteri yok" hint="Müşteriler ilk randevularını aldıklarında burada görünür." />
        )
      ) : (
        <TableFrame label="Müşteriler">
          <thead>
            <tr>
              <th className={thClass}>Müşteri</th>
              <th className={thClass}>İletişim</th>
              <th className={thClass}>Randevu</th>
              <th className={thClass}>Son Randevu</th>
              <th className={thClass}>Durum</th>
              <th className={thClass}>Kayıt</th>
              <th className={thClass}>İşlemler</th>
            </tr>
          </thead>
          <tbody>
            {customers.map((c) => (
              <tr key={c.id}>
                <td className={tdClass}>
                  <span className="block font-medium">{c.name}</span>
                  {c.notes ? <span className="block max-w-[16rem] truncate text-xs text-stone-400">{c.notes}</span> : null}
                </td>
                <td className={`${tdClass} text-xs`}>
                  <span className="block">{c.email || '—'}</span>
                  <span className="block text-stone-400">{c.phone || '—'}</span>
                </td>
                <td className={`${tdClass} tabular-nums`}>{c.totalAppointments}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{c.lastAppointmentDate ? formatYmdTr(c.lastAppointmentDate) : '—'}</td>
                <td className={tdClass}>
                  <ToggleButton id={c.id} intent="toggle" on={c.isActive} label={c.name} />
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatTurkishDayOf(c.createdAt)}</td>
                <td className={tdClass}>
                  <div className="flex gap-2">
                    <ActionLink to={withParam(listHref, 'edit', c.id)} label={`${c.name} düzenle`}>
                      Düzenle
                    </ActionLink>
                    <ActionLink to={withParam(listHref, 'kvkk', c.id)} label={`KVKK: ${c.name}`}>
                      KVKK
                    </ActionLink>
                    <ActionLink to={withParam(listHref, 'merge', c.id)} label={`${c.name} ile başka bir kaydı birleştir`}>
                      Birleştir
                    </ActionLink>
                    <ActionLink to={withParam(listHref, 'delete', c.id)} label={`${c.name} sil`} danger>
                      Sil
                    </ActionLink>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      {editing ? <EditDialog editing={editing} listHref={listHref} actionData={actionData} /> : null}
      {kvkk ? <ConsentDialog customer={kvkk.customer} consents={kvkk.consents} closeTo={listHref} eraseTo={withParam(listHref, 'erase', kvkk.customer.id)} /> : null}
      {merging ? <MergeDialog merging={merging} listHref={listHref} error={actionData?.formError ?? null} /> : null}
      {erasing ? <EraseDialog preview={erasing} closeTo={listHref} error={actionData?.formError ?? null} /> : null}
      {deleting ? (
        <ConfirmDelete
          id={deleting.id}
          closeTo={listHref}
          title={`Sil: ${deleting.name}`}
          message={`${CUSTOMER_DELETE_CONFIRM}${deleting.totalAppointments > 0 ? ` Müşterinin ${deleting.totalAppointments} randevusu silinmez; randevularda ad, e-posta ve telefon kalır.` : ''}`}
        />
      ) : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-ui';
