/**
 * The settings registry (docs/decisions/0150-settings-registry.md): every setting the studio
 * reads, each written ONCE with its key, the parser of its stored text (zod; the failure's
 * message is what the generic settings API answers), its default, how a value is stored, and
 * the description and category a first write gives the row.
 *
 * One rule for reading: stored text the parser refuses (or no row) is the default. The same
 * parser checks a value before it is stored (the settings screens and PUT/POST
 * /api/settings), so what is written is what every reader gets back.
 *
 * The one reader and writer against the table are app/models/settings/registry.server.ts.
 */
import { z } from 'zod';
import { CAPACITY_SETTING_KEY, capacityValueSchema, DEFAULT_CAPACITY } from './capacity';
import { DEFAULT_WEEKLY_HOURS, type WeeklyHours } from './hours';
import { REMINDER_24H_SETTING_KEY, REMINDER_2H_SETTING_KEY, REMINDER_TELEGRAM_SETTING_KEY } from './reminders';
import { DEFAULT_IDLE_HOURS, idleHoursValueSchema, SESSION_IDLE_SETTING_KEY } from './sessions';
import { CUTOFF_SETTING_KEY, cutoffHoursValueSchema, DEFAULT_CUTOFF_HOURS } from './self-service';
import { serializeWeeklyHours, WEEKLY_HOURS_SETTING_KEY, weeklyHoursFromJson } from './studio-calendar';
import { DEFAULT_MAX_OPEN_APPOINTMENTS, MAX_OPEN_SETTING_KEY, maxOpenValueSchema } from './fair-use';
import { DAILY_CAP_SETTING_KEY, dailyCapValueSchema, DEFAULT_DAILY_MESSAGE_CAP } from './message-limits';
import {
  DEFAULT_DEPOSIT_POLICY,
  DEPOSIT_POLICY_SETTING_KEY,
  depositPolicyText,
  serializeDepositPolicy,
} from './deposits';
import { DEFAULT_SMS_DAILY_BUDGET, SMS_BUDGET_SETTING_KEY, smsBudgetValueSchema } from './phone-verification';
import { MEMBER_CONTACT_SETTING_KEY, MEMBER_CONTACT_SETTING_LABEL, type Permission } from './permissions';

/** The generic settings API refuses weekly hours the calendar could not use. */
export const WEEKLY_HOURS_SETTING_MESSAGE =
  'Çalışma saatleri geçersiz: her gün için {"open":"SS:DD","close":"SS:DD"} veya null, 30 dakikalık adımlarla, en az bir açık gün';
export const BOOLEAN_SETTING_MESSAGE = 'Değer true veya false olmalıdır';

export type SettingDefinition<T> = {
  key: string;
  /** the stored text (or a value to store, as text) to the value */
  parser: z.ZodType<T, string>;
  defaultValue: T;
  /** the text stored for a value */
  serialize: (value: T) => string;
  /** the row's description and category when the studio writes the setting first */
  description: string;
  category: string;
  /** who may write it, when not `settings.write` (the contact switch is the owner's: accounts.manage) */
  permission?: Permission;
};

const define = <T>(definition: SettingDefinition<T>) => definition;

const booleanText = z.enum(['true', 'false'], { error: BOOLEAN_SETTING_MESSAGE }).transform((v) => v === 'true');

const weeklyHoursText = z.string({ error: WEEKLY_HOURS_SETTING_MESSAGE }).transform((text, ctx): WeeklyHours => {
  const weekly = weeklyHoursFromJson(text);
  if (weekly) return weekly;
  ctx.addIssue({ code: 'custom', message: WEEKLY_HOURS_SETTING_MESSAGE });
  return z.NEVER;
});

