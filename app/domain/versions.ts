/**
 * No lost edit (issue 26 item 4, docs/decisions/0352-versions-and-stale-edits.md): every
 * appointment, customer, service, package, category, team member and setting has a `version`
 * that grows by one on every write of it. An edit carries the version it was loaded from; a
 * save over a newer version is refused with what changed meanwhile, and the person's own
 * input is kept by the screen. A save without a version keeps the old behaviour (the JSON
 * API without If-Match).
 */
import { changeText, actorLabel, type AuditEntry, type FieldChange } from './audit';

// the hidden field's schema is in version-field.ts: screens that only name the field load no zod (issue 39)

/** The name of the hidden field every edit form carries. */
export const VERSION_FIELD = 'version';

/** Is the stored record newer than the one the editor loaded? (no expected version: never) */
export function isStale(current: number, expected: number | null | undefined): boolean {
  return expected !== undefined && expected !== null && current !== expected;
}

/** What changed meanwhile: each change after the editor's version, who made it and when. */
export type MeanwhileChange = { at: Date; by: string; changes: FieldChange[]; action: AuditEntry['action'] };

export function meanwhileOf(
  entries: readonly Pick<AuditEntry, 'at' | 'actor' | 'changes' | 'action'>[],
): MeanwhileChange[] {
  return entries.map((e) => ({ at: e.at, by: actorLabel(e.actor), changes: e.changes, action: e.action }));
}

export const STALE_TITLE = 'Bu kayıt siz düzenlerken değiştirildi';

/**
 * A form that saves several settings at once carries each one's version in one hidden field
 * `versions`: `capacityPerSlot:3,reminder24h:0` (0: no row yet). Written and read here.
 */
export const VERSIONS_FIELD = 'versions';

export function versionsText(versions: Readonly<Record<string, number>>): string {
  return Object.entries(versions)
    .map(([name, version]) => `${name}:${version}`)
    .join(',');
}

/** The versions a form names (absent or malformed: none, no check; a malformed pair is ignored). */
export function versionsFromText(text: unknown): Record<string, number> | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  const out: Record<string, number> = {};
  for (const pair of text.split(',')) {
    const match = /^\s*([A-Za-z][A-Za-z0-9_]{0,63}):(\d{1,9})\s*$/.exec(pair);
    if (match) out[match[1]!] = Number(match[2]);
  }
  return Object.keys(out).length ? out : undefined;
}

/** What was refused: a form's save (what she typed stays) or a drag on the day view (the block goes back). */
export type StaleWhat = 'form' | 'drag';

/** The title and the last sentence of a refusal, by what was refused (docs/decisions/0430). */
const STALE_WORDS: Record<StaleWhat, { title: string; after: string }> = {
  form: {
    title: STALE_TITLE,
    after: 'Yazdıklarınız kaydedilmedi ama formda duruyor: güncel hâli kontrol edip yeniden kaydedin.',
  },
  drag: {
    title: 'Bu randevu siz sürüklerken değiştirildi',
    after: 'Taşıma yapılmadı: randevu şu anki yerinde gösteriliyor; isterseniz yeniden sürükleyin.',
  },
};

/**
 * The Turkish message of a refused stale save: who changed what meanwhile, and that what the
 * person typed is kept. E.g. 'Bu kayıt siz düzenlerken değiştirildi. Elif: Not: “nude” →
 * “kırmızı oje istiyor”; Fiyat: 350,00 ₺ → 500,00 ₺. Yazdıklarınız kaydedilmedi ama
 * formda duruyor: kontrol edip yeniden kaydedin.'
 */
export function staleMessage(meanwhile: readonly MeanwhileChange[], what: StaleWhat = 'form'): string {
  const changed = meanwhile
    .filter((m) => m.changes.length > 0 || m.action !== 'updated')
    .map((m) =>
      m.changes.length
        ? `${m.by}: ${m.changes.map(changeText).join('; ')}`
        : `${m.by}: ${m.action === 'deleted' ? 'kaydı sildi' : 'kaydı değiştirdi'}`,
    )
    .join(' · ');
  return `${STALE_WORDS[what].title}.${changed ? ` ${changed}.` : ''} ${STALE_WORDS[what].after}`;
}

// ---------------------------------------------------------------------------------------------
// The JSON API: ETag / If-Match
// ---------------------------------------------------------------------------------------------

/** The ETag of a version: `"v3"`. */
export function etagOf(version: number): string {
  return `"v${version}"`;
}

/**
 * The version an If-Match header names: undefined when there is no header (no check), null
 * when it is not one of ours (the API answers 412/400), `*` means any version (no check).
 */
export function versionFromIfMatch(header: string | null | undefined): number | undefined | null {
  if (header === null || header === undefined || header.trim() === '') return undefined;
  const value = header.trim();
  if (value === '*') return undefined;
  const match = /^(?:W\/)?"v(\d{1,9})"$/.exec(value) ?? /^(\d{1,9})$/.exec(value);
  return match ? Number(match[1]) : null;
}

/** A toggle, delete or merge whose If-Match names another version than the record's (issue 37). */
export function versionChangedMessage(currentVersion: number): string {
  return `${STALE_TITLE} (şimdiki sürüm "v${currentVersion}"): hiçbir şey değiştirilmedi. Kaydın güncel hâlini yükleyip yeniden deneyin.`;
}

export const BAD_IF_MATCH_MESSAGE = 'If-Match başlığı geçersiz: bu kaydın ETag değerini ("v3" gibi) gönderin';
