/**
 * iyzico's REST API, the three calls the kapora needs (docs/decisions/0460-iyzico-rest.md):
 * Checkout Form initialize, Checkout Form retrieve (by token) and refund. Each request is
 * signed with IYZWSv2: HMAC-SHA256(secretKey, randomKey + uriPath + body) in hex, then
 * `Authorization: IYZWSv2 base64("apiKey:…&randomKey:…&signature:…")` and `x-iyzi-rnd`.
 * Plain `fetch` with a timeout; no card data ever passes through here (the customer types it
 * on iyzico's hosted page). The settings row keeps the keys encrypted (like the SMTP password).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { iyzicoSettings } from '../../../db/schema';
import { decryptSecret, encryptSecret } from '~/infra/secrets.server';
import { kurusToLiraText } from '~/utils/money';
import type { DbOrTx } from '../db.server';

export const IYZICO_API_KEY_PURPOSE = 'iyzico.api-key';
export const IYZICO_SECRET_KEY_PURPOSE = 'iyzico.secret-key';
export const IYZICO_SANDBOX_URL = 'https://sandbox-api.iyzipay.com';
export const IYZICO_LIVE_URL = 'https://api.iyzipay.com';

export const IYZICO_PATHS = {
  initialize: '/payment/iyzipos/checkoutform/initialize/auth/ecom',
  retrieve: '/payment/iyzipos/checkoutform/auth/ecom/detail',
  refund: '/payment/refund',
} as const;

/** A call that takes longer is treated as failed (the customer can try again). */
export const IYZICO_TIMEOUT_MS = 15_000;

export type IyzicoConfig = { baseUrl: string; apiKey: string; secretKey: string; timeoutMs?: number };

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

export type IyzicoSettingsView = { baseUrl: string; hasApiKey: boolean; hasSecretKey: boolean; version: number };

export function readIyzicoSettings(db: DbOrTx): IyzicoSettingsView {
  const row = db.select().from(iyzicoSettings).get();
  return {
    baseUrl: row?.baseUrl ?? IYZICO_SANDBOX_URL,
    hasApiKey: !!row?.apiKeyEncrypted,
    hasSecretKey: !!row?.secretKeyEncrypted,
    version: row?.version ?? 0,
  };
}

/** The keys in clear for a call, or null when either is missing or unreadable (another SECRETS_KEY). */
export function iyzicoConfig(db: DbOrTx, secretsKey: string): IyzicoConfig | null {
  const row = db.select().from(iyzicoSettings).get();
  if (!row) return null;
  const apiKey = decryptSecret(row.apiKeyEncrypted, secretsKey, IYZICO_API_KEY_PURPOSE);
  const secretKey = decryptSecret(row.secretKeyEncrypted, secretsKey, IYZICO_SECRET_KEY_PURPOSE);
  return apiKey && secretKey ? { baseUrl: row.baseUrl, apiKey, secretKey } : null;
}

/** Stores the base URL and, when given, new keys (empty: keep the stored one). Returns the new version. */
export function saveIyzicoSettings(
  db: DbOrTx,
  secretsKey: string,
  input: { baseUrl: string; apiKey?: string | null; secretKey?: string | null },
): number {
  const values = {
    baseUrl: input.baseUrl,
    ...(input.apiKey ? { apiKeyEncrypted: encryptSecret(input.apiKey, secretsKey, IYZICO_API_KEY_PURPOSE) } : {}),
    ...(input.secretKey
      ? { secretKeyEncrypted: encryptSecret(input.secretKey, secretsKey, IYZICO_SECRET_KEY_PURPOSE) }
      : {}),
  };
  const row = db.select({ id: iyzicoSettings.id }).from(iyzicoSettings).get();
  if (row) return db.update(iyzicoSettings).set(values).where(eq(iyzicoSettings.id, row.id)).returning().get()!.version;
  return db.insert(iyzicoSettings).values(values).returning().get().version;
}

// ---------------------------------------------------------------------------------------------
// Signing
// ---------------------------------------------------------------------------------------------

/** The IYZWSv2 Authorization header's value for a request to `uriPath` with JSON `body`. */
export function iyzicoAuthorization(
  apiKey: string,
  secretKey: string,
  randomKey: string,
  uriPath: string,
  body: string,
) {
  const signature = crypto
    .createHmac('sha256', secretKey)
    .update(randomKey + uriPath + body)
    .digest('hex');
  const params = `apiKey:${apiKey}&randomKey:${randomKey}&signature:${signature}`;
  return `IYZWSv2 ${Buffer.from(params, 'utf8').toString('base64')}`;
}

/** iyzico's price text: lira with a dot ("105.00"). */
export const iyzicoPrice = (kurus: number) => kurusToLiraText(kurus, '.');

/** A price iyzico answered (number or text) to kuruş, or null. */
export function kurusOfIyzicoPrice(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : null;
}

