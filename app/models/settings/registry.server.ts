/**
 * The settings table: the ONE reader and writer of it (docs/decisions/0150-settings-registry.md).
 *
 * - Typed: `readSetting(db, 'capacityPerSlot')` parses the stored text with the registry's
 *   parser (app/domain/settings.ts) and falls back to its default; `writeSetting` stores a
 *   value the way the registry serializes it. Every screen, model and API reads settings so.
 * - Generic: the spec's key/value settings API (list, get, put, delete). A registered key's
 *   value is checked by the same parser before it is stored.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { settings } from '../../../db/schema';
import {
  parseSetting,
  serializeSetting,
  settingOfKey,
  SETTINGS,
  storedTextProblem,
  type SettingName,
  type SettingValue,
} from '../../domain/settings';
import type { DbOrTx } from '../db.server';
import { recordChange, type Actor } from '../audit/history.server';
import { staleCheck, type StaleFailure } from '../audit/versions.server';

/** A setting row; `version` grows by one on every write (docs/decisions/0352; 0 in a check means "no row yet"). */
export type Setting = {
  key: string;
  value: string;
  description: string | null;
  category: string;
  version: number;
  updatedAt: string;
};

/** A write that names the version it was loaded from: refused when the stored row is newer. */
export type SettingWrite = { ok: true; setting: Setting } | StaleFailure<Setting | null>;

const KEY_PATTERN = /^[a-zA-Z0-9_.-]{1,64}$/;
export const MAX_SETTING_VALUE_LENGTH = 5000;

export const INVALID_SETTING_KEY_MESSAGE = 'Geçersiz ayar anahtarı';
export const SETTING_NOT_FOUND_MESSAGE = 'Ayar bulunamadı';
export const SETTINGS_SAVED_MESSAGE = 'Ayarlar başarıyla güncellendi!';

// ---------------------------------------------------------------------------------------------
// Typed
// ---------------------------------------------------------------------------------------------

/** One registered setting's value (its default when unset or unusable). */
export function readSetting<N extends SettingName>(db: DbOrTx, name: N): SettingValue<N> {
  return readSettings(db, [name])[name];
}

/** Several registered settings in one query. */
export function readSettings<N extends SettingName>(db: DbOrTx, names: readonly N[]): { [K in N]: SettingValue<K> } {
  const keys = names.map((name) => SETTINGS[name].key);
  const stored = new Map(
    db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, keys))
      .all()
      .map((r) => [r.key, r.value]),
  );
  return Object.fromEntries(names.map((name) => [name, parseSetting(name, stored.get(SETTINGS[name].key))])) as {
    [K in N]: SettingValue<K>;
  };
}

/**
 * Stores a registered setting (a value its parser accepts: check input with the registry's
 * schemas first), with its history row. With `expectedVersion` (the row's version when the
 * form was loaded; 0 = no row then) a newer row refuses the write.
 */
export function writeSetting<N extends SettingName>(
  db: DbOrTx,
  actor: Actor,
  name: N,
  value: SettingValue<N>,
  options: { expectedVersion?: number | null } = {},
): SettingWrite {
  return storeSetting(
    db,
    actor,
    { key: SETTINGS[name].key, value: serializeSetting(name, value) },
    options.expectedVersion,
  );
}

/** The versions of registered settings (0: no row yet), for the forms that save them (docs/decisions/0394). */
export function readSettingVersions<N extends SettingName>(db: DbOrTx, names: readonly N[]): Record<N, number> {
  const keys = names.map((name) => SETTINGS[name].key);
  const stored = new Map(
    db
      .select({ key: settings.key, version: settings.version })
      .from(settings)
      .where(inArray(settings.key, keys))
      .all()
      .map((r) => [r.key, r.version]),
  );
  return Object.fromEntries(names.map((name) => [name, stored.get(SETTINGS[name].key) ?? 0])) as Record<N, number>;
}

class StaleSettings extends Error {
  constructor(readonly failure: StaleFailure<Setting | null>) {
    super('stale setting');
  }
}

/**
 * Saves several registered settings of one form, all or none. With `expected` (each one's
 * version when the form was loaded) a setting saved meanwhile refuses the whole save: the
 * refusal names what changed (docs/decisions/0394); nothing is written.
 */
