/**
 * Issue 24, finding 9: the smaller ones, each its own test (docs/decisions/0338). The request
 * log's redaction of /takvim/… is in server/security.test.ts ('never log a calendar feed token').
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamMembers } from '../../../db/schema';
import { escapeIcsText } from '../../../app/domain/ics';
import { tableCsv } from '../../../app/domain/csv';
import type { ReportTable } from '../../../app/domain/reports';
import { createBooking } from '../../../app/models/appointments/booking.server';
import { feedPath, memberFeedLink, renewMemberFeed } from '../../../app/models/people/calendar-feeds.server';
import * as feedRoute from '../../../app/routes/admin/people/member-feed';
import * as conflictRoute from '../../../app/routes/api/api.appointments.check-conflict';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../../helpers/admin';
import { createTestContext, createTestDb, TEST_ACTOR, TEST_CUSTOMER } from '../../helpers/test-db';
import { demoIds } from '../booking-fixtures';

function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const ids = demoIds(db);
  const zeynep = ids.member('Zeynep Kaya').id;
  const booked = createBooking(context, TEST_CUSTOMER, {
    customerName: 'Ayşe Kaya',
    customerEmail: 'ayse@example.com',
    customerPhone: '0532 123 45 67',
    serviceIds: [ids.service('Klasik Manikür').id],
    packageIds: [],
    teamMemberId: zeynep,
    date: '2026-11-25',
    time: '10:00',
    notes: 'İlk satır\rDTSTART:19700101T000000Z\rATTENDEE:mailto:evil@example.com',
    consent: null,
    source: 'web',
  });
  if (!booked.ok) throw new Error(booked.message);
  return { db, context, ids, zeynep, appointmentId: booked.appointment.id };
}

describe("a team member's calendar feed", () => {
  it('a deactivated member’s feed answers 404 (it carries customers’ phones and notes)', async () => {
    const { db, context, zeynep } = setup();
    renewMemberFeed(db, TEST_ACTOR, context.config.secretsKey, zeynep, context.now());
    const token = memberFeedLink(db, context.config.secretsKey, zeynep)!.token!;
    const open = () =>
      callRoute(feedRoute.loader as never, new Request(`http://localhost${feedPath(token)}`), context, { token });
    expect((await open()).status).toBe(200);
    db.update(teamMembers).set({ isActive: false }).where(eq(teamMembers.id, zeynep)).run();
    expect((await open()).status).toBe(404);
  });

  it('a lone CR in a note is escaped: the note cannot start a line of its own', async () => {
    const { db, context, zeynep } = setup();
    renewMemberFeed(db, TEST_ACTOR, context.config.secretsKey, zeynep, context.now());
    const token = memberFeedLink(db, context.config.secretsKey, zeynep)!.token!;
    const res = await callRoute(feedRoute.loader as never, new Request(`http://localhost${feedPath(token)}`), context, {
      token,
    });
    const ics = String(res.data);
    const lines = ics.split(/\r\n|\r|\n/);
    expect(lines.some((l) => l.startsWith('ATTENDEE'))).toBe(false);
    expect(lines).not.toContain('DTSTART:19700101T000000Z');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'İlk satır\\nDTSTART:19700101T000000Z\\nATTENDEE:mailto:evil@example.com',
    );
    expect(escapeIcsText('a\rb\r\nc\nd')).toBe('a\\nb\\nc\\nd');
  });
});

describe('the public conflict check', () => {
  it('never answers another customer’s appointment id, name or service; the admin still sees them', async () => {
    const { db, context, ids, zeynep, appointmentId } = setup();
    const query = `/api/appointments/check-conflict?teamMemberId=${zeynep}&serviceIds=${ids.service('Klasik Manikür').id}&date=2026-11-25&time=10:00`;
    const anonymous = await callRoute(conflictRoute.loader as never, testRequest(query), context);
    const body = anonymous.data as { hasConflict: boolean; conflicts: Record<string, unknown>[] };
    expect(body.hasConflict).toBe(true);
    expect(body.conflicts[0]).toEqual({
      appointmentId: null,
      customerName: null,
      service: null,
      overlapMinutes: 45,
      startTime: '10:00',
      endTime: '10:45',
      duration: 45,
    });
    const admin = await createTestUser(db);
    const cookie = await sessionCookieHeader(context, admin.id);
    const staff = await callRoute(conflictRoute.loader as never, testRequest(query, { cookie }), context);
    expect((staff.data as typeof body).conflicts[0]).toMatchObject({
      appointmentId,
      customerName: 'Ayşe Kaya',
      service: 'Klasik Manikür',
    });
  });
});

describe('report CSV', () => {
  it('neutralises a cell starting with |, a tab or a CR, like =, +, - and @', () => {
    const table: ReportTable = {
      id: 'x',
      title: 'X',
      columns: [{ label: 'Ad', kind: 'text' }],
      rows: [['|calc!A0'], ['\t=1+1'], ['\r=1'], ['-5'], ['Ayşe']],
      chart: { column: 0, shape: 'bars' },
    };
    expect(tableCsv(table)).toBe('\uFEFFAd\r\n"\'|calc!A0"\r\n"\'\t=1+1"\r\n"\'\r=1"\r\n-5\r\nAyşe\r\n');
  });
});
