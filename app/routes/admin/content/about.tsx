import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import {
  CheckboxField,
  FieldErrors,
  FormSection,
  ImageField,
  TextAreaField,
  TextField,
  Thumb,
} from '~/ui/admin/content-ui';
import { CrudPage, crudForm, toggleColumn, type Column, type CrudTexts } from '~/ui/admin/crud';
import { formatTurkishDayOf } from '~/domain/clock';
import { ABOUT_DELETE_CONFIRM, ABOUT_STAT_ROWS_MIN, ABOUT_STATS_MAX, aboutPageSchema } from '~/domain/content-forms';
import { IMAGE_ACCEPT } from '~/domain/uploads';
import { crudDialogs, crudRouteAction, type CrudConfig } from '~/http/crud.server';
import {
  aboutPageFormValues,
  getAboutPage,
  listAboutPages,
  removeAboutPage,
  saveAboutPage,
  serializeAboutPage,
  setAboutPageActive,
} from '~/models/content/about.server';
import { requireAdmin } from '~/http/auth.server';
import type { Route } from './+types/about';

const tab = adminTab('/admin/about');
const CRUD: CrudConfig = {
  back: tab.path,
  missing: 'Hakkımızda sayfası bulunamadı',
  readFailedPrefix: 'Sayfa kaydedilemedi: ',
  notices: {
    created: 'Sayfa oluşturuldu',
    updated: 'Sayfa güncellendi',
    toggled: 'Sayfa durumu güncellendi',
    deleted: 'Sayfa silindi',
  },
};

const EMPTY_STAT = { title: '', value: '', icon: '' };
function withBlankRows<T>(rows: T[], blank: T): T[] {
  return [...rows, ...Array.from({ length: Math.max(1, ABOUT_STAT_ROWS_MIN - rows.length) }, () => blank)].slice(
    0,
    ABOUT_STATS_MAX,
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'content.write');
  const formOf = (stored: NonNullable<ReturnType<typeof getAboutPage>>) => {
    const page = serializeAboutPage(stored);
    const values = aboutPageFormValues(page);
    return {
      heroImage: page.heroImage,
      storyImage: page.storyImage,
      values: { ...values, statsData: withBlankRows(values.statsData, EMPTY_STAT) },
    };
  };
  return {
    pages: listAboutPages(context.db),
    dialogs: crudDialogs(
      request,
      CRUD,
      (id) => getAboutPage(context.db, id),
      (p) => p.heroTitle,
      formOf,
    ),
  };
}

export const action = crudRouteAction('content.write', CRUD, aboutPageSchema, (context) => ({
  save: (id, value) => saveAboutPage(context, id, value),
  remove: (id) => removeAboutPage(context, id),
  toggles: { toggle: (id) => (setAboutPageActive(context.db, context.actor, id) ? 'toggled' : null) },
}));

type Page = Route.ComponentProps['loaderData']['pages'][number];

const COLUMNS: Column<Page>[] = [
  { header: 'Görsel', cell: (p) => <Thumb url={p.heroImage} alt="" className="h-12 w-20" /> },
  {
    header: 'Başlık',
    cell: (p) => (
      <>
        <span className="block font-medium">{p.heroTitle}</span>
        {p.heroSubtitle ? <span className="block text-xs text-stone-400">{p.heroSubtitle}</span> : null}
      </>
    ),
  },
  toggleColumn('Durum', { on: (p) => p.isActive, label: (p) => p.heroTitle, onText: 'Yayında', offText: 'Pasif' }),
  { header: 'Oluşturulma', cell: (p) => formatTurkishDayOf(p.createdAt), className: 'whitespace-nowrap' },
];

const TEXTS: CrudTexts = {
  table: 'Hakkımızda sayfaları',
  empty: { title: 'Henüz hakkımızda sayfası yok', hint: "'Yeni Sayfa' ile oluşturun ve yayına alın." },
  add: 'Yeni Sayfa',
  create: 'Yeni Hakkımızda Sayfası',
  edit: 'Sayfayı Düzenle',
  submit: ['Oluştur', 'Güncelle'],
};
const NEW_PAGE = { ctaButtonText: 'RANDEVU AL', ctaButtonLink: '/contact', statsData: withBlankRows([], EMPTY_STAT) };

