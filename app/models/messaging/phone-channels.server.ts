/**
 * SMS (Netgsm REST v2) and WhatsApp (Business Cloud API) settings, one row each, and sending
 * one message over each (docs/decisions/0200-sms-and-whatsapp.md). Secrets are stored
 * encrypted like SMTP's and never leave the server. One attempt per call: the outbox retries.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { smsSettings, whatsappSettings } from '../../../db/schema';
import { isCustomerKind, type CustomerKind, type PhoneChannel } from '~/domain/message-topics';
import {
  netgsmOutcome,
  PHONE_MESSAGES,
  secretStays,
  smsTestText,
  WHATSAPP_TEST_TEMPLATE,
  whatsappOutcome,
  type ProviderOutcome,
  type SmsSettingsInput,
  type WhatsappSettingsInput,
} from '~/domain/phone-messages';
import { whatsappDigits } from '~/domain/whatsapp';
import { decryptSecret, encryptSecret } from '~/infra/secrets.server';
import type { DbOrTx } from '../db.server';
import { actionOfRows, recordedWrite, type Actor } from '../audit/history.server';
import { type OutboxContext, wakeOutboxWhen } from '../commit.server';

export const SMS_PURPOSE = 'sms.password';
export const WHATSAPP_PURPOSE = 'whatsapp.accessToken';
const TIMEOUT_MS = 15_000;

export type SmsRow = typeof smsSettings.$inferSelect;
export type WhatsappRow = typeof whatsappSettings.$inferSelect;

export function getSmsRow(db: DbOrTx): SmsRow | null {
  return db.select().from(smsSettings).orderBy(asc(smsSettings.id)).limit(1).get() ?? null;
}

export function getWhatsappRow(db: DbOrTx): WhatsappRow | null {
  return db.select().from(whatsappSettings).orderBy(asc(whatsappSettings.id)).limit(1).get() ?? null;
}

/** What the browser may see. */
export function publicSmsSettings(row: SmsRow | null) {
  if (!row) return null;
  const { passwordEncrypted, ...rest } = row;
  return { ...rest, kinds: row.kinds.filter(isCustomerKind), hasPassword: !!passwordEncrypted };
}

export function publicWhatsappSettings(row: WhatsappRow | null) {
  if (!row) return null;
  const { accessTokenEncrypted, ...rest } = row;
  return { ...rest, kinds: row.kinds.filter(isCustomerKind), hasAccessToken: !!accessTokenEncrypted };
}

export type Saved<T> = { row: T; secretCleared: boolean };

/** Saves the one row. A blank password keeps the stored one while address and user stay; it is cleared when they change. */
/** Saves the SMS settings; messages that waited for the channel go out now (docs/decisions/0341). */
export function saveSmsSettings(
  context: OutboxContext,
  actor: Actor,
  input: SmsSettingsInput,
  secretsKey: string,
): Saved<SmsRow> {
  return wakeOutboxWhen(context, writeSmsSettings(context.db, actor, input, secretsKey), () => true);
}

function writeSmsSettings(db: Db, actor: Actor, input: SmsSettingsInput, secretsKey: string): Saved<SmsRow> {
  return recordedWrite(
    db,
    actor,
    'messaging',
    smsSettings,
    { id: getSmsRow(db)?.id, idOf: (r) => r.row.id, action: actionOfRows },
    (tx) => writeSms(tx as Db, input, secretsKey),
  );
}

function writeSms(db: Db, input: SmsSettingsInput, secretsKey: string): Saved<SmsRow> {
  const values = {
    baseUrl: input.baseUrl,
    username: input.username,
    sender: input.sender,
    isActive: input.isActive,
    kinds: input.kinds,
    ...(input.password ? { passwordEncrypted: encryptSecret(input.password, secretsKey, SMS_PURPOSE) } : {}),
  };
  const existing = getSmsRow(db);
  if (!existing) return { row: db.insert(smsSettings).values(values).returning().get(), secretCleared: false };
  const secretCleared =
    !input.password &&
    !!existing.passwordEncrypted &&
    !secretStays([existing.baseUrl, existing.username], [values.baseUrl, values.username]);
  const row = db
    .update(smsSettings)
    .set(secretCleared ? { ...values, passwordEncrypted: null } : values)
    .where(eq(smsSettings.id, existing.id))
    .returning()
    .get()!;
  return { row, secretCleared };
}