export class IyzicoUnreachable extends Error {}

async function call(config: IyzicoConfig, path: string, request: Record<string, unknown>) {
  const body = JSON.stringify(request);
  const randomKey = `${Date.now()}${crypto.randomBytes(6).toString('hex')}`;
  let response: Response;
  try {
    response = await fetch(new URL(path, config.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: iyzicoAuthorization(config.apiKey, config.secretKey, randomKey, path, body),
        'x-iyzi-rnd': randomKey,
      },
      body,
      signal: AbortSignal.timeout(config.timeoutMs ?? IYZICO_TIMEOUT_MS),
    });
  } catch (error) {
    throw new IyzicoUnreachable(error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new IyzicoUnreachable(`iyzico answered ${response.status} without JSON`);
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export type CheckoutFormRequest = {
  conversationId: string;
  basketId: string;
  priceKurus: number;
  callbackUrl: string;
  itemName: string;
  buyer: { id: string; name: string; surname: string; email: string; gsmNumber: string; ip: string };
  address: { contactName: string; city: string; address: string };
};

export type InitializeResult =
  | { ok: true; token: string; paymentPageUrl: string }
  | { ok: false; message: string; code?: string };

export async function initializeCheckoutForm(
  config: IyzicoConfig,
  input: CheckoutFormRequest,
): Promise<InitializeResult> {
  const price = iyzicoPrice(input.priceKurus);
  const address = { ...input.address, country: 'Turkey' };
  const answer = await call(config, IYZICO_PATHS.initialize, {
    locale: 'tr',
    conversationId: input.conversationId,
    price,
    paidPrice: price,
    currency: 'TRY',
    basketId: input.basketId,
    paymentGroup: 'PRODUCT',
    callbackUrl: input.callbackUrl,
    enabledInstallments: [1],
    buyer: {
      ...input.buyer,
      // the studio does not ask for a national id; iyzico documents this placeholder for it
      identityNumber: '11111111111',
      registrationAddress: input.address.address,
      city: input.address.city,
      country: 'Turkey',
    },
    shippingAddress: address,
    billingAddress: address,
    basketItems: [{ id: input.basketId, name: input.itemName, category1: 'Kapora', itemType: 'VIRTUAL', price }],
  });
  if (answer.status !== 'success' || !str(answer.token) || !str(answer.paymentPageUrl))
    return { ok: false, message: str(answer.errorMessage) || 'iyzico refused', code: str(answer.errorCode) };
  return { ok: true, token: str(answer.token), paymentPageUrl: str(answer.paymentPageUrl) };
}

export type RetrievedPayment = {
  /** the call itself succeeded and the payment is SUCCESS */
  paid: boolean;
  status: string;
  paymentStatus: string;
  conversationId: string;
  basketId: string;
  token: string;
  currency: string;
  paidPriceKurus: number | null;
  paymentId: string;
  /** the basket item's payment transaction (what a refund names) */
  paymentTransactionId: string;
  errorMessage: string;
};

/** Asks iyzico what became of a Checkout Form token (the only word we take on a payment). */
export async function retrieveCheckoutForm(
  config: IyzicoConfig,
  input: { token: string; conversationId: string },
): Promise<RetrievedPayment> {
  const answer = await call(config, IYZICO_PATHS.retrieve, {
    locale: 'tr',
    conversationId: input.conversationId,
    token: input.token,
  });
  const items = Array.isArray(answer.itemTransactions) ? (answer.itemTransactions as Record<string, unknown>[]) : [];
  return {
    paid: answer.status === 'success' && answer.paymentStatus === 'SUCCESS',
    status: str(answer.status),
    paymentStatus: str(answer.paymentStatus),
    conversationId: str(answer.conversationId),
    basketId: str(answer.basketId),
    token: str(answer.token),
    currency: str(answer.currency),
    paidPriceKurus: kurusOfIyzicoPrice(answer.paidPrice),
    paymentId: str(answer.paymentId),
    paymentTransactionId: str(items[0]?.paymentTransactionId),
    errorMessage: str(answer.errorMessage),
  };
}

export type RefundResult = { ok: true; refundRef: string } | { ok: false; message: string };

/** Refunds `priceKurus` of a payment transaction (the whole kapora). */
export async function refundPayment(
  config: IyzicoConfig,
  input: { paymentTransactionId: string; priceKurus: number; conversationId: string; ip: string },
): Promise<RefundResult> {
  const answer = await call(config, IYZICO_PATHS.refund, {
    locale: 'tr',
    conversationId: input.conversationId,
    paymentTransactionId: input.paymentTransactionId,
    price: iyzicoPrice(input.priceKurus),
    currency: 'TRY',
    ip: input.ip,
  });
  if (answer.status !== 'success') return { ok: false, message: str(answer.errorMessage) || 'iyzico refused' };
  return { ok: true, refundRef: str(answer.paymentId) || str(answer.paymentTransactionId) };
}
