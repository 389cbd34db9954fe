import type { FieldMetadata } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { Form, Link, useNavigation } from 'react-router';
import { AdminPageHeader, SuccessNotice } from '../../../ui/admin/admin-ui';
import { CUSTOMER_KINDS, CUSTOMER_KIND_LABELS, type CustomerKind } from '~/domain/message-topics';
import { postedText } from '~/domain/form-fields';
import {
  kindFieldName,
  PHONE_MESSAGES,
  SMS_DEFAULTS,
  templateFieldName,
  WHATSAPP_DEFAULTS,
  WHATSAPP_TEST_TEMPLATE,
} from '~/domain/phone-messages';
import { adminTab } from '~/ui/admin/admin-tabs';
import type { ChannelLoaderData } from './phone-channel.server';
import { CREDENTIALS_HINT } from '~/domain/permissions';
import { replyFor, type FormReply } from '~/utils/form-reply';
import { Card, CheckboxField, ResultLine, TextField, inputClass, type TestSendReply } from './messaging-fields';

/**
 * The SMS and WhatsApp screens, one implementation: the page (header with the outbox link, the
 * saved notice, the settings card beside the test card), the settings form drawn from the
 * channel's list of text fields (conform's reply puts each message under its field and keeps
 * what was typed, the secret excepted), the per-kind switches (with WhatsApp's template name
 * beside each) and the test message form.
 */

type Answer = FormReply | TestSendReply | undefined;

/** One text input of a channel's settings form; `saved`: the stored value (or the default). */
export type ChannelTextField = {
  name: string;
  label: string;
  saved: string;
  hint?: string;
  placeholder?: string;
  required?: boolean;
  inputMode?: 'numeric';
};

/**
 * The channel's stored secret (password, access token): never shown, blank keeps it; only an
 * account that may write credentials types a new one. `stored`: one is saved; the hints for a
 * saved one and for a first one, the placeholder of a first one.
 */
export type ChannelSecretField = {
  name: string;
  label: string;
  stored: boolean;
  keptHint: string;
  newHint: string;
  newPlaceholder: string;
};

export type PhoneChannelForm = {
  /** the text fields before the secret, then after it */
  before: ChannelTextField[];
  secret: ChannelSecretField;
  after: ChannelTextField[];
  active: { saved: boolean; hint: string };
  kinds: { enabled: (kind: CustomerKind) => boolean; templates?: (kind: CustomerKind) => string };
  note?: React.ReactNode;
};

/** The whole screen from the shared loader's data and the action's answer; the channel gives its title, its settings form and its test texts. */
export function PhoneChannelPage({
  title,
  data: { failed, notice, mayWriteSecrets },
  actionData,
  settingsTitle,
  id,
  formKey,
  form,
  test: testTexts,
}: {
  title: string;
  data: { failed: number; notice: string | null; mayWriteSecrets: boolean };
  actionData: unknown;
  settingsTitle: string;
  id: string;
  /** a fresh form after each save: the typed secret is gone, the stored one stays hidden */
  formKey: string;
  form: PhoneChannelForm;
  test: { label: string; hint: string };
}) {
  const answer = actionData as Answer;
  const test = answer?.intent === 'test' && 'result' in answer ? answer : undefined;
  return (
    <section>
      <MessagingHeader title={title} failed={failed} notice={notice} />
      <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <Card title={settingsTitle} id={id}>
          <SettingsForm key={formKey} id={id} form={form} reply={answer} mayWriteSecrets={mayWriteSecrets} />
        </Card>
        <Card title="Test Mesajı" id={`${id}-test`}>
          <TestMessageForm
            {...testTexts}
            result={test?.result ?? null}
            phone={test ? postedText(test.lastResult.initialValue).phone : undefined}
          />
        </Card>
      </div>
    </section>
  );
}

/** The heading of a messaging settings screen: the outbox link (with the failed count) and the saved notice. */
export function MessagingHeader({ title, failed, notice }: { title: string; failed: number; notice: string | null }) {
  return (
    <>
      <AdminPageHeader title={title}>
        <Link to="/admin/outbox" className="btn-ghost px-4">
          Gönderim kuyruğu{failed > 0 ? ` (${failed} başarısız)` : ''}
        </Link>
      </AdminPageHeader>
      <div className="mb-6">
        <SuccessNotice message={notice} />
      </div>
    </>
  );
}