/** Saves the WhatsApp settings; messages that waited for the channel go out now (docs/decisions/0341). */
export function saveWhatsappSettings(
  context: OutboxContext,
  actor: Actor,
  input: WhatsappSettingsInput,
  secretsKey: string,
): Saved<WhatsappRow> {
  return wakeOutboxWhen(context, writeWhatsappSettings(context.db, actor, input, secretsKey), () => true);
}

function writeWhatsappSettings(
  db: Db,
  actor: Actor,
  input: WhatsappSettingsInput,
  secretsKey: string,
): Saved<WhatsappRow> {
  return recordedWrite(
    db,
    actor,
    'messaging',
    whatsappSettings,
    { id: getWhatsappRow(db)?.id, idOf: (r) => r.row.id, action: actionOfRows },
    (tx) => writeWhatsapp(tx as Db, input, secretsKey),
  );
}

function writeWhatsapp(db: Db, input: WhatsappSettingsInput, secretsKey: string): Saved<WhatsappRow> {
  const values = {
    baseUrl: input.baseUrl,
    phoneNumberId: input.phoneNumberId,
    languageCode: input.languageCode,
    isActive: input.isActive,
    kinds: input.kinds,
    templates: input.templates,
    ...(input.accessToken
      ? { accessTokenEncrypted: encryptSecret(input.accessToken, secretsKey, WHATSAPP_PURPOSE) }
      : {}),
  };
  const existing = getWhatsappRow(db);
  if (!existing) return { row: db.insert(whatsappSettings).values(values).returning().get(), secretCleared: false };
  const secretCleared =
    !input.accessToken &&
    !!existing.accessTokenEncrypted &&
    !secretStays([existing.baseUrl, existing.phoneNumberId], [values.baseUrl, values.phoneNumberId]);
  const row = db
    .update(whatsappSettings)
    .set(secretCleared ? { ...values, accessTokenEncrypted: null } : values)
    .where(eq(whatsappSettings.id, existing.id))
    .returning()
    .get()!;
  return { row, secretCleared };
}

/**
 * Whether this kind of message goes out on the channel now: the channel is active, has its
 * secret, the admin switched the kind on (and, for WhatsApp, named its template).
 */
export function phoneChannelAccepts(db: DbOrTx, channel: PhoneChannel, kind: CustomerKind): boolean {
  if (channel === 'sms') {
    const row = getSmsRow(db);
    return !!row && row.isActive && !!row.passwordEncrypted && row.kinds.includes(kind);
  }
  const row = getWhatsappRow(db);
  return !!row && row.isActive && !!row.accessTokenEncrypted && row.kinds.includes(kind) && !!row.templates[kind];
}

/** The phone channels the studio has switched on (the booking form asks for these opt-ins only). */
export function activePhoneChannels(db: DbOrTx): PhoneChannel[] {
  const sms = getSmsRow(db);
  const whatsapp = getWhatsappRow(db);
  return [
    ...(sms?.isActive && sms.passwordEncrypted ? (['sms'] as const) : []),
    ...(whatsapp?.isActive && whatsapp.accessTokenEncrypted ? (['whatsapp'] as const) : []),
  ];
}

/** The channel is off, lacks its secret, or this kind was switched off after the message was queued. */
export class PhoneChannelOff extends Error {
  constructor(channel: PhoneChannel) {
    super(
      channel === 'sms'
        ? 'SMS bildirimleri kapalı veya bu mesaj türü için kapalı'
        : 'WhatsApp bildirimleri kapalı veya bu mesaj türü için şablon yok',
    );
    this.name = 'PhoneChannelOff';
  }
}

