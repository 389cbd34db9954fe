/**
 * The history of every change (issue 26 item 3, docs/decisions/0351-history-of-every-change.md):
 * who did it, what it touched, the action, and before → after of each changed field. Pure:
 * the shapes, the diff, what is secret, what is personal (erased with the customer), and the
 * Turkish sentences the "Geçmiş" panel and the "Kayıtlar" screen show.
 *
 * Written by app/models/audit/history.server.ts in the same transaction as the write.
 */

import { DEPOSIT_STATUS_LABELS } from './deposit-states';
import { maskEmail, maskPhone } from './permissions';

// ---------------------------------------------------------------------------------------------
// Who
// ---------------------------------------------------------------------------------------------

/**
 * Who made a change:
 * - `account`: a signed-in person (name kept as it was, the request's IP);
 * - `customer`: the customer herself through her own link or the booking form ('müşteri' + IP);
 * - `visitor`: someone not signed in who is not a customer (a failed sign-in, an invitation link);
 * - `system`: the schedulers and the outbox ('sistem'), named by what ran.
 */
export type Actor =
  | { kind: 'account'; userId: number; name: string; ip?: string | null }
  | { kind: 'customer'; ip: string | null }
  | { kind: 'visitor'; ip: string | null }
  | { kind: 'system'; process: string };

export type ActorKind = Actor['kind'];
export const ACTOR_KINDS = ['account', 'customer', 'visitor', 'system'] as const;

export const accountActor = (user: { id: number; name: string }, ip?: string | null): Actor => ({
  kind: 'account',
  userId: user.id,
  name: user.name,
  ip: ip ?? null,
});
export const customerActor = (ip: string | null | undefined): Actor => ({ kind: 'customer', ip: ip || null });
export const visitorActor = (ip: string | null | undefined): Actor => ({ kind: 'visitor', ip: ip || null });
export const systemActor = (process: string): Actor => ({ kind: 'system', process });

/** The schedulers' and the worker's names (the "sistem" entries say which one). */
export const SYSTEM_PROCESSES = {
  outbox: 'giden kutusu',
  reminders: 'hatırlatma zamanlayıcısı',
  rebooking: 'yeniden randevu zamanlayıcısı',
  seed: 'kurulum',
  restore: 'geri yükleme',
} as const;

/** The name shown for an actor: the account's name, 'müşteri', 'ziyaretçi' or 'sistem'. */
export function actorLabel(actor: { kind: ActorKind; name?: string | null }): string {
  if (actor.kind === 'account') return actor.name || 'Hesap';
  return actor.kind === 'customer' ? 'müşteri' : actor.kind === 'visitor' ? 'ziyaretçi' : 'sistem';
}

// ---------------------------------------------------------------------------------------------
// What
// ---------------------------------------------------------------------------------------------

