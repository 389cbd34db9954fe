import { withoutOutboxWorker } from '../helpers/test-db';
/**
 * Issue 26 item 3: one history row per write, in the same transaction, for every family of
 * writes; none for a refused or failed write; the appointment's "Geçmiş" in order; erasure
 * reaches the history. Item 4: versions (the two-tablet case).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, customers, outbox, settings } from '../../db/schema';
import { adminAppointmentSchema } from '../../app/domain/admin-appointment-rules';
import {
  accountActor,
  customerActor,
  describeEntry,
  ERASED_MARK,
  SECRET_MARK,
  systemActor,
} from '../../app/domain/audit';
import {
  entityHistory,
  listAudit,
  customerHistory,
  countAudit,
  auditCsvRows,
} from '../../app/models/audit/history.server';
import { createBooking } from '../../app/models/appointments/booking.server';
import { cancelByCustomer, managePathFor, moveByCustomer } from '../../app/models/appointments/self-service.server';
import {
  changeAppointmentStatus,
  createAdminAppointment,
  deleteAdminAppointment,
  moveAppointment,
  setAppointmentNotes,
  setNoShow,
  updateAdminAppointment,
} from '../../app/models/appointments/writes.server';
import { readAppointment } from '../../app/models/appointments/queries.server';
import { markSent } from '../../app/models/messaging/outbox.server';
import { eraseCustomerData } from '../../app/models/people/customer-data.server';
import { getCustomer, mergeCustomers, updateCustomer, upsertCustomer } from '../../app/models/people/customers.server';
import { getService, updateService, serviceFormValues } from '../../app/models/catalogue/services.server';
import { writeSetting, readSetting, getSetting } from '../../app/models/settings/registry.server';
import { saveSmtpSettings } from '../../app/models/messaging/smtp.server';
import { savePackage, getPackage } from '../../app/models/catalogue/packages.server';
import { setTeamMemberActive } from '../../app/models/people/team.server';
import { checkAdminCredentials } from '../../app/models/auth/credentials.server';
import { createSession } from '../../app/models/auth/sessions.server';
import { serviceSchema } from '../../app/domain/catalog-forms';
import { createTestUser } from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';
import { CUSTOMER, demoIds } from './booking-fixtures';

// "now" is Tuesday 2026-11-24 10:00 Istanbul
const WEDNESDAY = '2026-11-25';
/** E-mail switched on (the outbox queues and records e-mails); nothing is sent in these tests. */
function configureSmtp(db: ReturnType<typeof createTestDb>['db']) {
  saveSmtpSettings(
    withoutOutboxWorker(db),
    DESK_SETUP,
    {
      host: '127.0.0.1',
      port: 9,
      secure: false,
      username: undefined,
      password: undefined,
      fromEmail: 'studio@example.com',
      fromName: undefined,
      isActive: true,
    },
    'test-secrets-key-test-secrets-key',
  );
}
const DESK_SETUP = systemActor('kurulum');
const ELIF = accountActor({ id: 7, name: 'Elif' }, '10.0.0.7');
const DESK = accountActor({ id: 8, name: 'Resepsiyon' }, '10.0.0.8');

function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const ids = demoIds(db);
  const member = ids.member('Zeynep Kaya').id;
  const adminInput = (over: Record<string, unknown> = {}) =>
    adminAppointmentSchema.parse({
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      customerPhone: '0532 123 45 67',
      teamMemberId: member,
      serviceIds: [ids.service('Klasik Manikür').id],
      date: WEDNESDAY,
      time: '14:00',
      ...over,
    });
  const book = (time = '14:00') => {
    const result = createBooking(context, customerActor('203.0.113.7'), {
      ...CUSTOMER,
      serviceIds: [ids.service('Klasik Manikür').id],
      packageIds: [],
      teamMemberId: member,
      date: WEDNESDAY,
      time,
      notes: null,
      consent: null,
      source: 'web',
    });
    if (!result.ok) throw new Error(result.message);
    return result.appointment.id;
  };
  const rows = () => countAudit(db);
  return { db, context, ids, member, adminInput, book, rows };
}

