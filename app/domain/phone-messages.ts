/**
 * SMS and WhatsApp to customers (docs/decisions/0200-sms-and-whatsapp.md): the settings forms
 * (one schema each, used by the admin screens), the texts of each message kind, the
 * WhatsApp template parameters, the opt-out link's path and how the providers' answers are
 * read. Pure: no I/O. Nothing a customer typed goes into an SMS or a WhatsApp message: the
 * greeting says PHONE_GREETING (docs/decisions/0332).
 */
import { z } from 'zod';
import { formatTurkishDate } from './clock';
import type { AppointmentForMessage } from './emails';
import {
  CUSTOMER_KINDS,
  CUSTOMER_KIND_LABELS,
  type CustomerKind,
  type PhoneChannel,
  type TopicPayloads,
} from './message-topics';
import { PHONE_GREETING } from './message-limits';
import { reminderDayWord } from './reminders';
import { STUDIO } from './studio';

export const SMS_DEFAULTS = { baseUrl: 'https://api.netgsm.com.tr', isActive: false } as const;
export const WHATSAPP_DEFAULTS = {
  baseUrl: 'https://graph.facebook.com/v21.0',
  languageCode: 'tr',
  isActive: false,
} as const;
/** Meta's sample template every WhatsApp Business account has: the test message uses it. */
export const WHATSAPP_TEST_TEMPLATE = { name: 'hello_world', languageCode: 'en_US' } as const;

export const PHONE_MESSAGES = {
  smsSaved: 'SMS ayarları kaydedildi',
  whatsappSaved: 'WhatsApp ayarları kaydedildi',
  notSaved: 'Ayarlar kaydedilemedi. Lütfen işaretli alanları düzeltin.',
  testPhoneRequired: 'Test mesajı için geçerli bir cep telefonu numarası girin (örn: 0532 123 45 67).',
  testNeedsSettings: 'Test mesajı için önce ayarları (şifre / erişim anahtarı dahil) kaydedin.',
  testSent: 'Test mesajı gönderildi.',
  testFailed: (reason: string) => `Test mesajı gönderilemedi: ${reason}`,
  secretCleared: 'Adres veya kullanıcı değiştiği için kayıtlı şifre / anahtar silindi. Yenisini girip tekrar kaydedin.',
  optOutDone: (channel: PhoneChannel) =>
    `${CHANNEL_NAMES[channel]} bildirimleri durduruldu. Bu numaraya artık ${CHANNEL_NAMES[channel]} ile bilgilendirme gönderilmeyecek.`,
  optOutInvalid: 'Bu bağlantı geçersiz veya randevu artık bulunmuyor.',
} as const;

export const CHANNEL_NAMES: Record<PhoneChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/** The booking form's boxes (step 3): never pre-ticked. */
export const CONSENT_LABELS: Record<PhoneChannel, string> = {
  sms: 'Randevu bildirimlerini ve hatırlatmaları SMS ile almak istiyorum.',
  whatsapp: 'Randevu bildirimlerini ve hatırlatmaları WhatsApp ile almak istiyorum.',
};
export const CONSENT_FIELD: Record<PhoneChannel, 'smsConsent' | 'whatsappConsent'> = {
  sms: 'smsConsent',
  whatsapp: 'whatsappConsent',
};

// ---------------------------------------------------------------------------------------------
// Settings forms
// ---------------------------------------------------------------------------------------------

const flag = z.preprocess(
  (v) => (typeof v === 'string' ? ['on', 'true', '1'].includes(v.toLowerCase()) : v === true),
  z.boolean(),
);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const optionalSecret = z
  .preprocess((v) => (typeof v === 'string' ? v : undefined), z.string().max(1000).optional())
  .transform((v) => (v ? v : undefined));
const httpUrl = (fallback: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().replace(/\/+$/, '') : fallback),
    z
      .string()
      .max(300)
      .refine((v) => /^https?:\/\/[^\s/]+(\/\S*)?$/.test(v), 'Geçerli bir adres girin (https://...)'),
  );

/** 'kind.booking-received' = 'on' fields -> the list of switched-on kinds. */
export const kindFieldName = (kind: CustomerKind) => `kind.${kind}`;
export const templateFieldName = (kind: CustomerKind) => `template.${kind}`;
function kindsOf(values: Record<string, unknown>): CustomerKind[] {
  return CUSTOMER_KINDS.filter((k) => flag.safeParse(values[kindFieldName(k)]).data === true);
}

export const smsSettingsSchema = z
  .object({
    baseUrl: httpUrl(SMS_DEFAULTS.baseUrl),
    username: z.preprocess(
      trimmed,
      z.string({ error: 'Kullanıcı adı zorunludur' }).min(1, 'Kullanıcı adı zorunludur').max(100),
    ),
    /** blank: keep the stored password (while address and user stay the same) */
    password: optionalSecret,
    sender: z.preprocess(
      trimmed,
      z
        .string({ error: 'Gönderici adı (başlık) zorunludur' })
        .min(1, 'Gönderici adı (başlık) zorunludur')
        .max(11, 'Gönderici adı en fazla 11 karakter olabilir'),
    ),
    isActive: flag,
  })
  .loose()
  .transform(({ baseUrl, username, password, sender, isActive, ...rest }) => ({
    baseUrl,
    username,
    password,
    sender,
    isActive,
    kinds: kindsOf(rest),
  }));
