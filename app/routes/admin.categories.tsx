import { adminMeta, adminTab } from '~/components/admin/admin-tabs';
import { ImageField, TextAreaField, TextField, Thumb } from '~/components/admin/content-ui';
import { CrudDeleteDialog, CrudFormDialog, CrudScreen, numberColumn, toggleColumn, type Column } from '~/components/admin/crud';
import { IconPicker } from '~/components/admin/icon-picker';
import { StudioIcon } from '~/components/studio-icon';
import { categorySchema } from '~/domain/catalog-forms';
import { DEFAULT_ICON } from '~/domain/icons';
import { IMAGE_ACCEPT } from '~/domain/uploads';
import { crudAction, crudDialogs } from '~/lib/crud.server';
import { requireAdmin } from '~/models/auth.server';
import { categoryFormValues, getCategory, listCategoriesAdmin, removeCategory, saveCategory, serializeCategory, setCategoryActive } from '~/models/categories.server';
import type { Route } from './+types/admin.categories';

const tab = adminTab('/admin/categories');
const BASE = '/admin/categories';
const NOTICES = { created: 'Kategori oluşturuldu', updated: 'Kategori güncellendi', toggled: 'Kategori durumu güncellendi', deleted: 'Kategori silindi' };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return {
    categories: listCategoriesAdmin(context.db),
    ...crudDialogs(request, {
      find: (id) => getCategory(context.db, id),
      missing: 'Kategori bulunamadı',
      notices: NOTICES,
      editing: (c) => ({ id: c.id, displayName: c.displayName, backgroundImage: serializeCategory(c).backgroundImage, values: categoryFormValues(serializeCategory(c)) }),
      deleting: (c) => ({ id: c.id, displayName: c.displayName }),
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return crudAction(request, {
    back: BASE,
    missing: 'Kategori bulunamadı',
    save: { schema: categorySchema, write: (id, value) => saveCategory(context, id, value) },
    remove: async (id) => {
      const result = await removeCategory(context, id);
      if (result.ok || result.reason === 'not-found') return result.ok;
      return { ok: false, status: 409, message: `Kategori silinirken hata oluştu: ${result.message}` };
    },
    toggles: { toggle: (id) => (setCategoryActive(context.db, id) ? 'toggled' : null) },
  });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

type Category = Route.ComponentProps['loaderData']['categories'][number];

const COLUMNS: Column<Category>[] = [
  {
    header: 'Kategori',
    cell: (c) => (
      <span className="flex items-center gap-3">
        {c.backgroundImage ? <Thumb url={c.backgroundImage} alt="" className="h-10 w-14" /> : null}
        <StudioIcon value={c.icon} size={22} className="text-accent" />
        <span>
          <span className="block font-medium">{c.displayName}</span>
          {c.description ? <span className="block max-w-xs truncate text-xs text-stone-400">{c.description}</span> : null}
        </span>
      </span>
    ),
  },
  { header: 'Kısa Ad', cell: (c) => c.name, className: 'font-mono text-xs' },
  numberColumn('Sıra', (c) => c.displayOrder),
  { header: 'Kullanım', cell: (c) => `${c.serviceCount} hizmet · ${c.memberCount} ekip üyesi`, className: 'text-xs text-stone-300' },
  toggleColumn('Durum', { on: (c) => c.isActive, label: (c) => c.displayName }),
];

function CategoryForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const editing = loaderData.editing;
  return (
    <CrudFormDialog
      schema={categorySchema}
      name="category"
      title={editing ? `Kategoriyi Düzenle: ${editing.displayName}` : 'Yeni Kategori'}
      closeTo={BASE}
      recordId={editing?.id}
      defaultValue={editing?.values ?? { icon: DEFAULT_ICON, displayOrder: 0 }}
      reply={actionData}
      submitLabel={editing ? 'Güncelle' : 'Oluştur'}
      multipart
      wide
      className="grid gap-4 sm:grid-cols-2"
    >
      {(fields) => (
        <>
          <TextField meta={fields.name} label="Kategori Adı (kısa ad)" required hint="Küçük harf, rakam ve tire: örn. nail-art" />
          <TextField meta={fields.displayName} label="Görünen Ad" required />
          <TextField meta={fields.displayOrder} label="Sıra" type="number" min="0" step="1" />
          <IconPicker meta={fields.icon} label="Simge" className="sm:col-span-2" />
          <TextAreaField meta={fields.description} label="Açıklama" className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <ImageField meta={fields.backgroundImage} removeMeta={fields.removeBackgroundImage} label="Arka Plan Resmi (isteğe bağlı)" accept={IMAGE_ACCEPT} currentUrl={editing?.backgroundImage} hint="JPG, PNG, WEBP veya GIF; en fazla 5MB" />
          </div>
        </>
      )}
    </CrudFormDialog>
  );
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, creating, editing, deleting, notice } = loaderData;
  return (
    <CrudScreen
      title={tab.label}
      addLabel="Yeni Kategori"
      notice={notice}
      rows={categories}
      empty={{ title: 'Henüz kategori eklenmemiş', hint: 'Hizmetler ve ekip üyeleri kategorilere bağlanır.' }}
      tableLabel="Kategoriler"
      columns={COLUMNS}
      name={(c) => c.displayName}
    >
      {creating || editing ? <CategoryForm loaderData={loaderData} actionData={actionData} /> : null}
      {deleting ? <CrudDeleteDialog record={deleting} closeTo={BASE} reply={actionData} message={`"${deleting.displayName}" kategorisini silmek istediğinizden emin misiniz?`} /> : null}
    </CrudScreen>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-ui';
