import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { CheckboxField, ImageField, SelectField, TextAreaField, TextField, Thumb } from '~/ui/admin/content-ui';
import { CrudPage, crudForm, numberColumn, toggleColumn, type Column, type CrudTexts } from '~/ui/admin/crud';
import { IconPicker } from '~/routes/admin/catalogue/icon-picker';
import { StudioSpriteIcon } from '~/ui/admin/studio-sprite-icon';
import { DEFAULT_SERVICE_DURATION, serviceFormSchema } from '~/domain/catalog-forms';
import { IMAGE_ACCEPT } from '~/domain/uploads';
import { crudDialogs, crudRouteAction, type CrudConfig } from '~/http/crud.server';
import { formatKurus } from '~/utils/money';
import { requireAdmin } from '~/http/auth.server';
import { categoryOptions } from '~/models/catalogue/categories.server';
import {
  getService,
  listServicesAdmin,
  removeService,
  saveService,
  serviceFormValues,
  setServiceFlag,
} from '~/models/catalogue/services.server';
import type { Route } from './+types/services';

const tab = adminTab('/admin/services');
const CRUD: CrudConfig = {
  back: tab.path,
  missing: 'Hizmet bulunamadı',
  readFailedPrefix: 'Hizmet kaydedilemedi: ',
  notices: {
    created: 'Hizmet eklendi',
    updated: 'Hizmet güncellendi',
    toggled: 'Hizmet durumu güncellendi',
    popular: 'Popüler hizmet durumu güncellendi',
    deleted: 'Hizmet silindi',
  },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'catalogue.write');
  const dialogs = crudDialogs(
    request,
    CRUD,
    (id) => getService(context.db, id),
    (s) => s.name,
    (s) => ({ imageUrl: s.imageUrl, values: serviceFormValues(s) }),
  );
  return { services: listServicesAdmin(context.db), categories: categoryOptions(context.db), dialogs };
}

export const action = crudRouteAction('catalogue.write', CRUD, serviceFormSchema, (context) => {
  const flag = (key: 'isActive' | 'isPopular', notice: string) => (id: number) =>
    setServiceFlag(context.db, context.actor, id, key) ? notice : null;
  return {
    save: (id, value, expectedVersion) => saveService(context, context.actor, id, value, { expectedVersion }),
    currentValues: serviceFormValues,
    remove: (id) => removeService(context, context.actor, id),
    toggles: { toggle: flag('isActive', 'toggled'), 'toggle-popular': flag('isPopular', 'popular') },
  };
});

type Service = Route.ComponentProps['loaderData']['services'][number];

const COLUMNS: Column<Service>[] = [
  {
    header: 'Hizmet',
    cell: (s) => (
      <span className="flex items-center gap-2 font-medium">
        {s.imageUrl ? (
          <Thumb url={s.imageUrl} alt="" className="h-10 w-14" />
        ) : (
          <StudioSpriteIcon value={s.image} size={22} className="text-accent" />
        )}
        {s.name}
      </span>
    ),
  },
  { header: 'Kategori', cell: (s) => s.categoryDisplayName },
  numberColumn('Fiyat', (s) => formatKurus(s.priceKurus)),
  numberColumn('Süre', (s) => `${s.duration} dk`),
  numberColumn('Sıra', (s) => s.displayOrder),
  toggleColumn('Durum', { on: (s) => s.isActive, label: (s) => s.name }),
  toggleColumn('Popüler', {
    intent: 'toggle-popular',
    on: (s) => s.isPopular,
    label: (s) => `${s.name} popülerlik`,
    onText: 'Popüler',
    offText: 'Normal',
  }),
];

const TEXTS: CrudTexts = {
  add: 'Yeni Hizmet',
  create: 'Yeni Hizmet',
  edit: 'Hizmeti Düzenle',
  submit: ['Ekle', 'Güncelle'],
  table: 'Hizmetler',
  empty: { title: 'Henüz hizmet eklenmemiş', hint: "İlk hizmeti 'Yeni Hizmet' ile ekleyin." },
};
const FORM = crudForm<typeof serviceFormSchema>({
  id: 'service',
  defaults: { duration: DEFAULT_SERVICE_DURATION, displayOrder: 0, isActive: true },
  multipart: true,
  wide: true,
  className: 'grid gap-4 sm:grid-cols-2',
});

export default function AdminServices({ loaderData, actionData }: Route.ComponentProps) {
  const categories = loaderData.categories.map((c) => ({
    value: c.name,
    label: c.isActive ? c.displayName : `${c.displayName} (pasif)`,
  }));
  return (
    <CrudPage
      base={CRUD.back}
      title={tab.label}
      texts={TEXTS}
      columns={COLUMNS}
      name={(s) => s.name}
      rows={loaderData.services}
      dialogs={loaderData.dialogs}
      reply={actionData}
      form={FORM}
      remove={(s) => `"${s.name}" hizmetini silmek istediğinizden emin misiniz?`}
      fields={(fields) => (
        <>
          <TextField meta={fields.name} label="Hizmet Adı" required />
          <SelectField
            meta={fields.category}
            label="Kategori"
            required
            placeholder="Kategori seçin"
            options={categories}
          />
          <TextAreaField meta={fields.description} label="Açıklama" required className="sm:col-span-2" />
          <TextField
            meta={fields.price}
            label="Fiyat (₺)"
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            required
          />
          <TextField meta={fields.duration} label="Süre (dakika)" type="number" step="1" min="1" max="600" required />
          <TextField meta={fields.displayOrder} label="Sıra" type="number" step="1" min="0" />
          <TextField
            meta={fields.rebookAfterDays}
            label="Yeniden randevu önerisi (gün)"
            type="number"
            step="1"
            min="1"
            max="365"
            hint="Örn. jel için 21: tamamlanan randevudan bu kadar gün sonra müşteriye yeni randevu bağlantısı gider. Boş: gönderilmez."
          />
          <div className="sm:col-span-2">
            <ImageField
              meta={fields.photo}
              removeMeta={fields.removePhoto}
              label="Kart Resmi (isteğe bağlı)"
              accept={IMAGE_ACCEPT}
              currentUrl={loaderData.dialogs.editing?.imageUrl}
              hint="Hizmet kartında simgenin yerine görünür. JPG, PNG, WEBP veya GIF; en fazla 5MB"
            />
          </div>
          <IconPicker
            meta={fields.icon}
            label="Simge (resim yoksa kartta görünür)"
            allowNone
            className="sm:col-span-2"
          />
          <TextAreaField
            meta={fields.features}
            label="Özellikler"
            hint="Her satıra bir özellik yazın"
            rows={4}
            className="sm:col-span-2"
          />
          <CheckboxField meta={fields.isActive} label="Aktif (sitede ve randevu formunda görünür)" />
          <CheckboxField meta={fields.isPopular} label="Popüler hizmet" />
        </>
      )}
    />
  );
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
