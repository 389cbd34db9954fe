/**
 * A team member's calendar on the phone (issue 19 item 2): the admin creates, shows, renews
 * and closes the link; the feed parses with a real iCalendar parser (ical.js); UIDs stay the
 * same across changes, a moved appointment moves, a cancelled one disappears, a renewed
 * token stops the old URL.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import * as screen from '../../app/routes/admin/people/team-calendar';
import * as feedRoute from '../../app/routes/admin/people/member-feed';
import { createBooking } from '../../app/models/appointments/booking.server';
import { changeAppointmentStatus, moveAppointment } from '../../app/models/appointments/writes.server';
import { writeSetting } from '../../app/models/settings/registry.server';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb, TEST_ACTOR, TEST_CUSTOMER } from '../helpers/test-db';
import { CUSTOMER, demoIds } from './booking-fixtures';

const T0 = '2026-11-24T10:00:00+03:00';
const later = (minutes: number) => new Date(new Date(T0).getTime() + minutes * 60_000);

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db, { now: T0 });
  const ids = demoIds(db);
  const zeynep = ids.member('Zeynep Kaya').id;
  const other = ids.member('Elif Yılmaz').id;
  const admin = await createTestUser(db);
  const cookie = await sessionCookieHeader(context, admin.id);
  const service = ids.service('Klasik Manikür').id;
  const book = (memberId: number, date: string, time: string) => {
    const res = createBooking(context, TEST_CUSTOMER, {
      ...CUSTOMER,
      serviceIds: [service],
      packageIds: [],
      teamMemberId: memberId,
      date,
      time,
      notes: 'Kısa, kare',
      consent: null,
      source: 'web',
    });
    if (!res.ok) throw new Error(JSON.stringify(res));
    return res.appointment.id;
  };
  const path = (id = zeynep) => `/admin/team/${id}/calendar`;
  const page = async (id = zeynep, suffix = '') =>
    callRoute(screen.loader, testRequest(path(id) + suffix, { cookie }), context, { id: String(id) });
  const post = (intent: string, id = zeynep) =>
    callRoute(screen.action, testRequest(path(id), { cookie, form: { intent } }), context, { id: String(id) });
  const linkOf = async () => ((await page()).data as { url: string | null }).url;
  const feed = async (url: string, now = context.now()) => {
    const token = new URL(url).pathname.split('/').pop()!;
    const res = await callRoute(feedRoute.loader, new Request(url), { ...context, now: () => now }, { token });
    return { ...res, text: String(res.data) };
  };
  return { db, context, cookie, zeynep, other, book, page, post, linkOf, feed };
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      tzid: e.startDate.zone?.tzid,
      summary: e.summary,
      sequence: e.sequence,
      lastModified: (v.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().toISOString(),
      status: v.getFirstPropertyValue('status'),
    };
  });
  return { calendar, events };
}

describe('member calendar feed', () => {
  it('serves the member’s pending and confirmed appointments, and follows every change', async () => {
    const { context, zeynep, other, book, post, linkOf, feed } = await setup();
    const first = book(zeynep, '2026-11-26', '10:00');
    const second = book(zeynep, '2026-11-27', '14:00');
    book(other, '2026-11-26', '12:00'); // someone else's: never in Zeynep's feed
    expect(changeAppointmentStatus({ ...context, now: () => later(5) }, TEST_ACTOR, first, 'confirmed').ok).toBe(true);

    expect(await linkOf()).toBeNull();
    const created = await post('create');
    expect(created.status).toBe(302);
    expect(created.headers.get('Location')).toBe(`/admin/team/${zeynep}/calendar?ok=created`);
    const url = (await linkOf())!;
    expect(url).toMatch(/^http:\/\/localhost\/takvim\/[A-Za-z0-9_-]{43}$/);

    const res = await feed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    const before = parse(res.text);
    expect(before.calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Europe/Istanbul');
    expect(res.text).toContain('DTSTART;TZID=Europe/Istanbul:20261126T100000');
    expect(before.events).toEqual([
      {
        uid: `appointment-${first}@localhost`,
        start: '2026-11-26T07:00:00.000Z',
        end: '2026-11-26T07:45:00.000Z',
        tzid: 'Europe/Istanbul',
        summary: `${CUSTOMER.customerName}: Klasik Manikür`,
        sequence: 300,
        lastModified: later(5).toISOString(),
        status: 'CONFIRMED',
      },
      {
        uid: `appointment-${second}@localhost`,
        start: '2026-11-27T11:00:00.000Z',
        end: '2026-11-27T11:45:00.000Z',
        tzid: 'Europe/Istanbul',
        summary: `(Bekliyor) ${CUSTOMER.customerName}: Klasik Manikür`,
        sequence: 0,
        lastModified: new Date(T0).toISOString(),
        status: 'TENTATIVE',
      },
    ]);

    // moved an hour later: the same UID, the new time, a higher SEQUENCE and LAST-MODIFIED
    expect(
      moveAppointment({ ...context, now: () => later(60) }, TEST_ACTOR, first, { date: '2026-11-28', time: '11:00' })
        .ok,
    ).toBe(true);
    const moved = parse((await feed(url, later(61))).text).events.find(
      (e) => e.uid === `appointment-${first}@localhost`,
    )!;
    expect(moved).toMatchObject({
      start: '2026-11-28T08:00:00.000Z',
      end: '2026-11-28T08:45:00.000Z',
      sequence: 3600,
      lastModified: later(60).toISOString(),
    });
    expect(moved.sequence).toBeGreaterThan(before.events[0]!.sequence);

    // cancelled: gone from the feed
    expect(changeAppointmentStatus({ ...context, now: () => later(90) }, TEST_ACTOR, second, 'cancelled').ok).toBe(
      true,
    );
    expect(parse((await feed(url, later(91))).text).events.map((e) => e.uid)).toEqual([
      `appointment-${first}@localhost`,
    ]);
  });

  it('renewing stops the old link (404) and the new one works; closing stops it too', async () => {
    const { zeynep, book, post, linkOf, feed } = await setup();
    book(zeynep, '2026-11-26', '10:00');
    await post('create');
    const old = (await linkOf())!;
    expect((await feed(old)).status).toBe(200);
    const renewed = await post('renew');
    expect(renewed.headers.get('Location')).toBe(`/admin/team/${zeynep}/calendar?ok=renewed`);
    const fresh = (await linkOf())!;
    expect(fresh).not.toBe(old);
    const gone = await feed(old);
    expect(gone.status).toBe(404);
    expect(gone.data).toBe('Takvim bulunamadı');
    expect(parse((await feed(fresh)).text).events).toHaveLength(1);
    expect((await post('close')).status).toBe(302);
    expect(await linkOf()).toBeNull();
    expect((await feed(fresh)).status).toBe(404);
  });

  it('shows the customer’s phone only as the member sees it in the app (issue 37)', async () => {
    const { db, zeynep, book, post, linkOf, feed } = await setup();
    book(zeynep, '2026-11-26', '10:00');
    await post('create');
    const url = (await linkOf())!;
    const masked = (await feed(url)).text;
    expect(masked).toContain('Telefon: *** *** ** 67');
    expect(masked).not.toContain('05321234567');
    // the owner's switch "Uzman müşteri iletişim bilgilerini görebilir" opens it, in the app and the feed alike
    writeSetting(db, TEST_ACTOR, 'memberSeesContact', true);
    expect((await feed(url)).text).toContain('Telefon: 05321234567');
  });

  it('answers 404 for a malformed or unknown token, and the admin screen needs a session', async () => {
    const { context, cookie, zeynep, page, post } = await setup();
    for (const token of ['x', 'a'.repeat(43), '../../etc/passwd', 'a'.repeat(500)]) {
      const res = await callRoute(
        feedRoute.loader,
        new Request(`http://localhost/takvim/${encodeURIComponent(token)}`),
        context,
        { token },
      );
      expect(res.status, token).toBe(404);
    }
    const anonymous = await callRoute(screen.loader, testRequest(`/admin/team/${zeynep}/calendar`), context, {
      id: String(zeynep),
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('Location')).toMatch(/^\/admin\/login/);
    const anonymousPost = await callRoute(
      screen.action,
      testRequest(`/admin/team/${zeynep}/calendar`, { form: { intent: 'create' } }),
      context,
      { id: String(zeynep) },
    );
    expect(anonymousPost.status).toBe(302);
    expect((await page(424242)).status).toBe(404);
    expect((await post('create', 424242)).status).toBe(404);
    expect((await post('nonsense')).status).toBe(400);
    expect(
      (await callRoute(screen.loader, testRequest('/admin/team/abc/calendar', { cookie }), context, { id: 'abc' }))
        .status,
    ).toBe(404);
  });
});