export default function AdminAbout({ loaderData, actionData }: Route.ComponentProps) {
  const { dialogs } = loaderData;
  const editing = dialogs.editing;
  return (
    <CrudPage
      base={CRUD.back}
      title={tab.label}
      texts={TEXTS}
      columns={COLUMNS}
      name={(p) => p.heroTitle}
      intro={
        <p className="mb-4 text-sm text-stone-400">
          Sitedeki Hakkımızda sayfası yayındaki sayfadır; aynı anda tek sayfa yayında olur.
        </p>
      }
      rows={loaderData.pages}
      dialogs={dialogs}
      reply={actionData}
      form={crudForm<typeof aboutPageSchema>({
        id: 'about',
        defaults: NEW_PAGE,
        multipart: true,
        wide: true,
        className: 'space-y-5',
      })}
      remove={() => ABOUT_DELETE_CONFIRM}
      removeTitle
      fields={(fields, form) => {
        const rows = fields.statsData.getFieldList();
        return (
          <>
            <FormSection title="Hero">
              <TextField meta={fields.heroTitle} label="Başlık" required />
              <TextField meta={fields.heroSubtitle} label="Alt başlık" />
              <TextAreaField
                meta={fields.heroDescription}
                label="Açıklama"
                className="sm:col-span-2"
                hint="Her satır sayfada ayrı bir paragraf olur"
              />
              <div className="sm:col-span-2">
                <ImageField
                  meta={fields.heroImage}
                  removeMeta={fields.removeHeroImage}
                  label="Hero resmi"
                  accept={IMAGE_ACCEPT}
                  currentUrl={editing?.heroImage}
                  hint="En fazla 5MB"
                />
              </div>
            </FormSection>
            <FormSection title="Hikayemiz">
              <TextField meta={fields.storyTitle} label="Başlık" required className="sm:col-span-2" />
              <TextAreaField meta={fields.storyContent} label="İçerik" rows={4} className="sm:col-span-2" />
              <div className="sm:col-span-2">
                <ImageField
                  meta={fields.storyImage}
                  removeMeta={fields.removeStoryImage}
                  label="Hikaye resmi"
                  accept={IMAGE_ACCEPT}
                  currentUrl={editing?.storyImage}
                  hint="En fazla 5MB"
                />
              </div>
            </FormSection>
            <FormSection title="Misyon ve Vizyon">
              <TextField meta={fields.missionTitle} label="Misyon başlığı" required />
              <TextField meta={fields.visionTitle} label="Vizyon başlığı" required />
              <TextAreaField meta={fields.missionContent} label="Misyon" />
              <TextAreaField meta={fields.visionContent} label="Vizyon" />
            </FormSection>
            <FormSection title="Değerlerimiz">
              <TextField meta={fields.valuesTitle} label="Başlık" required className="sm:col-span-2" />
              <TextAreaField meta={fields.valuesContent} label="İçerik" className="sm:col-span-2" />
            </FormSection>
            <FormSection title="İstatistikler">
              <TextField meta={fields.statsTitle} label="Başlık" required />
              <TextField meta={fields.statsSubtitle} label="Alt başlık" />
              <div className="sm:col-span-2">
                <p className="text-sm text-stone-400">Boş bırakılan satırlar kaydedilmez.</p>
                <ol className="mt-2 space-y-2">
                  {rows.map((row, index) => {
                    const cells = row.getFieldset();
                    return (
                      <li key={row.key} className="grid grid-cols-[1fr_1fr_5rem_auto] items-end gap-2">
                        <TextField meta={cells.title} label={`${index + 1}. Başlık`} />
                        <TextField meta={cells.value} label="Değer" />
                        <TextField meta={cells.icon} label="Simge" />
                        <button
                          {...form.remove.getButtonProps({ name: fields.statsData.name, index })}
                          className="mb-0.5 inline-flex min-h-11 items-center rounded-full px-3 text-sm text-red-200 hover:bg-red-950"
                          aria-label={`${index + 1}. istatistik satırını kaldır`}
                        >
                          Kaldır
                        </button>
                      </li>
                    );
                  })}
                </ol>
                <FieldErrors meta={fields.statsData} />
                {rows.length < ABOUT_STATS_MAX ? (
                  <button
                    {...form.insert.getButtonProps({ name: fields.statsData.name, defaultValue: EMPTY_STAT })}
                    className="btn-ghost mt-3"
                  >
                    + Satır Ekle
                  </button>
                ) : null}
              </div>
            </FormSection>
            <FormSection title="Harekete Geçirici Bölüm">
              <TextField meta={fields.ctaTitle} label="Başlık" required />
              <TextAreaField meta={fields.ctaContent} label="İçerik" rows={2} />
              <TextField meta={fields.ctaButtonText} label="Buton yazısı" required />
              <TextField meta={fields.ctaButtonLink} label="Buton bağlantısı" required hint="örn: /contact" />
            </FormSection>
            <CheckboxField
              meta={fields.isActive}
              label="Yayında (sitedeki Hakkımızda sayfası bu olsun)"
              hint="Aynı anda tek sayfa yayında olur; bu sayfayı yayına almak diğerlerini yayından kaldırır."
            />
          </>
        );
      }}
    />
  );
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
