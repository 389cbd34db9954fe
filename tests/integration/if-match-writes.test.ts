/**
 * Issue 37 finding 10: every write on a versioned record honours If-Match, not only the
 * edits. A toggle, a delete or the customer merge naming another version ("v999") is refused
 * with 409 and the current version, a malformed header with 400, and nothing is written; the
 * right version, or no header, goes through.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, services, teamMembers } from '../../db/schema';
import { BAD_IF_MATCH_MESSAGE } from '../../app/domain/versions';
import { recordVersion } from '../../app/models/db.server';
import * as serviceToggle from '../../app/routes/api/api.services.$id.toggle';
import * as teamToggle from '../../app/routes/api/api.team.$id.toggle-active';
import * as customerApi from '../../app/routes/api/api.customers.$id';
import * as mergeApi from '../../app/routes/api/api.customers.$id.merge';
import { bearerToken, callRoute, createTestUser, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const owner = await createTestUser(db);
  const bearer = bearerToken(context, owner.id);
  const send = (
    route: { action: unknown },
    method: string,
    path: string,
    id: number,
    ifMatch?: string,
    json?: unknown,
  ) => {
    const request = testRequest(path, { method, bearer, origin: null, json });
    if (ifMatch !== undefined) request.headers.set('If-Match', ifMatch);
    return callRoute(route.action as never, request, context, { id: String(id) }) as Promise<{
      status: number;
      data: { message: string; currentVersion?: number };
    }>;
  };
  return { db, context, ids: demoIds(db), send };
}

describe('If-Match on toggles, deletes and merge', () => {
  it('PUT /api/services/{id}/toggle and /api/team/{id}/toggle-active refuse another or a malformed version', async () => {
    const { db, ids, send } = await setup();
    const service = ids.service('Klasik Manikür').id;
    const active = () => db.select().from(services).where(eq(services.id, service)).get()!.isActive;
    const before = active();
    const path = `/api/services/${service}/toggle`;
    expect(await send(serviceToggle, 'PUT', path, service, '"v999"')).toMatchObject({
      status: 409,
      data: { currentVersion: recordVersion(db, 'services', service) },
    });
    expect(await send(serviceToggle, 'PUT', path, service, 'çöp')).toMatchObject({
      status: 400,
      data: { message: BAD_IF_MATCH_MESSAGE },
    });
    expect(active()).toBe(before);
    const v = recordVersion(db, 'services', service)!;
    expect((await send(serviceToggle, 'PUT', path, service, `"v${v}"`)).status).toBe(200);
    expect(active()).toBe(!before);

    const member = ids.member('Zeynep Kaya').id;
    const memberActive = () => db.select().from(teamMembers).where(eq(teamMembers.id, member)).get()!.isActive;
    const was = memberActive();
    expect((await send(teamToggle, 'PUT', `/api/team/${member}/toggle-active`, member, '"v999"')).status).toBe(409);
    expect(memberActive()).toBe(was);
  });

  it('DELETE /api/customers/{id} and POST /api/customers/{id}/merge refuse another version', async () => {
    const { db, send } = await setup();
    const a = db.insert(customers).values({ name: 'Ayşe', phone: '05321112233' }).returning().get();
    const b = db.insert(customers).values({ name: 'Ayşe K.', phone: '05321112234' }).returning().get();
    expect((await send(customerApi, 'DELETE', `/api/customers/${a.id}`, a.id, '"v999"')).status).toBe(409);
    expect(
      (await send(mergeApi, 'POST', `/api/customers/${a.id}/merge`, a.id, 'garbage', { customerId: b.id })).status,
    ).toBe(400);
    expect(
      (await send(mergeApi, 'POST', `/api/customers/${a.id}/merge`, a.id, '"v999"', { customerId: b.id })).status,
    ).toBe(409);
    expect(db.select().from(customers).all()).toHaveLength(2);
    expect(
      (await send(mergeApi, 'POST', `/api/customers/${a.id}/merge`, a.id, `"v${a.version}"`, { customerId: b.id }))
        .status,
    ).toBe(200);
    expect(db.select().from(customers).all()).toHaveLength(1);
  });
});
