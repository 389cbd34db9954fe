import { withoutOutboxWorker } from '../../helpers/test-db';
/**
 * Issue 37, finding 7 (below the first test): the erasure finds every row of her by customer
 * id, e-mail AND phone however typed, in every table the schema has (the map says which
 * column holds a person's data and what the erasure does to it), then leaves none of it in
 * the database and WAL files.
 *
 * Issue 24, finding 8: after erasing a customer her waitlist entry (name, e-mail, phone, IP)
 * remained and could still be mailed, her opt-out kept phone and IP in clear, and her note was
 * still readable in the raw database and WAL files. Erasure now reaches every table that held
 * her, keeps an opt-out only as a keyed hash, and leaves no copy in the files: `secure_delete`
 * plus a truncating checkpoint (docs/decisions/0336).
 */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as t from '../../../db/schema';
import { requestPhoneCode } from '../../../app/models/messaging/phone-verification.server';
import { createBooking } from '../../../app/models/appointments/booking.server';
import { eraseCustomerData } from '../../../app/models/people/customer-data.server';
import { recordOptOut, recipientOf } from '../../../app/models/messaging/customer-messages.server';
import { hasPhoneConsent } from '../../../app/models/messaging/customer-messages.server';
import { enqueueMessage } from '../../../app/models/messaging/outbox.server';
import { recordChange } from '../../../app/models/audit/history.server';
import { createTestContext, createTestDb, TEST_ACTOR, TEST_CUSTOMER } from '../../helpers/test-db';
import { demoIds } from '../booking-fixtures';
import { configureSms, configureSmtp, configureTelegram, SECRETS_KEY } from '../messaging/fixtures';

const NAME = 'Zümrüt Qxqzyan';
const EMAIL = 'zumrut.qxqz@example.com';
const PHONE = '0532 917 38 46';
const NOTE = 'NOTQXQZ fıstık alerjisi var, lütfen dikkat';
const IP = '198.51.100.233';

/** Every place a copy of her could hide in a file's bytes. */
const NEEDLES = ['Qxqz', 'QXQZ', 'qxqz', '5329173846', '917 38 46', 'fıstık alerjisi', IP];

function leftovers(file: string): string[] {
  const found: string[] = [];
  for (const path of [file, `${file}-wal`, `${file}-journal`]) {
    if (!fs.existsSync(path)) continue;
    const bytes = fs.readFileSync(path);
    for (const needle of NEEDLES)
      if (bytes.includes(Buffer.from(needle, 'utf8'))) found.push(`${path.slice(file.length) || 'db'}: ${needle}`);
  }
  return found;
}

