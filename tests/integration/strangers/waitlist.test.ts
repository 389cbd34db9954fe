/**
 * Issue 24, finding 4: the waitlist mailed anyone and told who is on it. 40 entries with 40
 * strangers' addresses and one cancellation sent 40 e-mails; a new phone answered
 * durum=eklendi, a known one durum=zaten; a stranger who listed a victim's phone first hid
 * her own entry. Now: one answer, an entry is phone AND e-mail, and only addresses their
 * owner confirmed are told (docs/decisions/0335).
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, waitlistEntries } from '../../../db/schema';
import { WAITLIST_TEXTS } from '../../../app/domain/waitlist';
import { changeAppointmentStatus } from '../../../app/models/appointments/writes.server';
import { renderOutboxMessage } from '../../../app/models/messaging/deliver.server';
import * as page from '../../../app/routes/booking/waitlist';
import { insertTestAppointment } from '../../helpers/appointments';
import { createTestContext, createTestDb, TEST_ACTOR } from '../../helpers/test-db';
import { callRoute, testRequest } from '../../helpers/admin';
import { demoIds, setCapacity } from '../booking-fixtures';
import { BASE_URL, configureSmtp, LINK_SECRET } from '../messaging/fixtures';

// Wednesday 2026-11-25 is full for Zeynep Kaya: nine confirmed hours, 09:00 to 17:00.
const DAY = '2026-11-25';

function setup() {
  const { db } = createTestDb();
  configureSmtp(db, { port: 2525 });
  setCapacity(db, 1);
  const context = createTestContext(db, { now: '2026-11-24T10:00:00+03:00' });
  const ids = demoIds(db);
  const zeynep = ids.member('Zeynep Kaya').id;
  const booked = new Map<string, number>();
  for (let h = 9; h <= 17; h++) {
    const time = `${String(h).padStart(2, '0')}:00`;
    booked.set(
      time,
      insertTestAppointment(db, {
        customerName: `Müşteri ${h}`,
        customerEmail: `m${h}@example.com`,
        teamMemberId: zeynep,
        date: DAY,
        time,
        status: 'confirmed',
        durationMinutes: 60,
      }),
    );
  }
  const form = (over: Record<string, string> = {}) => ({
    customerName: 'Deniz Arslan',
    customerEmail: 'deniz@example.com',
    customerPhone: '0532 444 55 66',
    consent: 'on',
    date: DAY,
    serviceIds: String(ids.service('Klasik Manikür').id),
    teamMemberId: String(zeynep),
    ...over,
  });
  const join = async (over: Record<string, string> = {}) =>
    (await callRoute(page.action as never, testRequest('/contact/bekleme-listesi', { form: form(over) }), context)) as {
      status: number;
      headers: Headers;
      data: unknown;
    };
  const rows = (topic: string) => db.select().from(outbox).where(eq(outbox.topic, topic)).orderBy(asc(outbox.id)).all();
  /** The confirmation link of an entry's e-mail, as its owner would open it. */
  const confirmLink = (entryId: number) => {
    const row = rows('waitlist-confirm').find((r) => r.payload.entryId === entryId)!;
    const message = renderOutboxMessage(db, row, { baseUrl: BASE_URL, now: context.now(), linkSecret: LINK_SECRET });
    if (message.channel !== 'email') throw new Error('expected an e-mail');
    return {
      message: message.email,
      token: new URL(/https?:\/\/\S+onay=\S+/.exec(message.email.text)![0]).searchParams.get('onay')!,
    };
  };
  return { db, context, zeynep, booked, join, rows, confirmLink };
}

describe('the waitlist against strangers', () => {
  it('40 entries with strangers’ addresses and a cancellation: nobody who did not confirm is told', async () => {
    const { db, context, booked, join, rows } = setup();
    for (let i = 0; i < 40; i++) {
      const answer = await join({
        customerName: `Yabancı ${i}`,
        customerEmail: `kurban${i}@example.com`,
        customerPhone: `0532 100 00 ${String(10 + i)}`,
      });
      expect(answer.status).toBe(302);
    }
    expect(db.select().from(waitlistEntries).all()).toHaveLength(40);
    changeAppointmentStatus(context, TEST_ACTOR, booked.get('11:00')!, 'cancelled');
    expect(rows('waitlist-slot-freed')).toHaveLength(0);
    // each address got one confirmation (no typed text in it), nothing else
    expect(rows('waitlist-confirm')).toHaveLength(40);
  });

  it('one answer whether or not the phone is listed; an entry is phone AND e-mail, so a stranger cannot hide hers', async () => {
    const { db, context, booked, join, rows, confirmLink } = setup();
    // the stranger lists the victim's phone first, with his own address
    const stranger = await join({ customerName: 'Kötü Niyet', customerEmail: 'kotu@example.com' });
    const victim = await join({ customerName: 'Deniz Arslan', customerEmail: 'deniz@example.com' });
    const again = await join({ customerName: 'Deniz Arslan', customerEmail: 'deniz@example.com' });
    const location = `/contact/bekleme-listesi?gun=${DAY}&durum=alindi`;
    for (const answer of [stranger, victim, again])
      expect({ status: answer.status, location: answer.headers.get('location') }).toEqual({ status: 302, location });
    const entries = db.select().from(waitlistEntries).orderBy(asc(waitlistEntries.id)).all();
    expect(entries.map((e) => e.customerEmail)).toEqual(['kotu@example.com', 'deniz@example.com']);
    // one confirmation per entry and day, however often she joins
    expect(rows('waitlist-confirm').map((r) => r.payload.to)).toEqual(['kotu@example.com', 'deniz@example.com']);

    // she opens the link: GET asks (a link scanner confirms nothing), the button confirms
    const { message, token } = confirmLink(entries[1]!.id);
    expect(message.text).not.toContain('Deniz'); // nothing typed in it
    const asked = await callRoute(
      page.loader as never,
      testRequest(`/contact/bekleme-listesi?onay=${encodeURIComponent(token)}`),
      context,
    );
    expect(asked).toMatchObject({ status: 200, data: { confirm: { token, date: DAY } } });
    expect(
      db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entries[1]!.id)).get()!.confirmedAt,
    ).toBeNull();
    const confirmed = await callRoute(
      page.action as never,
      testRequest('/contact/bekleme-listesi', { form: { intent: 'confirm', token } }),
      context,
    );
    expect(confirmed.headers.get('location')).toBe(`/contact/bekleme-listesi?gun=${DAY}&durum=onaylandi`);
    const forged = await callRoute(
      page.action as never,
      testRequest('/contact/bekleme-listesi', {
        form: { intent: 'confirm', token: token.slice(0, -2) + (token.endsWith('AA') ? 'AB' : 'AA') },
      }),
      context,
    );
    expect(forged).toMatchObject({
      status: 404,
      data: { intent: 'confirm', lastResult: { error: { '': [WAITLIST_TEXTS.confirmInvalid] } } },
    });

    changeAppointmentStatus(context, TEST_ACTOR, booked.get('11:00')!, 'cancelled');
    expect(rows('waitlist-slot-freed').map((r) => r.payload.to)).toEqual(['deniz@example.com']);
  });
});