export const SETTINGS = {
  capacityPerSlot: define({
    key: CAPACITY_SETTING_KEY,
    parser: capacityValueSchema,
    defaultValue: DEFAULT_CAPACITY,
    serialize: String,
    description: 'Aynı ekip üyesi için aynı saatte kabul edilen en fazla randevu sayısı (1-10)',
    category: 'appointments',
  }),
  selfServiceCutoffHours: define({
    key: CUTOFF_SETTING_KEY,
    parser: cutoffHoursValueSchema,
    defaultValue: DEFAULT_CUTOFF_HOURS,
    serialize: String,
    description: 'Müşterinin randevusunu çevrimiçi iptal edebileceği/taşıyabileceği son süre (saat)',
    category: 'appointments',
  }),
  reminderTelegram: define({
    key: REMINDER_TELEGRAM_SETTING_KEY,
    parser: booleanText,
    defaultValue: false,
    serialize: String,
    description: 'Yarınki randevuların Telegram hatırlatması',
    category: 'appointments',
  }),
  reminder24h: define({
    key: REMINDER_24H_SETTING_KEY,
    parser: booleanText,
    defaultValue: true,
    serialize: String,
    description: 'Müşteriye randevudan 24 saat önce hatırlatma',
    category: 'appointments',
  }),
  reminder2h: define({
    key: REMINDER_2H_SETTING_KEY,
    parser: booleanText,
    defaultValue: true,
    serialize: String,
    description: 'Müşteriye randevudan 2 saat önce hatırlatma',
    category: 'appointments',
  }),
  newBookingSound: define({
    key: 'new_booking_sound',
    parser: booleanText,
    defaultValue: false,
    serialize: String,
    description: 'Yeni online randevu geldiğinde yönetim panelinde kısa bir ses çalınır',
    category: 'appointments',
  }),
  weeklyHours: define<WeeklyHours>({
    key: WEEKLY_HOURS_SETTING_KEY,
    parser: weeklyHoursText,
    defaultValue: DEFAULT_WEEKLY_HOURS,
    serialize: serializeWeeklyHours,
    description: 'Haftalık çalışma saatleri',
    category: 'appointments',
  }),
  memberSeesContact: define({
    key: MEMBER_CONTACT_SETTING_KEY,
    parser: booleanText,
    defaultValue: false,
    serialize: String,
    description: MEMBER_CONTACT_SETTING_LABEL,
    category: 'security',
    permission: 'accounts.manage',
  }),
  dailyMessageCap: define({
    key: DAILY_CAP_SETTING_KEY,
    parser: dailyCapValueSchema,
    defaultValue: DEFAULT_DAILY_MESSAGE_CAP,
    serialize: String,
    description:
      'Bir telefon numarasına veya e-posta adresine 24 saatte gönderilen en fazla mesaj (kanal başına, tüm konular)',
    category: 'security',
  }),
  maxOpenAppointments: define({
    key: MAX_OPEN_SETTING_KEY,
    parser: maxOpenValueSchema,
    defaultValue: DEFAULT_MAX_OPEN_APPOINTMENTS,
    serialize: String,
    description: 'Bir kişinin (aynı telefon veya e-posta) aynı anda tutabileceği en fazla açık gelecek randevu',
    category: 'security',
  }),
  depositPolicy: define({
    key: DEPOSIT_POLICY_SETTING_KEY,
    parser: depositPolicyText,
    defaultValue: DEFAULT_DEPOSIT_POLICY,
    serialize: serializeDepositPolicy,
    description: 'Kapora kuralları (JSON): tutar, hizmetler, kimden, en düşük tutar, bekleme süresi, IBAN',
    category: 'payments',
    permission: 'deposits.manage',
  }),
  smsDailyBudget: define({
    key: SMS_BUDGET_SETTING_KEY,
    parser: smsBudgetValueSchema,
    defaultValue: DEFAULT_SMS_DAILY_BUDGET,
    serialize: String,
    description:
      'Stüdyonun 24 saatte gönderebileceği en fazla SMS (doğrulama kodları dahil); dolunca yeni kod gönderilmez',
    category: 'security',
  }),
  sessionIdleHours: define({
    key: SESSION_IDLE_SETTING_KEY,
    parser: idleHoursValueSchema,
    defaultValue: DEFAULT_IDLE_HOURS,
    serialize: String,
    description: 'Kullanılmayan yönetici oturumunun kapanacağı süre (saat)',
    category: 'security',
  }),
} as const;

export type SettingName = keyof typeof SETTINGS;
export type SettingValue<N extends SettingName> = z.output<(typeof SETTINGS)[N]['parser']>;

/** A setting's value from its stored text: the parsed value, or the default when there is no usable text. */
export function parseSetting<N extends SettingName>(name: N, stored: string | null | undefined): SettingValue<N> {
  const definition = SETTINGS[name] as unknown as SettingDefinition<SettingValue<N>>;
  if (stored == null) return definition.defaultValue;
  const parsed = definition.parser.safeParse(stored);
  return parsed.success ? parsed.data : definition.defaultValue;
}

/** The text stored for a value of the setting. */
export function serializeSetting<N extends SettingName>(name: N, value: SettingValue<N>): string {
  return (SETTINGS[name] as unknown as SettingDefinition<SettingValue<N>>).serialize(value);
}

const byKey = new Map<string, SettingDefinition<unknown>>(
  Object.values(SETTINGS).map((d) => [d.key, d as SettingDefinition<unknown>]),
);

/** The registered setting of a stored key (undefined: a free key of the generic settings API). */
export function settingOfKey(key: string): SettingDefinition<unknown> | undefined {
  return byKey.get(key);
}

/**
 * The permission that writes a stored key (docs/decisions/0380): `settings.write`, or the
 * setting's own (the "Uzman müşteri iletişim bilgilerini görebilir" switch: accounts.manage).
 */
export function settingPermission(key: string): Permission {
  return byKey.get(key)?.permission ?? 'settings.write';
}

/** Why `text` may not be stored under `key` (the parser's Turkish message), or null. Free keys take any text. */
export function storedTextProblem(key: string, text: string): string | null {
  const definition = byKey.get(key);
  if (!definition) return null;
  const parsed = definition.parser.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Geçersiz değer');
}

/** Ayarlar's switch "Yeni online randevuda ses çal" as its form sends it (an unticked checkbox sends nothing: off). */
export const newBookingSoundFormSchema = z.object({ newBookingSound: z.boolean().default(false) });

/** Hesaplar's switch "Uzman müşteri iletişim bilgilerini görebilir" as its form sends it. */
export const memberContactFormSchema = z.object({ memberSeesContact: z.boolean().default(false) });
