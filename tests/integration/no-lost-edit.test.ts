/**
 * Issue 26 item 4, "no lost edit", through the screens and the API (docs/decisions/0352,
 * 0393, 0394): the two-tablet case on the appointment's edit form, a drag-move of an
 * appointment moved meanwhile on another tablet, and the JSON API's ETag / If-Match.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import * as editForm from '../../app/routes/admin/appointments/edit';
import * as moveRoute from '../../app/routes/admin/appointments/move';
import * as appointmentApi from '../../app/routes/api/api.appointments.$id';
import { readAppointment } from '../../app/models/appointments/queries.server';
import { STALE_TITLE } from '../../app/domain/versions';
import type { FormReply } from '../../app/utils/form-reply';
import { answerView, type AppointmentFormAnswer } from '../../app/routes/admin/appointments/form-values';
import type { MoveActionData } from '../../app/routes/admin/appointments/types';
import { insertTestAppointment } from '../helpers/appointments';
import { bearerToken, callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';

// The test context's "now" is Tuesday 2026-11-24 10:00 (Istanbul).
const WEDNESDAY = '2026-11-25';

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  // two owners: the screens' own permission guards are another piece of work (team-routes)
  const elif = await createTestUser(db, {
    name: 'Elif Resepsiyon',
    role: 'owner',
  });
  const desk = await createTestUser(db, { name: 'Ayşe Sahip', role: 'owner' });
  const tabletA = await sessionCookieHeader(context, elif.id);
  const tabletB = await sessionCookieHeader(context, desk.id);
  const ids = demoIds(db);
  const member = ids.member('Elif Yılmaz').id;
  const other = ids.member('Merve Demir').id;
  const service = ids.service('Kalıcı Oje');
  const id = insertTestAppointment(db, {
    customerName: 'Zehra Ak',
    customerEmail: 'zehra@example.com',
    customerPhone: '05332223344',
    teamMemberId: member,
    date: WEDNESDAY,
    time: '14:00',
    status: 'confirmed',
    notes: null,
    totalPriceKurus: 35000,
    durationMinutes: 60,
    services: [
      {
        serviceId: service.id,
        name: 'Kalıcı Oje',
        durationMinutes: 60,
        priceKurus: 35000,
      },
    ],
  });
  /** the edit form as a tablet posts it: what it loaded, with her changes */
  const editForm_ = async (cookie: string) => {
    const loaded = await callRoute(
      editForm.loader,
      testRequest(`/admin/appointments/${id}/edit`, { cookie }),
      context,
      { id: String(id) },
    );
    const { initial } = loaded.data as Awaited<ReturnType<typeof editForm.loader>>;
    // one service, no package: the fields as the browser posts them (an empty list is no field)
    const { serviceIds, packageIds: _none, ...rest } = initial;
    return { ...rest, serviceIds: serviceIds.join(',') } as Record<string, string>;
  };
  const save = (cookie: string, form: Record<string, string>) =>
    callRoute(
      editForm.action,
      testRequest(`/admin/appointments/${id}/edit`, {
        cookie,
        form: { ...form, intent: 'save' },
      }),
      context,
      { id: String(id) },
    );
  const move = (cookie: string, form: Record<string, string>) =>
    callRoute(moveRoute.action, testRequest(`/admin/appointments/${id}/move`, { cookie, form }), context, {
      id: String(id),
    });
  return {
    db,
    context,
    elif,
    desk,
    tabletA,
    tabletB,
    id,
    member,
    other,
    editForm: editForm_,
    save,
    move,
  };
}

