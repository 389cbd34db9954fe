/**
 * Issue 26 item 3, the appointment's "Geçmiş" (docs/decisions/0390), through the real paths:
 * booked online from an IP, moved at the desk by Elif (the move dialog's POST), confirmed,
 * reminded (the reminder scan and the outbox worker, 'sistem'), marked no-show (the no-show
 * POST); the dialog /admin/appointments/{id}/history reads it in that order. An artist reads
 * only her own appointments' history.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { customerActor } from '../../app/domain/audit';
import { createBooking } from '../../app/models/appointments/booking.server';
import { changeAppointmentStatus } from '../../app/models/appointments/writes.server';
import { queueDueReminders } from '../../app/models/messaging/reminders.server';
import { writeSetting } from '../../app/models/settings/registry.server';
import * as historyRoute from '../../app/routes/admin/appointments/history';
import * as moveRoute from '../../app/routes/admin/appointments/move';
import * as noShowRoute from '../../app/routes/admin/appointments/no-show';
import * as customerCard from '../../app/routes/admin/people/customer';
import { readAppointment } from '../../app/models/appointments/queries.server';
import { actorOf } from '../../app/http/auth.server';
import { startFakeSmtp, type FakeSmtp } from '../helpers/fake-smtp';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';
import { CUSTOMER, demoIds } from './booking-fixtures';
import { configureSmtp, testWorker } from './messaging/fixtures';

const WEDNESDAY = '2026-11-25';
let smtp: FakeSmtp | undefined;
afterEach(async () => {
  await smtp?.stop();
  smtp = undefined;
});

type Loaded = Awaited<ReturnType<typeof historyRoute.loader>>;

async function setup() {
  const { db } = createTestDb();
  smtp = await startFakeSmtp();
  configureSmtp(db, smtp);
  // the worker on the real clock: the outbox rows are due when written
  const worker = testWorker(db, { url: 'http://127.0.0.1:9' }, { now: () => new Date(), advance: () => 0 });
  // Tuesday 2026-11-24 10:00 Istanbul; the desk tablet's IP
  const context = createTestContext(db, { clientIp: '10.0.0.7' });
  const ids = demoIds(db);
  const zeynep = ids.member('Zeynep Kaya').id;
  const merve = ids.member('Merve Demir').id;
  const elif = await createTestUser(db, { name: 'Elif', role: 'owner' });
  const cookie = await sessionCookieHeader(context, elif.id);
  const booked = createBooking(context, customerActor('203.0.113.7'), {
    ...CUSTOMER,
    serviceIds: [ids.service('Klasik Manikür').id],
    packageIds: [],
    teamMemberId: zeynep,
    date: WEDNESDAY,
    time: '14:00',
    notes: null,
    consent: null,
    source: 'web',
  });
  if (!booked.ok) throw new Error(booked.message);
  const id = booked.appointment.id;
  const history = async (who: string) =>
    callRoute(historyRoute.loader, testRequest(`/admin/appointments/${id}/history`, { cookie: who }), context, {
      id: String(id),
    });
  return { db, context, worker, ids, zeynep, merve, elif, cookie, id, history };
}

describe('the appointment\'s "Geçmiş"', () => {
  it('reads in order: booked online with the IP, moved at the desk, reminded, no-show', async () => {
    const { db, context, worker, elif, cookie, id, history } = await setup();
    await worker.runOnce(); // the booking's own mails go out first
    const form = (body: Record<string, string>, path: string) => testRequest(path, { cookie, form: body });

    const moved = await callRoute(
      moveRoute.action,
      form({ time: '15:30:00', version: '1', mode: 'fetch' }, `/admin/appointments/${id}/move`),
      context,
      { id: String(id) },
    );
    expect(moved).toMatchObject({ status: 200, data: { ok: true } });
    expect(
      changeAppointmentStatus(
        context,
        actorOf(
          {
            user: {
              id: elif.id,
              name: elif.name,
              email: elif.email,
              role: 'owner',
              teamMemberId: null,
            },
          },
          context,
        ),
        id,
        'confirmed',
      ),
    ).toMatchObject({ ok: true });
    await worker.runOnce();

    // the reminder scan the evening before, and the worker that sends it (sistem)
    writeSetting(
      db,
      actorOf(
        {
          user: {
            id: elif.id,
            name: elif.name,
            email: elif.email,
            role: 'owner',
            teamMemberId: null,
          },
        },
        context,
      ),
      'reminder24h',
      true,
    );
    expect(queueDueReminders(db, new Date('2026-11-24T16:00:00+03:00')).queued).toBeGreaterThan(0);
    await worker.runOnce();

    const evening = createTestContext(db, {
      now: '2026-11-25T18:00:00+03:00',
      clientIp: '10.0.0.7',
    });
    const eveningCookie = await sessionCookieHeader(evening, elif.id); // a new day, a new sign-in
    const noShow = await callRoute(
      noShowRoute.action,
      testRequest(`/admin/appointments/${id}/no-show`, {
        cookie: eveningCookie,
        form: { noShow: '1', mode: 'fetch' },
      }),
      evening,
      { id: String(id) },
    );
    expect(noShow).toMatchObject({ status: 200, data: { ok: true } });

    const res = await history(cookie);
    expect(res.status).toBe(200);
    const { appointment, lines } = res.data as Loaded;
    expect(appointment).toMatchObject({ id, time: '15:30', date: WEDNESDAY });
    const texts = lines.map((l) => l.text);
    // the four the issue names, in this order, with nothing of them missing
    const online = texts.indexOf('Online randevu alındı (IP 203.0.113.7)');
    const move = texts.indexOf('Elif taşıdı: Saat: 14:00 → 15:30');
    const reminded = texts.indexOf('Hatırlatma e-posta ile gönderildi');
    const marked = texts.indexOf('Gelmedi işaretlendi: Elif');
    expect(
      [online, move, reminded, marked].every((i) => i >= 0),
      texts.join('\n'),
    ).toBe(true);
    expect(online).toBe(0);
    expect(online < move && move < reminded && reminded < marked).toBe(true);
    expect(marked).toBe(texts.length - 1);
    // the status change and the mails between them are there too, each once, oldest first
    expect(texts).toContain('Elif durumunu değiştirdi: Durum: Beklemede → Onaylandı');
    expect(
      texts.filter((t) => t.startsWith('Mesaj e-posta ile gönderildi') || t.startsWith('Hatırlatma')),
    ).toHaveLength(3); // received, confirmed, reminder
    expect(lines[online]!.by).toBe('müşteri');
    expect(lines[move]!).toMatchObject({ by: 'Elif', ip: '10.0.0.7' });
    expect(lines[reminded]!.by).toBe('sistem');
  });

  it("an artist reads her own appointment's history, not another artist's; without sign-in it is the sign-in page", async () => {
    const { db, context, id, zeynep, merve, history } = await setup();
    const own = await createTestUser(db, { name: 'Zeynep', role: 'member' });
    const other = await createTestUser(db, { name: 'Merve', role: 'member' });
    db.update(users).set({ teamMemberId: zeynep }).where(eq(users.id, own.id)).run();
    db.update(users).set({ teamMemberId: merve }).where(eq(users.id, other.id)).run();
    const mine = await history(await sessionCookieHeader(context, own.id));
    expect(mine.status).toBe(200);
    expect((mine.data as Loaded).lines[0]!.text).toBe('Online randevu alındı (IP 203.0.113.7)');
    const refused = await history(await sessionCookieHeader(context, other.id));
    expect(refused.status).toBe(403);
    const anonymous = await callRoute(historyRoute.loader, testRequest(`/admin/appointments/${id}/history`), context, {
      id: String(id),
    });
    expect(anonymous.status).toBe(302);
  });

  it('an appointment that does not exist is a 404', async () => {
    const { context, cookie } = await setup();
    const res = await callRoute(
      historyRoute.loader,
      testRequest('/admin/appointments/999999/history', { cookie }),
      context,
      { id: '999999' },
    );
    expect(res.status).toBe(404);
  });
});

describe('the customer card\'s "Geçmiş"', () => {
  it('shows the changes of her appointments and her record, newest first, with the record each is about', async () => {
    const { db, context, cookie, id } = await setup();
    expect(
      (
        await callRoute(
          moveRoute.action,
          testRequest(`/admin/appointments/${id}/move`, {
            cookie,
            form: { time: '15:30:00', version: '1', mode: 'fetch' },
          }),
          context,
          { id: String(id) },
        )
      ).status,
    ).toBe(200);
    const customerId = readAppointment(db, id)!.customerId!;
    const res = await callRoute(
      customerCard.loader,
      testRequest(`/admin/customers/${customerId}`, { cookie }),
      context,
      { id: String(customerId) },
    );
    expect(res.status).toBe(200);
    const { changes } = res.data as {
      changes: { text: string; entityName: string; entityId: string | null }[] | null;
    };
    expect(changes!.map((l) => l.text)).toEqual([
      'Elif taşıdı: Saat: 14:00 → 15:30',
      'Online randevu alındı (IP 203.0.113.7)',
    ]);
    expect(changes![0]).toMatchObject({
      entityName: 'Randevu',
      entityId: String(id),
    });
  });
});
