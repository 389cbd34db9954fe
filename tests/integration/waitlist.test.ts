import { withoutOutboxWorker } from '../helpers/test-db';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, waitlistEntries } from '../../db/schema';
import { WAITLIST_TEXTS } from '../../app/domain/waitlist';
import { BOOKING_MESSAGES } from '../../app/domain/booking-messages';
import {
  changeAppointmentStatus,
  deleteAdminAppointment,
  moveAppointment,
  updateAdminAppointment,
} from '../../app/models/appointments/writes.server';
import { adminAppointmentSchema } from '../../app/domain/admin-appointment-rules';
import { renderOutboxMessage } from '../../app/models/messaging/deliver.server';
import { cancelByCustomer, managePathFor } from '../../app/models/appointments/self-service.server';
import {
  confirmWaitlistEntry,
  joinWaitlist,
  listWaitlist,
  waitlistConfirmUrl,
} from '../../app/models/appointments/waitlist.server';
import * as page from '../../app/routes/booking/waitlist';
import * as removeRoute from '../../app/routes/admin/appointments/waitlist-entry';
import { createTestUser, sessionCookieHeader } from '../helpers/admin';
import { insertTestAppointment } from '../helpers/appointments';
import { createTestContext, createTestDb, TEST_ACTOR, TEST_CUSTOMER } from '../helpers/test-db';
import { demoIds, setCapacity } from './booking-fixtures';
import { replyView, type FormReply } from '../../app/utils/form-reply';
import { BASE_URL, configureSmtp } from './messaging/fixtures';

// "Now" is Tuesday 2026-11-24 10:00 Istanbul; Wednesday 2026-11-25 (09:00-18:00) is full for
// Zeynep Kaya (manicure, pedicure, special): nine confirmed hours, 09:00 to 17:00.
const DAY = '2026-11-25';
const NOW = '2026-11-24T10:00:00+03:00';

function setup() {
  const { db } = createTestDb();
  configureSmtp(db, { port: 2525 });
  setCapacity(db, 1);
  const context = createTestContext(db, { now: NOW });
  const ids = demoIds(db);
  const zeynep = ids.member('Zeynep Kaya');
  const booked = new Map<string, number>();
  for (let h = 9; h <= 17; h++) {
    const time = `${String(h).padStart(2, '0')}:00`;
    booked.set(
      time,
      insertTestAppointment(db, {
        customerName: `Müşteri ${h}`,
        customerEmail: `m${h}@example.com`,
        teamMemberId: zeynep.id,
        date: DAY,
        time,
        status: 'confirmed',
        durationMinutes: 60,
      }),
    );
  }
  const person = (n: number) => ({
    customerName: `Bekleyen ${n}`,
    customerEmail: `bekleyen${n}@example.com`,
    customerPhone: `0532 000 00 0${n}`,
  });
  /** A customer joins, and confirms her address with the link of the confirmation e-mail (only confirmed entries are told: docs/decisions/0335). */
  const join = (n: number, serviceName: string, teamMemberId: number | 'any' = zeynep.id) => {
    const result = joinWaitlist(
      withoutOutboxWorker(db),
      {
        ...person(n),
        date: DAY,
        serviceIds: [ids.service(serviceName).id],
        packageIds: [],
        teamMemberId,
        consent: true,
      },
      { now: context.now(), ip: '127.0.0.1' },
    );
    if (!result.ok) throw new Error(result.message);
    const token = new URL(waitlistConfirmUrl(result.entry, context.config.sessionSecret, BASE_URL)).searchParams.get(
      'onay',
    )!;
    if (!confirmWaitlistEntry(db, context.config.sessionSecret, token, context.now())) throw new Error('not confirmed');
    return result.entry.id;
  };
  const notices = () =>
    db.select().from(outbox).where(eq(outbox.topic, 'waitlist-slot-freed')).orderBy(asc(outbox.id)).all();
  return { db, context, ids, zeynep, booked, join, notices, person };
}

async function post(context: ReturnType<typeof createTestContext>, fields: Record<string, string | string[]>) {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const value of ([] as string[]).concat(v)) form.append(k, value);
  try {
    const out = (await page.action({
      request: new Request('http://localhost/contact/bekleme-listesi', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      }),
      context,
      params: {},
    } as never)) as unknown as {
      data: FormReply;
      init: { status: number };
    };
    const { message, errors } = replyView(out.data.lastResult);
    return { status: out.init.status, message: message ?? '', fieldErrors: errors, location: null as string | null };
  } catch (thrown) {
    const r = thrown as Response;
    return { status: r.status, message: '', fieldErrors: {}, location: r.headers.get('location') };
  }
}

