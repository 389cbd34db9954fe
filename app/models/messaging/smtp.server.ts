/**
 * SMTP settings (one row) and sending one e-mail with nodemailer. The password is stored
 * encrypted and never leaves the server: the browser and the API see `hasPassword` only.
 */
import nodemailer from 'nodemailer';
import type { Db } from '../../../db/client';
import { findOneRow, secretSettingsTable, writeOneRow } from '../db.server';
import { smtpSettings } from '../../../db/schema';
import type { RenderedEmail } from '~/domain/emails';
import { smtpPasswordStays, type SmtpSettingsInput } from '~/domain/messaging-settings';
import { decryptSecret, encryptSecret } from '~/infra/secrets.server';
import { actionOfRows, recordedWrite, type Actor } from '../audit/history.server';
import { type OutboxContext, wakeOutboxWhen } from '../commit.server';

export const PASSWORD_PURPOSE = 'smtp.password';

export type SmtpRow = typeof smtpSettings.$inferSelect;
/** The browser and the API see `hasPassword`, never the password. */
export const {
  find: findSmtpRow,
  get: getSmtpRow,
  shown: publicSmtpSettings,
} = secretSettingsTable(smtpSettings, 'passwordEncrypted', 'hasPassword');
export type PublicSmtpSettings = NonNullable<ReturnType<typeof publicSmtpSettings>>;

/**
 * Saves the settings: updates row `id` (or the one row when `id` is omitted), creating it
 * when there is none. A blank password keeps the stored one while host, port and user stay
 * the same, and is cleared when they change (`passwordCleared`). Null for an unknown id.
 */
/** Saves the mail settings; messages that waited for mail go out now (docs/decisions/0341). */
export function saveSmtpSettings(
  context: OutboxContext,
  actor: Actor,
  input: SmtpSettingsInput,
  secretsKey: string,
  id?: number,
): SmtpSaved | null {
  return wakeOutboxWhen(
    context,
    writeSmtpSettings(context.db, actor, input, secretsKey, id),
    (saved) => saved !== null,
  );
}

function writeSmtpSettings(
  db: Db,
  actor: Actor,
  input: SmtpSettingsInput,
  secretsKey: string,
  id?: number,
): SmtpSaved | null {
  const { password, username, fromName, ...fields } = input;
  const values = {
    ...fields,
    username: username ?? null,
    fromName: fromName ?? null,
    ...(password ? { passwordEncrypted: encryptSecret(password, secretsKey, PASSWORD_PURPOSE) } : {}),
  };
  let passwordCleared = false;
  // with its history row (the password as '[gizli]': that it changed, never what)
  const row = recordedWrite<SmtpRow | null>(
    db,
    actor,
    'messaging',
    smtpSettings,
    { id: findOneRow(db, smtpSettings, id)?.id, idOf: (r) => r?.id, action: actionOfRows },
    (tx) =>
      writeOneRow(tx, smtpSettings, id, (existing) => {
        passwordCleared =
          !!existing && !password && !!existing.passwordEncrypted && !smtpPasswordStays(existing, values);
        return passwordCleared ? { ...values, passwordEncrypted: null } : values;
      }),
  );
  return row && { row, passwordCleared };
}

export type SmtpSaved = { row: SmtpRow; passwordCleared: boolean };

/**
 * nodemailer options. `secure` follows the spec's meaning, "use TLS": implicit TLS on port
 * 465, STARTTLS required on any other port (so the defaults 587 + secure work with common
 * providers). Unsecured only when `secure` is off. (docs/decisions/0062-smtp-and-telegram.md)
 */
export function transportOptions(row: SmtpRow, secretsKey: string) {
  const password = decryptSecret(row.passwordEncrypted, secretsKey, PASSWORD_PURPOSE);
  const implicitTls = row.secure && row.port === 465;
  return {
    host: row.host,
    port: row.port,
    secure: implicitTls,
    requireTLS: row.secure && !implicitTls,
    ignoreTLS: !row.secure,
    auth: row.username ? { user: row.username, pass: password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

export class SmtpNotConfigured extends Error {
  constructor() {
    super('Mail ayarları yapılmamış veya kapalı');
    this.name = 'SmtpNotConfigured';
  }
}

type Transport = ReturnType<typeof nodemailer.createTransport>;

/**
 * One pooled SMTP connection for the outbox worker, reused for every message of a run (a bulk
 * mail does not open a connection per customer) and rebuilt when the settings change. The
 * worker closes it when a run is over, so no connection stays open between bookings.
 */
export type SmtpConnections = { get(row: SmtpRow, secretsKey: string): Transport; close(): void };

export function createSmtpConnections(): SmtpConnections {
  let current: { stamp: string; transport: Transport } | null = null;
  return {
    get(row, secretsKey) {
      const stamp = `${row.id}:${row.updatedAt.getTime()}`;
      if (current?.stamp !== stamp) {
        current?.transport.close();
        current = {
          stamp,
          transport: nodemailer.createTransport({
            ...transportOptions(row, secretsKey),
            pool: true,
            maxConnections: 1,
            maxMessages: 100,
          }),
        };
      }
      return current.transport;
    },
    close() {
      current?.transport.close();
      current = null;
    },
  };
}

/**
 * Sends one e-mail with the stored settings (active ones, unless `anyState`: the test mail
 * also works before the admin switches mail on), over the worker's pooled connection when
 * given, else over a connection of its own. Throws nodemailer's error on failure.
 */
export async function sendEmail(
  db: Db,
  secretsKey: string,
  message: RenderedEmail,
  options: { anyState?: boolean; connections?: SmtpConnections } = {},
): Promise<void> {
  const row = getSmtpRow(db);
  if (!row || (!row.isActive && !options.anyState)) throw new SmtpNotConfigured();
  const transport = options.connections
    ? options.connections.get(row, secretsKey)
    : nodemailer.createTransport(transportOptions(row, secretsKey));
  try {
    await transport.sendMail({
      from: row.fromName ? { name: row.fromName, address: row.fromEmail } : row.fromEmail,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
      })),
    });
  } finally {
    if (!options.connections) transport.close();
  }
}

/** A recipient or message refused for good (5xx to RCPT/DATA): retrying would get the same answer. */
export function isPermanentSmtpError(error: unknown): boolean {
  const e = error as { permanent?: boolean; code?: string } | null;
  return !!e && e.permanent === true && (e.code === 'EENVELOPE' || e.code === 'EMESSAGE');
}