describe('erasure that erases', () => {
  it('leaves nothing of her in any table, nor in the raw database and WAL files', () => {
    const { db, file } = createTestDb();
    const context = createTestContext(db, { clientIp: IP });
    configureSmtp(db, { port: 2525 });
    configureTelegram(db);
    const ids = demoIds(db);
    const booked = createBooking(context, TEST_CUSTOMER, {
      customerName: NAME,
      customerEmail: EMAIL,
      customerPhone: PHONE,
      serviceIds: [ids.service('Klasik Manikür').id],
      packageIds: [],
      teamMemberId: ids.member('Zeynep Kaya').id,
      date: '2026-11-25',
      time: '10:00',
      notes: NOTE,
      consent: { version: 1, at: context.now(), ip: IP },
      source: 'web',
    });
    if (!booked.ok) throw new Error(booked.message);
    // more writes of her: the note edited (old page images in the WAL), a consent, a waitlist entry, an opt-out, a mail
    db.update(t.appointments)
      .set({ notes: `${NOTE} (güncellendi)`, smsConsentAt: context.now(), messageConsentIp: IP })
      .where(eq(t.appointments.id, booked.appointment.id))
      .run();
    const customer = db.select().from(t.customers).where(eq(t.customers.email, EMAIL)).get()!;
    db.update(t.customers).set({ notes: NOTE }).where(eq(t.customers.id, customer.id)).run();
    const entry = db
      .insert(t.waitlistEntries)
      .values({
        date: '2026-11-26',
        serviceIds: [ids.service('Klasik Manikür').id],
        teamMemberId: null,
        customerName: NAME,
        customerEmail: EMAIL,
        customerPhone: '05329173846',
        consentAt: context.now(),
        consentIp: IP,
        confirmedAt: context.now(),
      })
      .returning()
      .get();
    // the waitlist's own history row names her (issue 37: it has no customer id, so the erasure missed it)
    recordChange(
      db,
      { kind: 'visitor', ip: IP },
      'waitlist',
      entry.id,
      'created',
      null,
      { customerName: NAME, customerEmail: EMAIL, customerPhone: '05329173846', consentIp: IP },
      { at: context.now() },
    );
    enqueueMessage(db, {
      channel: 'email',
      topic: 'waitlist-slot-freed',
      payload: {
        entryId: entry.id,
        date: '2026-11-26',
        time: '10:00',
        teamMemberId: ids.member('Zeynep Kaya').id,
        to: EMAIL,
        customerName: NAME,
      } as never,
    });
    const recipient = recipientOf(db, { appointmentId: booked.appointment.id })!;
    recordOptOut(db, recipient, 'sms', SECRETS_KEY, context.now());
    // an opt-out written before 0336 kept the number and the IP in clear
    db.insert(t.messageOptOuts)
      .values({ phone: '905329173846', channel: 'whatsapp', ip: IP, createdAt: context.now() })
      .run();
    expect(leftovers(file).length).toBeGreaterThan(0); // the copies are there before

    const result = eraseCustomerData(context, TEST_ACTOR, customer.id);
    expect(result).toMatchObject({ appointments: 1, waitlist: 1 });

    // the tables
    expect(db.select().from(t.waitlistEntries).all()).toEqual([]);
    const optOuts = db.select().from(t.messageOptOuts).all();
    expect(optOuts).toHaveLength(2);
    for (const o of optOuts) expect(o).toMatchObject({ phone: '', ip: null, phoneHash: expect.any(String) });
    expect(JSON.stringify(db.select().from(t.outbox).all())).not.toMatch(/Qxqz|qxqz|5329173846|fıstık/);
    expect(JSON.stringify(db.select().from(t.auditLog).all())).not.toMatch(/Qxqz|qxqz|5329173846|fıstık/);
    // the opt-out still works for her number (a later booking with a proved phone is a new consent)
    expect(
      hasPhoneConsent(
        db,
        { ...recipient, consentAt: { sms: new Date('2026-11-01T00:00:00Z'), whatsapp: null } },
        'sms',
        { optOutKey: SECRETS_KEY },
      ),
    ).toBe(false);

    // the files
    expect(leftovers(file)).toEqual([]);
  });
});

/**
 * Every table of db/schema.ts, and the columns of each that can hold a customer's data, with
 * what the erasure does to them: 'deleted' (the row goes), 'anonymised' (emptied or
 * 'Anonim Müşteri'), 'hashed' (kept only as a keyed hash that cannot be read back), 'kept'
 * (a money record the tax law keeps for 5 years: amounts, days, the desk's reasons, without
 * her name), 'redacted' (the history: '[silindi]' in every row about her or quoting her). A
 * table with [] holds no customer's data (staff accounts, the catalogue, settings). A new
 * table fails the first test until it is listed here.
 */