export const AUDIT_ENTITIES = [
  'appointment',
  'customer',
  'service',
  'category',
  'package',
  'team-member',
  'schedule',
  'content',
  'setting',
  'messaging',
  'account',
  'waitlist',
  'survey',
  'sale',
  'day-close',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What each entity is called on the "Kayıtlar" screen and in the CSV. */
export const AUDIT_ENTITY_NAMES: Record<AuditEntity, string> = {
  appointment: 'Randevu',
  customer: 'Müşteri',
  service: 'Hizmet',
  category: 'Kategori',
  package: 'Paket',
  'team-member': 'Ekip üyesi',
  schedule: 'Çalışma takvimi',
  content: 'İçerik',
  setting: 'Ayar',
  messaging: 'Mesajlaşma',
  account: 'Hesap',
  waitlist: 'Bekleme listesi',
  survey: 'Anket',
  sale: 'Satış',
  'day-close': 'Gün sonu',
};

export function isAuditEntity(value: unknown): value is AuditEntity {
  return typeof value === 'string' && (AUDIT_ENTITIES as readonly string[]).includes(value);
}

/** The "Kayıtlar" screen's kinds (its filter): each entity belongs to one, sign-ins to their own. */
export const AUDIT_KINDS = [
  'appointments',
  'sales',
  'customers',
  'catalogue',
  'content',
  'settings',
  'messages',
  'accounts',
  'sign-in',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === 'string' && (AUDIT_KINDS as readonly string[]).includes(value);
}

export const AUDIT_KIND_NAMES: Record<AuditKind, string> = {
  appointments: 'Randevular',
  sales: 'Satışlar ve kasa',
  customers: 'Müşteriler',
  catalogue: 'Hizmetler ve ekip',
  content: 'İçerik',
  settings: 'Ayarlar',
  messages: 'Gönderilen mesajlar',
  accounts: 'Hesaplar',
  'sign-in': 'Girişler',
};

export const AUDIT_ACTIONS = {
  created: 'oluşturdu',
  updated: 'değiştirdi',
  moved: 'taşıdı',
  status: 'durumunu değiştirdi',
  'no-show': 'gelmedi işaretini değiştirdi',
  arrived: 'geldi işaretini değiştirdi',
  'checked-out': 'ödemeyi aldı',
  voided: 'satışı iptal etti',
  settled: 'kalan borcu tahsil etti',
  refunded: 'iade etti',
  'day-closed': 'günü kapattı',
  deposit: 'kaporayı güncelledi',
  notes: 'not ekledi',
  deleted: 'sildi',
  merged: 'birleştirdi',
  erased: 'kişisel verilerini sildi',
  'message-sent': 'mesaj gönderdi',
  'message-failed': 'mesaj gönderemedi',
  invited: 'davet etti',
  'invitation-accepted': 'daveti kabul etti',
  deactivated: 'devre dışı bıraktı',
  reactivated: 'yeniden etkinleştirdi',
  'password-changed': 'şifresini değiştirdi',
  'passkey-added': 'geçiş anahtarı ekledi',
  'passkey-removed': 'geçiş anahtarı sildi',
  'signed-in': 'giriş yaptı',
  'sign-in-failed': 'giriş yapamadı',
  'sessions-ended': 'oturumları sonlandırdı',
  reordered: 'sıralamayı değiştirdi',
  retried: 'yeniden gönderime aldı',
  queued: 'gönderime sıraya koydu',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The kind (filter group) of an entry. */
export function auditKindOf(entity: AuditEntity, action: AuditAction): AuditKind {
  if (action === 'signed-in' || action === 'sign-in-failed') return 'sign-in';
  if (action === 'message-sent' || action === 'message-failed') return 'messages';
  switch (entity) {
    case 'appointment':
    case 'waitlist':
      return 'appointments';
    case 'sale':
    case 'day-close':
      return 'sales';
    case 'customer':
      return 'customers';
    case 'service':
    case 'category':
    case 'package':
    case 'team-member':
    case 'schedule':
      return 'catalogue';
    case 'content':
    case 'survey':
      return 'content';
    case 'setting':
    case 'messaging':
      return 'settings';
    case 'account':
      return 'accounts';
  }
}

// ---------------------------------------------------------------------------------------------
// Before → after
// ---------------------------------------------------------------------------------------------

/** A plain value as stored in the history (JSON). */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };

/** One changed field: its name, the value before and after (null: none). */
export type FieldChange = { field: string; before: AuditValue; after: AuditValue };

/** What a secret's value is written as: never the value, only that it changed. */
export const SECRET_MARK = '[gizli]';
/** What personal data is replaced with once the customer is erased. */
export const ERASED_MARK = '[silindi]';

/** Field names whose values are never written (passwords, tokens, keys, hashes, passkeys). */
const SECRET_FIELD =
  /password|passwd|secret|token|hash|apikey|api_key|accesskey|privatekey|publickey|credential|challenge|^key$|encrypted/i;

export function isSecretField(field: string): boolean {
  return SECRET_FIELD.test(field);
}

/** Fields that are bookkeeping, not content: never listed as changed. */
const IGNORED_FIELDS = new Set(['updatedAt', 'createdAt', 'version', 'id']);

/** A value as the history stores it: dates as ISO text, undefined as null, nested plain data kept. */
export function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(auditValue);
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, auditValue(v)]));
  return String(value);
}