describe('appointments: one history row per write', () => {
  it('reads in order for a booking made online, moved at the desk, reminded and marked no-show', () => {
    const { db, context, book } = setup();
    configureSmtp(db);
    const id = book('14:00');
    expect(moveAppointment(context, ELIF, id, { time: '15:30' })).toMatchObject({ ok: true });
    expect(changeAppointmentStatus(context, DESK, id, 'confirmed')).toMatchObject({ ok: true });
    // the reminder, queued by the scheduler and sent by the outbox worker ('sistem')
    const reminder = db
      .insert(outbox)
      .values({
        channel: 'email',
        topic: 'appointment-reminder',
        payload: { appointmentId: id, date: WEDNESDAY, time: '15:30' },
      })
      .returning()
      .get();
    markSent(db, systemActor('giden kutusu'), reminder.id, context.now());
    const wednesdayEvening = createTestContext(db, { now: '2026-11-25T18:00:00+03:00' });
    expect(setNoShow(wednesdayEvening, DESK, id, true)).toMatchObject({ ok: true });

    const history = entityHistory(db, 'appointment', id);
    expect(history.map((e) => e.action)).toEqual(['created', 'moved', 'status', 'message-sent', 'no-show']);
    expect(history.map(describeEntry)).toEqual([
      'Online randevu alındı (IP 203.0.113.7)',
      'Elif taşıdı: Saat: 14:00 → 15:30',
      'Resepsiyon durumunu değiştirdi: Durum: Beklemede → Onaylandı',
      'Hatırlatma e-posta ile gönderildi',
      'Gelmedi işaretlendi: Resepsiyon',
    ]);
    expect(history[0]!.actor).toEqual({ kind: 'customer', userId: null, name: null, ip: '203.0.113.7' });
    expect(history[1]!.actor).toMatchObject({ kind: 'account', userId: 7, name: 'Elif', ip: '10.0.0.7' });
    expect(history[3]!.actor).toMatchObject({ kind: 'system', name: 'giden kutusu' });
    // each row carries the version the write produced
    expect(
      history.filter((e) => e.entity === 'appointment' && e.action !== 'message-sent').map((e) => e.version),
    ).toEqual([1, 2, 3, 4]);
    // the customer's card shows the same rows
    expect(customerHistory(db, readAppointment(db, id)!.customerId!).map((e) => e.action)).toEqual([
      'no-show',
      'message-sent',
      'status',
      'moved',
      'created',
    ]);
  });

  it('desk create (with the API as source), edit, notes, delete: one row each', () => {
    const { db, context, adminInput, rows } = setup();
    const start = rows(); // the demo studio's own rows (its first KVKK text, written by 'kurulum')
    const created = createAdminAppointment(context, DESK, adminInput(), { userId: null, source: 'api' });
    if (!created.ok) throw new Error(created.message);
    expect(rows()).toBe(start + 1);
    expect(
      updateAdminAppointment(context, DESK, created.id, adminInput({ notes: 'kısa kesim', totalPrice: '500' })),
    ).toMatchObject({ ok: true });
    expect(setAppointmentNotes(context, ELIF, created.id, 'kırmızı oje')).toMatchObject({ ok: true });
    expect(deleteAdminAppointment(context, DESK, created.id)).toMatchObject({ ok: true });
    const history = entityHistory(db, 'appointment', created.id);
    expect(history.map((e) => e.action)).toEqual(['created', 'updated', 'notes', 'deleted']);
    expect(history[0]!.meta).toEqual({ source: 'api' });
    expect(describeEntry(history[0]!)).toBe('API ile oluşturuldu: Resepsiyon');
    expect(history[1]!.changes).toEqual([
      { field: 'notes', before: null, after: 'kısa kesim' },
      { field: 'totalPriceKurus', before: 35000, after: 50000 },
    ]);
    expect(history[3]!.changes.find((c) => c.field === 'time')).toEqual({
      field: 'time',
      before: '14:00',
      after: null,
    });
  });

  it("the customer's own link: 'müşteri' with the IP", () => {
    const { db, context, book } = setup();
    const id = book('14:00');
    const token = managePathFor(db, context.config.sessionSecret, id)!.split('/').pop()!;
    expect(moveByCustomer(context, customerActor('198.51.100.4'), token, { date: WEDNESDAY, time: '16:00' })).toEqual({
      ok: true,
      action: 'moved',
    });
    expect(cancelByCustomer(context, customerActor('198.51.100.4'), token)).toEqual({ ok: true, action: 'cancelled' });
    const [, moved, cancelled] = entityHistory(db, 'appointment', id);
    expect(moved).toMatchObject({
      action: 'moved',
      actor: { kind: 'customer', ip: '198.51.100.4' },
      changes: [{ field: 'time', before: '14:00', after: '16:00' }],
    });
    expect(cancelled).toMatchObject({
      action: 'status',
      changes: [{ field: 'status', before: 'pending', after: 'cancelled' }],
    });
    expect(describeEntry(cancelled!)).toBe(
      'müşteri durumunu değiştirdi (IP 198.51.100.4): Durum: Beklemede → İptal Edildi',
    );
  });

  it('a refused write leaves no row, and neither does a write that fails inside its transaction', () => {
    const { db, context, book, adminInput, rows } = setup();
    configureSmtp(db);
    const id = book('14:00');
    const other = book('16:00');
    const before = rows();
    // refused: the move conflicts, the status is unchanged, the appointment is unknown
    expect(moveAppointment(context, DESK, other, { time: '14:15' })).toMatchObject({ ok: false, kind: 'conflict' });
    expect(changeAppointmentStatus(context, DESK, id, 'pending')).toMatchObject({ ok: true, changed: false });
    expect(setNoShow(context, DESK, 9999, true)).toMatchObject({ ok: false, status: 404 });
    expect(createAdminAppointment(context, DESK, adminInput({ date: '2026-11-30' }))).toMatchObject({ ok: false });
    expect(rows()).toBe(before);
    // failed: a write whose transaction throws after the history row (an outbox insert refused by the database)
    db.$client.exec(
      "CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk dolu'); END;",
    );
    expect(() => changeAppointmentStatus(context, DESK, id, 'confirmed')).toThrow('disk dolu');
    expect(rows()).toBe(before);
    expect(readAppointment(db, id)!.status).toBe('pending');
  });
});

