import { getFormProps, useForm } from '@conform-to/react';
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
  FormButtons,
  FormErrors,
  ImageField,
  SelectField,
  TableFrame,
  TextAreaField,
  TextField,
  Thumb,
  ToggleButton,
  tdClass,
  thClass,
  useBusy,
} from '~/components/admin/content-ui';
import { IconPicker } from '~/components/admin/icon-picker';
import { StudioIcon } from '~/components/studio-icon';
import { DEFAULT_SERVICE_DURATION, serviceFormSchema } from '~/domain/catalog-forms';
import { IMAGE_ACCEPT } from '~/domain/uploads';
import { formId, hasParam, idParam, noticeFrom, notFound, readAdminForm } from '~/lib/admin-form.server';
import { formatKurus } from '~/lib/money';
import { requireAdmin } from '~/models/auth.server';
import { categoryOptions } from '~/models/categories.server';
import { getService, listServicesAdmin, removeService, saveService, serviceFormValues, setServiceFlag } from '~/models/services.server';
import type { Route } from './+types/admin.services';

const tab = adminTab('/admin/services');
const BASE = '/admin/services';
const NOTICES = {
  created: 'Hizmet eklendi',
  updated: 'Hizmet güncellendi',
  toggled: 'Hizmet durumu güncellendi',
  popular: 'Popüler hizmet durumu güncellendi',
  deleted: 'Hizmet silindi',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const editId = idParam(request, 'edit');
  const deleteId = idParam(request, 'delete');
  const editing = editId ? getService(context.db, editId) : undefined;
  if (editId && !editing) notFound('Hizmet bulunamadı');
  const deleting = deleteId ? getService(context.db, deleteId) : undefined;
  return {
    services: listServicesAdmin(context.db),
    categories: categoryOptions(context.db),
    creating: hasParam(request, 'new'),
    editing: editing ? { id: editing.id, name: editing.name, imageUrl: editing.imageUrl, values: serviceFormValues(editing) } : null,
    deleting: deleting ? { id: deleting.id, name: deleting.name } : null,
    notice: noticeFrom(request, NOTICES),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const read = await readAdminForm(request);
  if (!read.ok) return data({ intent: 'save', lastResult: null, formError: `Hizmet kaydedilemedi: ${read.message}` }, { status: read.status });
  const form = read.form;
  const intent = String(form.get('intent') ?? '');
  switch (intent) {
    case 'create':
    case 'update': {
      const submission = parseWithZod(form, { schema: serviceFormSchema });
      if (submission.status !== 'success') return data({ intent: 'save', lastResult: submission.reply(), formError: null }, { status: 400 });
      const result = await saveService(context, intent === 'create' ? undefined : formId(form), submission.value);
      if (!result.ok) {
        if ('notFound' in result) notFound('Hizmet bulunamadı');
        return data({ intent: 'save', lastResult: submission.reply({ fieldErrors: result.fieldErrors }), formError: null }, { status: 400 });
      }
      throw redirect(`${BASE}?ok=${intent === 'create' ? 'created' : 'updated'}`);
    }
    case 'toggle':
    case 'toggle-popular': {
      if (!setServiceFlag(context.db, formId(form), intent === 'toggle' ? 'isActive' : 'isPopular')) notFound('Hizmet bulunamadı');
      throw redirect(`${BASE}?ok=${intent === 'toggle' ? 'toggled' : 'popular'}`);
    }
    case 'delete': {
      if (!(await removeService(context, formId(form)))) notFound('Hizmet bulunamadı');
      throw redirect(`${BASE}?ok=deleted`);
    }
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

function ServiceForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const editing = loaderData.editing;
  const intent = editing ? 'update' : 'create';
  const busy = useBusy(intent);
  const [form, fields] = useForm<z.input<typeof serviceFormSchema>, z.output<typeof serviceFormSchema>>({
    id: `service-form-${editing?.id ?? 'new'}`,
    lastResult: actionData?.intent === 'save' ? actionData.lastResult : undefined,
    defaultValue: editing?.values ?? { duration: DEFAULT_SERVICE_DURATION, displayOrder: 0, isActive: true },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: serviceFormSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Dialog title={editing ? `Hizmeti Düzenle: ${editing.name}` : 'Yeni Hizmet'} closeTo={BASE} wide>
      <Form method="post" encType="multipart/form-data" preventScrollReset className="grid gap-4 sm:grid-cols-2" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="recordId" value={editing.id} /> : null}
        <div className="sm:col-span-2">
          <FormErrors errors={[...(actionData?.formError ? [actionData.formError] : []), ...(form.errors ?? [])]} id={form.errorId} />
        </div>
        <TextField meta={fields.name} label="Hizmet Adı" required />
        <SelectField
          meta={fields.category}
          label="Kategori"
          required
          placeholder="Kategori seçin"
          options={loaderData.categories.map((c) => ({ value: c.name, label: c.isActive ? c.displayName : `${c.displayName} (pasif)` }))}
        />
        <TextAreaField meta={fields.description} label="Açıklama" required className="sm:col-span-2" />
        <TextField meta={fields.price} label="Fiyat (₺)" type="number" step="0.01" min="0" inputMode="decimal" required />
        <TextField meta={fields.duration} label="Süre (dakika)" type="number" step="1" min="1" max="600" required />
        <TextField meta={fields.displayOrder} label="Sıra" type="number" step="1" min="0" />
        <div className="sm:col-span-2">
          <ImageField meta={fields.photo} removeMeta={fields.removePhoto} label="Kart Resmi (isteğe bağlı)" accept={IMAGE_ACCEPT} currentUrl={editing?.imageUrl} hint="Hizmet kartında simgenin yerine görünür. JPG, PNG, WEBP veya GIF; en fazla 5MB" />
        </div>
        <IconPicker meta={fields.icon} label="Simge (resim yoksa kartta görünür)" allowNone className="sm:col-span-2" />
        <TextAreaField meta={fields.features} label="Özellikler" hint="Her satıra bir özellik yazın" rows={4} className="sm:col-span-2" />
        <CheckboxField meta={fields.isActive} label="Aktif (sitede ve randevu formunda görünür)" />
        <CheckboxField meta={fields.isPopular} label="Popüler hizmet" />
        <div className="sm:col-span-2">
          <FormButtons closeTo={BASE} busy={busy} label={editing ? 'Güncelle' : 'Ekle'} />
        </div>
      </Form>
    </Dialog>
  );
}

export default function AdminServices({ loaderData, actionData }: Route.ComponentProps) {
  const { services, creating, editing, deleting, notice } = loaderData;
  return (
    <section>
      <AdminPageHeader title={tab.label}>
        <Link to="?new" preventScrollReset className="btn-primary">
          + Yeni Hizmet
        </Link>
      </AdminPageHeader>
      <div className="mb-4">
        <SuccessNotice message={notice} />
      </div>
      {services.length === 0 ? (
        <EmptyState title="Henüz hizmet eklenmemiş" hint="İlk hizmeti 'Yeni Hizmet' ile ekleyin." />
      ) : (
        <TableFrame label="Hizmetler">
          <thead>
            <tr>
              <th className={thClass}>Hizmet</th>
              <th className={thClass}>Kategori</th>
              <th className={thClass}>Fiyat</th>
              <th className={thClass}>Süre</th>
              <th className={thClass}>Sıra</th>
              <th className={thClass}>Durum</th>
              <th className={thClass}>Popüler</th>
              <th className={thClass}>İşlemler</th>
            </tr>
          </thead>
          <tbody>
            {services.map((s) => (
              <tr key={s.id}>
                <td className={tdClass}>
                  <span className="flex items-center gap-2 font-medium">
                    {s.imageUrl ? <Thumb url={s.imageUrl} alt="" className="h-10 w-14" /> : <StudioIcon value={s.image} size={22} className="text-accent" />}
                    {s.name}
                  </span>
                </td>
                <td className={tdClass}>{s.categoryDisplayName}</td>
                <td className={`${tdClass} tabular-nums`}>{formatKurus(s.priceKurus)}</td>
                <td className={`${tdClass} tabular-nums`}>{s.duration} dk</td>
                <td className={`${tdClass} tabular-nums`}>{s.displayOrder}</td>
                <td className={tdClass}>
                  <ToggleButton id={s.id} intent="toggle" on={s.isActive} label={s.name} />
                </td>
                <td className={tdClass}>
                  <ToggleButton id={s.id} intent="toggle-popular" on={s.isPopular} onText="Popüler" offText="Normal" label={`${s.name} popülerlik`} />
                </td>
                <td className={tdClass}>
                  <div className="flex gap-2">
                    <ActionLink to={`?edit=${s.id}`} label={`${s.name} düzenle`}>
                      Düzenle
                    </ActionLink>
                    <ActionLink to={`?delete=${s.id}`} label={`${s.name} sil`} danger>
                      Sil
                    </ActionLink>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      {creating || editing ? <ServiceForm loaderData={loaderData} actionData={actionData} /> : null}
      {deleting ? <ConfirmDelete id={deleting.id} closeTo={BASE} message={`"${deleting.name}" hizmetini silmek istediğinizden emin misiniz?`} /> : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-ui';
