import { withoutOutboxWorker } from '../../helpers/test-db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema';
import * as outboxPage from '../../../app/routes/admin/messaging/outbox';
import * as optOutPage from '../../../app/routes/booking/opt-out';
import { CUSTOMER_KINDS } from '../../../app/domain/message-topics';
import { onAppointmentStatusChanged } from '../../../app/models/appointments/notifications.server';
import { createBooking, type BookingInput } from '../../../app/models/appointments/booking.server';
import { saveSmsSettings, saveWhatsappSettings } from '../../../app/models/messaging/phone-channels.server';
import { createTestContext, createTestDb, TEST_ACTOR, TEST_CUSTOMER } from '../../helpers/test-db';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../../helpers/admin';
import { startFakeNetgsm, startFakeWhatsapp, type FakeApi } from '../../helpers/fake-phone-apis';
import { startFakeSmtp, type FakeSmtp } from '../../helpers/fake-smtp';
import { CUSTOMER, demoIds } from '../booking-fixtures';
import { provedPhoneFixture } from '../../helpers/phone-proof';
import { BASE_URL, configureSmtp, outboxRows, SECRETS_KEY, testClock, testWorker } from './fixtures';

const TEMPLATES = {
  'booking-received': 'randevu_alindi',
  'appointment-confirmed': 'randevu_onay',
  'appointment-moved': 'randevu_degisti',
  'appointment-cancelled': 'randevu_iptal',
  'appointment-reminder': 'randevu_hatirlatma',
  'survey-invitation': 'memnuniyet_anketi',
};

let smtp: FakeSmtp | undefined;
let netgsm: FakeApi | undefined;
let whatsapp: FakeApi | undefined;
afterEach(async () => {
  await smtp?.stop();
  await netgsm?.close();
  await whatsapp?.close();
  smtp = netgsm = whatsapp = undefined;
});

export function configureSms(
  db: ReturnType<typeof createTestDb>['db'],
  url: string,
  overrides: Partial<{ kinds: string[]; isActive: boolean }> = {},
) {
  return saveSmsSettings(
    withoutOutboxWorker(db),
    TEST_ACTOR,
    {
      baseUrl: url,
      username: '8503001122',
      password: 'netgsm-şifre',
      sender: 'SHEVA',
      isActive: overrides.isActive ?? true,
      kinds: (overrides.kinds ?? [...CUSTOMER_KINDS]) as never,
    },
    SECRETS_KEY,
  );
}

export function configureWhatsapp(db: ReturnType<typeof createTestDb>['db'], url: string) {
  return saveWhatsappSettings(
    withoutOutboxWorker(db),
    TEST_ACTOR,
    {
      baseUrl: url,
      phoneNumberId: '109876543210',
      accessToken: 'EAAG-test-token',
      languageCode: 'tr',
      isActive: true,
      kinds: [...CUSTOMER_KINDS],
      templates: TEMPLATES,
    },
    SECRETS_KEY,
  );
}

async function setup() {
  const { db } = createTestDb();
  smtp = await startFakeSmtp();
  netgsm = await startFakeNetgsm();
  whatsapp = await startFakeWhatsapp();
  configureSmtp(db, smtp);
  configureSms(db, netgsm.url);
  configureWhatsapp(db, whatsapp.url);
  return { db, smtp, netgsm, whatsapp };
}