describe('customers, catalogue, settings, messaging, sign-in: one row per write', () => {
  it('customer edit and merge; the merged history follows her', () => {
    const { db, context } = setup();
    const a = upsertCustomer(db, { name: 'Ayşe', email: 'ayse@example.com', phone: '05321234567' }).id;
    const b = upsertCustomer(db, { name: 'Ayşe K.', email: 'ayse.k@example.com', phone: null }).id;
    const input = { name: 'Ayşe Kaya', email: 'ayse@example.com', phone: '05321234567', notes: 'VIP', isActive: true };
    expect(updateCustomer(db, DESK, a, input)).toMatchObject({ ok: true, customer: { name: 'Ayşe Kaya', version: 2 } });
    expect(updateCustomer(db, DESK, b, { ...input, email: 'ayse.k@example.com', phone: '', notes: 'b' })).toMatchObject(
      { ok: true },
    );
    const heard = context.events.length;
    expect(mergeCustomers(context, DESK, a, b)).toMatchObject({ ok: true });
    // the model announces the merge after its commit (no caller has to: docs/decisions/0516)
    expect(context.events.slice(heard)).toEqual(['appointments-changed']);
    expect(entityHistory(db, 'customer', a).map((e) => e.action)).toEqual(['updated', 'merged']);
    expect(entityHistory(db, 'customer', b).map((e) => e.action)).toEqual(['updated', 'deleted']);
    expect(customerHistory(db, a)).toHaveLength(4);
  });

  it('erasing a customer replaces her personal data in the history too', () => {
    const { db, context, book } = setup();
    const id = book('14:00');
    const customerId = readAppointment(db, id)!.customerId!;
    expect(
      updateCustomer(db, DESK, customerId, {
        name: 'Ayşe Kaya',
        email: 'ayse@example.com',
        phone: '0532 123 45 67',
        notes: 'alerjisi var',
        isActive: true,
      }),
    ).toMatchObject({ ok: true });
    expect(eraseCustomerData(context, DESK, customerId)).toMatchObject({ appointments: 1 });
    const all = db.select().from(auditLog).all();
    const text = JSON.stringify(all);
    for (const personal of ['Ayşe', 'ayse@example.com', '5321234567', 'alerjisi', '203.0.113.7'])
      expect(text).not.toContain(personal);
    expect(text).toContain(ERASED_MARK);
    const created = entityHistory(db, 'appointment', id)[0]!;
    expect(created.actor).toMatchObject({ kind: 'customer', ip: null });
    expect(created.changes.find((c) => c.field === 'customerName')).toEqual({
      field: 'customerName',
      before: null,
      after: ERASED_MARK,
    });
    expect(created.changes.find((c) => c.field === 'time')).toEqual({ field: 'time', before: null, after: '14:00' });
    expect(entityHistory(db, 'customer', customerId).map((e) => e.action)).toEqual(['updated', 'erased']);
  });

  it('catalogue, settings and provider credentials; secrets are never written', () => {
    const { db, ids, rows } = setup();
    const service = getService(db, ids.service('Klasik Manikür').id)!;
    expect(
      updateService(db, DESK, service.id, serviceSchema.parse({ ...serviceFormValues(service), price: '400' })),
    ).toMatchObject({ ok: true });
    const pkg = ids.pkg('El & Ayak Bakım Paketi');
    expect(getPackage(db, pkg.id)).toBeTruthy();
    const before = rows();
    expect(setTeamMemberActive(db, DESK, ids.member('Elif Yılmaz').id, false)).toBeTruthy();
    expect(writeSetting(db, DESK, 'capacityPerSlot', 3)).toMatchObject({ ok: true, setting: { value: '3' } });
    saveSmtpSettings(
      withoutOutboxWorker(db),
      DESK,
      {
        host: 'smtp.example.com',
        port: 587,
        secure: true,
        username: 'studio',
        password: 'çok-gizli-şifre',
        fromEmail: 'studio@example.com',
        fromName: undefined,
        isActive: true,
      },
      'test-secrets-key-test-secrets-key',
    );
    expect(rows()).toBe(before + 3);
    expect(entityHistory(db, 'service', service.id)[0]!.changes).toEqual([
      { field: 'priceKurus', before: service.priceKurus, after: 40000 },
    ]);
    expect(entityHistory(db, 'setting', 'appointment_capacity_per_slot')[0]!.changes).toEqual([
      { field: 'value', before: '1', after: '3' },
    ]);
    const smtp = listAudit(db, { kind: 'settings', entity: 'messaging' }).entries[0]!;
    expect(smtp.changes.find((c) => c.field === 'passwordEncrypted')).toEqual({
      field: 'passwordEncrypted',
      before: null,
      after: SECRET_MARK,
    });
    expect(JSON.stringify(db.select().from(auditLog).all())).not.toMatch(/çok-gizli|v1:/);
    expect(
      savePackage(db, DESK, pkg.id, {
        name: pkg.name,
        description: 'x',
        originalPrice: 10000,
        discountedPrice: 9000,
        duration: undefined,
        services: [],
        displayOrder: 0,
        isActive: true,
      } as never),
    ).toMatchObject({ ok: true });
    expect(entityHistory(db, 'package', pkg.id).map((e) => e.action)).toEqual(['updated']);
  });

  it('sign-in success (with its session) and failure', async () => {
    const { db } = setup();
    const context = createTestContext(db, { clientIp: '192.0.2.5' });
    const owner = await createTestUser(db, { name: 'Sahibe' });
    expect(await checkAdminCredentials(context, { email: owner.email, password: 'yanlis' })).toMatchObject({
      status: 401,
    });
    expect(await checkAdminCredentials(context, { email: 'kimse@studio.test', password: 'yanlis' })).toMatchObject({
      status: 401,
    });
    createSession(db, owner.id, 'cookie', context.now(), { ip: '192.0.2.5' });
    const entries = listAudit(db, { kind: 'sign-in' }).entries.reverse();
    expect(entries.map((e) => [e.action, e.entityId, e.actor.kind, e.actor.ip])).toEqual([
      ['sign-in-failed', String(owner.id), 'visitor', '192.0.2.5'],
      ['sign-in-failed', null, 'visitor', '192.0.2.5'],
      ['signed-in', String(owner.id), 'account', '192.0.2.5'],
    ]);
    // the typed password is nowhere
    expect(JSON.stringify(db.select().from(auditLog).all())).not.toContain('yanlis');
  });
});

