/**
 * Generic key/value settings (the spec's settings API) and the typed ones the studio uses,
 * e.g. the appointment capacity per slot.
 */
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { CAPACITY_MESSAGE, CAPACITY_SETTING_KEY, isValidCapacity, parseCapacity } from '../domain/capacity';
import { REMINDER_TELEGRAM_SETTING_KEY } from '../domain/reminders';
import { CUTOFF_MESSAGE, CUTOFF_SETTING_KEY, isValidCutoffHours } from '../domain/self-service';
import { WEEKLY_HOURS_SETTING_KEY, weeklyHoursFromJson } from '../domain/studio-calendar';
import { IDLE_HOURS_MESSAGE, isValidIdleHours, SESSION_IDLE_SETTING_KEY } from '../domain/sessions';

/** The generic settings API refuses weekly hours the calendar could not use. */
export const WEEKLY_HOURS_SETTING_MESSAGE = 'Çalışma saatleri geçersiz: her gün için {"open":"SS:DD","close":"SS:DD"} veya null, 30 dakikalık adımlarla, en az bir açık gün';

export type Setting = { key: string; value: string; description: string | null; category: string; updatedAt: string };

const KEY_PATTERN = /^[a-zA-Z0-9_.-]{1,64}$/;
export const MAX_SETTING_VALUE_LENGTH = 5000;

export const INVALID_SETTING_KEY_MESSAGE = 'Geçersiz ayar anahtarı';
export const SETTING_NOT_FOUND_MESSAGE = 'Ayar bulunamadı';
export const SETTINGS_SAVED_MESSAGE = 'Ayarlar başarıyla güncellendi!';

function toSetting(row: typeof settings.$inferSelect): Setting {
  return { key: row.key, value: row.value, description: row.description, category: row.category, updatedAt: row.updatedAt.toISOString() };
}

export function isValidSettingKey(key: unknown): key is string {
  return typeof key === 'string' && KEY_PATTERN.test(key);
}

export function listSettings(db: Db): Setting[] {
  return db.select().from(settings).orderBy(asc(settings.category), asc(settings.key)).all().map(toSetting);
}

export function getSetting(db: Db, key: string): Setting | null {
  const row = db.select().from(settings).where(eq(settings.key, key)).get();
  return row ? toSetting(row) : null;
}

export type SettingInput = { key: string; value: unknown; description?: unknown; category?: unknown };

/** A setting's value, description and category as the API takes them (the key is in the path). */
export const settingFieldsSchema = z.object({
  value: z
    .union([z.string(), z.number(), z.boolean()], { error: 'Ayar değeri metin, sayı veya doğru/yanlış olmalıdır' })
    .refine((v) => String(v).length <= MAX_SETTING_VALUE_LENGTH, 'Ayar değeri çok uzun'),
  description: z.string({ error: 'Açıklama metin olmalıdır' }).nullish(),
  category: z.string({ error: 'Geçersiz ayar kategorisi' }).regex(KEY_PATTERN, 'Geçersiz ayar kategorisi').nullish(),
});

/**
 * A setting before it is stored: the key's shape, a text-like value, and the rules of
 * settings the studio reads (the capacity is 1 to 10).
 */
export const settingInputSchema = z
  .object({ key: z.string({ error: INVALID_SETTING_KEY_MESSAGE }).regex(KEY_PATTERN, INVALID_SETTING_KEY_MESSAGE), ...settingFieldsSchema.shape })
  .superRefine((s, ctx) => {
    if (s.key === CAPACITY_SETTING_KEY && !isValidCapacity(s.value)) ctx.addIssue({ code: 'custom', message: CAPACITY_MESSAGE, path: ['value'] });
    if (s.key === CUTOFF_SETTING_KEY && !isValidCutoffHours(s.value)) ctx.addIssue({ code: 'custom', message: CUTOFF_MESSAGE, path: ['value'] });
    if (s.key === REMINDER_TELEGRAM_SETTING_KEY && !['true', 'false'].includes(String(s.value))) ctx.addIssue({ code: 'custom', message: 'Değer true veya false olmalıdır', path: ['value'] });
    if (s.key === SESSION_IDLE_SETTING_KEY && !isValidIdleHours(s.value)) ctx.addIssue({ code: 'custom', message: IDLE_HOURS_MESSAGE, path: ['value'] });
    if (s.key === WEEKLY_HOURS_SETTING_KEY && !weeklyHoursFromJson(String(s.value))) ctx.addIssue({ code: 'custom', message: WEEKLY_HOURS_SETTING_MESSAGE, path: ['value'] });
  });

/** settingInputSchema's first Turkish message, or null when the setting may be stored. */
export function settingProblem(input: SettingInput): string | null {
  const parsed = settingInputSchema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? INVALID_SETTING_KEY_MESSAGE);
}

/** Inserts or updates one setting (call settingProblem first). */
export function upsertSetting(db: Db, input: SettingInput): Setting {
  const value = String(input.value).trim();
  const description = typeof input.description === 'string' ? input.description : undefined;
  const category = typeof input.category === 'string' ? input.category : undefined;
  db.insert(settings)
    .values({ key: input.key, value, description: description ?? null, category: category ?? 'general' })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, ...(description !== undefined ? { description } : {}), ...(category !== undefined ? { category } : {}), updatedAt: new Date() },
    })
    .run();
  return getSetting(db, input.key)!;
}

export function deleteSetting(db: Db, key: string): boolean {
  return db.delete(settings).where(eq(settings.key, key)).run().changes > 0;
}

/** How many appointments one team member may take in one hour slot (1-10, default 1). */
export function getCapacityPerSlot(db: Db): number {
  return parseCapacity(getSetting(db, CAPACITY_SETTING_KEY)?.value);
}

export function setCapacityPerSlot(db: Db, capacity: number): void {
  upsertSetting(db, { key: CAPACITY_SETTING_KEY, value: String(capacity) });
}