const same = (a: AuditValue, b: AuditValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changed fields between two versions of a record (either may be null: created,
 * deleted). Only fields present on one side; bookkeeping fields skipped; secret fields are
 * listed with SECRET_MARK on both sides (that it changed, never what).
 */
export function diffFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  only?: readonly string[],
): FieldChange[] {
  const fields = only ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (IGNORED_FIELDS.has(field)) continue;
    const b = auditValue(before?.[field]);
    const a = auditValue(after?.[field]);
    if (same(a, b)) continue;
    if (isSecretField(field))
      changes.push({ field, before: b === null ? null : SECRET_MARK, after: a === null ? null : SECRET_MARK });
    else changes.push({ field, before: b, after: a });
  }
  return changes;
}

/** Extra facts of an entry that are not a field of the record (the channel of a message, the source of a booking). */
export type AuditMeta = Record<string, AuditValue>;

/** Removes secrets from extra facts too (a provider's token in a meta would be a leak). */
export function redactMeta(meta: Record<string, unknown> | null | undefined): AuditMeta | null {
  if (!meta) return null;
  const out: AuditMeta = {};
  for (const [k, v] of Object.entries(meta))
    if (v !== undefined) out[k] = isSecretField(k) ? SECRET_MARK : auditValue(v);
  return Object.keys(out).length ? out : null;
}

// ---------------------------------------------------------------------------------------------
// Personal data (KVKK erasure reaches the history too)
// ---------------------------------------------------------------------------------------------

/** The fields of each entity that hold a customer's personal data. */
export const PERSONAL_FIELDS: Partial<Record<AuditEntity, readonly string[]>> = {
  appointment: ['customerName', 'customerEmail', 'customerPhone', 'notes', 'kvkkConsentIp', 'messageConsentIp'],
  customer: ['name', 'email', 'phone', 'notes'],
  waitlist: ['customerName', 'customerEmail', 'customerPhone', 'consentIp'],
  survey: ['customerName', 'customerEmail', 'answer'],
};

const PERSONAL_META = ['customerName', 'to', 'recipient', 'name', 'email', 'phone'];

/** An entry's changes with the customer's personal data replaced by ERASED_MARK. */
export function erasedChanges(entity: AuditEntity, changes: readonly FieldChange[]): FieldChange[] {
  const personal = PERSONAL_FIELDS[entity] ?? [];
  return changes.map((c) =>
    personal.includes(c.field)
      ? { field: c.field, before: c.before === null ? null : ERASED_MARK, after: c.after === null ? null : ERASED_MARK }
      : c,
  );
}

export function erasedMeta(meta: AuditMeta | null): AuditMeta | null {
  if (!meta) return meta;
  return Object.fromEntries(
    Object.entries(meta).map(([k, v]) => [k, PERSONAL_META.includes(k) && v !== null ? ERASED_MARK : v]),
  );
}

/**
 * A stored value with every string that `quotes` the person replaced by ERASED_MARK, however
 * deep (the erasure's sweep of the history: a row of another entity that quoted her e-mail or
 * phone, a sale's refund reason naming her; issue 37).
 */
export function redactQuotes<T>(value: T, quotes: (text: string) => boolean): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return quotes(v) ? ERASED_MARK : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

// ---------------------------------------------------------------------------------------------
// Reading an entry
// ---------------------------------------------------------------------------------------------

/** An entry as the history returns it. */
export type AuditEntry = {
  id: number;
  at: Date;
  actor: { kind: ActorKind; userId: number | null; name: string | null; ip: string | null };
  entity: AuditEntity;
  entityId: string | null;
  action: AuditAction;
  kind: AuditKind;
  changes: FieldChange[];
  meta: AuditMeta | null;
  /** the record's version after this change (null: the entity has none) */
  version: number | null;
};

