/**
 * Issue 24, finding 5: a second call with the same Idempotency-Key and another body got back
 * the first customer's name, e-mail and phone. The key is bound to a hash of the request: the
 * same request answers the same appointment, another one 422 (docs/decisions/0334).
 */
import { describe, expect, it } from 'vitest';
import { appointments } from '../../../db/schema';
import { IDEMPOTENCY_MISMATCH } from '../../../app/models/appointments/booking.server';
import * as appointmentsRoute from '../../../app/routes/api/api.appointments';
import { createTestContext, createTestDb } from '../../helpers/test-db';
import { callRoute } from '../../helpers/admin';
import { demoIds } from '../booking-fixtures';

function post(context: ReturnType<typeof createTestContext>, body: unknown, key: string) {
  const request = new Request('http://localhost/api/appointments', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return callRoute(appointmentsRoute.action as never, request, context) as Promise<{
    status: number;
    data: Record<string, unknown>;
  }>;
}

describe('an idempotency key is bound to its request', () => {
  it('the same key with the same body answers the same appointment; with another body 422 and nothing of the first', async () => {
    const { db } = createTestDb();
    const context = createTestContext(db);
    const ids = demoIds(db);
    const first = {
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      customerPhone: '0532 123 45 67',
      serviceIds: [ids.service('Klasik Manikür').id],
      teamMemberId: ids.member('Zeynep Kaya').id,
      date: '2026-11-25',
      time: '10:00',
    };
    const key = 'retry-key-0001';
    const made = await post(context, first, key);
    expect(made.status).toBe(201);
    // a retry, the fields in another order and spelled as a form would send the ids
    const { time, date, ...rest } = first;
    const retry = await post(
      context,
      { time, date, ...rest, serviceIds: [String(ids.service('Klasik Manikür').id)] },
      key,
    );
    expect(retry).toMatchObject({
      status: 200,
      data: { appointment: { id: (made.data.appointment as { id: number }).id } },
    });

    const stranger = {
      ...first,
      customerName: 'Başka Biri',
      customerEmail: 'baska@example.com',
      customerPhone: '0533 999 88 77',
    };
    const reused = await post(context, stranger, key);
    expect(reused).toEqual({
      status: 422,
      headers: expect.anything(),
      data: { success: false, message: IDEMPOTENCY_MISMATCH },
    });
    expect(JSON.stringify(reused.data)).not.toMatch(/Ayşe|ayse@|5321234567/);
    expect(db.select().from(appointments).all()).toHaveLength(1);
  });
});
