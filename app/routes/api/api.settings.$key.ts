import { actorOf, assertMay } from '~/http/auth.server';
import { settingPermission } from '~/domain/settings';
import { z } from 'zod';
import { CAPACITY_MESSAGE } from '~/domain/capacity';
import { PRIVATE_NO_STORE, apiError, call, defineApi, ok, okVersioned, staleAnswer } from '~/http/api.server';
import {
  INVALID_SETTING_KEY_MESSAGE,
  SETTINGS_SAVED_MESSAGE,
  SETTING_NOT_FOUND_MESSAGE,
  deleteSetting,
  getSetting,
  isValidSettingKey,
  settingFieldsSchema,
  settingProblem,
  upsertSetting,
} from '~/models/settings/registry.server';

/** The key in the path: not a valid key is "not found" for a read and a bad request for a write. */
const keyParams = (message: string) =>
  z.object({
    key: z
      .string({ error: message })
      .refine(isValidSettingKey, message)
      .describe('lower-case key, e.g. appointment_capacity_per_slot'),
  });

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'settings.write',
    summary: 'One setting.',
    params: keyParams(SETTING_NOT_FOUND_MESSAGE),
    etag: true,
    response: '200 { success, setting }',
    errors: [[404, SETTING_NOT_FOUND_MESSAGE]],
    handler: ({ context, params }) => {
      const setting = getSetting(context.db, params.key);
      return setting ? okVersioned({ setting }, setting.version) : apiError(404, SETTING_NOT_FOUND_MESSAGE);
    },
  }),
  PUT: call({
    auth: 'admin',
    permission: 'settings.write',
    summary:
      'Creates or updates one setting; appointment_capacity_per_slot must be 1-10; member_contact_visible needs accounts.manage (the owner).',
    alsoAnswers: ['POST'],
    params: keyParams(INVALID_SETTING_KEY_MESSAGE),
    paramsStatus: 400,
    body: settingFieldsSchema,
    etag: true,
    ifMatch: true,
    response: `200 { success, message: '${SETTINGS_SAVED_MESSAGE}', setting }`,
    errors: [
      [400, INVALID_SETTING_KEY_MESSAGE],
      [400, 'Ayar değeri metin, sayı veya doğru/yanlış olmalıdır'],
      [400, 'Ayar değeri çok uzun'],
      [400, 'Açıklama metin olmalıdır'],
      [400, 'Geçersiz ayar kategorisi'],
      [400, CAPACITY_MESSAGE],
      [
        409,
        '{ message, current, currentVersion, meanwhile } when If-Match names an older version (a setting not stored yet is "v0")',
      ],
    ],
    handler: ({ context, params, body, session, expectedVersion }) => {
      assertMay(session, settingPermission(params.key), 'api');
      const input = { key: params.key, value: body.value, description: body.description, category: body.category };
      const problem = settingProblem(input);
      if (problem) return apiError(400, problem);
      const saved = upsertSetting(context.db, actorOf(session, context), input, { expectedVersion });
      return saved.ok
        ? okVersioned({ message: SETTINGS_SAVED_MESSAGE, setting: saved.setting }, saved.setting.version)
        : staleAnswer(saved, saved.current);
    },
  }),
  DELETE: call({
    auth: 'admin',
    permission: 'settings.write',
    summary: 'Deletes one setting.',
    params: keyParams(INVALID_SETTING_KEY_MESSAGE),
    paramsStatus: 400,
    response: "200 { success, message: 'Ayar silindi' }",
    errors: [
      [400, INVALID_SETTING_KEY_MESSAGE],
      [404, SETTING_NOT_FOUND_MESSAGE],
    ],
    handler: ({ context, params, session }) => {
      assertMay(session, settingPermission(params.key), 'api');
      return deleteSetting(context.db, actorOf(session, context), params.key)
        ? ok({ message: 'Ayar silindi' }, 200, PRIVATE_NO_STORE)
        : apiError(404, SETTING_NOT_FOUND_MESSAGE);
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
