import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
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
import { ABOUT_DELETE_CONFIRM, ABOUT_STAT_ROWS_MIN, ABOUT_STATS_MAX, aboutPageSchema } from '~/domain/content-forms';
import { IMAGE_ACCEPT } from '~/domain/uploads';
import { formId, hasParam, idParam, noticeFrom, notFound, readAdminForm } from '~/lib/admin-form.server';
import { aboutPageFormValues, getAboutPage, listAboutPages, removeAboutPage, saveAboutPage, serializeAboutPage, setAboutPageActive } from '~/models/about.server';
import { requireAdmin } from '~/models/auth.server';
import type { Route } from './+types/admin.about';
import { formatTurkishDayOf } from '~/domain/clock';

const tab = adminTab('/admin/about');
const BASE = '/admin/about';
const NOTICES = { created: 'Sayfa oluşturuldu', updated: 'Sayfa güncellendi', toggled: 'Sayfa durumu güncellendi', deleted: 'Sayfa silindi' };

const EMPTY_STAT = { title: '', value: '', icon: '' };
function withBlankRows<T>(rows: T[], blank: T): T[] {
  return [...rows, ...Array.from({ length: Math.max(1, ABOUT_STAT_ROWS_MIN - rows.length) }, () => blank)].slice(0, ABOUT_STATS_MAX);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const editId = idParam(request, 'edit');
  const deleteId = idParam(request, 'delete');
  const editing = editId ? getAboutPage(context.db, editId) : undefined;
  if (editId && !editing) notFound('Hakkımızda sayfası bulunamadı');
  const deleting = deleteId ? getAboutPage(context.db, deleteId) : undefined;
  const page = editing ? serializeAboutPage(editing) : null;
  return {
    pages: listAboutPages(context.db),
    creating: hasParam(request, 'new'),
    editing: page ? { id: page.id, heroTitle: page.heroTitle, heroImage: page.heroImage, storyImage: page.storyImage, values: aboutPageFormValues(page) } : null,
    deleting: deleting ? { id: deleting.id, heroTitle: deleting.heroTitle } : null,
    notice: noticeFrom(request, NOTICES),
  };
}

type ActionResult = { intent: string; lastResult: SubmissionResult<string[]> | null; formError: string | null };

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const read = await readAdminForm(request);
  if (!read.ok) return data<ActionResult>({ intent: 'save', lastResult: null, formError: `Sayfa kaydedilemedi: ${read.message}` }, { status: read.status });
  const form = read.form;
  const intent = String(form.get('intent') ?? '');
  switch (intent) {
    case 'create':
    case 'update': {
      const submission = parseWithZod(form, { schema: aboutPageSchema });
      // an add/remove-row button without JavaScript: answer the form with the rows changed
      if (submission.status !== 'success') return data<ActionResult>({ intent: 'save', lastResult: submission.reply(), formError: null }, { status: submission.status === 'error' ? 400 : 200 });
      const result = await saveAboutPage(context, intent === 'create' ? undefined : formId(form), submission.value);
      if (!result.ok) {
        if ('notFound' in result) notFound('Hakkımızda sayfası bulunamadı');
        return data<ActionResult>({ intent: 'save', lastResult: submission.reply({ fieldErrors: result.fieldErrors }), formError: null }, { status: 400 });
      }
      throw redirect(`${BASE}?ok=${intent === 'create' ? 'created' : 'updated'}`);
    }
    case 'toggle': {
      if (!setAboutPageActive(context.db, formId(form))) notFound('Hakkımızda sayfası bulunamadı');
      throw redirect(`${BASE}?ok=toggled`);
    }
    case 'delete': {
      if (!(await removeAboutPage(context, formId(form)))) notFound('Hakkımızda sayfası bulunamadı');
      throw redirect(`${BASE}?ok=deleted`);
    }
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);


