/**
 * Issue 24, finding 7: POST /api/customers was public, created customer rows for anyone's
 * data, and its status (200 vs 201) told whether an e-mail and phone pair was a customer.
 * Now staff credentials are required and the answer is one shape (docs/decisions/0337).
 */
import { describe, expect, it } from 'vitest';
import { customers } from '../../../db/schema';
import * as customersRoute from '../../../app/routes/api/api.customers';
import { createTestContext, createTestDb } from '../../helpers/test-db';
import { bearerToken, callRoute, createTestUser, testRequest } from '../../helpers/admin';

const PAIR = { name: 'Ayşe Kaya', email: 'ayse@example.com', phone: '0532 123 45 67' };

describe('POST /api/customers', () => {
  it('refuses a stranger and creates nothing', async () => {
    const { db } = createTestDb();
    const context = createTestContext(db);
    const before = db.select().from(customers).all().length;
    const res = await callRoute(
      customersRoute.action as never,
      testRequest('/api/customers', { json: PAIR, origin: null }),
      context,
    );
    expect(res.status).toBe(401);
    expect(db.select().from(customers).all()).toHaveLength(before);
  });

  it('answers staff the same way for a known and an unknown pair', async () => {
    const { db } = createTestDb();
    const context = createTestContext(db);
    const admin = await createTestUser(db);
    const bearer = bearerToken(context, admin.id);
    const call = (json: unknown) =>
      callRoute(
        customersRoute.action as never,
        testRequest('/api/customers', { json, bearer, origin: null }),
        context,
      ) as Promise<{ status: number; data: { success: boolean; customer: { id: number } } }>;
    const created = await call(PAIR);
    const found = await call({ ...PAIR, email: 'AYSE@example.com ' });
    expect(created.status).toBe(found.status);
    expect(Object.keys(created.data).sort()).toEqual(Object.keys(found.data).sort());
    expect(found.data.customer.id).toBe(created.data.customer.id);
  });
});
