import { getCollectionProps } from '@conform-to/react';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { CheckboxField, FieldErrors, TextAreaField, TextField } from '~/ui/admin/content-ui';
import { CrudPage, crudForm, numberColumn, toggleColumn, type Column, type CrudTexts } from '~/ui/admin/crud';
import { packageSchema } from '~/domain/catalog-forms';
import { crudDialogs, crudRouteAction, type CrudConfig, type SaveResult } from '~/http/crud.server';
import { formatKurus } from '~/utils/money';
import { requireAdmin } from '~/http/auth.server';
import {
  deletePackage,
  getPackage,
  listPackagesAdmin,
  packageFormValues,
  savePackage,
  setPackageActive,
} from '~/models/catalogue/packages.server';
import { listServicesAdmin } from '~/models/catalogue/services.server';
import type { Route } from './+types/packages';

const tab = adminTab('/admin/packages');
const CRUD: CrudConfig = {
  back: tab.path,
  missing: 'Paket bulunamadı',
  readFailedPrefix: 'Paket kaydedilemedi: ',
  notices: {
    created: 'Paket eklendi',
    updated: 'Paket güncellendi',
    toggled: 'Paket durumu güncellendi',
    deleted: 'Paket silindi',
  },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'catalogue.write');
  const services = listServicesAdmin(context.db).map((s) => ({
    id: s.id,
    name: s.name,
    priceKurus: s.priceKurus,
    duration: s.duration,
    isActive: s.isActive,
  }));
  const dialogs = crudDialogs(
    request,
    CRUD,
    (id) => getPackage(context.db, id),
    (p) => p.name,
    (p) => ({ values: packageFormValues(p) }),
  );
  return { packages: listPackagesAdmin(context.db), services, dialogs };
}

export const action = crudRouteAction('catalogue.write', CRUD, packageSchema, (context) => ({
  save: (id, value, expectedVersion): SaveResult => {
    const result = savePackage(context.db, context.actor, id, value, { expectedVersion });
    if (result.ok || 'notFound' in result) return result;
    return 'kind' in result
      ? { ok: false, stale: result }
      : { ok: false, fieldErrors: { [result.field]: [result.message] } };
  },
  currentValues: packageFormValues,
  remove: (id) => deletePackage(context.db, context.actor, id),
  toggles: { toggle: (id) => (setPackageActive(context.db, context.actor, id) ? 'toggled' : null) },
}));

type Package = Route.ComponentProps['loaderData']['packages'][number];

const COLUMNS: Column<Package>[] = [
  { header: 'Paket', cell: (p) => p.name, className: 'font-medium' },
  { header: 'Hizmetler', cell: (p) => p.serviceNames.join(', ') || '—', className: 'max-w-xs text-xs text-stone-300' },
  numberColumn('Fiyat', (p) => (
    <>
      <span className="block text-xs text-stone-400 line-through">{formatKurus(p.originalPriceKurus)}</span>
      <span className="block font-medium">{formatKurus(p.discountedPriceKurus)}</span>
    </>
  )),
  numberColumn('Süre', (p) => `${p.duration} dk`),
  numberColumn('Sıra', (p) => p.displayOrder),
  toggleColumn('Durum', { on: (p) => p.isActive, label: (p) => p.name }),
];

const TEXTS: CrudTexts = {
  add: 'Yeni Paket',
  create: 'Yeni Paket',
  edit: 'Paketi Düzenle',
  submit: ['Ekle', 'Güncelle'],
  empty: { title: 'Henüz paket eklenmemiş', hint: 'Birkaç hizmeti indirimli bir pakette birleştirin.' },
  table: 'Paketler',
};

export default function AdminPackages({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CrudPage
      base={CRUD.back}
      title={tab.label}
      texts={TEXTS}
      columns={COLUMNS}
      name={(p) => p.name}
      rows={loaderData.packages}
      dialogs={loaderData.dialogs}
      reply={actionData}
      form={crudForm<typeof packageSchema>({
        id: 'package',
        defaults: { displayOrder: 0, isActive: true },
        wide: true,
        className: 'grid gap-4 sm:grid-cols-2',
      })}
      remove={(p) => `"${p.name}" paketini silmek istediğinizden emin misiniz?`}
      fields={(fields, _form, editing) => {
        // the active services, and the inactive ones the package already holds
        const held = (editing?.values.services ?? []) as number[];
        const services = loaderData.services.filter((s) => s.isActive || held.includes(s.id));
        const byId = new Map(services.map((s) => [String(s.id), s]));
        return (
          <>
            <TextField meta={fields.name} label="Paket Adı" required className="sm:col-span-2" />
            <TextAreaField meta={fields.description} label="Açıklama" required className="sm:col-span-2" />
            <TextField
              meta={fields.originalPrice}
              label="Normal Fiyat (₺)"
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              required
            />
            <TextField
              meta={fields.discountedPrice}
              label="İndirimli Fiyat (₺)"
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              required
            />
            <TextField
              meta={fields.duration}
              label="Süre (dakika, isteğe bağlı)"
              type="number"
              step="1"
              min="1"
              hint="Boş bırakılırsa hizmetlerin süreleri toplanır"
            />
            <TextField meta={fields.displayOrder} label="Sıra" type="number" step="1" min="0" />
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium">Pakete Dahil Hizmetler</legend>
              <div className="mt-2 grid max-h-64 gap-1 overflow-y-auto rounded-xl border border-line p-2 sm:grid-cols-2">
                {getCollectionProps(fields.services, {
                  type: 'checkbox',
                  options: services.map((s) => String(s.id)),
                }).map((props) => {
                  const s = byId.get(props.value)!;
                  return (
                    <label
                      key={props.key}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm hover:bg-stone-800"
                    >
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
          </>
        );
      }}
    />
  );
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