describe('the two tablets: the edit form carries the version it was loaded from', () => {
  it("the second save is refused with what changed and both values; the first tablet's note and price are kept", async () => {
    const { db, tabletA, tabletB, id, editForm, save } = await setup();
    // both tablets open the appointment (version 1)
    const a = await editForm(tabletA);
    const b = await editForm(tabletB);
    expect(a.version).toBe('1');
    expect(b.version).toBe('1');

    const first = await save(tabletA, {
      ...a,
      notes: 'kırmızı oje istiyor',
      totalPrice: '500',
    });
    expect(first.data).toBeNull();
    expect(first.status).toBe(302);
    expect(readAppointment(db, id)).toMatchObject({
      notes: 'kırmızı oje istiyor',
      totalPriceKurus: 50000,
      version: 2,
    });

    const second = await save(tabletB, { ...b, notes: 'nude renk' });
    expect(second.status).toBe(409);
    const answer = second.data as AppointmentFormAnswer;
    // what she typed stays in the form; the form now names the version stored
    expect(answerView(answer).values).toMatchObject({
      notes: 'nude renk',
      // the total followed its lines when she opened it: an empty field (it follows them still)
      totalPrice: '',
      version: '2',
    });
    expect(answer.stale).toMatchObject({ title: STALE_TITLE, version: 2 });
    // who changed what meanwhile, and the value stored now beside each field she sees differently
    expect(answer.stale!.meanwhile).toHaveLength(1);
    expect(answer.stale!.meanwhile[0]!.by).toContain('Elif Resepsiyon');
    expect(answer.stale!.meanwhile[0]!.lines.join(' ')).toMatch(/kırmızı oje istiyor/);
    expect(answer.stale!.meanwhile[0]!.lines.join(' ')).toMatch(/500/);
    expect(answer.stale!.current).toEqual({
      notes: 'kırmızı oje istiyor',
      totalPrice: '500 ₺',
    });
    // nothing of the second save reached the record
    expect(readAppointment(db, id)).toMatchObject({
      notes: 'kırmızı oje istiyor',
      totalPriceKurus: 50000,
      version: 2,
    });

    // saving again from the refused form (it names version 2 now) is a deliberate overwrite
    const again = await save(tabletB, {
      ...b,
      notes: 'nude renk',
      totalPrice: '500',
      version: answerView(answer).values.version,
    });
    expect(again.status).toBe(302);
    expect(readAppointment(db, id)).toMatchObject({
      notes: 'nude renk',
      totalPriceKurus: 50000,
      version: 3,
    });
  });

  it('a form without a version keeps the old behaviour (last save wins)', async () => {
    const { db, tabletA, tabletB, id, editForm, save } = await setup();
    const a = await editForm(tabletA);
    const { version: _omitted, ...b } = await editForm(tabletB);
    expect((await save(tabletA, { ...a, notes: 'bir' })).status).toBe(302);
    expect((await save(tabletB, { ...b, notes: 'iki' })).status).toBe(302);
    expect(readAppointment(db, id)).toMatchObject({ notes: 'iki', version: 3 });
  });

  it('a member changed meanwhile shows her name, not her id, beside the field', async () => {
    const { tabletA, tabletB, editForm, save, other } = await setup();
    const a = await editForm(tabletA);
    const b = await editForm(tabletB);
    expect((await save(tabletA, { ...a, teamMemberId: String(other) })).status).toBe(302);
    const refused = await save(tabletB, { ...b, notes: 'not' });
    expect(refused.status).toBe(409);
    expect((refused.data as AppointmentFormAnswer).stale!.current.teamMemberId).toBe('Merve Demir');
  });
});

