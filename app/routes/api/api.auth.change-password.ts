import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  passwordChangeSchema,
} from '~/domain/admin-account';
import { apiError, call, defineApi, ok } from '~/http/api.server';
import { changePassword } from '~/models/auth/account.server';

const api = defineApi({
  POST: call({
    auth: 'admin',
    permission: 'profile.write',
    summary:
      "Changes the admin's password; the admin's other sessions (browsers and tokens) end, the one that asked stays.",
    body: passwordChangeSchema,
    response: `200 { success, message: '${PASSWORD_CHANGED_MESSAGE}' }`,
    errors: [
      [400, `Mevcut şifre hatalı / Yeni şifreler eşleşmiyor / ${PASSWORD_TOO_SHORT_MESSAGE}`],
      [400, COMMON_PASSWORD_MESSAGE],
    ],
    handler: async ({ context, session, body }) => {
      const result = await changePassword(context, session, body);
      return result.ok ? ok({ message: PASSWORD_CHANGED_MESSAGE }) : apiError(400, result.message);
    },
  }),
});
export const action = api.action;
