import { getFormProps } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { parseWithZod } from '@conform-to/zod/v4';
import { useRef, useState } from 'react';
import { data, Form, redirect } from 'react-router';
import type { z } from 'zod';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/ui/admin/admin-ui';
import { ColorField } from '~/routes/admin/content/color-field';
import { FormErrors, FormSection, ImageField, TextAreaField, TextField, useBusy } from '~/ui/admin/content-ui';
import { homeSettingsSchema, resolveColorInputs, type HomeImageField } from '~/domain/content-forms';
import { IMAGE_ACCEPT } from '~/domain/uploads';
import { contrastWarnings } from '~/domain/palette';
import { noticeFrom, readAdminForm } from '~/http/admin-form.server';
import { answerFieldErrors, answerInvalid, replyWithError } from '~/http/form-answer.server';
import { replyFor, type FormReply } from '~/utils/form-reply';
import { actorOf, requireAdmin } from '~/http/auth.server';
import {
  getHomeSettings,
  homeSettingsFormValues,
  saveHomeSettings,
  serializeHomeSettings,
} from '~/models/content/home-settings.server';
import type { Route } from './+types/home';
import { useTypedBeforeHydration } from '~/ui/typed-before-hydration';

const tab = adminTab('/admin/home');
const NOTICES = { saved: 'Ayarlar başarıyla güncellendi!' };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'content.write');
  const row = getHomeSettings(context.db);
  if (!row) throw data('Ayarlar yüklenirken hata oluştu', { status: 404 });
  const settings = serializeHomeSettings(row);
  return { settings, values: homeSettingsFormValues(settings), notice: noticeFrom(request, NOTICES) };
}

export async function action({ request, context: base }: Route.ActionArgs) {
  const context = { ...base, actor: actorOf(await requireAdmin(request, base, 'content.write'), base) };
  const read = await readAdminForm(request);
  if (!read.ok) return replyWithError('save', `Ayarlar kaydedilirken hata oluştu: ${read.message}`, read.status);
  const submission = parseWithZod(resolveColorInputs(read.form), { schema: homeSettingsSchema });
  if (submission.status !== 'success') return answerInvalid('save', submission);
  const result = await saveHomeSettings(context, submission.value);
  if (!result.ok)
    return answerFieldErrors('save', submission, 'fieldErrors' in result ? result.fieldErrors : {}, [
      'Resim işlemi sırasında hata oluştu',
    ]);
  throw redirect('/admin/home?ok=saved');
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export default function AdminHome({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, values, notice } = loaderData;
  const busy = useBusy('save');
  // a new form after each save: chosen files, previews and removal boxes start empty again
  const [form, fields] = useServerForm<z.input<typeof homeSettingsSchema>>({
    id: `home-settings-${settings.updatedAt.replace(/\D/g, '')}`,
    lastResult: replyFor(actionData as FormReply | undefined, 'save'),
    defaultValue: values,
  });
  // the saved colours (server-rendered: without JavaScript the warning shows after saving), then live as they are picked
  const [colors, setColors] = useState({
    backgroundColor: String(values.backgroundColor),
    secondaryBackgroundColor: String(values.secondaryBackgroundColor),
  });
  const warnings = contrastWarnings(colors);
  // a colour typed before the page hydrated stays (docs/decisions/0539)
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const image = (field: HomeImageField, label: string, hint: string) => (
    <ImageField
      meta={fields[field]}
      removeMeta={fields[`remove_${field}`]}
      label={label}
      accept={IMAGE_ACCEPT}
      currentUrl={settings[field]}
      hint={`${hint}; GIF, JPG, PNG veya WEBP, en fazla 5MB`}
    />
  );
  return (
    <section>
      <AdminPageHeader title="Ana Sayfa Ayarları" />
      <div className="mb-4">
        <SuccessNotice message={notice} />
      </div>
      <Form
        ref={formRef}
        key={form.id}
        method="post"
        encType="multipart/form-data"
        preventScrollReset
        className="space-y-6"
        {...getFormProps(form)}
      >
        <input type="hidden" name="intent" value="save" />
        <FormErrors errors={form.errors} id={form.errorId} />
        <FormSection large title="Hero Bölümü">
          <TextField meta={fields.heroTitle} label="Başlık" required />
          <TextField meta={fields.heroSubtitle} label="Alt başlık" />
          <TextAreaField meta={fields.heroDescription} label="Açıklama" className="lg:col-span-2" />
          <div className="lg:col-span-2">{image('heroBackgroundImage', 'Arka plan resmi', 'Önerilen 1920x1080')}</div>
        </FormSection>
        <FormSection large title="Sanatçı Bölümü">
          <TextField meta={fields.artistTitle} label="Başlık" required />
          <TextAreaField meta={fields.artistDescription} label="Açıklama" />
          <div className="lg:col-span-2">{image('artistPortraitImage', 'Portre resmi', 'Önerilen 800x1000')}</div>
        </FormSection>
        <FormSection large title="Vitrin">
          <TextAreaField meta={fields.showcaseDescription} label="Vitrin açıklaması" className="lg:col-span-2" />
          {image('showcaseImage1', 'Vitrin resmi 1', 'Önerilen 400x400')}
          {image('showcaseImage2', 'Vitrin resmi 2', 'Önerilen 400x500')}
          {image('showcaseImage3', 'Vitrin resmi 3', 'Önerilen 400x400 (1:1)')}
        </FormSection>
        <FormSection large title="Müşteri Yorumları">
          <TextField meta={fields.testimonialsTitle} label="Başlık" required />
          <TextAreaField meta={fields.testimonialsDescription} label="Açıklama" />
        </FormSection>
        <FormSection large title="Renkler">
          <ColorField
            meta={fields.backgroundColor}
            label="Ana arka plan rengi"
            hint="Varsayılan #000000"
            onValueChange={(v) => setColors((c) => ({ ...c, backgroundColor: v }))}
          />
          <ColorField
            meta={fields.secondaryBackgroundColor}
            label="İkincil arka plan rengi"
            hint="Randevu çağrısı bölümleri ve alt bilgi; varsayılan #1f2937"
            onValueChange={(v) => setColors((c) => ({ ...c, secondaryBackgroundColor: v }))}
          />
          <div className="lg:col-span-2" role="status" aria-live="polite" data-testid="contrast-warnings">
            {warnings.length > 0 ? (
              <div className="rounded-xl border border-yellow-500/60 bg-yellow-400/10 p-4 text-sm text-yellow-100">
                <p className="font-semibold">Renk uyarısı: okunabilirlik (WCAG AA)</p>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </FormSection>
        <FormSection large title="Galeri Sayfası">
          <div className="lg:col-span-2">{image('galleryHeroImage', 'Galeri hero resmi', 'Önerilen 1920x1080')}</div>
        </FormSection>
        <FormSection large title="İletişim Bölümü">
          <TextField meta={fields.contactTitle} label="Başlık" required />
          <div className="lg:col-span-2">
            {image('contactBackgroundImage', 'Arka plan resmi', 'Önerilen 1920x1080 (16:9)')}
          </div>
        </FormSection>
        <div className="sticky bottom-0 flex justify-end border-t border-line bg-stone-950/95 py-3">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Kaydediliyor...' : 'Kaydet'}
          </button>
        </div>
      </Form>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
