/**
 * The "Kayıtlar" screen's filters and GET /api/audit's query, read the one way (zod; issue 26
 * item 3, docs/decisions/0392): a person (an account, or the customer, the system, a
 * visitor), a date range (Istanbul days, both ends included), a kind, a record, and the page
 * cursor. Pure: the instants come from the dates, the model reads them.
 */
import { z } from 'zod';
import { AUDIT_ENTITIES, AUDIT_KINDS, type ActorKind, type AuditEntity, type AuditKind } from './audit';
import { addDays, instantOf, isValidDate } from './clock';

export const AUDIT_QUERY_TEXTS = {
  invalidPerson: 'Geçersiz kişi seçimi',
  invalidDate: 'Tarih YYYY-AA-GG biçiminde olmalıdır',
  invalidRange: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
  invalidKind: 'Geçersiz kayıt türü',
  invalidEntity: 'Geçersiz kayıt',
  invalidCursor: 'Geçersiz sayfa',
  entityIdWithoutEntity: 'Kayıt numarası için kayıt türü de gönderin (entity)',
} as const;

/** The most rows one "Kayıtlar" CSV holds (the screen says so); narrow the filter for more. */
export const AUDIT_CSV_MAX = 50_000;

/** The person filter's values: an account (`account-12`) or who else acts. */
export const PERSON_CHOICES: readonly { value: string; label: string }[] = [
  { value: 'customer', label: 'Müşteri (kendi bağlantısı, online randevu)' },
  { value: 'system', label: 'Sistem (zamanlayıcılar, giden kutusu)' },
  { value: 'visitor', label: 'Ziyaretçi (giriş denemeleri)' },
];

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim() : v), schema.optional());

const day = optional(z.string().refine(isValidDate, AUDIT_QUERY_TEXTS.invalidDate));

/** What a person filter reads as: an account's id, or an actor kind. */
export type PersonFilter = { actorUserId: number } | { actorKind: Exclude<ActorKind, 'account'> };

export function parsePerson(value: string): PersonFilter | null {
  const account = /^account-(\d{1,9})$/.exec(value);
  if (account) return { actorUserId: Number(account[1]) };
  return value === 'customer' || value === 'system' || value === 'visitor' ? { actorKind: value } : null;
}

export const auditQuerySchema = z
  .object({
    person: optional(z.string().refine((v) => parsePerson(v) !== null, AUDIT_QUERY_TEXTS.invalidPerson)),
    from: day,
    to: day,
    kind: optional(z.enum(AUDIT_KINDS, { error: AUDIT_QUERY_TEXTS.invalidKind })),
    entity: optional(z.enum(AUDIT_ENTITIES, { error: AUDIT_QUERY_TEXTS.invalidEntity })),
    entityId: optional(z.string().max(64, AUDIT_QUERY_TEXTS.invalidEntity)),
    /** where the previous page ended (`1764000000000.123`) */
    before: optional(z.string().regex(/^\d{1,15}\.\d{1,12}$/, AUDIT_QUERY_TEXTS.invalidCursor)),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({ code: 'custom', message: AUDIT_QUERY_TEXTS.invalidRange, path: ['to'] });
    if (q.entityId && !q.entity)
      ctx.addIssue({ code: 'custom', message: AUDIT_QUERY_TEXTS.entityIdWithoutEntity, path: ['entity'] });
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** The filter a query asks for, in the model's terms (the dates as instants: from the first to the last millisecond of the Istanbul days). */
export type AuditQueryFilter = {
  actorUserId?: number;
  actorKind?: ActorKind;
  from?: Date;
  to?: Date;
  kind?: AuditKind;
  entity?: AuditEntity;
  entityId?: string;
};

export function auditFilterOf(query: AuditQuery): AuditQueryFilter {
  const person = query.person ? parsePerson(query.person) : null;
  return {
    ...(person ?? {}),
    ...(query.from ? { from: instantOf(query.from) } : {}),
    ...(query.to ? { to: new Date(instantOf(addDays(query.to, 1)).getTime() - 1) } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.entity ? { entity: query.entity } : {}),
    ...(query.entityId ? { entityId: query.entityId } : {}),
  };
}

/** The query string of a filter (the next page's link, the CSV link), without the cursor unless given. */
export function auditQueryString(query: Partial<AuditQuery>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of ['person', 'from', 'to', 'kind', 'entity', 'entityId', 'before'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Whether any filter is chosen (the screen offers 'Temizle'). */
export function hasAuditFilter(query: Partial<AuditQuery>): boolean {
  return Boolean(query.person || query.from || query.to || query.kind || query.entity);
}