describe('joining the waitlist', () => {
  it('validates the form with Turkish messages and 4xx, and joins a full day once', async () => {
    const { db, context, ids, zeynep } = setup();
    const manicure = String(ids.service('Klasik Manikür').id);
    const good = {
      customerName: 'Deniz Arslan',
      customerEmail: 'deniz@example.com',
      customerPhone: '0532 444 55 66',
      consent: 'on',
      date: DAY,
      serviceIds: manicure,
      teamMemberId: String(zeynep.id),
    };

    expect(await post(context, { ...good, consent: '' })).toMatchObject({
      status: 400,
      fieldErrors: { consent: WAITLIST_TEXTS.consentRequired },
    });
    expect(await post(context, { ...good, customerEmail: 'deniz@' })).toMatchObject({
      status: 400,
      fieldErrors: { customerEmail: BOOKING_MESSAGES.invalidEmail },
    });
    expect(await post(context, { ...good, customerName: '' })).toMatchObject({
      status: 400,
      message: WAITLIST_TEXTS.required,
    });
    expect(await post(context, { ...good, date: '2026-02-30' })).toMatchObject({
      status: 400,
      fieldErrors: { date: WAITLIST_TEXTS.invalidDay },
    });
    expect(await post(context, { ...good, date: '2026-11-20' })).toMatchObject({
      status: 400,
      message: WAITLIST_TEXTS.invalidDay,
    });
    expect(await post(context, { ...good, serviceIds: '' })).toMatchObject({
      status: 400,
      message: BOOKING_MESSAGES.selectionRequired,
    });
    expect(await post(context, { ...good, serviceIds: '999999' })).toMatchObject({
      status: 400,
      message: BOOKING_MESSAGES.itemUnavailable,
    });
    expect(await post(context, { ...good, teamMemberId: 'x' })).toMatchObject({ status: 400 });
    // Merve Demir does not do manicure
    expect(await post(context, { ...good, teamMemberId: String(ids.member('Merve Demir').id) })).toMatchObject({
      status: 400,
      message: WAITLIST_TEXTS.invalidMember,
    });
    // a day with free time: book it instead
    expect(await post(context, { ...good, date: '2026-11-26' })).toMatchObject({
      status: 409,
      message: WAITLIST_TEXTS.notFull,
    });
    // 'Fark etmez': Elif and Ayşe are free that day too
    expect(await post(context, { ...good, teamMemberId: 'any' })).toMatchObject({
      status: 409,
      message: WAITLIST_TEXTS.notFull,
    });
    expect(db.select().from(waitlistEntries).all()).toHaveLength(0);

    // one answer whether the entry is new or known (docs/decisions/0335)
    expect(await post(context, good)).toMatchObject({
      status: 302,
      location: `/contact/bekleme-listesi?gun=${DAY}&durum=alindi`,
    });
    expect(await post(context, good)).toMatchObject({
      status: 302,
      location: `/contact/bekleme-listesi?gun=${DAY}&durum=alindi`,
    });
    const rows = db.select().from(waitlistEntries).all();
    expect(rows).toEqual([
      expect.objectContaining({
        date: DAY,
        serviceIds: [Number(manicure)],
        teamMemberId: zeynep.id,
        customerEmail: 'deniz@example.com',
        customerPhone: '05324445566',
        consentIp: '127.0.0.1',
      }),
    ]);
  });
});