describe('"Kayıtlar": filters, pages, CSV', () => {
  it('filters by person, kind and date, pages newest first without skipping or repeating', () => {
    const { db, context, book } = setup();
    const ids = [book('10:00'), book('11:00'), book('12:00')];
    for (const id of ids)
      moveAppointment(context, ELIF, id, { time: readAppointment(db, id)!.time.replace(':00', ':30') });
    changeAppointmentStatus(context, DESK, ids[0]!, 'confirmed');
    expect(listAudit(db, { actorUserId: 7 }).entries.map((e) => e.action)).toEqual(['moved', 'moved', 'moved']);
    expect(listAudit(db, { actorKind: 'customer' }).entries).toHaveLength(3);
    const first = listAudit(db, { kind: 'appointments' }, { limit: 4 });
    const second = listAudit(db, { kind: 'appointments' }, { before: first.next, limit: 4 });
    expect(first.next).not.toBeNull();
    expect(second.next).toBeNull();
    expect(new Set([...first.entries, ...second.entries].map((e) => e.id)).size).toBe(7);
    expect(listAudit(db, { kind: 'appointments', from: new Date(context.now().getTime() + 1) }).entries).toHaveLength(
      0,
    );
    expect(listAudit(db, { kind: 'appointments', to: new Date(context.now().getTime() - 1) }).entries).toHaveLength(0);
    const csv = auditCsvRows(db, { kind: 'appointments' }, (at) => at.toISOString());
    expect(csv).toHaveLength(7);
    expect(csv[0]).toEqual([
      context.now().toISOString(),
      'Resepsiyon',
      '10.0.0.8',
      'Randevular',
      'Randevu',
      String(ids[0]),
      'durumunu değiştirdi',
      'Durum: Beklemede → Onaylandı',
    ]);
  });
});

