/**
 * The category form's colour field (zod), apart from category-colours.ts so that the day and
 * week views, which only draw the colours, load no zod in the browser (issue 39).
 */
import { z } from 'zod';
import { CATEGORY_COLOUR_MESSAGE, HEX6 } from './category-colours';

/** The category form's colour: '' = the palette's (null stored), else #rrggbb (stored lower case). */
export const categoryColorField = () =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
      z.string().refine((v) => v === '' || HEX6.test(v), CATEGORY_COLOUR_MESSAGE),
    )
    .transform((v) => (v === '' ? null : v.toLowerCase()))
    .optional()
    .transform((v) => v ?? null);