describe('a drag-move of an appointment moved meanwhile', () => {
  it('is refused with who moved it where; the first move stays; the refusal names the version now', async () => {
    const { db, tabletA, tabletB, id, move } = await setup();
    const a = readAppointment(db, id)!;
    // tablet A drags it to 15:30 (the timeline posts the version it shows)
    expect(
      await move(tabletA, {
        time: '15:30:00',
        version: String(a.version),
        mode: 'fetch',
      }),
    ).toMatchObject({ status: 200, data: { ok: true } });
    // tablet B, still showing 14:00 at version 1, drags it to 16:00
    const refused = await move(tabletB, {
      time: '16:00:00',
      version: String(a.version),
      mode: 'fetch',
    });
    expect(refused.status).toBe(409);
    const data = refused.data as MoveActionData;
    expect(data).toMatchObject({ ok: false, intent: 'move', stale: { version: 2 } });
    // a drag's own words (docs/decisions/0430): the block goes back, nothing was typed
    expect(data.message).toContain('Bu randevu siz sürüklerken değiştirildi');
    expect(data.message).toContain('Elif Resepsiyon');
    expect(data.message).toMatch(/14:00 → 15:30/);
    expect(db.select().from(appointments).where(eq(appointments.id, id)).get()).toMatchObject({
      time: '15:30',
      version: 2,
    });
    // with the version now, the move goes through
    expect(await move(tabletB, { time: '16:00:00', version: '2', mode: 'fetch' })).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    expect(readAppointment(db, id)).toMatchObject({
      time: '16:00',
      version: 3,
    });
  });

  it('the move dialog (without JavaScript) carries the version it loaded', async () => {
    const { context, tabletA, id } = await setup();
    const dialog = await callRoute(
      moveRoute.loader,
      testRequest(`/admin/appointments/${id}/move`, { cookie: tabletA }),
      context,
      { id: String(id) },
    );
    expect((dialog.data as Awaited<ReturnType<typeof moveRoute.loader>>).appointment.version).toBe(1);
  });
});

describe('the JSON API: ETag and If-Match', () => {
  async function apiSetup() {
    const s = await setup();
    const token = bearerToken(s.context, s.desk.id);
    const request = (method: string, ifMatch?: string, json?: unknown) => {
      const r = testRequest(`/api/appointments/${s.id}`, {
        method,
        bearer: token,
        json,
      });
      if (ifMatch !== undefined) r.headers.set('If-Match', ifMatch);
      return r;
    };
    const get = () =>
      callRoute(appointmentApi.loader, request('GET'), s.context, {
        id: String(s.id),
      });
    const put = (body: Record<string, unknown>, ifMatch?: string) =>
      callRoute(appointmentApi.action, request('PUT', ifMatch, body), s.context, { id: String(s.id) });
    const body = (appointment: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
      customerName: appointment.customerName,
      customerEmail: appointment.customerEmail,
      customerPhone: appointment.customerPhone,
      teamMemberId: (appointment.teamMember as { id: number }).id,
      serviceIds: appointment.serviceIds,
      date: appointment.date,
      time: appointment.time,
      notes: appointment.notes,
      totalPrice: appointment.totalPrice,
      status: appointment.status,
      ...over,
    });
    return { ...s, get, put, body };
  }

  it('GET answers the version as the ETag; a PUT with a stale If-Match is refused with 409 and changes nothing', async () => {
    const { db, id, get, put, body } = await apiSetup();
    const read = await get();
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"v1"');
    const appointment = (read.data as { appointment: Record<string, unknown> }).appointment;
    expect(appointment.version).toBe(1);

    const first = await put(body(appointment, { notes: 'kırmızı oje istiyor', totalPrice: 500 }), '"v1"');
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"v2"');

    const second = await put(body(appointment, { notes: 'nude renk' }), '"v1"');
    expect(second.status).toBe(409);
    expect(second.headers.get('etag')).toBe('"v2"');
    const refusal = second.data as {
      success: boolean;
      message: string;
      current: Record<string, unknown>;
      currentVersion: number;
      meanwhile: { by: string; changes: { field: string; text: string }[] }[];
    };
    expect(refusal).toMatchObject({
      success: false,
      currentVersion: 2,
      current: { notes: 'kırmızı oje istiyor', totalPrice: 500, version: 2 },
    });
    expect(refusal.message).toContain(STALE_TITLE);
    expect(refusal.meanwhile[0]!.changes.map((c) => c.field)).toEqual(
      expect.arrayContaining(['notes', 'totalPriceKurus']),
    );
    expect(readAppointment(db, id)).toMatchObject({
      notes: 'kırmızı oje istiyor',
      totalPriceKurus: 50000,
      version: 2,
    });

    // the current ETag saves
    const third = await put(body(appointment, { notes: 'nude renk', totalPrice: 500 }), '"v2"');
    expect(third.status).toBe(200);
    expect(readAppointment(db, id)).toMatchObject({
      notes: 'nude renk',
      version: 3,
    });
  });

  it("without If-Match today's behaviour; a malformed If-Match is a 400 in Turkish and writes nothing", async () => {
    const { db, id, get, put, body } = await apiSetup();
    const appointment = ((await get()).data as { appointment: Record<string, unknown> }).appointment;
    expect((await put(body(appointment, { notes: 'bir' }))).status).toBe(200);
    expect((await put(body(appointment, { notes: 'iki' }))).status).toBe(200);
    expect(readAppointment(db, id)).toMatchObject({ notes: 'iki', version: 3 });

    const bad = await put(body(appointment, { notes: 'üç' }), 'not-an-etag');
    expect(bad.status).toBe(400);
    expect((bad.data as { message: string }).message).toMatch(/If-Match/);
    expect(readAppointment(db, id)).toMatchObject({ notes: 'iki', version: 3 });
  });
});