describe('versions: no lost edit', () => {
  it("the two-tablet case: the second save is refused with both versions, the first one's note and price kept", () => {
    const { db, context, adminInput } = setup();
    const created = createAdminAppointment(context, DESK, adminInput({ notes: null }));
    if (!created.ok) throw new Error(created.message);
    const loaded = readAppointment(db, created.id)!; // both tablets open version 1
    expect(loaded.version).toBe(1);
    const first = updateAdminAppointment(
      context,
      ELIF,
      created.id,
      adminInput({ notes: 'kırmızı oje istiyor', totalPrice: '500' }),
      { expectedVersion: loaded.version },
    );
    expect(first).toMatchObject({ ok: true });
    const second = updateAdminAppointment(context, DESK, created.id, adminInput({ notes: 'nude renk' }), {
      expectedVersion: loaded.version,
    });
    expect(second).toMatchObject({
      ok: false,
      kind: 'stale',
      status: 409,
      currentVersion: 2,
      current: { notes: 'kırmızı oje istiyor', totalPriceKurus: 50000, version: 2 },
    });
    if (second.ok || second.kind !== 'stale') throw new Error('expected stale');
    expect(second.message).toContain(
      'Bu kayıt siz düzenlerken değiştirildi. Elif: Not: — → kırmızı oje istiyor; Fiyat: ₺350,00 → ₺500,00.',
    );
    expect(second.meanwhile).toHaveLength(1);
    const now = readAppointment(db, created.id)!;
    expect(now).toMatchObject({ notes: 'kırmızı oje istiyor', totalPriceKurus: 50000, version: 2 });
    // a save without a version keeps today's behaviour
    expect(
      updateAdminAppointment(context, DESK, created.id, adminInput({ notes: 'nude renk', totalPrice: '500' })),
    ).toMatchObject({ ok: true });
  });

  it('a drag-move of an appointment someone moved meanwhile is refused; status, no-show and notes check too', () => {
    const { db, context, book } = setup();
    const id = book('14:00');
    expect(moveAppointment(context, ELIF, id, { time: '15:00' }, { expectedVersion: 1 })).toMatchObject({ ok: true });
    expect(moveAppointment(context, DESK, id, { time: '16:00' }, { expectedVersion: 1 })).toMatchObject({
      ok: false,
      kind: 'stale',
      current: { time: '15:00' },
    });
    expect(readAppointment(db, id)!.time).toBe('15:00');
    expect(changeAppointmentStatus(context, DESK, id, 'confirmed', { expectedVersion: 1 })).toMatchObject({
      kind: 'stale',
    });
    expect(setAppointmentNotes(context, DESK, id, 'x', { expectedVersion: 1 })).toMatchObject({ kind: 'stale' });
    expect(changeAppointmentStatus(context, DESK, id, 'confirmed', { expectedVersion: 2 })).toMatchObject({ ok: true });
  });

  it('the version grows on every write of the record, by any path', () => {
    const { db, context, book } = setup();
    const id = book('14:00');
    const token = managePathFor(db, context.config.sessionSecret, id)!.split('/').pop()!;
    moveByCustomer(context, customerActor(null), token, { date: WEDNESDAY, time: '16:00' });
    expect(readAppointment(db, id)!.version).toBe(2);
    const customerId = readAppointment(db, id)!.customerId!;
    const v = getCustomer(db, customerId)!.version;
    db.update(customers).set({ notes: 'doğrudan' }).where(eq(customers.id, customerId)).run();
    expect(getCustomer(db, customerId)!.version).toBe(v + 1);
  });

  it('customers, services and settings refuse a stale save with the record now', () => {
    const { db, ids } = setup();
    const c = upsertCustomer(db, { name: 'Ayşe', email: 'ayse@example.com', phone: null }).id;
    const input = { name: 'Ayşe', email: 'ayse@example.com', phone: '', notes: 'bir', isActive: true };
    expect(updateCustomer(db, ELIF, c, input, { expectedVersion: 1 })).toMatchObject({ ok: true });
    expect(updateCustomer(db, DESK, c, { ...input, notes: 'iki' }, { expectedVersion: 1 })).toMatchObject({
      ok: false,
      kind: 'stale',
      current: { notes: 'bir', version: 2 },
    });

    const service = getService(db, ids.service('Klasik Manikür').id)!;
    const values = serviceSchema.parse({ ...serviceFormValues(service), price: '400' });
    expect(updateService(db, ELIF, service.id, values, undefined, { expectedVersion: service.version })).toMatchObject({
      ok: true,
    });
    expect(updateService(db, DESK, service.id, values, undefined, { expectedVersion: service.version })).toMatchObject({
      ok: false,
      kind: 'stale',
      current: { priceKurus: 40000 },
    });

    const version = getSetting(db, 'appointment_capacity_per_slot')!.version;
    expect(writeSetting(db, ELIF, 'capacityPerSlot', 2, { expectedVersion: version })).toMatchObject({ ok: true });
    expect(writeSetting(db, DESK, 'capacityPerSlot', 5, { expectedVersion: version })).toMatchObject({
      ok: false,
      kind: 'stale',
      current: { value: '2' },
    });
    expect(readSetting(db, 'capacityPerSlot')).toBe(2);
    // a setting that has no row yet is version 0
    expect(db.select().from(settings).where(eq(settings.key, 'member_contact_visible')).get()).toBeUndefined();
    expect(writeSetting(db, DESK, 'memberSeesContact', true, { expectedVersion: 0 })).toMatchObject({
      ok: true,
      setting: { version: 1 },
    });
  });
});
