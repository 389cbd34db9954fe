import { aboutPageSchema } from '~/domain/content-forms';
import { defineApi, deleteCall, updateCall } from '~/http/api.server';
import { normalizeAboutBody } from '~/http/api-shapes';
import {
  aboutPageFormValues,
  getAboutPage,
  removeAboutPage,
  saveAboutPage,
  serializeAboutPage,
} from '~/models/content/about.server';

const NOT_FOUND = 'Hakkımızda sayfası bulunamadı';

const api = defineApi({
  PUT: updateCall({
    permission: 'content.write',
    summary: 'Updates a page.',
    notFound: NOT_FOUND,
    body: aboutPageSchema,
    current: getAboutPage,
    formValues: (row) => aboutPageFormValues(serializeAboutPage(row)),
    normalize: normalizeAboutBody,
    save: (context, id, body) => saveAboutPage(context, id, body),
    message: 'Sayfa güncellendi',
    key: 'aboutUs',
  }),
  DELETE: deleteCall({
    permission: 'content.write',
    summary: 'Deletes a page and its pictures.',
    notFound: NOT_FOUND,
    remove: removeAboutPage,
    message: 'Sayfa silindi',
  }),
});
export const action = api.action;
