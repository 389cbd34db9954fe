import { getCollectionProps, getFormProps, useForm } from '@conform-to/react';
import { Dialog } from '~/components/admin/dialog';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, redirect } from 'react-router';
import type { z } from 'zod';
import { adminMeta, adminTab } from '~/components/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/components/admin/admin-ui';
import {
  ActionLink,
  CheckboxField,
  ConfirmDelete,
  EmptyState,
  FieldErrors,
  FormButtons,
  FormErrors,
  TableFrame,
  TextAreaField,
  TextField,
  ToggleButton,
  tdClass,
  thClass,
  useBusy,
} from '~/components/admin/content-ui';
import { packageSchema } from '~/domain/catalog-forms';
import { formId, hasParam, idParam, noticeFrom, notFound, readAdminForm } from '~/lib/admin-form.server';
import { formatKurus } from '~/lib/money';
import { requireAdmin } from '~/models/auth.server';
import { deletePackage, getPackage, listPackagesAdmin, packageFormValues, savePackage, setPackageActive } from '~/models/packages.server';
import { listServicesAdmin } from '~/models/services.server';
import type { Route } from './+types/admin.packages';

const tab = adminTab('/admin/packages');
const BASE = '/admin/packages';
const NOTICES = { created: 'Paket eklendi', updated: 'Paket güncellendi', toggled: 'Paket durumu güncellendi', deleted: 'Paket silindi' };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const editId = idParam(request, 'edit');
  const deleteId = idParam(request, 'delete');
  const editing = editId ? getPackage(context.db, editId) : undefined;
  if (editId && !editing) notFound('Paket bulunamadı');
  const deleting = deleteId ? getPackage(context.db, deleteId) : undefined;
  return {
    packages: listPackagesAdmin(context.db),
    services: listServicesAdmin(context.db).map((s) => ({ id: s.id, name: s.name, priceKurus: s.priceKurus, duration: s.duration, isActive: s.isActive })),
    creating: hasParam(request, 'new'),
    editing: editing ? { id: editing.id, name: editing.name, values: packageFormValues(editing) } : null,
    deleting: deleting ? { id: deleting.id, name: deleting.name } : null,
    notice: noticeFrom(request, NOTICES),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const read = await readAdminForm(request);
  if (!read.ok) return data({ intent: 'save', lastResult: null, formError: `Paket kaydedilemedi: ${read.message}` }, { status: read.status });
  const form = read.form;
  const intent = String(form.get('intent') ?? '');
  switch (intent) {
    case 'create':
    case 'update': {
      const submission = parseWithZod(form, { schema: packageSchema });
      if (submission.status !== 'success') return data({ intent: 'save', lastResult: submission.reply(), formError: null }, { status: 400 });
      const result = savePackage(context.db, intent === 'create' ? undefined : formId(form), submission.value);
      if (!result.ok) {
        if ('notFound' in result) notFound('Paket bulunamadı');
        return data({ intent: 'save', lastResult: submission.reply({ fieldErrors: { [result.field]: [result.message] } }), formError: null }, { status: 400 });
      }
      throw redirect(`${BASE}?ok=${intent === 'create' ? 'created' : 'updated'}`);
    }
    case 'toggle': {
      if (!setPackageActive(context.db, formId(form))) notFound('Paket bulunamadı');
      throw redirect(`${BASE}?ok=toggled`);
    }
    case 'delete': {
      if (!deletePackage(context.db, formId(form))) notFound('Paket bulunamadı');
      throw redirect(`${BASE}?ok=deleted`);
    }
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

function PackageForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const editing = loaderData.editing;
  const intent = editing ? 'update' : 'create';
  const busy = useBusy(intent);
  const [form, fields] = useForm<z.input<typeof packageSchema>, z.output<typeof packageSchema>>({
    id: `package-form-${editing?.id ?? 'new'}`,
    lastResult: actionData?.intent === 'save' ? actionData.lastResult : undefined,
    defaultValue: editing?.values ?? { displayOrder: 0, isActive: true },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: packageSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const services = loaderData.services.filter((s) => s.isActive || editing?.values.services.includes(s.id));
  const byId = new Map(services.map((s) => [String(s.id), s]));
  return (
    <Dialog title={editing ? `Paketi Düzenle: ${editing.name}` : 'Yeni Paket'} closeTo={BASE} wide>
      <Form method="post" preventScrollReset className="grid gap-4 sm:grid-cols-2" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="recordId" value={editing.id} /> : null}
        <div className="sm:col-span-2">
          <FormErrors errors={[...(actionData?.formError ? [actionData.formError] : []), ...(form.errors ?? [])]} id={form.errorId} />
        </div>
        <TextField meta={fields.name} label="Paket Adı" required className="sm:col-span-2" />
        <TextAreaField meta={fields.description} label="Açıklama" required className="sm:col-span-2" />
        <TextField meta={fields.originalPrice} label="Normal Fiyat (₺)" type="number" step="0.01" min="0" inputMode="decimal" required />
        <TextField meta={fields.discountedPrice} label="İndirimli Fiyat (₺)" type="number" step="0.01" min="0" inputMode="decimal" required />
        <TextField meta={fields.duration} label="Süre (dakika, isteğe bağlı)" type="number" step="1" min="1" hint="Boş bırakılırsa hizmetlerin süreleri toplanır" />
        <TextField meta={fields.displayOrder} label="Sıra" type="number" step="1" min="0" />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">Pakete Dahil Hizmetler</legend>
          <div className="mt-2 grid max-h-64 gap-1 overflow-y-auto rounded-xl border border-line p-2 sm:grid-cols-2">
            {getCollectionProps(fields.services, { type: 'checkbox', options: services.map((s) => String(s.id)) }).map((props) => {
              const s = byId.get(props.value)!;
              return (
                <label key={props.key} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm hover:bg-stone-800">
                  <input {...props} key={undefined} className="size-5" />
                  <span className="min-w-0 flex-1">{s.name}</span>
                  <span className="text-xs text-stone-400 tabular-nums">
                    {formatKurus(s.priceKurus)} · {s.duration} dk
                  </span>
                </label>
              );
            })}
          </div>
          <FieldErrors meta={fields.services} />
        </fieldset>
        <CheckboxField meta={fields.isActive} label="Aktif (sitede görünür)" />
        <div className="sm:col-span-2">
          <FormButtons closeTo={BASE} busy={busy} label={editing ? 'Güncelle' : 'Ekle'} />
        </div>
      </Form>
    </Dialog>
  );
}

export default function AdminPackages({ loaderData, actionData }: Route.ComponentProps) {
  const { packages, creating, editing, deleting, notice } = loaderData;
  return (
    <section>
      <AdminPageHeader title={tab.label}>
        <Link to="?new" preventScrollReset className="btn-primary">
          + Yeni Paket
        </Link>
      </AdminPageHeader>
      <div className="mb-4">
        <SuccessNotice message={notice} />
      </div>
      {packages.length === 0 ? (
        <EmptyState title="Henüz paket eklenmemiş" hint="Birkaç hizmeti indirimli bir pakette birleştirin." />
      ) : (
        <TableFrame label="Paketler">
          <thead>
            <tr>
              <th className={thClass}>Paket</th>
              <th className={thClass}>Hizmetler</th>
              <th className={thClass}>Fiyat</th>
              <th className={thClass}>Süre</th>
              <th className={thClass}>Sıra</th>
              <th className={thClass}>Durum</th>
              <th className={thClass}>İşlemler</th>
            </tr>
          </thead>
          <tbody>
            {packages.map((p) => (
              <tr key={p.id}>
                <td className={`${tdClass} font-medium`}>{p.name}</td>
                <td className={`${tdClass} max-w-xs text-xs text-stone-300`}>{p.serviceNames.join(', ') || '—'}</td>
                <td className={`${tdClass} tabular-nums`}>
                  <span className="block text-xs text-stone-400 line-through">{formatKurus(p.originalPriceKurus)}</span>
                  <span className="block font-medium">{formatKurus(p.discountedPriceKurus)}</span>
                </td>
                <td className={`${tdClass} tabular-nums`}>{p.duration} dk</td>
                <td className={`${tdClass} tabular-nums`}>{p.displayOrder}</td>
                <td className={tdClass}>
                  <ToggleButton id={p.id} intent="toggle" on={p.isActive} label={p.name} />
                </td>
                <td className={tdClass}>
                  <div className="flex gap-2">
                    <ActionLink to={`?edit=${p.id}`} label={`${p.name} düzenle`}>
                      Düzenle
                    </ActionLink>
                    <ActionLink to={`?delete=${p.id}`} label={`${p.name} sil`} danger>
                      Sil
                    </ActionLink>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      {creating || editing ? <PackageForm loaderData={loaderData} actionData={actionData} /> : null}
      {deleting ? <ConfirmDelete id={deleting.id} closeTo={BASE} message={`"${deleting.name}" paketini silmek istediğinizden emin misiniz?`} /> : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-ui';
