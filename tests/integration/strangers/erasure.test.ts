/**
 * Issue 24, finding 8: after erasing a customer her waitlist entry (name, e-mail, phone, IP)
 * remained and could still be mailed, her opt-out kept phone and IP in clear, and her note was
 * still readable in the raw database and WAL files. Erasure now reaches every table that held
 * her, keeps an opt-out only as a keyed hash, and leaves no copy in the files: `secure_delete`
 * plus a truncating checkpoint (docs/decisions/0336).
 */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../db/schema';
import { createBooking } from '../../../app/models/appointments/booking.server';
import { eraseCustomerData } from '../../../app/models/people/customer-data.server';
import { recordOptOut, recipientOf } from '../../../app/models/messaging/customer-messages.server';
import { hasPhoneConsent } from '../../../app/models/messaging/customer-messages.server';
import { enqueueMessage } from '../../../app/models/messaging/outbox.server';
import { recordChange } from '../../../app/models/audit/history.server';
import { createTestContext, createTestDb, TEST_ACTOR, TEST_CUSTOMER } from '../../helpers/test-db';
import { demoIds } from '../booking-fixtures';
import { configureSmtp, configureTelegram, SECRETS_KEY } from '../messaging/fixtures';

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