describe('the settings screen: each form carries the versions it was loaded with', () => {
  it('a save over a setting changed meanwhile is refused with who changed it; nothing of it is written; her values stay', async () => {
    const settingsRoute = await import('../../app/routes/admin/settings/settings');
    const { readSettings } = await import('../../app/models/settings/registry.server');
    const { context, tabletA, tabletB, db } = await setup();
    type SettingsData = { versions: { selfService: string; capacity: string; limits: string } };
    const load = async (cookie: string) =>
      (await callRoute(settingsRoute.loader, testRequest('/admin/settings', { cookie }), context)).data as SettingsData;
    const a = await load(tabletA);
    const b = await load(tabletB);
    expect(a.versions.selfService).toBe(b.versions.selfService);
    const post = (cookie: string, form: Record<string, string>) =>
      callRoute(settingsRoute.action, testRequest('/admin/settings', { cookie, form }), context);

    const first = await post(tabletA, {
      intent: 'self-service',
      versions: a.versions.selfService,
      cutoffHours: '12',
      reminder24h: 'on',
    });
    expect(first.status).toBe(302);
    const second = await post(tabletB, {
      intent: 'self-service',
      versions: b.versions.selfService,
      cutoffHours: '48',
      reminder2h: 'on',
    });
    expect(second.status).toBe(409);
    const reply = second.data as {
      lastResult: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };
    expect(reply.lastResult.error['']![0]).toContain(STALE_TITLE);
    expect(reply.lastResult.error['']![0]).toContain('Elif Resepsiyon');
    expect(reply.lastResult.initialValue).toMatchObject({ cutoffHours: '48', reminder2h: 'on' });
    expect(readSettings(db, ['selfServiceCutoffHours', 'reminder24h', 'reminder2h'])).toEqual({
      selfServiceCutoffHours: 12,
      reminder24h: true,
      reminder2h: false,
    });

    // read again, the save goes through; without the versions field, as before
    expect(
      (
        await post(tabletB, {
          intent: 'self-service',
          versions: (await load(tabletB)).versions.selfService,
          cutoffHours: '48',
          reminder2h: 'on',
        })
      ).status,
    ).toBe(302);
    expect((await post(tabletB, { intent: 'capacity', capacity: '2' })).status).toBe(302);
    expect((await post(tabletA, { intent: 'capacity', versions: a.versions.capacity, capacity: '3' })).status).toBe(
      409,
    );
  });

  it('the idle-hours and the new-booking sound forms too: a stale save is refused with who changed it, nothing written', async () => {
    const settingsRoute = await import('../../app/routes/admin/settings/settings');
    const { readSettings } = await import('../../app/models/settings/registry.server');
    const { context, tabletA, tabletB, db } = await setup();
    type SettingsData = { versions: { idle: string; sound: string } };
    const load = async (cookie: string) =>
      (await callRoute(settingsRoute.loader, testRequest('/admin/settings', { cookie }), context)).data as SettingsData;
    const post = (cookie: string, form: Record<string, string>) =>
      callRoute(settingsRoute.action, testRequest('/admin/settings', { cookie, form }), context);
    const a = await load(tabletA);
    const b = await load(tabletB);
    const before = readSettings(db, ['sessionIdleHours', 'newBookingSound']);

    expect((await post(tabletA, { intent: 'session-idle', versions: a.versions.idle, idleHours: '6' })).status).toBe(
      302,
    );
    const staleIdle = await post(tabletB, { intent: 'session-idle', versions: b.versions.idle, idleHours: '24' });
    expect(staleIdle.status).toBe(409);
    expect((staleIdle.data as FormReply).lastResult.error!.idleHours!.join(' ')).toContain(STALE_TITLE);
    expect((staleIdle.data as FormReply).lastResult.error!.idleHours!.join(' ')).toContain('Elif Resepsiyon');

    expect(
      (
        await post(tabletA, {
          intent: 'new-booking-sound',
          versions: a.versions.sound,
          ...(before.newBookingSound ? {} : { newBookingSound: 'on' }),
        })
      ).status,
    ).toBe(302);
    const staleSound = await post(tabletB, {
      intent: 'new-booking-sound',
      versions: b.versions.sound,
      ...(before.newBookingSound ? { newBookingSound: 'on' } : {}),
    });
    expect(staleSound.status).toBe(409);
    expect((staleSound.data as FormReply).lastResult.error!['']!.join(' ')).toContain(STALE_TITLE);
    expect(readSettings(db, ['sessionIdleHours', 'newBookingSound'])).toEqual({
      sessionIdleHours: 6,
      newBookingSound: !before.newBookingSound,
    });
  });
});

