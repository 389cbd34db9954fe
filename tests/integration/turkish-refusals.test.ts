/**
 * Issue 37 finding 11: every refusal speaks Turkish. A checkout body `lines: [[…]]` (a list
 * where a line object belongs) got zod's English default ("Invalid input: expected object,
 * received array"); the API kit now answers zod's own messages in Turkish. Checkout's rules
 * are untouched: only the words of the refusal.
 */
import { describe, expect, it } from 'vitest';
import { adminAppointmentSchema } from '../../app/domain/admin-appointment-rules';
import { createAdminAppointment } from '../../app/models/appointments/writes.server';
import * as checkoutRoute from '../../app/routes/api/api.appointments.$id.checkout';
import { bearerToken, callRoute, createTestUser, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb, TEST_ACTOR } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';

const ENGLISH = /Invalid|expected|received|Required|Too (small|big)/;

describe('refusals in Turkish', () => {
  it('a checkout body with a list where a line belongs gets a Turkish 400', async () => {
    const { db } = createTestDb();
    const context = createTestContext(db);
    const ids = demoIds(db);
    const desk = await createTestUser(db, { role: 'reception', email: 'desk@test.local' });
    const bearer = bearerToken(context, desk.id);
    const appointment = createAdminAppointment(
      context,
      TEST_ACTOR,
      adminAppointmentSchema.parse({
        customerName: 'Kapıdan Gelen',
        teamMemberId: ids.member('Zeynep Kaya').id,
        serviceIds: [ids.service('Klasik Manikür').id],
        date: '2026-11-24',
        time: '09:00',
      }),
      { userId: null, source: 'admin' },
    );
    if (!appointment.ok) throw new Error(appointment.message);
    for (const json of [{ lines: [[{ kind: 'service' }]] }, { payments: [['cash', 100]] }, { tips: 'x' }]) {
      const res = (await callRoute(
        checkoutRoute.action as never,
        testRequest(`/api/appointments/${appointment.id}/checkout`, { json, bearer, origin: null }),
        context,
        { id: String(appointment.id) },
      )) as { status: number; data: { message: string } };
      expect(res.status).toBe(400);
      expect(res.data.message).not.toMatch(ENGLISH);
      expect(res.data.message).toMatch(/[ğüşıöçĞÜŞİÖÇ]|Geçersiz/);
    }
  });
});
