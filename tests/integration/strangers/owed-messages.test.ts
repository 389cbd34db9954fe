/**
 * Issue 36 item 3: the daily cap per recipient, meant for floods, dropped a customer's own
 * confirmations ("Günlük sınır… gönderilmedi") while her page said "Stüdyoya haber verildi".
 * What she did herself (booked, moved, cancelled, booked again) is always told; a stranger
 * moving a booking made with someone else's address 40 times still sends a handful
 * (docs/decisions/0412). Through the routes a customer uses, with the outbox worker sending.
 */
import { describe, expect, it } from 'vitest';
import { managePathFor } from '../../../app/models/appointments/self-service.server';
import { enqueueMessage } from '../../../app/models/messaging/outbox.server';
import * as appointmentsRoute from '../../../app/routes/api/api.appointments';
import * as manageRoute from '../../../app/routes/booking/manage';
import { callRoute, testRequest } from '../../helpers/admin';
import { postJson as post, usePhoneStudio as phoneStudio } from '../../helpers/phone-studio';
import { outboxRows, testClock, testWorker } from '../messaging/fixtures';

// "now" of the test context: Tuesday 2026-11-24 10:00 (Istanbul)
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';

const setup = phoneStudio();
type Ctx = Awaited<ReturnType<typeof setup>>;

async function book(ctx: Ctx, over: Record<string, unknown>): Promise<number> {
  const res = await post(ctx.context, appointmentsRoute.action, '/api/appointments', ctx.booking(over));
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return (res.data.appointment as { id: number }).id;
}

/** The customer's own page (the link in her e-mail): move or cancel, as its forms post. */
async function onHerPage(ctx: Ctx, id: number, form: Record<string, string>) {
  const token = (managePathFor(ctx.db, ctx.context.config.sessionSecret, id) ?? '').slice('/randevu/'.length);
  const res = await callRoute(manageRoute.action as never, testRequest(`/randevu/${token}`, { form }), ctx.context, {
    token,
  });
  expect(res.status, JSON.stringify(res.data)).toBe(303);
}

const mailsTo = (ctx: Ctx, address: string) => ctx.smtp.mails.filter((m) => JSON.stringify(m.to).includes(address));

describe("a customer's own confirmations are never dropped by the daily cap", () => {
  it('booked, moved, cancelled, booked again, moved, cancelled, booked a third time: seven e-mails, all sent', async () => {
    const ctx = await setup();
    const clock = testClock();
    const worker = () => testWorker(ctx.db, { url: 'http://127.0.0.1:9' }, clock).runOnce();
    const first = await book(ctx, { date: THURSDAY, time: '10:00' });
    await onHerPage(ctx, first, { intent: 'move', date: THURSDAY, time: '14:00' });
    await onHerPage(ctx, first, { intent: 'cancel', confirm: 'evet' });
    const second = await book(ctx, { date: FRIDAY, time: '11:00' });
    await onHerPage(ctx, second, { intent: 'move', date: FRIDAY, time: '15:00' });
    await onHerPage(ctx, second, { intent: 'cancel', confirm: 'evet' });
    await book(ctx, { date: FRIDAY, time: '12:00' });
    clock.advance(60_000); // the clock started before the rows were written
    await worker();

    const email = outboxRows(ctx.db).filter((r) => r.channel === 'email');
    expect(email.map((r) => [r.topic, r.status])).toEqual([
      ['booking-received', 'sent'],
      ['appointment-moved', 'sent'],
      ['appointment-cancelled', 'sent'],
      ['booking-received', 'sent'],
      ['appointment-moved', 'sent'],
      ['appointment-cancelled', 'sent'],
      ['booking-received', 'sent'],
    ]);
    expect(email.every((r) => r.refusalReason === null)).toBe(true);
    expect(mailsTo(ctx, 'ayse@example.com')).toHaveLength(7);
  });

  it('the cap still holds for what is not about her appointment (bulk mail after a busy day)', async () => {
    const ctx = await setup();
    for (const [date, time] of [
      [THURSDAY, '10:00'],
      [THURSDAY, '15:00'],
      [FRIDAY, '11:00'],
    ] as const)
      await book(ctx, { date, time });
    const rows = outboxRows(ctx.db).filter((r) => r.channel === 'email');
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    // three owed messages count towards the cap of everything else: two more kinds fit, not three
    const custom = [1, 2, 3].map((n) =>
      enqueueMessage(ctx.db, {
        channel: 'email',
        topic: 'custom-mail',
        payload: { batchId: `b${n}`, to: 'ayse@example.com', subject: 'Kampanya', content: 'Merhaba' },
      }),
    );
    expect(custom.map((id) => id !== null)).toEqual([true, true, false]);
  });
});

describe("a stranger's flood stays capped", () => {
  it("40 moves of a booking made with someone else's address, each after the 10-minute gap: a handful of e-mails", async () => {
    const ctx = await setup();
    const clock = testClock();
    const worker = () => testWorker(ctx.db, { url: 'http://127.0.0.1:9' }, clock).runOnce();
    const id = await book(ctx, {
      customerName: 'Yabancı',
      customerEmail: 'kurban@example.com',
      customerPhone: '0533 765 43 21',
      date: THURSDAY,
      time: '10:00',
    });
    await worker();
    for (let i = 0; i < 40; i++) {
      await onHerPage(ctx, id, { intent: 'move', date: THURSDAY, time: i % 2 === 0 ? '14:00' : '15:00' });
      clock.advance(11 * 60_000);
      await worker();
    }
    const toVictim = mailsTo(ctx, 'kurban@example.com');
    // the booking's own e-mail and a few 'moved' ones, not 40 (nor one every 10 minutes all day)
    expect(toVictim.length).toBeLessThanOrEqual(5);
    expect(toVictim.filter((m) => m.subject.startsWith('Randevunuz değiştirildi')).length).toBeGreaterThanOrEqual(1);
    const refused = outboxRows(ctx.db).filter((r) => r.status === 'refused');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => /Tekrar sınırı|Günlük sınır/.test(r.refusalReason ?? ''))).toBe(true);
  });
});