function SettingsForm({
  id,
  form: spec,
  reply,
  mayWriteSecrets,
}: {
  id: string;
  form: PhoneChannelForm;
  reply: Answer;
  mayWriteSecrets: boolean;
}) {
  const { stored, keptHint, newHint, newPlaceholder, ...secret } = spec.secret;
  const lastResult = replyFor(reply, 'save');
  const [form, fields] = useServerForm({ id: `${id}-settings`, lastResult });
  const posted = lastResult ? postedText(lastResult.initialValue) : null;
  const error = (name: string) => (fields as unknown as Record<string, FieldMetadata<unknown>>)[name]?.errors?.[0];
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const text = ({ saved, ...field }: ChannelTextField) => (
    <TextField
      key={field.name}
      {...field}
      autoComplete="off"
      defaultValue={posted ? (posted[field.name] ?? '') : saved}
      error={error(field.name)}
    />
  );
  const checked = (name: string, saved: boolean) => (posted ? posted[name] === 'on' : saved);
  return (
    <Form method="post" className="space-y-4" id={form.id}>
      {form.status === 'error' ? <ResultLine result={{ ok: false, message: PHONE_MESSAGES.notSaved }} /> : null}
      {spec.before.map(text)}
      <TextField
        {...secret}
        type="password"
        autoComplete="off"
        placeholder={stored ? '•••••••• (kayıtlı)' : newPlaceholder}
        hint={!mayWriteSecrets ? CREDENTIALS_HINT : stored ? keptHint : newHint}
        disabled={!mayWriteSecrets}
        error={error(secret.name)}
      />
      {spec.after.map(text)}
      <CheckboxField
        name="isActive"
        label="Aktif"
        hint={spec.active.hint}
        defaultChecked={checked('isActive', spec.active.saved)}
      />
      <KindSwitches
        enabled={(kind) => checked(kindFieldName(kind), spec.kinds.enabled(kind))}
        templates={
          spec.kinds.templates
            ? (kind) => (posted ? (posted[templateFieldName(kind)] ?? '') : spec.kinds.templates!(kind))
            : undefined
        }
        error={error}
      />
      {spec.note}
      <button type="submit" name="intent" value="save" className="btn-primary" disabled={busy}>
        {busy ? 'Kaydediliyor...' : 'Kaydet'}
      </button>
    </Form>
  );
}

function KindSwitches({
  enabled,
  templates,
  error,
}: {
  enabled: (kind: CustomerKind) => boolean;
  templates?: (kind: CustomerKind) => string;
  error: (name: string) => string | undefined;
}) {
  return (
    <fieldset className="space-y-3 rounded-2xl border border-line p-4">
      <legend className="px-1 text-sm font-medium">Gönderilecek mesajlar</legend>
      {CUSTOMER_KINDS.map((kind) => {
        const templateError = error(templateFieldName(kind));
        return (
          <div key={kind} className={templates ? 'grid items-start gap-2 sm:grid-cols-[1fr_16rem]' : undefined}>
            <CheckboxField
              name={kindFieldName(kind)}
              label={CUSTOMER_KIND_LABELS[kind]}
              defaultChecked={enabled(kind)}
            />
            {templates ? (
              <div>
                <label htmlFor={`f-${templateFieldName(kind)}`} className="sr-only">
                  {CUSTOMER_KIND_LABELS[kind]}: şablon adı
                </label>
                <input
                  id={`f-${templateFieldName(kind)}`}
                  name={templateFieldName(kind)}
                  defaultValue={templates(kind)}
                  placeholder="onayli_sablon_adi"
                  autoComplete="off"
                  aria-invalid={templateError ? true : undefined}
                  className={`${inputClass} mt-0`}
                />
                {templateError ? <p className="mt-1 text-sm text-red-300">{templateError}</p> : null}
              </div>
            ) : null}
          </div>
        );
      })}
      <p className="text-xs text-stone-400">
        Yalnızca randevu formunda bu kanala izin veren müşterilere gönderilir. Hatırlatmaların zamanı (24 saat / 2 saat
        önce) Ayarlar sayfasındadır.
      </p>
    </fieldset>
  );
}