describe('the JSON API of a customer: ETag and If-Match', () => {
  it('a PUT with a stale If-Match is 409 with her record now and what changed; nothing written', async () => {
    const customerApi = await import('../../app/routes/api/api.customers.$id');
    const { customers } = await import('../../db/schema');
    const { getCustomer } = await import('../../app/models/people/customers.server');
    const { db, context, desk } = await setup();
    const customer = db.insert(customers).values({ name: 'Zehra Ak', phone: '05332223344' }).returning().get();
    const token = bearerToken(context, desk.id);
    const call = (method: string, ifMatch?: string, json?: unknown) => {
      const r = testRequest(`/api/customers/${customer.id}`, { method, bearer: token, json });
      if (ifMatch !== undefined) r.headers.set('If-Match', ifMatch);
      return callRoute(method === 'GET' ? customerApi.loader : customerApi.action, r, context, {
        id: String(customer.id),
      });
    };
    const read = await call('GET');
    const etag = read.headers.get('etag')!;
    expect(etag).toMatch(/^"v\d+"$/);
    expect((await call('PUT', etag, { notes: 'kırmızı oje istiyor' })).status).toBe(200);
    const stale = await call('PUT', etag, { notes: 'nude renk' });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ success: false, current: { notes: 'kırmızı oje istiyor' } });
    expect((stale.data as { message: string }).message).toContain(STALE_TITLE);
    expect(getCustomer(db, customer.id)!.notes).toBe('kırmızı oje istiyor');
    expect((await call('PUT', undefined, { notes: 'nude renk' })).status).toBe(200);
    expect(getCustomer(db, customer.id)!.notes).toBe('nude renk');
  });
});

