/**
 * A form's answer to a save over a newer version (docs/decisions/0352, 0394): the version the
 * form was loaded from (its hidden `version` field), and the notice the screen shows: the
 * message, what changed meanwhile (who, when, each field), and the record's current value of
 * each field where it differs from what the person typed. Her values stay in the form
 * (conform's `submission.reply()` carries them).
 */
import { changeText, type AuditValue } from '~/domain/audit';
import { versionFieldSchema } from '~/domain/version-field';
import { STALE_TITLE, VERSION_FIELD, type MeanwhileChange } from '~/domain/versions';
import type { StaleNotice } from '~/utils/form-reply';

/** The version a posted form names (absent, empty or malformed: none, no check). */
export function submittedVersion(form: FormData): number | undefined {
  const parsed = versionFieldSchema.safeParse(form.get(VERSION_FIELD) ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

/** A form value as the notice shows it: a checkbox as evet/hayır, a list joined, nothing as '—'. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'evet' : 'hayır';
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '—';
  return String(value);
}

/** What the form posted for a field, comparable with the record's form value. */
function posted(form: FormData, field: string, current: unknown): unknown {
  if (typeof current === 'boolean')
    return form.get(field) === 'on' || form.get(field) === 'true' || form.get(field) === '1';
  if (Array.isArray(current)) return form.getAll(field).map(String);
  return form.get(field) ?? '';
}

const same = (a: unknown, b: unknown) => shown(a).trim() === shown(b).trim();

/**
 * The notice of a refused save. `currentValues`: the record now as the form's values (the
 * screen's own `formValuesOf`); `labels`: optional display text of a value (a member's name
 * for its id).
 */
export function staleNotice(
  failure: { message: string; currentVersion: number; meanwhile: readonly MeanwhileChange[] },
  currentValues: Record<string, unknown>,
  form: FormData,
  display: (field: string, value: unknown) => string = (_field, value) => shown(value),
): StaleNotice {
  const current: Record<string, string> = {};
  for (const [field, value] of Object.entries(currentValues)) {
    if (!same(posted(form, field, value), value)) current[field] = display(field, value);
  }
  return {
    title: STALE_TITLE,
    message: failure.message,
    meanwhile: failure.meanwhile.map((m) => ({
      at: m.at.toISOString(),
      by: m.by,
      lines: m.changes.map((c) =>
        changeText({ field: c.field, before: c.before as AuditValue, after: c.after as AuditValue }),
      ),
    })),
    version: failure.currentVersion,
    current,
  };
}