/** A provider's refusal; `permanent` when retrying would get the same answer. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

async function post(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  read: (status: number, body: unknown) => ProviderOutcome,
): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError(
      `Sağlayıcıya bağlanılamadı: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`,
      false,
    );
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const outcome = read(response.status, json);
  if (!outcome.ok) throw new ProviderError(outcome.message, !outcome.retry);
  return outcome.id;
}

/**
 * One SMS through Netgsm's REST v2 API: POST {baseUrl}/sms/rest/v2/send, HTTP Basic auth,
 * JSON { msgheader, encoding: 'TR', iysfilter: '0' (informational, not commercial), messages: [{ msg, no }] }.
 * `anyState`: the admin's test message works before SMS is switched on.
 */
export async function sendSms(
  db: Db,
  secretsKey: string,
  to: string,
  text: string,
  options: { anyState?: boolean } = {},
): Promise<string | null> {
  const row = getSmsRow(db);
  const password = decryptSecret(row?.passwordEncrypted, secretsKey, SMS_PURPOSE);
  if (!row || !password || (!row.isActive && !options.anyState)) throw new PhoneChannelOff('sms');
  const auth = Buffer.from(`${row.username}:${password}`).toString('base64');
  return post(
    `${row.baseUrl}/sms/rest/v2/send`,
    { Authorization: `Basic ${auth}` },
    { msgheader: row.sender, encoding: 'TR', iysfilter: '0', messages: [{ msg: text, no: to }] },
    netgsmOutcome,
  );
}

export type WhatsappTemplateMessage = { to: string; template: string; languageCode: string; parameters: string[] };

/** One template message through the Cloud API: POST {baseUrl}/{phone-number-id}/messages with the bearer token. */
export async function sendWhatsapp(
  db: Db,
  secretsKey: string,
  message: WhatsappTemplateMessage,
  options: { anyState?: boolean } = {},
): Promise<string | null> {
  const row = getWhatsappRow(db);
  const token = decryptSecret(row?.accessTokenEncrypted, secretsKey, WHATSAPP_PURPOSE);
  if (!row || !token || (!row.isActive && !options.anyState)) throw new PhoneChannelOff('whatsapp');
  const body = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.languageCode },
      ...(message.parameters.length
        ? { components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }] }
        : {}),
    },
  };
  return post(
    `${row.baseUrl}/${encodeURIComponent(row.phoneNumberId)}/messages`,
    { Authorization: `Bearer ${token}` },
    body,
    whatsappOutcome,
  );
}

/** The admin's test message to a typed phone, with the saved settings (also before the channel is switched on). */
export async function sendPhoneTest(
  db: Db,
  secretsKey: string,
  channel: PhoneChannel,
  phone: string,
): Promise<{ ok: boolean; message: string }> {
  const to = whatsappDigits(phone);
  if (!to || !/^905\d{9}$/.test(to)) return { ok: false, message: PHONE_MESSAGES.testPhoneRequired };
  try {
    if (channel === 'sms') await sendSms(db, secretsKey, to, smsTestText(), { anyState: true });
    else
      await sendWhatsapp(
        db,
        secretsKey,
        {
          to,
          template: WHATSAPP_TEST_TEMPLATE.name,
          languageCode: WHATSAPP_TEST_TEMPLATE.languageCode,
          parameters: [],
        },
        { anyState: true },
      );
    return { ok: true, message: PHONE_MESSAGES.testSent };
  } catch (error) {
    if (error instanceof PhoneChannelOff) return { ok: false, message: PHONE_MESSAGES.testNeedsSettings };
    return { ok: false, message: PHONE_MESSAGES.testFailed(error instanceof Error ? error.message : String(error)) };
  }
}