function TestMessageForm({
  label,
  hint,
  result,
  phone,
}: {
  label: string;
  hint: string;
  result: { ok: boolean; message: string } | null;
  phone?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'test';
  return (
    <Form method="post" className="space-y-4" aria-label={label}>
      <TextField
        name="phone"
        label="Test telefon numarası"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="0532 123 45 67"
        hint={hint}
        defaultValue={phone}
      />
      <button type="submit" name="intent" value="test" className="btn-ghost" disabled={busy}>
        {busy ? 'Gönderiliyor...' : 'Test Mesajı Gönder'}
      </button>
      <ResultLine result={result} />
    </Form>
  );
}

type Data = ChannelLoaderData;

/** Each channel's words: the card's title, the settings form's fields, the test's texts. */
function channelPage(data: Data): {
  settingsTitle: string;
  form: PhoneChannelForm;
  test: { label: string; hint: string };
} {
  if (data.channel === 'sms') {
    const s = data.settings;
    return {
      settingsTitle: 'SMS Sağlayıcısı (Netgsm)',
      form: {
        before: [
          {
            name: 'baseUrl',
            label: 'API adresi',
            saved: s?.baseUrl ?? SMS_DEFAULTS.baseUrl,
            hint: 'Netgsm için https://api.netgsm.com.tr (istekler /sms/rest/v2/send adresine gider).',
          },
          {
            name: 'username',
            label: 'Kullanıcı adı (abone no)',
            saved: s?.username ?? '',
            placeholder: '850xxxxxxx',
            required: true,
          },
        ],
        secret: {
          name: 'password',
          label: 'API şifresi',
          stored: Boolean(s?.hasPassword),
          newPlaceholder: '',
          keptHint: 'Boş bırakırsanız kayıtlı şifre korunur; adres veya kullanıcı adı değişirse silinir.',
          newHint: 'Şifrelenerek saklanır ve bir daha gösterilmez.',
        },
        after: [
          {
            name: 'sender',
            label: 'Gönderici adı (SMS başlığı)',
            saved: s?.sender ?? '',
            hint: "Netgsm'de onaylı başlık, en fazla 11 karakter.",
            required: true,
          },
        ],
        active: {
          saved: s?.isActive ?? SMS_DEFAULTS.isActive,
          hint: 'Kapalıyken hiçbir SMS gönderilmez ve randevu formu SMS izni sormaz.',
        },
        kinds: { enabled: (kind) => s?.kinds.includes(kind) ?? true },
      },
      test: { label: 'Test SMS', hint: "Kayıtlı ayarlarla bu numaraya bir test SMS'i gönderilir." },
    };
  }
  const w = data.settings;
  return {
    settingsTitle: 'WhatsApp Business Cloud API',
    form: {
      before: [
        {
          name: 'baseUrl',
          label: 'API adresi',
          saved: w?.baseUrl ?? WHATSAPP_DEFAULTS.baseUrl,
          hint: 'Örn: https://graph.facebook.com/v21.0',
        },
        {
          name: 'phoneNumberId',
          label: 'Telefon numarası kimliği (Phone number ID)',
          saved: w?.phoneNumberId ?? '',
          inputMode: 'numeric',
          required: true,
        },
      ],
      secret: {
        name: 'accessToken',
        label: 'Erişim anahtarı (access token)',
        stored: Boolean(w?.hasAccessToken),
        newPlaceholder: 'EAAG...',
        keptHint: 'Boş bırakırsanız kayıtlı anahtar korunur; adres veya numara kimliği değişirse silinir.',
        newHint: 'Kalıcı sistem kullanıcısı anahtarı önerilir. Şifrelenerek saklanır.',
      },
      after: [
        {
          name: 'languageCode',
          label: 'Şablon dili',
          saved: w?.languageCode ?? WHATSAPP_DEFAULTS.languageCode,
          hint: 'Şablonların onaylandığı dil kodu, örn: tr',
        },
      ],
      active: {
        saved: w?.isActive ?? WHATSAPP_DEFAULTS.isActive,
        hint: 'Kapalıyken hiçbir WhatsApp mesajı gönderilmez ve randevu formu WhatsApp izni sormaz. Müşteri izni telefonuna SMS ile gelen kodla doğrular: randevu formu WhatsApp iznini yalnızca SMS ayarları da açıkken sorar.',
      },
      kinds: { enabled: (kind) => w?.kinds.includes(kind) ?? false, templates: (kind) => w?.templates[kind] ?? '' },
      note: (
        <p className="text-xs text-stone-400">
          Şablon gövdesi dört değişken alır: {'{{1}}'} ad, {'{{2}}'} mesaj satırı (tarih ve saatle), {'{{3}}'} randevu
          bağlantısı, {'{{4}}'} bildirimleri durdurma bağlantısı.
        </p>
      ),
    },
    test: {
      label: 'Test WhatsApp mesajı',
      hint: `Kayıtlı ayarlarla Meta'nın örnek şablonu '${WHATSAPP_TEST_TEMPLATE.name}' bu numaraya gönderilir.`,
    },
  };
}

/** The screen of /admin/sms and /admin/whatsapp (each route module's default export). */
export function PhoneChannelScreen({
  loaderData,
  actionData,
}: {
  loaderData: ChannelLoaderData;
  actionData?: unknown;
}) {
  return (
    <PhoneChannelPage
      title={adminTab(`/admin/${loaderData.channel}`).label}
      data={loaderData}
      actionData={actionData}
      id={loaderData.channel}
      formKey={`${loaderData.channel}-${loaderData.settings?.updatedAt.toString() ?? 'new'}`}
      {...channelPage(loaderData)}
    />
  );
}
