/**
 * The version a form carries in a hidden field (absent or empty: no check); the rule is in
 * versions.ts (docs/decisions/0352). Apart from it so that a screen which only names the
 * field (VERSION_FIELD) does not load zod in the browser (issue 39).
 */
import { z } from 'zod';
import { VERSIONS_FIELD, versionsFromText } from './versions';

export const versionFieldSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: 'Geçersiz sürüm' }).int('Geçersiz sürüm').min(0, 'Geçersiz sürüm').optional(),
);

/**
 * The hidden `versions` field of a form that saves several settings at once (versions.ts:
 * `capacityPerSlot:3,reminder24h:0`), read as each setting's version; absent or malformed:
 * none, no check.
 */
export const versionsFieldSchema = z
  .string()
  .optional()
  .transform((text) => versionsFromText(text));

/** A settings form's schema with its `versions` field: `submission.value.versions`. */
export function withVersions<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema.extend({ [VERSIONS_FIELD]: versionsFieldSchema } as { versions: typeof versionsFieldSchema });
}