function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-line p-4 sm:grid-cols-2">
      <legend className="px-2 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function AboutForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const editing = loaderData.editing;
  const intent = editing ? 'update' : 'create';
  const busy = useBusy(intent);
  const defaults = editing?.values ?? { ctaButtonText: 'RANDEVU AL', ctaButtonLink: '/contact', statsData: [] as { title: string; value: string; icon: string }[] };
  const [form, fields] = useForm<z.input<typeof aboutPageSchema>>({
    id: `about-form-${editing?.id ?? 'new'}`,
    lastResult: actionData?.intent === 'save' ? actionData.lastResult : undefined,
    defaultValue: { ...defaults, statsData: withBlankRows(defaults.statsData, EMPTY_STAT) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: aboutPageSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const rows = fields.statsData.getFieldList();
  return (
    <Dialog title={editing ? `Sayfayı Düzenle: ${editing.heroTitle}` : 'Yeni Hakkımızda Sayfası'} closeTo={BASE} wide>
      <Form method="post" encType="multipart/form-data" preventScrollReset className="space-y-5" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="recordId" value={editing.id} /> : null}
        <FormErrors errors={[...(actionData?.formError ? [actionData.formError] : []), ...(form.errors ?? [])]} id={form.errorId} />
        <Section title="Hero">
          <TextField meta={fields.heroTitle} label="Başlık" required />
          <TextField meta={fields.heroSubtitle} label="Alt başlık" />
          <TextAreaField meta={fields.heroDescription} label="Açıklama" className="sm:col-span-2" hint="Her satır sayfada ayrı bir paragraf olur" />
          <div className="sm:col-span-2">
            <ImageField meta={fields.heroImage} removeMeta={fields.removeHeroImage} label="Hero resmi" accept={IMAGE_ACCEPT} currentUrl={editing?.heroImage} hint="En fazla 5MB" />
          </div>
        </Section>
        <Section title="Hikayemiz">
          <TextField meta={fields.storyTitle} label="Başlık" required className="sm:col-span-2" />
          <TextAreaField meta={fields.storyContent} label="İçerik" rows={4} className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <ImageField meta={fields.storyImage} removeMeta={fields.removeStoryImage} label="Hikaye resmi" accept={IMAGE_ACCEPT} currentUrl={editing?.storyImage} hint="En fazla 5MB" />
          </div>
        </Section>
        <Section title="Misyon ve Vizyon">
          <TextField meta={fields.missionTitle} label="Misyon başlığı" required />
          <TextField meta={fields.visionTitle} label="Vizyon başlığı" required />
          <TextAreaField meta={fields.missionContent} label="Misyon" />
          <TextAreaField meta={fields.visionContent} label="Vizyon" />
        </Section>
        <Section title="Değerlerimiz">
          <TextField meta={fields.valuesTitle} label="Başlık" required className="sm:col-span-2" />
          <TextAreaField meta={fields.valuesContent} label="İçerik" className="sm:col-span-2" />
        </Section>
        <Section title="İstatistikler">
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
              <button {...form.insert.getButtonProps({ name: fields.statsData.name, defaultValue: EMPTY_STAT })} className="btn-ghost mt-3">
                + Satır Ekle
              </button>
            ) : null}
          </div>
        </Section>
        <Section title="Harekete Geçirici Bölüm">
          <TextField meta={fields.ctaTitle} label="Başlık" required />
          <TextAreaField meta={fields.ctaContent} label="İçerik" rows={2} />
          <TextField meta={fields.ctaButtonText} label="Buton yazısı" required />
          <TextField meta={fields.ctaButtonLink} label="Buton bağlantısı" required hint="örn: /contact" />
        </Section>
        <CheckboxField meta={fields.isActive} label="Yayında (sitedeki Hakkımızda sayfası bu olsun)" hint="Aynı anda tek sayfa yayında olur; bu sayfayı yayına almak diğerlerini yayından kaldırır." />
        <FormButtons closeTo={BASE} busy={busy} label={editing ? 'Güncelle' : 'Oluştur'} />
      </Form>
    </Dialog>
  );
}

export default function AdminAbout({ loaderData, actionData }: Route.ComponentProps) {
  const { pages, creating, editing, deleting, notice } = loaderData;
  return (
    <section>
      <AdminPageHeader title={tab.label}>
        <Link to="?new" preventScrollReset className="btn-primary">
          + Yeni Sayfa
        </Link>
      </AdminPageHeader>
      <div className="mb-4">
        <SuccessNotice message={notice} />
      </div>
      <p className="mb-4 text-sm text-stone-400">Sitedeki Hakkımızda sayfası yayındaki sayfadır; aynı anda tek sayfa yayında olur.</p>
      {pages.length === 0 ? (
        <EmptyState title="Henüz hakkımızda sayfası yok" hint="'Yeni Sayfa' ile oluşturun ve yayına alın." />
      ) : (
        <TableFrame label="Hakkımızda sayfaları">
          <thead>
            <tr>
              <th className={thClass}>Görsel</th>
              <th className={thClass}>Başlık</th>
              <th className={thClass}>Durum</th>
              <th className={thClass}>Oluşturulma</th>
              <th className={thClass}>İşlemler</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((p) => (
              <tr key={p.id}>
                <td className={tdClass}>
                  <Thumb url={p.heroImage} alt="" className="h-12 w-20" />
                </td>
                <td className={tdClass}>
                  <span className="block font-medium">{p.heroTitle}</span>
                  {p.heroSubtitle ? <span className="block text-xs text-stone-400">{p.heroSubtitle}</span> : null}
                </td>
                <td className={tdClass}>
                  <ToggleButton id={p.id} intent="toggle" on={p.isActive} onText="Yayında" offText="Pasif" label={p.heroTitle} />
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatTurkishDayOf(p.createdAt)}</td>
                <td className={tdClass}>
                  <div className="flex gap-2">
                    <ActionLink to={`?edit=${p.id}`} label={`${p.heroTitle} düzenle`}>
                      Düzenle
                    </ActionLink>
                    <ActionLink to={`?delete=${p.id}`} label={`${p.heroTitle} sil`} danger>
                      Sil
                    </ActionLink>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      {creating || editing ? <AboutForm loaderData={loaderData} actionData={actionData} /> : null}
      {deleting ? <ConfirmDelete id={deleting.id} closeTo={BASE} message={ABOUT_DELETE_CONFIRM} title={`Sil: ${deleting.heroTitle}`} /> : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-ui';
