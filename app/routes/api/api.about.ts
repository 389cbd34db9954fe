import { aboutPageSchema } from '~/domain/content-forms';
import { apiError, call, createCall, defineApi } from '~/http/api.server';
import { normalizeAboutBody } from '~/http/api-shapes';
import { cachedJson } from '~/http/http.server';
import { aboutJson } from '~/http/public-json';
import { getActiveAboutPage, saveAboutPage } from '~/models/content/about.server';

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
  POST: createCall({
    permission: 'content.write',
    summary: 'Creates a page (statsData a list or a JSON string; optional heroImage, storyImage files).',
    body: aboutPageSchema,
    normalize: normalizeAboutBody,
    save: (context, body) => saveAboutPage(context, undefined, body),
    message: 'Sayfa oluşturuldu',
    key: 'aboutUs',
  }),
});
export const loader = api.loader;
export const action = api.action;
