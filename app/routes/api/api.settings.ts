import { actorOf, assertMay } from '~/http/auth.server';
import { settingPermission } from '~/domain/settings';
import { z } from 'zod';
import { CAPACITY_MESSAGE } from '~/domain/capacity';
import { PRIVATE_NO_STORE, apiError, call, defineApi, ok, type Values } from '~/http/api.server';
import {
  INVALID_SETTING_KEY_MESSAGE,
  SETTINGS_SAVED_MESSAGE,
  listSettings,
  settingProblem,
  upsertSetting,
  type SettingInput,
} from '~/models/settings/registry.server';

const INVALID_LIST = 'Ayarlar listesi geçersiz';

/**
 * POST /api/settings's `settings`: an object of key -> value, or a list of {key, value,
 * description?, category?}; each item is then checked by settingInputSchema (settingProblem).
 */
const settingsBatchSchema = z
  .union([z.array(z.looseObject({})), z.record(z.string(), z.unknown())], { error: INVALID_LIST })
  .transform((raw): SettingInput[] =>
    Array.isArray(raw) ? (raw as SettingInput[]) : Object.entries(raw).map(([key, value]) => ({ key, value })),
  )
  .refine((list) => list.length > 0, 'Kaydedilecek ayar yok');

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'settings.write',
    summary: 'Every setting.',
    response: '200 { success, settings: [{ key, value, description, category, updatedAt }] }',
    handler: ({ context }) => ok({ settings: listSettings(context.db) }, 200, PRIVATE_NO_STORE),
  }),
  POST: call({
    auth: 'admin',
    permission: 'settings.write',
    summary:
      'Saves several settings at once, all or nothing. A key with its own permission (member_contact_visible: accounts.manage) needs it too.',
    body: settingsBatchSchema,
    normalize: (values) => ('settings' in values ? (values.settings as Values) : values),
    bodyNote:
      '{ settings: { key: value } } or { settings: [{ key, value, description?, category? }] } (the object may also be the body itself); each setting as PUT /api/settings/{key} checks it',
    response: `200 { success, message: '${SETTINGS_SAVED_MESSAGE}', settings }`,
    errors: [
      [400, INVALID_LIST],
      [400, 'Kaydedilecek ayar yok'],
      [400, INVALID_SETTING_KEY_MESSAGE],
      [400, CAPACITY_MESSAGE],
    ],
    handler: ({ context, body, session }) => {
      for (const input of body) {
        const problem = settingProblem(input);
        if (problem) return apiError(400, problem, { key: typeof input.key === 'string' ? input.key : null });
        assertMay(session, settingPermission(input.key), 'api');
      }
      context.db.transaction(() =>
        body.forEach((input) => {
          upsertSetting(context.db, actorOf(session, context), input);
        }),
      );
      return ok({ message: SETTINGS_SAVED_MESSAGE, settings: listSettings(context.db) }, 200, PRIVATE_NO_STORE);
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
