import { aboutPageSchema } from '~/domain/content-forms';
import { apiError, call, defineApi, fieldErrorResponse, ok } from '~/lib/api.server';
import { MULTIPART_NOTE, VALIDATION_FAILED } from '~/lib/api-doc-notes';
import { normalizeAboutBody } from '~/lib/api-shapes';
import { cachedJson } from '~/lib/http.server';
import { aboutJson } from '~/lib/public-json';
import { getActiveAboutPage, saveAboutPage } from '~/models/about.server';

const NOT_FOUND = 'Hakkımızda sayfası bulunamadı';

const api = defineApi({
  GET: call({
    auth: 'public',
    summary: 'The active about-us page (cached).',
    response:
      '200 { aboutUs: { heroTitle, heroSubtitle, heroImage, storyTitle, storyContent, storyImage, missionTitle, missionContent, visionTitle, visionContent, valuesTitle, valuesContent, statsData, ctaTitle, ctaContent, ... } }',
    errors: [[404, NOT_FOUND]],
    handler: ({ request, context }) => {
      const about = getActiveAboutPage(context.db);
      return about ? cachedJson(request, { aboutUs: aboutJson(about) }) : apiError(404, NOT_FOUND);
    },
  }),
  POST: call({
    auth: 'admin',
    summary: 'Creates a page (statsData a list or a JSON string; optional heroImage, storyImage files).',
    body: aboutPageSchema,
    bodyFormat: 'form',
    normalize: normalizeAboutBody,
    bodyNote: MULTIPART_NOTE,
    response: "201 { success, message: 'Sayfa oluşturuldu', aboutUs }",
    errors: [[400, VALIDATION_FAILED]],
    handler: async ({ context, body }) => {
      const result = await saveAboutPage(context, undefined, body);
      if (!result.ok) return fieldErrorResponse('fieldErrors' in result ? result.fieldErrors : {});
      return ok({ message: 'Sayfa oluşturuldu', aboutUs: result.value }, 201);
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