export type SmsSettingsInput = z.output<typeof smsSettingsSchema>;

const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;

export const whatsappSettingsSchema = z
  .object({
    baseUrl: httpUrl(WHATSAPP_DEFAULTS.baseUrl),
    phoneNumberId: z.preprocess(
      trimmed,
      z
        .string({ error: 'Telefon numarası kimliği zorunludur' })
        .regex(/^\d{5,30}$/, 'Telefon numarası kimliği yalnızca rakamlardan oluşur'),
    ),
    /** blank: keep the stored token (while address and number id stay the same) */
    accessToken: optionalSecret,
    languageCode: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() ? v.trim() : WHATSAPP_DEFAULTS.languageCode),
      z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'Dil kodu örn: tr veya en_US'),
    ),
    isActive: flag,
  })
  .loose()
  .superRefine((value, ctx) => {
    const rest = value as Record<string, unknown>;
    for (const kind of kindsOf(rest)) {
      const name = trimmed(rest[templateFieldName(kind)]);
      if (typeof name !== 'string' || !TEMPLATE_NAME.test(name)) {
        ctx.addIssue({
          code: 'custom',
          path: [templateFieldName(kind)],
          message: 'Açık olan her mesaj türü için onaylı şablon adı girin (küçük harf, rakam, _)',
        });
      }
    }
  })
  .transform(({ baseUrl, phoneNumberId, accessToken, languageCode, isActive, ...rest }) => {
    const templates: Record<string, string> = {};
    for (const kind of CUSTOMER_KINDS) {
      const name = trimmed((rest as Record<string, unknown>)[templateFieldName(kind)]);
      if (typeof name === 'string' && TEMPLATE_NAME.test(name)) templates[kind] = name;
    }
    return { baseUrl, phoneNumberId, accessToken, languageCode, isActive, kinds: kindsOf(rest), templates };
  });
export type WhatsappSettingsInput = z.output<typeof whatsappSettingsSchema>;

/** The test message form: the number (checked when the message is sent). */
export const testPhoneSchema = z.object({ phone: z.string().optional() });

/**
 * Whether a stored password / token may stay when the form is saved with it blank: only
 * while it still goes to the same address and account. Otherwise one provider's secret
 * would be sent to another address (a typo or a hostile host).
 */
export function secretStays(stored: readonly string[], next: readonly string[]): boolean {
  return stored.map((s) => s.trim().toLowerCase()).join('\n') === next.map((s) => s.trim().toLowerCase()).join('\n');
}

export { CUSTOMER_KINDS, CUSTOMER_KIND_LABELS };

// ---------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------

/** The path of a channel's opt-out page for an appointment's token. */
export function optOutPath(channel: PhoneChannel, token: string): string {
  return `/bildirim-iptal/${channel}/${token}`;
}

export function isPhoneChannel(value: string): value is PhoneChannel {
  return value === 'sms' || value === 'whatsapp';
}

export type PhoneMessageInput =
  | {
      kind: 'booking-received' | 'appointment-confirmed' | 'appointment-cancelled' | 'booking-links';
      appointment: AppointmentForMessage;
    }
  | { kind: 'appointment-moved'; appointment: AppointmentForMessage; from: { date: string; time: string } }
  | {
      kind: 'appointment-reminder';
      appointment: AppointmentForMessage;
      lead: NonNullable<TopicPayloads['appointment-reminder']['lead']>;
    }
  | { kind: 'survey-invitation'; surveyUrl: string }
  | { kind: 'rebooking-nudge'; serviceName: string; bookUrl: string };

/** The words every message shares, and the WhatsApp template's parameters, in this order. */
export type PhoneMessageParts = {
  /** {{1}} the greeting's name: always PHONE_GREETING, never what the customer typed (docs/decisions/0332) */
  name: string;
  /** {{2}} what happened, with the date and time */
  line: string;
  /** {{3}} the self-service link (or the survey's); '-' when there is none */
  link: string;
  /** {{4}} the opt-out link */
  optOut: string;
  /** the SMS's word before the link ('Randevunuz' unless said) */
  linkLabel?: string;
};

const when = (a: { date: string; time: string }) => `${formatTurkishDate(a.date)} ${a.time}`;

