import { z } from 'zod';
import { apiError, call, defineApi, ok, PRIVATE_NO_STORE } from '~/http/api.server';
import { actorOf } from '~/http/auth.server';
import { relyingPartyOf } from '~/http/relying-party.server';
import {
  listPasskeys,
  PASSKEY_TEXTS,
  verifyPasskeyRegistration,
  type PasskeyItem,
} from '~/models/auth/passkeys.server';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';

const INVALID = 'Geçiş anahtarı yanıtı okunamadı. Lütfen yeniden deneyin.';

const registerSchema = z.object({
  name: z
    .string({ error: PASSKEY_TEXTS.nameRequired })
    .trim()
    .min(1, PASSKEY_TEXTS.nameRequired)
    .max(60, 'Ad en fazla 60 karakter olabilir'),
  response: z.looseObject(
    { id: z.string({ error: INVALID }).min(1, INVALID).max(1024, INVALID), response: z.looseObject({}) },
    { error: INVALID },
  ),
});

const passkeyJson = (p: PasskeyItem) => ({
  ...p,
  createdAt: p.createdAt.toISOString(),
  lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
});

/** The signed-in account's own passkeys (Sahip and Yönetici: passkeys.own; docs/decisions/0355, 0384). */
const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'profile.write',
    summary: "The signed-in account's passkeys.",
    response: '200 { success, passkeys: [{ id, name, createdAt, lastUsedAt, backedUp, deviceType }] }',
    handler: ({ context, session }) =>
      ok({ passkeys: listPasskeys(context.db, session.user.id).map(passkeyJson) }, 200, PRIVATE_NO_STORE),
  }),
  POST: call({
    auth: 'admin',
    permission: 'passkeys.own',
    summary:
      "Adds a passkey: the browser's answer (`startRegistration`) to the options of POST /api/account/passkeys/options, with a name. From now on a password alone no longer signs this account in.",
    body: registerSchema,
    fieldErrors: true,
    response: `201 { success, message: '${PASSKEY_TEXTS.added}', passkey }`,
    errors: [
      [400, PASSKEY_TEXTS.nameRequired],
      [400, PASSKEY_TEXTS.expired],
      [400, PASSKEY_TEXTS.failed],
      [403, PASSKEY_TEXTS.bearerRefused],
    ],
    handler: async ({ request, context, body, session }) => {
      const result = await verifyPasskeyRegistration(
        context.db,
        actorOf(session, context),
        session.user,
        body.response as unknown as RegistrationResponseJSON,
        relyingPartyOf(request, context),
        body.name,
        context.now(),
        session.kind,
      );
      return result.ok
        ? ok({ message: PASSKEY_TEXTS.added, passkey: passkeyJson(result.passkey) }, 201, PRIVATE_NO_STORE)
        : apiError(result.status, result.message);
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