/** A booking; a ticked box comes with the phone proved by its owner (a typed code, docs/decisions/0330). */
function book(db: ReturnType<typeof createTestDb>['db'], overrides: Partial<BookingInput> = {}, now?: string) {
  const context = createTestContext(db, { now });
  const ids = demoIds(db);
  const consent = overrides.messageConsent;
  if (consent && (consent.sms || consent.whatsapp) && consent.verificationId === undefined) {
    overrides = {
      ...overrides,
      messageConsent: {
        ...consent,
        verificationId: provedPhoneFixture(db, {
          phone: CUSTOMER.customerPhone,
          now: context.now(),
          secretsKey: context.config.secretsKey,
        }),
      },
    };
  }
  const result = createBooking(context, TEST_CUSTOMER, {
    ...CUSTOMER,
    serviceIds: [ids.service('Klasik Manikür').id],
    packageIds: [],
    teamMemberId: ids.member('Zeynep Kaya').id,
    date: '2026-11-25',
    time: '10:00',
    notes: null,
    consent: null,
    source: 'web',
    ...overrides,
  });
  if (!result.ok) throw new Error(result.message);
  return result.appointment;
}

const worker = (db: ReturnType<typeof createTestDb>['db'], clock = testClock()) =>
  testWorker(db, { url: 'http://127.0.0.1:9' }, clock);
const customerRows = (db: ReturnType<typeof createTestDb>['db']) =>
  outboxRows(db)
    .filter((r) => r.channel !== 'telegram')
    .map((r) => [r.channel, r.topic]);
const smsText = (call: { body: Record<string, unknown> }) => (call.body.messages as { msg: string; no: string }[])[0]!;

