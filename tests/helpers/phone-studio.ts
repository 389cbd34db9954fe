import { withoutOutboxWorker } from './test-db';
/**
 * The demo studio with every customer message on: e-mail, SMS (Netgsm) and WhatsApp on fake
 * APIs started for each test and stopped after it. For the tests of who may be messaged
 * (issue 24: tests/integration/strangers/). "now" of the context: Tuesday 2026-11-24 10:00.
 */
import { afterEach } from 'vitest';
import { CUSTOMER_KINDS } from '../../app/domain/message-topics';
import { saveSmsSettings, saveWhatsappSettings } from '../../app/models/messaging/phone-channels.server';
import { createTestContext, createTestDb, TEST_ACTOR, type TestContext } from './test-db';
import { callRoute, testRequest } from './admin';
import { startFakeNetgsm, startFakeWhatsapp, type FakeApi } from './fake-phone-apis';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp';
import { demoIds } from '../integration/booking-fixtures';
import { configureSmtp, outboxRows, SECRETS_KEY } from '../integration/messaging/fixtures';

type DemoIds = ReturnType<typeof demoIds>;

/** The JSON body of Ayşe's booking of a classic manicure with Zeynep on Wednesday 10:00; `over` changes fields. */
export function demoBooking(ids: DemoIds, over: Record<string, unknown> = {}) {
  return {
    customerName: 'Ayşe Kaya',
    customerEmail: 'ayse@example.com',
    customerPhone: '0532 123 45 67',
    serviceIds: [ids.service('Klasik Manikür').id],
    packageIds: [],
    teamMemberId: ids.member('Zeynep Kaya').id,
    date: '2026-11-25',
    time: '10:00',
    ...over,
  };
}

const TEMPLATES = Object.fromEntries(CUSTOMER_KINDS.map((k) => [k, 'randevu_alindi']));

/**
 * Call once at the top of a test file: returns `setup`, which makes a fresh database with the
 * channels configured on fake APIs (stopped after each test).
 */
export function usePhoneStudio() {
  let smtp: FakeSmtp | undefined;
  let netgsm: FakeApi | undefined;
  let whatsapp: FakeApi | undefined;
  afterEach(async () => {
    await smtp?.stop();
    await netgsm?.close();
    await whatsapp?.close();
    smtp = netgsm = whatsapp = undefined;
  });
  return async function setup(options: { now?: string; ip?: string } = {}) {
    const { db } = createTestDb();
    const context = createTestContext(db, { now: options.now, clientIp: options.ip ?? '203.0.113.50' });
    smtp = await startFakeSmtp();
    netgsm = await startFakeNetgsm();
    whatsapp = await startFakeWhatsapp();
    configureSmtp(db, smtp);
    saveSmsSettings(
      withoutOutboxWorker(db),
      TEST_ACTOR,
      {
        baseUrl: netgsm.url,
        username: '8503001122',
        password: 'netgsm-şifre',
        sender: 'SHEVA',
        isActive: true,
        kinds: [...CUSTOMER_KINDS],
      },
      SECRETS_KEY,
    );
    saveWhatsappSettings(
      withoutOutboxWorker(db),
      TEST_ACTOR,
      {
        baseUrl: whatsapp.url,
        phoneNumberId: '109876543210',
        accessToken: 'EAAG-test-token',
        languageCode: 'tr',
        isActive: true,
        kinds: [...CUSTOMER_KINDS],
        templates: TEMPLATES,
      },
      SECRETS_KEY,
    );
    const ids = demoIds(db);
    const booking = (over: Record<string, unknown> = {}) => demoBooking(ids, over);
    return { db, context, ids, booking, netgsm, whatsapp, smtp };
  };
}

/** A JSON POST (no Origin, as a script sends it) to a route's action: `{ status, data }`. */
export const postJson = (
  context: TestContext,
  handler: (args: never) => unknown,
  path: string,
  json: unknown,
  params: Record<string, string> = {},
) =>
  callRoute(handler, testRequest(path, { json, origin: null }), context, params) as Promise<{
    status: number;
    data: Record<string, unknown>;
  }>;

/** SMS and WhatsApp to the customer (the code's own SMS left out). */
export const phoneRows = (db: TestContext['db']) =>
  outboxRows(db).filter((r) => (r.channel === 'sms' || r.channel === 'whatsapp') && r.topic !== 'phone-verification');

/** The messages a fake Netgsm received (text and number). */
export const smsOf = (api: FakeApi) => api.calls.map((c) => (c.body.messages as { msg: string; no: string }[])[0]!);