const PERSONAL_COLUMNS: Record<string, Record<string, 'deleted' | 'anonymised' | 'hashed' | 'kept' | 'redacted'>> = {
  users: {},
  invitations: {},
  passkeys: {},
  webauthn_challenges: {},
  sign_in_failures: {},
  sessions: {},
  customers: {
    name: 'deleted',
    email: 'deleted',
    phone: 'deleted',
    notes: 'deleted',
    search_text: 'deleted',
    search_phone: 'deleted',
  },
  categories: {},
  services: {},
  packages: {},
  package_services: {},
  team_members: {},
  team_member_categories: {},
  // the feed is written from the appointments when it is read: nothing of hers is stored
  member_calendar_feeds: {},
  kvkk_notices: {},
  appointments: {
    customer_id: 'anonymised',
    customer_name: 'anonymised',
    customer_email: 'anonymised',
    customer_phone: 'anonymised',
    notes: 'anonymised',
    kvkk_consent_ip: 'anonymised',
    message_consent_ip: 'anonymised',
    fair_use_override_reason: 'anonymised',
    idempotency_hash: 'anonymised',
  },
  appointment_services: {},
  appointment_packages: {},
  sales: {
    customer_id: 'anonymised',
    customer_name: 'anonymised',
    note: 'anonymised',
    discount_reason: 'kept',
    void_reason: 'kept',
  },
  sale_lines: {},
  sale_payments: {},
  sale_tips: {},
  refunds: { customer_id: 'anonymised', customer_name: 'anonymised', reason: 'kept' },
  day_closes: {},
  // a kapora: amount, state, the transfer's random reference and the gateway's ids (money records, no name)
  deposits: {
    customer_id: 'anonymised',
    reference: 'kept',
    gateway_payment_id: 'kept',
    gateway_transaction_id: 'kept',
  },
  deposit_events: { gateway_ref: 'kept' },
  deposit_attempts: {},
  iyzico_settings: {},
  gallery_images: {},
  about_pages: {},
  home_settings: {},
  settings: {},
  member_hours: {},
  closures: {},
  smtp_settings: {},
  telegram_settings: {},
  sms_settings: {},
  whatsapp_settings: {},
  message_opt_outs: { phone: 'hashed', phone_hash: 'hashed', ip: 'anonymised' },
  phone_verifications: { phone_hash: 'deleted', ip_hash: 'deleted' },
  survey_questions: {},
  surveys: {
    customer_id: 'anonymised',
    customer_name: 'anonymised',
    customer_email: 'anonymised',
    review_consent_ip: 'anonymised',
  },
  survey_responses: { answer: 'anonymised' },
  waitlist_entries: {
    customer_name: 'deleted',
    customer_email: 'deleted',
    customer_phone: 'deleted',
    consent_ip: 'deleted',
  },
  outbox: { payload: 'deleted', recipient_hash: 'deleted', last_error: 'deleted', refusal_reason: 'deleted' },
  replication_state: {},
  audit_log: { changes: 'redacted', meta: 'redacted', ip: 'redacted', customer_id: 'redacted' },
};

const TABLES = (Object.values(t) as unknown[])
  .filter((v): v is SQLiteTable => v instanceof SQLiteTable)
  .map((v) => getTableConfig(v));