describe('SMS and WhatsApp to a customer who opted in', () => {
  it('a booking with both boxes ticked sends the right message on each channel, with the private and the opt-out link', async () => {
    const { db, netgsm, whatsapp, smtp } = await setup();
    const appointment = book(db, { messageConsent: { sms: true, whatsapp: true, ip: '203.0.113.7' } });
    const stored = db.select().from(t.appointments).where(eq(t.appointments.id, appointment.id)).get()!;
    expect(stored).toMatchObject({
      smsConsentAt: expect.any(Date),
      whatsappConsentAt: expect.any(Date),
      messageConsentIp: '203.0.113.7',
    });
    expect(customerRows(db)).toEqual([
      ['email', 'booking-received'],
      ['sms', 'booking-received'],
      ['whatsapp', 'booking-received'],
    ]);
    expect((await worker(db).runOnce()).sent).toBe(3); // Telegram is not set up here

    const [sms] = await netgsm.waitFor(1);
    expect(sms!.path).toBe('/sms/rest/v2/send');
    expect(Buffer.from(sms!.authorization.replace('Basic ', ''), 'base64').toString()).toBe('8503001122:netgsm-şifre');
    expect(sms!.body).toMatchObject({ msgheader: 'SHEVA', encoding: 'TR', iysfilter: '0' });
    const { msg, no } = smsText(sms!);
    expect(no).toBe('905321234567');
    expect(msg).toContain('Merhaba değerli müşterimiz, 25 Kasım 2026 Çarşamba 10:00 randevu talebinizi aldık.'); // never the typed name (0332)
    expect(msg).toMatch(new RegExp(`Randevunuz: ${BASE_URL}/randevu/[A-Za-z0-9_-]{27}`));
    expect(msg).toMatch(new RegExp(`SMS almamak için: ${BASE_URL}/bildirim-iptal/sms/[A-Za-z0-9_-]{27}`));

    const [wa] = await whatsapp.waitFor(1);
    expect(wa!.path).toBe('/109876543210/messages');
    expect(wa!.authorization).toBe('Bearer EAAG-test-token');
    const template = wa!.body.template as {
      name: string;
      language: { code: string };
      components: { parameters: { text: string }[] }[];
    };
    expect(wa!.body).toMatchObject({ messaging_product: 'whatsapp', to: '905321234567', type: 'template' });
    expect(template.name).toBe('randevu_alindi');
    expect(template.language.code).toBe('tr');
    const params = template.components[0]!.parameters.map((p) => p.text);
    expect(params[0]).toBe('değerli müşterimiz');
    expect(params[1]).toContain('randevu talebinizi aldık');
    expect(params[2]).toMatch(/\/randevu\/[A-Za-z0-9_-]{27}$/);
    expect(params[3]).toMatch(/\/bildirim-iptal\/whatsapp\/[A-Za-z0-9_-]{27}$/);
    expect(await smtp.waitFor(1)).toHaveLength(1);

    // the confirmation goes the same three ways, by the admin's per-kind switches
    db.transaction((tx) =>
      onAppointmentStatusChanged(
        tx,
        { id: appointment.id, customerId: null, customerName: 'Ayşe Kaya', customerEmail: 'ayse@example.com' },
        'pending',
        'confirmed',
        new Date(),
      ),
    );
    await worker(db).runOnce();
    expect(smsText((await netgsm.waitFor(2))[1]!).msg).toContain('randevunuz onaylandı');
    expect(((await whatsapp.waitFor(2))[1]!.body.template as { name: string }).name).toBe('randevu_onay');
  });

  it('without consent, or with the kind switched off, sends no SMS and no WhatsApp', async () => {
    const { db, netgsm, whatsapp } = await setup();
    book(db);
    book(db, { time: '13:00', messageConsent: { sms: false, whatsapp: false, ip: null } });
    expect(customerRows(db)).toEqual([
      ['email', 'booking-received'],
      ['email', 'booking-received'],
    ]);
    configureSms(db, netgsm.url, { kinds: ['appointment-reminder'] });
    book(db, { time: '15:00', messageConsent: { sms: true, whatsapp: false, ip: null } });
    expect(customerRows(db).slice(2)).toEqual([['email', 'booking-received']]);
    await worker(db).runOnce();
    expect(netgsm.calls).toHaveLength(0);
    expect(whatsapp.calls).toHaveLength(0);
  });

  it('a failed provider call is retried and shows on the outbox screen until it goes', async () => {
    const { db, netgsm, whatsapp } = await setup();
    book(db, { messageConsent: { sms: true, whatsapp: true, ip: null } });
    netgsm.failNext = 1;
    whatsapp.failNext = 1;
    const clock = testClock();
    await worker(db, clock).runOnce();
    const failedOnce = outboxRows(db).filter((r) => r.channel === 'sms' || r.channel === 'whatsapp');
    expect(failedOnce.map((r) => [r.channel, r.status, r.attempts, r.lastError])).toEqual([
      ['sms', 'pending', 1, 'SMS sağlayıcısı yanıt vermedi (HTTP 503)'],
      ['whatsapp', 'pending', 1, 'WhatsApp mesajı gönderilemedi: Service Unavailable'],
    ]);

    const context = createTestContext(db);
    const user = await createTestUser(db);
    const cookie = await sessionCookieHeader(context, user.id);
    const page = await callRoute(outboxPage.loader, testRequest('/admin/outbox?durum=pending', { cookie }), context);
    const listed = (
      page.data as { messages: { topic: string; recipient: string; lastError: string | null; attempts: number }[] }
    ).messages;
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          topic: 'SMS: Randevu alındı',
          recipient: 'SMS · Ayşe Kaya',
          attempts: 1,
          lastError: 'SMS sağlayıcısı yanıt vermedi (HTTP 503)',
        }),
        expect.objectContaining({ topic: 'WhatsApp: Randevu alındı', recipient: 'WhatsApp · Ayşe Kaya', attempts: 1 }),
      ]),
    );

    clock.advance(10 * 60_000);
    await worker(db, clock).runOnce();
    expect(outboxRows(db).every((r) => r.status === 'sent')).toBe(true);
    expect(netgsm.calls).toHaveLength(1);
    expect(whatsapp.calls).toHaveLength(1);
  });

  it('a refusal that would come again (wrong password) fails for good, with the reason', async () => {
    const { db, netgsm } = await setup();
    saveSmsSettings(
      withoutOutboxWorker(db),
      TEST_ACTOR,
      {
        baseUrl: netgsm.url,
        username: '8503001122',
        password: 'yanlis',
        sender: 'SHEVA',
        isActive: true,
        kinds: [...CUSTOMER_KINDS],
      },
      SECRETS_KEY,
    );
    book(db, { messageConsent: { sms: true, whatsapp: false, ip: null } });
    await worker(db).runOnce();
    expect(outboxRows(db).find((r) => r.channel === 'sms')).toMatchObject({
      status: 'failed',
      lastError: 'SMS gönderilemedi: 30 Geçersiz kullanıcı adı / şifre veya API erişim izni yok',
    });
  });

  it('the opt-out link stops the next message on that channel (and one already queued), without a sign-in', async () => {
    const { db, netgsm, whatsapp } = await setup();
    const appointment = book(db, { messageConsent: { sms: true, whatsapp: true, ip: null } });
    await worker(db).runOnce();
    const link = smsText((await netgsm.waitFor(1))[0]!).msg.match(/\/bildirim-iptal\/sms\/([A-Za-z0-9_-]+)/)!;
    const context = createTestContext(db, { clientIp: '198.51.100.4' });
    const params = { channel: 'sms', token: link[1]! };

    const shown = await callRoute(optOutPage.loader, testRequest(link[0]), context, params);
    expect(shown.data).toMatchObject({ found: true, channelName: 'SMS', phone: '0532 *** ** 67', done: null });
    const forged = await callRoute(optOutPage.loader, testRequest('/bildirim-iptal/sms/x'), context, {
      channel: 'sms',
      token: `${link[1]!.slice(0, -2)}AA`,
    });
    expect(forged.status).toBe(404);
    const wrongChannel = await callRoute(optOutPage.loader, testRequest('/'), context, {
      channel: 'whatsapp',
      token: link[1]!,
    });
    expect(wrongChannel.status).toBe(404);

    // a message queued before the opt-out is not sent after it
    db.transaction((tx) =>
      onAppointmentStatusChanged(
        tx,
        { id: appointment.id, customerId: null, customerName: 'Ayşe Kaya', customerEmail: 'ayse@example.com' },
        'pending',
        'confirmed',
        new Date(),
      ),
    );
    const done = await callRoute(optOutPage.action, testRequest(link[0], { form: {} }), context, params);
    expect(done.data).toMatchObject({
      done: 'SMS bildirimleri durduruldu. Bu numaraya artık SMS ile bilgilendirme gönderilmeyecek.',
    });
    // kept as a keyed hash of the number only: no number, no IP (docs/decisions/0336)
    expect(db.select().from(t.messageOptOuts).all()).toMatchObject([
      { phone: '', phoneHash: expect.any(String), channel: 'sms', appointmentId: null, ip: null },
    ]);
    await worker(db).runOnce();
    expect(netgsm.calls).toHaveLength(1);
    // refused with the reason, never sent (docs/decisions/0331)
    expect(
      outboxRows(db)
        .filter((r) => r.channel === 'sms')
        .map((r) => [r.status, r.refusalReason]),
    ).toEqual([
      ['sent', null],
      ['refused', 'Alıcı bu kanaldan mesaj almayı durdurdu (bildirim iptali).'],
    ]);
    expect(whatsapp.calls).toHaveLength(2); // WhatsApp still on

    // the next message is not even queued on SMS; a later booking with the box ticked and the phone proved again consents anew
    db.transaction((tx) =>
      onAppointmentStatusChanged(
        tx,
        { id: appointment.id, customerId: null, customerName: 'Ayşe Kaya', customerEmail: 'ayse@example.com' },
        'confirmed',
        'cancelled',
        new Date(),
      ),
    );
    expect(outboxRows(db).filter((r) => r.channel === 'sms')).toHaveLength(2);
    book(db, { time: '15:00', messageConsent: { sms: true, whatsapp: false, ip: null } }, '2026-11-24T11:00:00+03:00');
    expect(outboxRows(db).filter((r) => r.channel === 'sms')).toHaveLength(3);
  });
});