/** Turkish names of the fields the screens show (others show by their name). */
export const FIELD_LABELS: Record<string, string> = {
  customerName: 'Müşteri',
  customerEmail: 'E-posta',
  customerPhone: 'Telefon',
  teamMemberId: 'Uzman',
  teamMember: 'Uzman',
  date: 'Tarih',
  time: 'Saat',
  notes: 'Not',
  totalPriceKurus: 'Fiyat',
  priceKurus: 'Fiyat',
  status: 'Durum',
  customDuration: 'Özel süre',
  durationMinutes: 'Süre',
  noShow: 'Gelmedi',
  arrived: 'Geldi',
  cancelReason: 'İptal nedeni',
  services: 'Hizmetler',
  packages: 'Paketler',
  name: 'Ad',
  email: 'E-posta',
  phone: 'Telefon',
  isActive: 'Aktif',
  role: 'Rol',
  value: 'Değer',
  description: 'Açıklama',
  categoryId: 'Kategori',
  displayOrder: 'Sıra',
  isPopular: 'Popüler',
  password: 'Şifre',
  saleStatus: 'Satış',
  subtotalKurus: 'Ara toplam',
  discountKurus: 'İndirim',
  discountReason: 'İndirim nedeni',
  netKurus: 'Hizmetler',
  tipsKurus: 'Bahşiş',
  totalKurus: 'Toplam',
  paidKurus: 'Ödenen',
  owedKurus: 'Kalan borç',
  payments: 'Ödemeler',
  tips: 'Bahşişler',
  lines: 'Kalemler',
  voidReason: 'İptal nedeni',
  refundedKurus: 'İade edilen',
  refunds: 'İadeler',
  approvedBy: 'Onaylayan',
  floatKurus: 'Kasa başlangıcı',
  expectedCashKurus: 'Beklenen nakit',
  countedCashKurus: 'Sayılan nakit',
  differenceKurus: 'Fark',
  reviewStatus: 'Yorum durumu',
  sortOrder: 'Sıra',
  title: 'Başlık',
  imageUrl: 'Resim',
  attempts: 'Deneme',
  recipients: 'Alıcı sayısı',
  subject: 'Konu',
  deposit: 'Kapora',
  depositAmountKurus: 'Kapora tutarı',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

const STATUS_NAMES: Record<string, string> = {
  pending: 'Beklemede',
  confirmed: 'Onaylandı',
  completed: 'Tamamlandı',
  cancelled: 'İptal Edildi',
  open: 'Açık',
  voided: 'İptal edildi',
  failed: 'Gönderilemedi',
  waiting: 'Kanal bekliyor',
  sent: 'Gönderildi',
};
/** The kapora's states: their one table (app/domain/deposit-states.ts, free of zod). */
const DEPOSIT_NAMES: Record<string, string> = DEPOSIT_STATUS_LABELS;
const REVIEW_NAMES: Record<string, string> = { pending: 'Onay bekliyor', approved: 'Sitede', hidden: 'Gizlendi' };
/** Money fields (kuruş): shown as lira. */
const MONEY_FIELD = /Kurus$/;
const SALE_STATUS_NAMES: Record<string, string> = { open: 'Açık', completed: 'Ödendi', voided: 'İptal edildi' };
const CHANNEL_NAMES: Record<string, string> = {
  email: 'e-posta',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

/** A value as a person reads it: money in lira, statuses in Turkish, yes/no, '—' for none. */
export function displayValue(field: string, value: AuditValue): string {
  if (value === null || value === '') return '—';
  if (MONEY_FIELD.test(field) && typeof value === 'number') {
    return new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', maximumFractionDigits: 2 }).format(
      value / 100,
    );
  }
  if (field === 'status' && typeof value === 'string') return STATUS_NAMES[value] ?? value;
  if (field === 'reviewStatus' && typeof value === 'string') return REVIEW_NAMES[value] ?? value;
  if (field === 'saleStatus' && typeof value === 'string') return SALE_STATUS_NAMES[value] ?? value;
  if (field === 'deposit' && typeof value === 'string') return DEPOSIT_NAMES[value] ?? value;
  if (typeof value === 'boolean') return value ? 'evet' : 'hayır';
  if (Array.isArray(value)) return value.map((v) => displayValue(field, v)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** 'Saat: 14:00 → 15:30' */
export function changeText(change: FieldChange): string {
  return `${fieldLabel(change.field)}: ${displayValue(change.field, change.before)} → ${displayValue(change.field, change.after)}`;
}

/**
 * One line of the "Geçmiş" panel, e.g. 'Online randevu alındı (IP 203.0.113.7)',
 * 'Elif taşıdı: Saat: 14:00 → 15:30', 'Hatırlatma SMS ile gönderildi', 'Gelmedi: Elif'.
 */
export function describeEntry(entry: Pick<AuditEntry, 'actor' | 'action' | 'changes' | 'meta' | 'entity'>): string {
  const who = actorLabel(entry.actor);
  const ip = entry.actor.ip ? ` (IP ${entry.actor.ip})` : '';
  const details = entry.changes.map(changeText).join('; ');
  const meta = entry.meta ?? {};
  switch (entry.action) {
    case 'created':
      if (entry.entity === 'appointment' && entry.actor.kind === 'customer')
        return `${meta.source === 'api' ? 'API ile' : 'Online'} randevu alındı${ip}`;
      if (entry.entity === 'appointment' && meta.source === 'api') return `API ile oluşturuldu: ${who}`;
      if (entry.entity === 'appointment' && meta.source === 'waitlist')
        return `Bekleme listesinden randevu verildi: ${who}`;
      return `${who} oluşturdu`;
    case 'message-sent':
    case 'message-failed': {
      const channel = CHANNEL_NAMES[String(meta.channel)] ?? String(meta.channel ?? '');
      const what = meta.topic === 'appointment-reminder' || meta.topic === 'studio-reminder' ? 'Hatırlatma' : 'Mesaj';
      return entry.action === 'message-sent'
        ? `${what} ${channel} ile gönderildi`
        : `${what} ${channel} ile gönderilemedi${meta.error ? `: ${String(meta.error)}` : ''}`;
    }
    case 'queued':
      return `Toplu e-posta sıraya alındı (${String(meta.recipients ?? 0)} alıcı${meta.subject ? `, “${String(meta.subject)}”` : ''}): ${who}`;
    case 'retried': {
      const channel = CHANNEL_NAMES[String(meta.channel)] ?? String(meta.channel ?? '');
      return `${meta.topic === 'appointment-reminder' || meta.topic === 'studio-reminder' ? 'Hatırlatma' : 'Mesaj'} ${channel} ile yeniden gönderime alındı: ${who}`;
    }
    case 'no-show':
      return `Gelmedi ${entry.changes[0]?.after ? 'işaretlendi' : 'işareti kaldırıldı'}: ${who}`;
    case 'arrived':
      return `Geldi ${entry.changes.find((c) => c.field === 'arrived')?.after ? 'işaretlendi' : 'işareti kaldırıldı'}: ${who}`;
    case 'status':
      return `${who} ${AUDIT_ACTIONS.status}${entry.actor.kind === 'customer' ? ip : ''}${details ? `: ${details}` : ''}${typeof meta.reason === 'string' && meta.reason && !entry.changes.some((c) => c.field === 'cancelReason') ? ` (neden: ${meta.reason})` : ''}`;
    case 'signed-in':
      return `${who} giriş yaptı${ip}${meta.method === 'passkey' ? ' (geçiş anahtarı)' : ''}`;
    case 'sign-in-failed':
      return `Başarısız giriş denemesi${ip}`;
    default:
      return `${who} ${AUDIT_ACTIONS[entry.action]}${entry.actor.kind === 'customer' ? ip : ''}${details ? `: ${details}` : ''}`;
  }
}

/** The "Kayıtlar" CSV's header and one row per entry (the caller masks contact details first if it must). */
export const AUDIT_CSV_HEADER = ['Zaman', 'Kim', 'IP', 'Tür', 'Kayıt', 'Kayıt no', 'İşlem', 'Değişiklikler'] as const;

export function auditCsvRow(entry: AuditEntry, formatTime: (at: Date) => string): string[] {
  return [
    formatTime(entry.at),
    actorLabel(entry.actor),
    entry.actor.ip ?? '',
    AUDIT_KIND_NAMES[entry.kind] ?? entry.kind,
    AUDIT_ENTITY_NAMES[entry.entity] ?? entry.entity,
    entry.entityId ?? '',
    AUDIT_ACTIONS[entry.action] ?? entry.action,
    entry.changes.map(changeText).join('; '),
  ];
}

// ---------------------------------------------------------------------------------------------
// Contact details inside entries (a viewer without `customers.contact.read`)
// ---------------------------------------------------------------------------------------------

const EMAIL_FIELDS = new Set(['customerEmail', 'email', 'to', 'recipient']);
const PHONE_FIELDS = new Set(['customerPhone', 'phone']);

function maskedValue(field: string, value: AuditValue): AuditValue {
  if (typeof value !== 'string' || value === ERASED_MARK || value === SECRET_MARK || value === '') return value;
  if (EMAIL_FIELDS.has(field)) return value.includes('@') ? maskEmail(value) : maskPhone(value);
  if (PHONE_FIELDS.has(field)) return maskPhone(value);
  return value;
}

/**
 * An entry as a viewer without `customers.contact.read` may read it: e-mail addresses and
 * phone numbers in its changes and its extra facts masked like everywhere else
 * (permissions.ts maskEmail / maskPhone); erased and secret marks stay as they are. With
 * the permission, the entry itself.
 */
export function maskEntryContact<T extends Pick<AuditEntry, 'changes' | 'meta'>>(entry: T, mayRead: boolean): T {
  if (mayRead) return entry;
  return {
    ...entry,
    changes: entry.changes.map((c) =>
      EMAIL_FIELDS.has(c.field) || PHONE_FIELDS.has(c.field)
        ? { field: c.field, before: maskedValue(c.field, c.before), after: maskedValue(c.field, c.after) }
        : c,
    ),
    meta: entry.meta
      ? Object.fromEntries(Object.entries(entry.meta).map(([k, v]) => [k, maskedValue(k, v)]))
      : entry.meta,
  };
}

// ---------------------------------------------------------------------------------------------
// The "Geçmiş" panel and the "Kayıtlar" screen read lines, not rows
// ---------------------------------------------------------------------------------------------

/** One line of a "Geçmiş" panel or the "Kayıtlar" table, ready to show (plain data for a loader). */
export type HistoryLine = {
  id: number;
  /** ISO instant */
  at: string;
  /** 'Elif taşıdı: Saat: 14:00 → 15:30' */
  text: string;
  /** 'Elif', 'müşteri', 'sistem' */
  by: string;
  ip: string | null;
  entity: AuditEntity;
  entityName: string;
  entityId: string | null;
  kind: string;
};

/** The line of an entry (mask it first when the viewer may not read contact details). */
export function historyLine(entry: AuditEntry): HistoryLine {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    text: describeEntry(entry),
    by: actorLabel(entry.actor),
    ip: entry.actor.ip,
    entity: entry.entity,
    entityName: AUDIT_ENTITY_NAMES[entry.entity] ?? entry.entity,
    entityId: entry.entityId,
    kind: AUDIT_KIND_NAMES[entry.kind] ?? entry.kind,
  };
}

/** A "Geçmiş" panel's lines for a viewer: contact details masked unless she may read them. */
export function historyLinesFor(entries: readonly AuditEntry[], mayReadContact: boolean): HistoryLine[] {
  return entries.map((entry) => historyLine(maskEntryContact(entry, mayReadContact)));
}
