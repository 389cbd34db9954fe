/**
 * The version a form carries in a hidden field (absent or empty: no check); the rule is in
 * versions.ts (docs/decisions/0352). Apart from it so that a screen which only names the
 * field (VERSION_FIELD) does not load zod in the browser (issue 39).
 */
import { z } from 'zod';

export const versionFieldSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: 'Geçersiz sürüm' }).int('Geçersiz sürüm').min(0, 'Geçersiz sürüm').optional(),
);