describe('a freed start tells the waitlist', () => {
  it('a cancellation notifies, in the order of joining, only the entries the freed time fits; once per freed start', () => {
    const { db, context, zeynep, booked, join, notices } = setup();
    const first = join(1, 'Klasik Manikür'); // 45 min
    const second = join(2, 'Spa Manikür'); // 60 min
    const tooLong = join(3, 'El ve Ayak Bakımı'); // 90 min: an hour freed is not enough
    expect(listWaitlist(db, DAY).map((e) => e.id)).toEqual([first, second, tooLong]);

    // an appointment set to completed frees nothing
    expect(changeAppointmentStatus(context, TEST_ACTOR, booked.get('15:00')!, 'completed').ok).toBe(true);
    expect(notices()).toHaveLength(0);

    const result = changeAppointmentStatus(context, TEST_ACTOR, booked.get('11:00')!, 'cancelled');
    expect(result).toMatchObject({ ok: true });
    expect(context.outboxKicks).toBeGreaterThan(0);
    const told = notices();
    expect(told.map((n) => n.payload.entryId)).toEqual([first, second]);
    expect(told[0]!.payload).toMatchObject({
      date: DAY,
      time: '11:00',
      teamMemberId: zeynep.id,
      to: 'bekleyen1@example.com',
    });
    expect(told[0]!.dedupeKey).toBe(`waitlist-slot-freed:${first}:${booked.get('11:00')}:${DAY}T11:00`);

    const message = renderOutboxMessage(db, told[0]!, { baseUrl: BASE_URL, now: context.now() });
    if (message.channel !== 'email') throw new Error('expected an e-mail');
    expect(message.email.to).toBe('bekleyen1@example.com');
    expect(message.email.text).toContain('11:00');
    expect(message.email.text).toContain(
      `${BASE_URL}/contact?hizmet=${demoIds(db).service('Klasik Manikür').id}&uzman=${zeynep.id}&gun=${DAY}`,
    );

    // the same cancellation seen again (status back and forth) tells nobody twice
    changeAppointmentStatus(context, TEST_ACTOR, booked.get('11:00')!, 'confirmed');
    changeAppointmentStatus(context, TEST_ACTOR, booked.get('11:00')!, 'cancelled');
    expect(notices()).toHaveLength(2);
  });

  it("moves, deletions and the customer's own cancel free a start too; a removed entry is told nothing", async () => {
    const { db, context, ids, booked, join, notices } = setup();
    const first = join(1, 'Klasik Manikür');
    const second = join(2, 'Spa Manikür');

    // admin move of the 09:00 appointment to Thursday: 09:00 is free
    expect(moveAppointment(context, TEST_ACTOR, booked.get('09:00')!, { date: '2026-11-26', time: '09:00' }).ok).toBe(
      true,
    );
    expect(notices().map((n) => [n.payload.entryId, n.payload.time])).toEqual([
      [first, '09:00'],
      [second, '09:00'],
    ]);

    // the admin removes the second entry (the panel's 'Sil'): it hears no more
    const adminCookie = await signInAdmin(context);
    const removed = await callAction(
      removeRoute.action,
      `/admin/appointments/waitlist/${second}?day=${DAY}`,
      context,
      { id: String(second) },
      adminCookie,
    );
    expect(removed).toMatchObject({ status: 302, location: `/admin/appointments?day=${DAY}` });
    expect(listWaitlist(db, DAY).map((e) => e.id)).toEqual([first]);
    expect(
      await callAction(
        removeRoute.action,
        `/admin/appointments/waitlist/${second}`,
        context,
        { id: String(second) },
        adminCookie,
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await callAction(removeRoute.action, `/admin/appointments/waitlist/${first}`, context, { id: String(first) }, ''),
    ).toMatchObject({ status: 302, location: expect.stringContaining('/admin/login') });

    // the edit form moving the 11:00 appointment to Thursday frees 11:00 too; a notes-only edit frees nothing
    const edit = (time: string, over: Record<string, unknown>) =>
      updateAdminAppointment(
        context,
        TEST_ACTOR,
        booked.get(time)!,
        adminAppointmentSchema.parse({
          customerName: `Müşteri ${Number(time.slice(0, 2))}`,
          customerEmail: `m${Number(time.slice(0, 2))}@example.com`,
          customerPhone: '0532 111 22 33',
          teamMemberId: String(ids.member('Zeynep Kaya').id),
          date: DAY,
          time,
          status: 'confirmed',
          customDuration: '60',
          ...over,
        }),
      );
    expect(edit('12:00', { notes: 'Yalnızca not' }).ok).toBe(true);
    expect(notices()).toHaveLength(2);
    expect(edit('11:00', { date: '2026-11-26' }).ok).toBe(true);
    expect(
      notices()
        .map((n) => [n.payload.entryId, n.payload.time])
        .at(-1),
    ).toEqual([first, '11:00']);

    expect(deleteAdminAppointment(context, TEST_ACTOR, booked.get('13:00')!).ok).toBe(true);
    const token = managePathFor(db, context.config.sessionSecret, booked.get('16:00')!)!.split('/').pop()!;
    expect(cancelByCustomer(context, TEST_CUSTOMER, token).ok).toBe(true);
    expect(notices().map((n) => [n.payload.entryId, n.payload.time])).toEqual([
      [first, '09:00'],
      [second, '09:00'],
      [first, '11:00'],
      [first, '13:00'],
      [first, '16:00'],
    ]);
  });
});

async function signInAdmin(context: ReturnType<typeof createTestContext>) {
  const user = await createTestUser(context.db);
  return sessionCookieHeader(context, user.id);
}

async function callAction(
  action: (args: never) => unknown,
  url: string,
  context: ReturnType<typeof createTestContext>,
  params: Record<string, string>,
  cookie: string,
) {
  try {
    const out = await action({
      request: new Request(`http://localhost${url}`, {
        method: 'POST',
        headers: { origin: 'http://localhost', ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams(),
      }),
      context,
      params,
    } as never);
    return { status: 200, location: null, out };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    const d = thrown as { init?: { status?: number } };
    return { status: d.init?.status ?? 500, location: null };
  }
}