export function writeSettings(
  db: DbOrTx,
  actor: Actor,
  values: { [K in SettingName]?: SettingValue<K> },
  expected?: Readonly<Record<string, number>>,
): { ok: true } | StaleFailure<Setting | null> {
  try {
    db.transaction((tx) => {
      for (const [name, value] of Object.entries(values) as [SettingName, SettingValue<SettingName>][]) {
        const result = writeSetting(tx, actor, name, value, { expectedVersion: expected?.[name] });
        if (!result.ok) throw new StaleSettings(result);
      }
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof StaleSettings) return error.failure;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Generic (the settings API)
// ---------------------------------------------------------------------------------------------

function toSetting(row: typeof settings.$inferSelect): Setting {
  return {
    key: row.key,
    value: row.value,
    description: row.description,
    category: row.category,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function isValidSettingKey(key: unknown): key is string {
  return typeof key === 'string' && KEY_PATTERN.test(key);
}

export function listSettings(db: DbOrTx): Setting[] {
  return db.select().from(settings).orderBy(asc(settings.category), asc(settings.key)).all().map(toSetting);
}

export function getSetting(db: DbOrTx, key: string): Setting | null {
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
 * A setting before it is stored: the key's shape, a text-like value, and for a registered
 * setting its parser (the capacity is 1 to 10, the weekly hours a usable week, ...).
 */
export const settingInputSchema = z
  .object({
    key: z.string({ error: INVALID_SETTING_KEY_MESSAGE }).regex(KEY_PATTERN, INVALID_SETTING_KEY_MESSAGE),
    ...settingFieldsSchema.shape,
  })
  .superRefine((s, ctx) => {
    const problem = storedTextProblem(s.key, String(s.value).trim());
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['value'] });
  });

/** settingInputSchema's first Turkish message, or null when the setting may be stored. */
export function settingProblem(input: SettingInput): string | null {
  const parsed = settingInputSchema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? INVALID_SETTING_KEY_MESSAGE);
}

/**
 * The one write of a row. A new row takes the given description and category, else the
 * registry's (free keys: none, 'general'); an existing row keeps what is not given.
 */
function storeSetting(
  db: DbOrTx,
  actor: Actor,
  input: { key: string; value: string; description?: string; category?: string },
  expectedVersion?: number | null,
): SettingWrite {
  const registered = settingOfKey(input.key);
  const before = db.select().from(settings).where(eq(settings.key, input.key)).get();
  const refused = staleCheck(db, 'setting', input.key, before?.version ?? 0, expectedVersion, () =>
    before ? toSetting(before) : null,
  );
  if (refused) return refused;
  db.insert(settings)
    .values({
      key: input.key,
      value: input.value,
      description: input.description ?? registered?.description ?? null,
      category: input.category ?? registered?.category ?? 'general',
    })
    .onConflictDoUpdate({
      target: settings.key,
      set: {
        value: input.value,
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        version: sql`${settings.version} + 1`,
        updatedAt: new Date(),
      },
    })
    .run();
  const after = db.select().from(settings).where(eq(settings.key, input.key)).get()!;
  recordChange(
    db,
    actor,
    'setting',
    input.key,
    before ? 'updated' : 'created',
    before ? { value: before.value } : null,
    { value: after.value },
    { version: after.version },
  );
  return { ok: true, setting: toSetting(after) };
}

/** Inserts or updates one setting from the API (call settingProblem first); `expectedVersion` from If-Match. */
export function upsertSetting(
  db: DbOrTx,
  actor: Actor,
  input: SettingInput,
  options: { expectedVersion?: number | null } = {},
): SettingWrite {
  return storeSetting(
    db,
    actor,
    {
      key: input.key,
      value: String(input.value).trim(),
      description: typeof input.description === 'string' ? input.description : undefined,
      category: typeof input.category === 'string' ? input.category : undefined,
    },
    options.expectedVersion,
  );
}

export function deleteSetting(db: DbOrTx, actor: Actor, key: string): boolean {
  const row = db.delete(settings).where(eq(settings.key, key)).returning().get();
  if (row) recordChange(db, actor, 'setting', key, 'deleted', { value: row.value }, null, { version: row.version + 1 });
  return !!row;
}