describe("the customer card's notes", () => {
  it('carry the version the card was loaded with: a stale save is refused with who changed them, her text kept, nothing written', async () => {
    const cardRoute = await import('../../app/routes/admin/people/customer');
    const { customers } = await import('../../db/schema');
    const { context, tabletA, tabletB, db } = await setup();
    const customer = db.insert(customers).values({ name: 'Zehra Ak', phone: '05332223344' }).returning().get();
    type Card = { customer: { version: number; notes: string | null } };
    const load = async (cookie: string) =>
      (
        await callRoute(cardRoute.loader, testRequest(`/admin/customers/${customer.id}`, { cookie }), context, {
          id: String(customer.id),
        })
      ).data as Card;
    const post = (cookie: string, form: Record<string, string>) =>
      callRoute(cardRoute.action, testRequest(`/admin/customers/${customer.id}`, { cookie, form }), context, {
        id: String(customer.id),
      });
    const a = await load(tabletA);
    const b = await load(tabletB);

    expect((await post(tabletA, { version: String(a.customer.version), notes: 'Lateks alerjisi var' })).status).toBe(
      302,
    );
    const stale = await post(tabletB, { version: String(b.customer.version), notes: 'Kırmızı sever' });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({
      lastResult: {
        initialValue: { notes: 'Kırmızı sever' },
        error: { notes: [expect.stringContaining(STALE_TITLE)] },
      },
    });
    expect((stale.data as FormReply).lastResult.error!.notes!.join(' ')).toContain('Elif Resepsiyon');
    expect(db.select().from(customers).where(eq(customers.id, customer.id)).get()!.notes).toBe('Lateks alerjisi var');

    // read again, the save goes through
    expect(
      (await post(tabletB, { version: String((await load(tabletB)).customer.version), notes: 'Kırmızı sever' })).status,
    ).toBe(302);
    expect(db.select().from(customers).where(eq(customers.id, customer.id)).get()!.notes).toBe('Kırmızı sever');
  });
});

describe('status, marks, notes, cancel and delete carry the version the screen showed', () => {
  it('after a change on tablet A, each of them from tablet B (stale) is refused with who changed it, and nothing is written', async () => {
    const statusRoute = await import('../../app/routes/admin/appointments/status');
    const noShowRoute = await import('../../app/routes/admin/appointments/no-show');
    const noteRoute = await import('../../app/routes/admin/appointments/note');
    const cancelRoute = await import('../../app/routes/admin/appointments/cancel');
    const deleteRoute = await import('../../app/routes/admin/appointments/delete');
    const arrivedRoute = await import('../../app/routes/admin/appointments/arrived');
    const { db, context, tabletA, tabletB, id } = await setup();
    const shown = String(readAppointment(db, id)!.version);
    const post = (module: { action: unknown }, path: string, cookie: string, form: Record<string, string>) =>
      callRoute(module.action as never, testRequest(`/admin/appointments/${id}/${path}`, { cookie, form }), context, {
        id: String(id),
      });

    expect((await post(noteRoute, 'note', tabletA, { version: shown, notes: 'kırmızı oje istiyor' })).status).toBe(302);
    const after = readAppointment(db, id)!;

    const refusals = [
      await post(statusRoute, 'status', tabletB, { version: shown, status: 'completed' }),
      await post(noShowRoute, 'no-show', tabletB, { version: shown, noShow: '1' }),
      await post(arrivedRoute, 'arrived', tabletB, { version: shown, arrived: '1' }),
      await post(noteRoute, 'note', tabletB, { version: shown, notes: 'nude renk' }),
      await post(cancelRoute, 'cancel', tabletB, { version: shown, reason: 'Müşteri iptal etti' }),
      await post(deleteRoute, 'delete', tabletB, { version: shown }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(409);
      expect(JSON.stringify(res.data)).toContain(STALE_TITLE);
      expect(JSON.stringify(res.data)).toContain('Elif Resepsiyon');
    }
    expect(readAppointment(db, id)).toMatchObject({
      status: after.status,
      noShow: after.noShow,
      notes: 'kırmızı oje istiyor',
      version: after.version,
    });

    // with the version the screen shows now, the change goes through; without one, as before
    const current = await post(noteRoute, 'note', tabletB, { version: String(after.version), notes: 'nude renk' });
    expect(current.status, JSON.stringify(current.data)).toBe(302);
    const unversioned = await post(statusRoute, 'status', tabletB, { status: 'pending' });
    expect(unversioned.status, JSON.stringify(unversioned.data)).toBe(302);
    expect(readAppointment(db, id)).toMatchObject({ status: 'pending', notes: 'nude renk' });
    expect((await post(statusRoute, 'status', tabletB, { version: 'x', status: 'completed' })).status).toBe(400);
  });
});
