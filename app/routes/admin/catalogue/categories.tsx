import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { ImageField, TextAreaField, TextField, Thumb } from '~/ui/admin/content-ui';
import { CrudPage, crudForm, numberColumn, toggleColumn, type Column, type CrudTexts } from '~/ui/admin/crud';
import { IconPicker } from '~/routes/admin/catalogue/icon-picker';
import { StudioSpriteIcon } from '~/ui/admin/studio-sprite-icon';
import { CategoryColourField } from '~/routes/admin/catalogue/category-colour-field';
import { categoryColour } from '~/domain/category-colours';
import { categorySchema } from '~/domain/catalog-forms';
import { DEFAULT_ICON } from '~/domain/icons';
import { IMAGE_ACCEPT } from '~/domain/uploads';
import { crudDialogs, crudRouteAction, type CrudConfig } from '~/http/crud.server';
import { requireAdmin } from '~/http/auth.server';
import {
  categoryFormValues,
  getCategory,
  listCategoriesAdmin,
  removeCategory,
  saveCategory,
  serializeCategory,
  setCategoryActive,
} from '~/models/catalogue/categories.server';
import type { Route } from './+types/categories';

const tab = adminTab('/admin/categories');
const CRUD: CrudConfig = {
  back: tab.path,
  missing: 'Kategori bulunamadı',
  notices: {
    created: 'Kategori oluşturuldu',
    updated: 'Kategori güncellendi',
    toggled: 'Kategori durumu güncellendi',
    deleted: 'Kategori silindi',
  },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'catalogue.write');
  const formOf = (stored: NonNullable<ReturnType<typeof getCategory>>) => {
    const category = serializeCategory(stored);
    return { backgroundImage: category.backgroundImage, values: categoryFormValues(category) };
  };
  return {
    categories: listCategoriesAdmin(context.db),
    dialogs: crudDialogs(
      request,
      CRUD,
      (id) => getCategory(context.db, id),
      (c) => c.displayName,
      formOf,
    ),
  };
}

export const action = crudRouteAction('catalogue.write', CRUD, categorySchema, (context) => ({
  save: (id, value, expectedVersion) => saveCategory(context, id, value, { expectedVersion }),
  currentValues: categoryFormValues,
  // a category still in use stays, with the reason
  remove: async (id) => {
    const result = await removeCategory(context, id);
    if (result.ok || result.reason === 'not-found') return result.ok;
    return { ok: false, status: 409, message: `Kategori silinirken hata oluştu: ${result.message}` };
  },
  toggles: { toggle: (id) => (setCategoryActive(context.db, context.actor, id) ? 'toggled' : null) },
}));

type Category = Route.ComponentProps['loaderData']['categories'][number] & { position: number };

const COLUMNS: Column<Category>[] = [
  {
    header: 'Kategori',
    cell: (c) => (
      <span className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-full border border-stone-500"
          style={{ background: categoryColour(c.color, c.position) }}
          title="Takvim rengi"
        />
        {c.backgroundImage ? <Thumb url={c.backgroundImage} alt="" className="h-10 w-14" /> : null}
        <StudioSpriteIcon value={c.icon} size={22} className="text-accent" />
        <span>
          <span className="block font-medium">{c.displayName}</span>
          {c.description ? (
            <span className="block max-w-xs truncate text-xs text-stone-400">{c.description}</span>
          ) : null}
        </span>
      </span>
    ),
  },
  { header: 'Kısa Ad', cell: (c) => c.name, className: 'font-mono text-xs' },
  numberColumn('Sıra', (c) => c.displayOrder),
  {
    header: 'Kullanım',
    cell: (c) => `${c.serviceCount} hizmet · ${c.memberCount} ekip üyesi`,
    className: 'text-xs text-stone-300',
  },
  toggleColumn('Durum', { on: (c) => c.isActive, label: (c) => c.displayName }),
];

const TEXTS: CrudTexts = {
  add: 'Yeni Kategori',
  table: 'Kategoriler',
  empty: { title: 'Henüz kategori eklenmemiş', hint: 'Hizmetler ve ekip üyeleri kategorilere bağlanır.' },
  create: 'Yeni Kategori',
  edit: 'Kategoriyi Düzenle',
  submit: ['Oluştur', 'Güncelle'],
};

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { dialogs } = loaderData;
  const rows = loaderData.categories.map((c, position) => ({ ...c, position }));
  const editingAt = dialogs.editing ? rows.findIndex((c) => c.id === dialogs.editing!.id) : -1;
  return (
    <CrudPage
      base={CRUD.back}
      title={tab.label}
      texts={TEXTS}
      columns={COLUMNS}
      name={(c) => c.displayName}
      rows={rows}
      dialogs={dialogs}
      reply={actionData}
      form={crudForm<typeof categorySchema>({
        id: 'category',
        defaults: { icon: DEFAULT_ICON, displayOrder: 0, color: '' },
        multipart: true,
        wide: true,
        className: 'grid gap-4 sm:grid-cols-2',
      })}
      remove={(c) => `"${c.name}" kategorisini silmek istediğinizden emin misiniz?`}
      fields={(fields) => (
        <>
          <TextField
            meta={fields.name}
            label="Kategori Adı (kısa ad)"
            required
            hint="Küçük harf, rakam ve tire: örn. nail-art"
          />
          <TextField meta={fields.displayName} label="Görünen Ad" required />
          <TextField meta={fields.displayOrder} label="Sıra" type="number" min="0" step="1" />
          <IconPicker meta={fields.icon} label="Simge" className="sm:col-span-2" />
          <CategoryColourField
            meta={fields.color}
            automatic={categoryColour(null, editingAt >= 0 ? editingAt : rows.length)}
            className="sm:col-span-2"
          />
          <TextAreaField meta={fields.description} label="Açıklama" className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <ImageField
              meta={fields.backgroundImage}
              removeMeta={fields.removeBackgroundImage}
              label="Arka Plan Resmi (isteğe bağlı)"
              accept={IMAGE_ACCEPT}
              currentUrl={dialogs.editing?.backgroundImage}
              hint="JPG, PNG, WEBP veya GIF; en fazla 5MB"
            />
          </div>
        </>
      )}
    />
  );
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