export function phoneMessageParts(
  input: PhoneMessageInput,
  links: { optOutUrl: string },
  now: Date,
): PhoneMessageParts {
  if (input.kind === 'survey-invitation') {
    return {
      name: PHONE_GREETING,
      line: 'bizi tercih ettiğiniz için teşekkür ederiz. Deneyiminizi iki dakikada değerlendirir misiniz?',
      link: input.surveyUrl,
      optOut: links.optOutUrl,
    };
  }
  if (input.kind === 'rebooking-nudge') {
    return {
      name: PHONE_GREETING,
      line: `${input.serviceName} yenileme zamanınız yaklaştı. Size uygun gün ve saati seçip yeni randevunuzu alabilirsiniz.`,
      link: input.bookUrl,
      linkLabel: 'Yeni randevu',
      optOut: links.optOutUrl,
    };
  }
  const a = input.appointment;
  const link = a.manageUrl ?? '-';
  const line = (() => {
    switch (input.kind) {
      case 'booking-received':
        return `${when(a)} randevu talebinizi aldık. Onayladığımızda size haber vereceğiz.`;
      case 'appointment-confirmed':
        return `${when(a)} randevunuz onaylandı. Sizi bekliyoruz!`;
      case 'booking-links':
        return `${when(a)} randevunuzun bağlantısını istediniz. Bağlantıyı kimseyle paylaşmayın.`;
      case 'appointment-cancelled':
        return `${when(a)} randevunuz iptal edildi. Yeni randevu için ${STUDIO.phone}.`;
      case 'appointment-moved':
        return `randevunuz ${when(a)} olarak değiştirildi (önceki: ${when(input.from)}).`;
      case 'appointment-reminder': {
        const day = reminderDayWord(a.date, now);
        return `${day ? `${day} saat ${a.time}` : when(a)} randevunuzu hatırlatırız. Gelemeyecekseniz lütfen haber verin.`;
      }
    }
  })();
  return {
    name: PHONE_GREETING,
    line,
    link: input.kind === 'appointment-cancelled' ? '-' : link,
    optOut: links.optOutUrl,
  };
}

/** The SMS text: studio name, greeting, the line, the link, the opt-out. */
export function smsText(parts: PhoneMessageParts): string {
  return [
    `${STUDIO.name}: Merhaba ${parts.name}, ${parts.line}`,
    parts.link !== '-' ? `${parts.linkLabel ?? 'Randevunuz'}: ${parts.link}` : null,
    `SMS almamak için: ${parts.optOut}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The WhatsApp template's body parameters ({{1}} .. {{4}}). */
export function whatsappParameters(parts: PhoneMessageParts): string[] {
  return [parts.name, parts.line, parts.link, parts.optOut];
}

/** The test SMS. */
export function smsTestText(): string {
  return `${STUDIO.name}: Bu bir test mesajıdır. SMS ayarlarınız doğru çalışıyor.`;
}

// ---------------------------------------------------------------------------------------------
// Provider answers
// ---------------------------------------------------------------------------------------------

/** Netgsm's answer codes (REST v2 'code'): '00' accepted; '80' is a rate limit worth retrying. */
const NETGSM_CODES: Record<string, string> = {
  '20': 'Mesaj metni hatalı veya çok uzun',
  '30': 'Geçersiz kullanıcı adı / şifre veya API erişim izni yok',
  '40': 'Gönderici adı (başlık) tanımlı değil',
  '50': 'İYS kontrollü gönderim yapılamıyor',
  '51': 'İYS marka bilgisi bulunamadı',
  '70': 'Hatalı istek parametresi',
  '80': 'Gönderim sınırı aşıldı',
  '85': 'Aynı numaraya kısa sürede çok fazla mesaj',
};

export type ProviderOutcome = { ok: true; id: string | null } | { ok: false; message: string; retry: boolean };

/** Reads Netgsm's HTTP status and JSON body. 5xx, 429 and code 80 are retried; other refusals are not. */
export function netgsmOutcome(status: number, body: unknown): ProviderOutcome {
  const b = (body ?? {}) as { code?: unknown; jobid?: unknown; description?: unknown };
  const code = typeof b.code === 'string' || typeof b.code === 'number' ? String(b.code) : null;
  if (status >= 200 && status < 300 && code === '00')
    return { ok: true, id: typeof b.jobid === 'string' || typeof b.jobid === 'number' ? String(b.jobid) : null };
  if (status >= 500 || status === 429)
    return { ok: false, message: `SMS sağlayıcısı yanıt vermedi (HTTP ${status})`, retry: true };
  const text = code
    ? (NETGSM_CODES[code] ?? (typeof b.description === 'string' ? b.description : 'Bilinmeyen hata'))
    : `HTTP ${status}`;
  return { ok: false, message: `SMS gönderilemedi: ${code ? `${code} ` : ''}${text}`, retry: code === '80' };
}

/** Reads the Cloud API's answer: 2xx with a message id is sent; 5xx and 429 are retried; other errors (bad template, token) are not. */
export function whatsappOutcome(status: number, body: unknown): ProviderOutcome {
  const b = (body ?? {}) as { messages?: { id?: unknown }[]; error?: { message?: unknown; code?: unknown } };
  if (status >= 200 && status < 300) {
    const id = b.messages?.[0]?.id;
    return { ok: true, id: typeof id === 'string' ? id : null };
  }
  const detail = typeof b.error?.message === 'string' ? b.error.message : `HTTP ${status}`;
  const code = typeof b.error?.code === 'number' || typeof b.error?.code === 'string' ? ` (${b.error.code})` : '';
  return {
    ok: false,
    message: `WhatsApp mesajı gönderilemedi: ${detail}${code}`,
    retry: status >= 500 || status === 429,
  };
}