describe('erasure reaches every table (issue 37)', () => {
  it('knows every table of the schema and which of its columns can hold a person', () => {
    expect(TABLES.map((c) => c.name).sort()).toEqual(Object.keys(PERSONAL_COLUMNS).sort());
    for (const config of TABLES)
      for (const column of Object.keys(PERSONAL_COLUMNS[config.name]!))
        expect(
          config.columns.map((c) => c.name),
          `${config.name}.${column}`,
        ).toContain(column);
  });

  it('finds her by id, by e-mail alone and by her phone typed otherwise, in every such table and in the files', () => {
    const { db, file } = createTestDb();
    const context = createTestContext(db, { clientIp: IP });
    const ids = demoIds(db);
    const service = ids.service('Klasik Manikür');
    const member = ids.member('Zeynep Kaya').id;
    configureSms(db);
    // by id: her booking makes her customer row ('0532 917 38 46')
    const booked = createBooking(context, TEST_CUSTOMER, {
      customerName: NAME,
      customerEmail: EMAIL,
      customerPhone: PHONE,
      serviceIds: [service.id],
      packageIds: [],
      teamMemberId: member,
      date: '2026-11-25',
      time: '10:00',
      notes: NOTE,
      consent: { version: 1, at: context.now(), ip: IP },
      source: 'web',
    });
    if (!booked.ok) throw new Error(booked.message);
    const customer = db.select().from(t.customers).where(eq(t.customers.email, EMAIL)).get()!;
    const linked = booked.appointment.id;
    const row = (values: Partial<typeof t.appointments.$inferInsert>) =>
      db
        .insert(t.appointments)
        .values({ customerName: NAME, teamMemberId: member, date: '2026-11-26', time: '10:00', ...values })
        .returning()
        .get().id;
    // tied to nobody: one with her e-mail alone (written otherwise), one with her phone alone (+90…)
    const byEmail = row({ customerEmail: ' Zumrut.QXQZ@Example.com', time: '11:00', notes: NOTE });
    const byPhone = row({ customerPhone: '+905329173846', time: '12:00' });
    // someone else's booking stays as it is; someone else's that gave her phone loses only the phone (0134)
    const other = row({ customerName: 'Başka Biri', customerEmail: 'baska@example.com', customerPhone: '05551112233' });
    const withHerPhone = row({
      customerName: 'Başka Biri',
      customerEmail: 'baska@example.com',
      customerPhone: '0 532 917 38 46',
      time: '13:00',
    });

    // the waitlist: her phone in a third spelling
    db.insert(t.waitlistEntries)
      .values({
        date: '2026-11-27',
        serviceIds: [service.id],
        customerName: NAME,
        customerPhone: '90 532 917 3846',
        consentAt: context.now(),
        consentIp: IP,
      })
      .run();
    // a survey made by hand for her address, with a free answer
    const survey = db
      .insert(t.surveys)
      .values({
        token: 'anket-qq-1',
        customerName: NAME,
        customerEmail: EMAIL.toUpperCase(),
        expiresAt: new Date('2026-12-30T00:00:00Z'),
        reviewConsentIp: IP,
      })
      .returning()
      .get();
    const question = db.select().from(t.surveyQuestions).limit(1).get();
    if (question)
      db.insert(t.surveyResponses).values({ surveyId: survey.id, questionId: question.id, answer: NOTE }).run();
    // money: a sale of her booking with a payment, its refund, a kapora on the phone-only booking and its refund
    const sale = db
      .insert(t.sales)
      .values({
        appointmentId: linked,
        customerId: customer.id,
        customerName: NAME,
        status: 'completed',
        day: '2026-11-25',
        netKurus: 50000,
        totalKurus: 50000,
        paidKurus: 50000,
        note: NOTE,
      })
      .returning()
      .get();
    db.insert(t.salePayments)
      .values({ saleId: sale.id, method: 'cash', amountKurus: 50000, day: '2026-11-25', takenAt: context.now() })
      .run();
    db.insert(t.refunds)
      .values({
        saleId: sale.id,
        customerName: NAME,
        method: 'cash',
        amountKurus: 10000,
        reason: 'renk tutmadı',
        day: '2026-11-25',
        createdAt: context.now(),
      })
      .run();
    const deposit = db
      .insert(t.deposits)
      .values({ appointmentId: byPhone, amountKurus: 20000, reference: 'KP-7HX4TM', status: 'refunded' })
      .returning()
      .get();
    db.insert(t.depositEvents)
      .values({
        depositId: deposit.id,
        kind: 'paid',
        method: 'transfer',
        amountKurus: 20000,
        day: '2026-11-24',
        at: context.now(),
      })
      .run();
    db.insert(t.refunds)
      .values({
        depositId: deposit.id,
        customerName: NAME,
        method: 'transfer',
        amountKurus: 20000,
        reason: 'kapora iadesi',
        day: '2026-11-24',
        createdAt: context.now(),
      })
      .run();
    // a one-time code to her phone in a fourth spelling (an SMS in the outbox, its row hashed)
    const code = requestPhoneCode(withoutOutboxWorker(db), {
      phone: '+90 532 917 38 46',
      ip: IP,
      now: context.now(),
      secretsKey: SECRETS_KEY,
    });
    expect(code.ok).toBe(true);
    // messages: a receipt of her sale to her address, a sent SMS to her phone
    enqueueMessage(db, {
      channel: 'email',
      topic: 'sale-receipt',
      payload: { saleId: sale.id, to: EMAIL, customerName: NAME } as never,
    });
    const sms = enqueueMessage(db, {
      channel: 'sms',
      topic: 'appointment-reminder',
      payload: { appointmentId: byPhone, to: '05329173846', text: `Merhaba ${NAME}` } as never,
    });
    db.update(t.outbox).set({ status: 'sent' }).where(eq(t.outbox.id, sms!)).run();
    // history rows quoting her: of her sale (no customer id), and a message's row that names only her phone
    recordChange(db, TEST_ACTOR, 'sale', sale.id, 'refunded', null, { refunds: [`Nakit 100: ${NAME} istedi`] });
    recordChange(db, TEST_ACTOR, 'messaging', 999, 'retried', null, null, {
      meta: { channel: 'sms', number: '+90 (532) 917 38 46' },
    });
    recordChange(db, TEST_ACTOR, 'survey', survey.id, 'updated', null, { customerName: NAME, answer: NOTE });
    expect(leftovers(file).length).toBeGreaterThan(0);

    const result = eraseCustomerData(context, TEST_ACTOR, customer.id);
    expect(result).toMatchObject({ appointments: 3, surveys: 1, waitlist: 1 });

    // the rows: hers anonymised or gone, the money and the other customer's booking kept
    const appointments = db.select().from(t.appointments).all();
    for (const id of [linked, byEmail, byPhone])
      expect(appointments.find((a) => a.id === id)).toMatchObject({
        customerName: 'Anonim Müşteri',
        customerEmail: null,
        customerPhone: null,
        notes: null,
      });
    expect(appointments.find((a) => a.id === other)).toMatchObject({
      customerName: 'Başka Biri',
      customerPhone: '05551112233',
    });
    expect(appointments.find((a) => a.id === withHerPhone)).toMatchObject({
      customerName: 'Başka Biri',
      customerEmail: 'baska@example.com',
      customerPhone: null,
    });
    expect(db.select().from(t.sales).where(eq(t.sales.id, sale.id)).get()).toMatchObject({
      customerName: 'Anonim Müşteri',
      note: null,
      totalKurus: 50000,
    });
    const refunds = db.select().from(t.refunds).all();
    expect(refunds.map((r) => [r.customerName, r.amountKurus])).toEqual([
      ['Anonim Müşteri', 10000],
      ['Anonim Müşteri', 20000],
    ]);
    expect(db.select().from(t.deposits).get()).toMatchObject({
      amountKurus: 20000,
      reference: 'KP-7HX4TM',
      customerId: null,
    });
    expect(db.select().from(t.phoneVerifications).all()).toEqual([]);
    expect(db.select().from(t.waitlistEntries).all()).toEqual([]);
    expect(db.select().from(t.surveys).get()).toMatchObject({ customerEmail: null, reviewConsentIp: null });
    const needle = /Qxqz|qxqz|QXQZ|5329173846|917 ?38 ?46|fıstık/;
    for (const config of TABLES) {
      const rows = db.$client.prepare(`select * from "${config.name}"`).all();
      expect(JSON.stringify(rows), config.name).not.toMatch(needle);
    }

    // the files: not a byte of her in the database, the WAL or a journal
    expect(leftovers(file)).toEqual([]);
  });
});
