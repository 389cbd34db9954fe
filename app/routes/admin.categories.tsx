import { getFormProps, useForm } from '@conform-to/react';
import { Dialog } from '~/components/admin/dialog';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, redirect } from 'react-router';
import type { z } from 'zod';
import { adminMeta, adminTab } from '~/components/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/components/admin/admin-ui';
import {
  ActionLink,
  ConfirmDelete,
  EmptyState,
  FormButtons,
  FormErrors,
  ImageField,
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
import { categorySchema } from '~/domain/catalog-forms';
import { DEFAULT_ICON } from '~/domain/icons';
import { IMAGE_ACCEPT } from '~/domain/uploads';
import { formId, hasParam, idParam, noticeFrom, notFound, readAdminForm } from '~/lib/admin-form.server';
import { requireAdmin } from '~/models/auth.server';
import { categoryFormValues, getCategory, listCategoriesAdmin, removeCategory, saveCategory, serializeCategory, setCategoryActive } from '~/models/categories.server';
import type { Route } from './+types/admin.categories';

const tab = adminTab('/admin/categories');
const BASE = '/admin/categories';
const NOTICES = { created: 'Kategori oluşturuldu', updated: 'Kategori güncellendi', toggled: 'Kategori durumu güncellendi', deleted: 'Kategori silindi' };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const editId = idParam(request, 'edit');
  const deleteId = idParam(request, 'delete');
  const editing = editId ? getCategory(context.db, editId) : undefined;
  if (editId && !editing) notFound('Kategori bulunamadı');
  const deleting = deleteId ? getCategory(context.db, deleteId) : undefined;
  return {
    categories: listCategoriesAdmin(context.db),
    creating: hasParam(request, 'new'),
    editing: editing
      ? { id: editing.id, displayName: editing.displayName, backgroundImage: serializeCategory(editing).backgroundImage, values: categoryFormValues(serializeCategory(editing)) }
      : null,
    deleting: deleting ? { id: deleting.id, displayName: deleting.displayName } : null,
    notice: noticeFrom(request, NOTICES),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const read = await readAdminForm(request);
  if (!read.ok) return data({ intent: 'save', lastResult: null, formError: read.message, deleteError: null }, { status: read.status });
  const form = read.form;
  const intent = String(form.get('intent') ?? '');
  switch (intent) {
    case 'create':
    case 'update': {
      const submission = parseWithZod(form, { schema: categorySchema });
      if (submission.status !== 'success') return data({ intent: 'save', lastResult: submission.reply(), formError: null, deleteError: null }, { status: 400 });
      const result = await saveCategory(context, intent === 'create' ? undefined : formId(form), submission.value);
      if (!result.ok) {
        if ('notFound' in result) notFound('Kategori bulunamadı');
        return data({ intent: 'save', lastResult: submission.reply({ fieldErrors: result.fieldErrors }), formError: null, deleteError: null }, { status: 400 });
      }
      throw redirect(`${BASE}?ok=${intent === 'create' ? 'created' : 'updated'}`);
    }
    case 'toggle': {
      if (!setCategoryActive(context.db, formId(form))) notFound('Kategori bulunamadı');
      throw redirect(`${BASE}?ok=toggled`);
    }
    case 'delete': {
      const result = await removeCategory(context, formId(form));
      if (result.ok) throw redirect(`${BASE}?ok=deleted`);
      if (result.reason === 'not-found') notFound('Kategori bulunamadı');
      return data({ intent: 'delete', lastResult: null, formError: null, deleteError: `Kategori silinirken hata oluştu: ${result.message}` }, { status: 409 });
    }
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

function CategoryForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const editing = loaderData.editing;
  const intent = editing ? 'update' : 'create';
  const busy = useBusy(intent);
  const [form, fields] = useForm<z.input<typeof categorySchema>>({
    id: `category-form-${editing?.id ?? 'new'}`,
    lastResult: actionData?.intent === 'save' ? actionData.lastResult : undefined,
    defaultValue: editing?.values ?? { icon: DEFAULT_ICON, displayOrder: 0 },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: categorySchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Dialog title={editing ? `Kategoriyi Düzenle: ${editing.displayName}` : 'Yeni Kategori'} closeTo={BASE} wide>
      <Form method="post" encType="multipart/form-data" preventScrollReset className="grid gap-4 sm:grid-cols-2" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="recordId" value={editing.id} /> : null}
        <div className="sm:col-span-2">
          <FormErrors errors={[...(actionData?.formError ? [actionData.formError] : []), ...(form.errors ?? [])]} id={form.errorId} />
        </div>
        <TextField meta={fields.name} label="Kategori Adı (kısa ad)" required hint="Küçük harf, rakam ve tire: örn. nail-art" />
        <TextField meta={fields.displayName} label="Görünen Ad" required />
        <TextField meta={fields.displayOrder} label="Sıra" type="number" min="0" step="1" />
        <IconPicker meta={fields.icon} label="Simge" className="sm:col-span-2" />
        <TextAreaField meta={fields.description} label="Açıklama" className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <ImageField meta={fields.backgroundImage} removeMeta={fields.removeBackgroundImage} label="Arka Plan Resmi (isteğe bağlı)" accept={IMAGE_ACCEPT} currentUrl={editing?.backgroundImage} hint="JPG, PNG, WEBP veya GIF; en fazla 5MB" />
        </div>
        <div className="sm:col-span-2">
          <FormButtons closeTo={BASE} busy={busy} label={editing ? 'Güncelle' : 'Oluştur'} />
        </div>
      </Form>
    </Dialog>
  );
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, creating, editing, deleting, notice } = loaderData;
  return (
    <section>
      <AdminPageHeader title={tab.label}>
        <Link to="?new" preventScrollReset className="btn-primary">
          + Yeni Kategori
        </Link>
      </AdminPageHeader>
      <div className="mb-4">
        <SuccessNotice message={notice} />
      </div>
      {categories.length === 0 ? (
        <EmptyState title="Henüz kategori eklenmemiş" hint="Hizmetler ve ekip üyeleri kategorilere bağlanır." />
      ) : (
        <TableFrame label="Kategoriler">
          <thead>
            <tr>
              <th className={thClass}>Kategori</th>
              <th className={thClass}>Kısa Ad</th>
              <th className={thClass}>Sıra</th>
              <th className={thClass}>Kullanım</th>
              <th className={thClass}>Durum</th>
              <th className={thClass}>İşlemler</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c) => (
              <tr key={c.id}>
                <td className={tdClass}>
                  <span className="flex items-center gap-3">
                    {c.backgroundImage ? <Thumb url={c.backgroundImage} alt="" className="h-10 w-14" /> : null}
                    <StudioIcon value={c.icon} size={22} className="text-accent" />
                    <span>
                      <span className="block font-medium">{c.displayName}</span>
                      {c.description ? <span className="block max-w-xs truncate text-xs text-stone-400">{c.description}</span> : null}
                    </span>
                  </span>
                </td>
                <td className={`${tdClass} font-mono text-xs`}>{c.name}</td>
                <td className={`${tdClass} tabular-nums`}>{c.displayOrder}</td>
                <td className={`${tdClass} text-xs text-stone-300`}>
                  {c.serviceCount} hizmet · {c.memberCount} ekip üyesi
                </td>
                <td className={tdClass}>
                  <ToggleButton id={c.id} intent="toggle" on={c.isActive} label={c.displayName} />
                </td>
                <td className={tdClass}>
                  <div className="flex gap-2">
                    <ActionLink to={`?edit=${c.id}`} label={`${c.displayName} düzenle`}>
                      Düzenle
                    </ActionLink>
                    <ActionLink to={`?delete=${c.id}`} label={`${c.displayName} sil`} danger>
                      Sil
                    </ActionLink>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      {creating || editing ? <CategoryForm loaderData={loaderData} actionData={actionData} /> : null}
      {deleting ? (
        <ConfirmDelete
          id={deleting.id}
          closeTo={BASE}
          message={`"${deleting.displayName}" kategorisini silmek istediğinizden emin misiniz?`}
          error={actionData?.intent === 'delete' ? actionData.deleteError : null}
        />
      ) : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-ui';
