/**
 * Issue 26 item 3, the writes the foundation left (docs/decisions/0391): gallery pictures and
 * their order, home settings, survey review decisions, waitlist removal, outbox retry, bulk
 * mail, and issue 27's sales writes (checkout, void, settle, day close, the 'Geldi' mark, the
 * one-tap waitlist booking). For each family: the write appends its history row (who, what,
 * before → after) in its own transaction, and a refused or failed write appends none.
 * The test context's "now" is Tuesday 2026-11-24 10:00 (Istanbul).
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, outbox, surveys, users, waitlistEntries } from '../../db/schema';
import { adminAppointmentSchema } from '../../app/domain/admin-appointment-rules';
import { accountActor, describeEntry, type AuditEntry } from '../../app/domain/audit';
import { checkoutSchema, SALE_MESSAGES } from '../../app/domain/sale';
import { dayCloseSchema } from '../../app/domain/takings';
import { entityHistory, entriesAfter } from '../../app/models/audit/history.server';
import {
  addGalleryImage,
  deleteGalleryImage,
  GALLERY_ORDER_HISTORY_ID,
  galleryHistoryId,
  moveGalleryImage,
  reorderGallery,
  updateGalleryImage,
} from '../../app/models/content/gallery.server';
import { HOME_HISTORY_ID, updateHomeSettings } from '../../app/models/content/home-settings.server';
import { createSurvey, setReviewStatus } from '../../app/models/feedback/surveys.server';
import { removeWaitlistEntry } from '../../app/models/appointments/waitlist.server';
import { retryAllFailed, retryMessage } from '../../app/models/messaging/outbox.server';
import { queueBulkMail } from '../../app/models/messaging/manual-sends.server';
import { bookFromWaitlist, createAdminAppointment, setArrived } from '../../app/models/appointments/writes.server';
import { appointmentHistory } from '../../app/models/appointments/history.server';
import { checkoutAppointment, settleSale, voidSale } from '../../app/models/sales/checkout.server';
import { closeDay } from '../../app/models/sales/takings.server';
import { createTestContext, createTestDb } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';
import { configureSmtp } from './messaging/fixtures';

const TODAY = '2026-11-24';
let ELIF = accountActor({ id: 0, name: 'Elif' }, '10.0.0.7');

function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const ids = demoIds(db);
  const zeynep = ids.member('Zeynep Kaya').id;
  // Elif is a real account (sales keep who took the payment)
  const elif = db
    .insert(users)
    .values({ name: 'Elif', email: 'elif@studio.test', role: 'reception', passwordHash: 'x' })
    .returning({ id: users.id })
    .get();
  ELIF = accountActor({ id: elif.id, name: 'Elif' }, '10.0.0.7');
  /** rows appended since the last call, in write order */
  let last = entriesAfter(db, 0, { limit: 100_000 }).at(-1)?.id ?? 0;
  const appended = (): AuditEntry[] => {
    const rows = entriesAfter(db, last);
    last = rows.at(-1)?.id ?? last;
    return rows;
  };
  const book = (over: Record<string, unknown> = {}) => {
    const result = createAdminAppointment(
      context,
      ELIF,
      adminAppointmentSchema.parse({
        customerName: 'Ayşe Kara',
        customerEmail: 'ayse@example.com',
        customerPhone: '0532 111 00 01',
        teamMemberId: zeynep,
        serviceIds: [ids.service('Klasik Manikür').id],
        date: TODAY,
        time: '11:00',
        ...over,
      }),
    );
    if (!result.ok) throw new Error(result.message);
    appended();
    return result.id;
  };
  const picture = (title: string) =>
    addGalleryImage(db, ELIF, {
      title,
      imageUrl: `/uploads/gallery/${title}.webp`,
      width: 800,
      height: 600,
      uploadDate: context.now(),
    });
  return { db, context, ids, zeynep, appended, book, picture };
}

describe('gallery pictures and their order', () => {
  it('adding, editing, moving, reordering and deleting a picture each append one row', () => {
    const t = setup();
    const a = t.picture('Ombre');
    expect(t.appended()).toMatchObject([
      {
        entity: 'content',
        entityId: galleryHistoryId(a.id),
        action: 'created',
        actor: { name: 'Elif' },
        changes: expect.arrayContaining([{ field: 'title', before: null, after: 'Ombre' }]),
      },
    ]);
    const b = t.picture('Gelin');
    t.appended();
    updateGalleryImage(t.db, ELIF, a.id, { title: 'Ombre Kırmızı' });
    expect(t.appended()).toMatchObject([
      {
        entityId: galleryHistoryId(a.id),
        action: 'updated',
        changes: [{ field: 'title', before: 'Ombre', after: 'Ombre Kırmızı' }],
      },
    ]);
    expect(moveGalleryImage(t.db, ELIF, a.id, 'up')).toBe(true);
    const moved = t.appended();
    expect(moved).toMatchObject([
      {
        entityId: GALLERY_ORDER_HISTORY_ID,
        action: 'reordered',
        changes: [{ field: 'sortOrder', before: ['Gelin', 'Ombre Kırmızı'], after: ['Ombre Kırmızı', 'Gelin'] }],
      },
    ]);
    expect(describeEntry(moved[0]!)).toBe(
      'Elif sıralamayı değiştirdi: Sıra: Gelin, Ombre Kırmızı → Ombre Kırmızı, Gelin',
    );
    // the same order again is no change, no row
    expect(
      reorderGallery(t.db, ELIF, [
        { id: a.id, sortOrder: 0 },
        { id: b.id, sortOrder: 1 },
      ]),
    ).toEqual({ ok: true });
    expect(t.appended()).toEqual([]);
    expect(deleteGalleryImage(t.db, ELIF, b.id)).toBeDefined();
    expect(t.appended()).toMatchObject([
      {
        entityId: galleryHistoryId(b.id),
        action: 'deleted',
        changes: expect.arrayContaining([{ field: 'title', before: 'Gelin', after: null }]),
      },
    ]);
  });

  it('a refused or failed write appends none', () => {
    const t = setup();
    const a = t.picture('Ombre');
    t.appended();
    expect(reorderGallery(t.db, ELIF, [{ id: 999, sortOrder: 0 }])).toMatchObject({ ok: false });
    expect(updateGalleryImage(t.db, ELIF, 999, { title: 'Yok' })).toBeUndefined();
    expect(deleteGalleryImage(t.db, ELIF, 999)).toBeUndefined();
    expect(() => updateGalleryImage(t.db, ELIF, a.id, { title: null as unknown as string })).toThrow();
    expect(t.appended()).toEqual([]);
  });
});

describe('home settings', () => {
  it('a change appends one row with before → after; an unchanged save none', () => {
    const t = setup();
    updateHomeSettings(t.db, ELIF, { heroTitle: 'Yeni Başlık' });
    expect(t.appended()).toMatchObject([
      {
        entity: 'content',
        entityId: HOME_HISTORY_ID,
        action: expect.stringMatching(/created|updated/),
        changes: expect.arrayContaining([expect.objectContaining({ field: 'heroTitle', after: 'Yeni Başlık' })]),
      },
    ]);
    updateHomeSettings(t.db, ELIF, { heroTitle: 'Yeni Başlık' });
    expect(t.appended()).toEqual([]);
  });

  it('a failed write appends none', () => {
    const t = setup();
    expect(() => updateHomeSettings(t.db, ELIF, { heroTitle: null as unknown as string })).toThrow();
    expect(t.appended()).toEqual([]);
  });
});

describe('survey review decisions', () => {
  it('hiding an answer appends one row on the survey, about its customer; a refused approval none', () => {
    const t = setup();
    const { survey } = createSurvey(t.db, {
      customerName: 'Derya Tunç',
      customerEmail: 'derya@example.com',
      now: t.context.now(),
      invite: false,
    });
    t.appended();
    // no answer with consent: approval refused
    expect(setReviewStatus(t.db, ELIF, survey.id, 'approved', t.context.now())).toMatchObject({ ok: false });
    expect(setReviewStatus(t.db, ELIF, 99_999, 'hidden', t.context.now())).toBeNull();
    expect(t.appended()).toEqual([]);
    expect(setReviewStatus(t.db, ELIF, survey.id, 'hidden', t.context.now())).toEqual({ ok: true });
    const rows = t.appended();
    expect(rows).toMatchObject([
      {
        entity: 'survey',
        entityId: String(survey.id),
        action: 'updated',
        changes: [{ field: 'reviewStatus', before: 'pending', after: 'hidden' }],
      },
    ]);
    expect(describeEntry(rows[0]!)).toBe('Elif değiştirdi: Yorum durumu: Onay bekliyor → Gizlendi');
    expect(t.db.select().from(surveys).where(eq(surveys.id, survey.id)).get()?.reviewStatus).toBe('hidden');
  });
});

describe('waitlist removal', () => {
  it('removing an entry appends one row with what she waited for; an unknown entry none', () => {
    const t = setup();
    const entry = t.db
      .insert(waitlistEntries)
      .values({
        date: '2026-11-26',
        serviceIds: [t.ids.service('Klasik Manikür').id],
        packageIds: [],
        teamMemberId: t.zeynep,
        customerName: 'Bekleyen',
        customerEmail: 'b@example.com',
        customerPhone: '05320000000',
        consentAt: new Date(),
      })
      .returning()
      .get();
    expect(removeWaitlistEntry(t.db, ELIF, 999)).toBe(false);
    expect(t.appended()).toEqual([]);
    expect(removeWaitlistEntry(t.db, ELIF, entry.id)).toBe(true);
    expect(t.appended()).toMatchObject([
      {
        entity: 'waitlist',
        entityId: String(entry.id),
        action: 'deleted',
        changes: expect.arrayContaining([{ field: 'customerName', before: 'Bekleyen', after: null }]),
      },
    ]);
  });
});

describe('outbox retry and bulk mail', () => {
  it('a retried message appends one row on what it is about; a message that did not fail none', () => {
    const t = setup();
    const id = t.book();
    const failed = t.db
      .insert(outbox)
      .values({
        channel: 'sms',
        topic: 'appointment-reminder',
        payload: { appointmentId: id },
        status: 'failed',
        attempts: 5,
      })
      .returning()
      .get();
    const pending = t.db
      .insert(outbox)
      .values({ channel: 'email', topic: 'appointment-confirmed', payload: { appointmentId: id } })
      .returning()
      .get();
    const kicks = t.context.outboxKicks; // the booking's own messages woke it already
    expect(retryMessage(t.context, ELIF, pending.id, t.context.now())).toBe(false);
    expect(t.appended()).toEqual([]);
    expect(t.context.outboxKicks).toBe(kicks); // nothing to send again: the outbox sleeps on
    expect(retryMessage(t.context, ELIF, failed.id, t.context.now())).toBe(true);
    expect(t.context.outboxKicks).toBe(kicks + 1); // the retry itself wakes the outbox, after its commit
    const rows = t.appended();
    expect(rows).toMatchObject([
      { entity: 'appointment', entityId: String(id), action: 'retried', meta: { channel: 'sms', outboxId: failed.id } },
    ]);
    expect(describeEntry(rows[0]!)).toBe('Hatırlatma SMS ile yeniden gönderime alındı: Elif');
    t.db
      .update(outbox)
      .set({ status: 'failed' })
      .where(inArray(outbox.id, [failed.id, pending.id]))
      .run();
    expect(retryAllFailed(t.context, ELIF, t.context.now())).toBe(2);
    expect(t.context.outboxKicks).toBe(kicks + 2);
    expect(t.appended().map((r) => r.action)).toEqual(['retried', 'retried']);
  });

  it('a bulk mail appends one row for the batch (subject and count, no addresses); refused without e-mail set up', () => {
    const t = setup();
    const recipients = [{ email: 'a@example.com' }, { email: 'b@example.com' }];
    expect(
      queueBulkMail(t.context, ELIF, { subject: 'Kampanya', content: 'Merhaba', recipients }, t.context.now()),
    ).toMatchObject({ ok: false });
    expect(t.appended()).toEqual([]);
    expect(t.context.outboxKicks).toBe(0);
    configureSmtp(t.db, { port: 2525 });
    t.appended();
    const queued = queueBulkMail(
      t.context,
      ELIF,
      { subject: 'Kampanya', content: 'Merhaba', recipients },
      t.context.now(),
    );
    expect(queued).toMatchObject({ ok: true, queued: 2 });
    expect(t.context.outboxKicks).toBe(1); // the write that queued them wakes the outbox
    const rows = t.appended();
    expect(rows).toMatchObject([
      { entity: 'messaging', action: 'queued', meta: { subject: 'Kampanya', recipients: 2 } },
    ]);
    expect(JSON.stringify(rows)).not.toContain('a@example.com');
    expect(describeEntry(rows[0]!)).toBe('Toplu e-posta sıraya alındı (2 alıcı, “Kampanya”): Elif');
  });
});

describe('sales: checkout, settle, void, day close', () => {
  it('checkout appends the sale row and the appointment status row; the appointment "Geçmiş" shows both', () => {
    const t = setup();
    const id = t.book();
    const sale = checkoutAppointment(
      t.context,
      id,
      checkoutSchema.parse({ payments: [{ method: 'cash', amount: '200' }] }),
      ELIF,
    );
    expect(sale).toMatchObject({ ok: true });
    if (!sale.ok) return;
    const rows = t.appended();
    expect(rows.map((r) => [r.entity, r.action])).toEqual([
      ['appointment', 'status'],
      ['sale', 'checked-out'],
    ]);
    expect(rows[1]).toMatchObject({
      entityId: String(sale.sale.id),
      kind: 'sales',
      meta: { appointmentId: id },
      changes: expect.arrayContaining([{ field: 'paidKurus', before: null, after: 20_000 }]),
    });
    expect(appointmentHistory(t.db, id).map((e) => e.action)).toEqual(['created', 'status', 'checked-out']);

    // settle what is owed: one row; an overpayment none
    const owed = sale.sale.owedKurus;
    const tomorrow = createTestContext(t.db, { now: '2026-11-25T10:00:00+03:00' });
    expect(
      settleSale(
        tomorrow,
        sale.sale.id,
        { payments: [{ method: 'card', amountKurus: owed + 100 }], idempotencyKey: null },
        ELIF,
      ),
    ).toMatchObject({ ok: false });
    expect(t.appended()).toEqual([]);
    expect(
      settleSale(
        tomorrow,
        sale.sale.id,
        { payments: [{ method: 'card', amountKurus: owed }], idempotencyKey: null },
        ELIF,
      ),
    ).toMatchObject({ ok: true });
    expect(t.appended()).toMatchObject([
      {
        entity: 'sale',
        action: 'settled',
        changes: expect.arrayContaining([{ field: 'owedKurus', before: owed, after: 0 }]),
      },
    ]);

    // void: one row; an empty reason none
    expect(voidSale(t.context, sale.sale.id, ' ', ELIF)).toMatchObject({
      ok: false,
      message: SALE_MESSAGES.voidReasonRequired,
    });
    expect(t.appended()).toEqual([]);
    expect(voidSale(t.context, sale.sale.id, 'Yanlış müşteri', ELIF)).toMatchObject({ ok: true });
    expect(t.appended()).toMatchObject([
      {
        entity: 'sale',
        action: 'voided',
        changes: expect.arrayContaining([{ field: 'voidReason', before: null, after: 'Yanlış müşteri' }]),
      },
    ]);
  });

  it('a refused checkout appends none', () => {
    const t = setup();
    const future = t.book({ date: '2026-11-26' });
    expect(checkoutAppointment(t.context, future, checkoutSchema.parse({ payments: [] }), ELIF)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(checkoutAppointment(t.context, 99_999, checkoutSchema.parse({ payments: [] }), ELIF)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(t.appended()).toEqual([]);
  });

  it('closing a day appends one row, a second close shows what changed; a future day none', () => {
    const t = setup();
    expect(closeDay(t.context, dayCloseSchema.parse({ date: '2026-11-25', countedCash: '1' }), ELIF)).toMatchObject({
      ok: false,
    });
    expect(t.appended()).toEqual([]);
    closeDay(t.context, dayCloseSchema.parse({ date: TODAY, countedCash: '690', float: '200' }), ELIF);
    expect(t.appended()).toMatchObject([
      {
        entity: 'day-close',
        entityId: TODAY,
        action: 'day-closed',
        kind: 'sales',
        changes: expect.arrayContaining([{ field: 'countedCashKurus', before: null, after: 69_000 }]),
      },
    ]);
    closeDay(t.context, dayCloseSchema.parse({ date: TODAY, countedCash: '700', float: '200' }), ELIF);
    expect(t.appended()).toMatchObject([
      { changes: expect.arrayContaining([{ field: 'countedCashKurus', before: 69_000, after: 70_000 }]) },
    ]);
  });
});

describe("the desk's 'Geldi' mark and the one-tap waitlist booking", () => {
  it("'Geldi' appends one row; a mark on a future day none", () => {
    const t = setup();
    const id = t.book();
    const future = t.book({ date: '2026-11-26' });
    expect(setArrived(t.context, ELIF, future, true)).toMatchObject({ ok: false, status: 400 });
    expect(t.appended()).toEqual([]);
    expect(setArrived(t.context, ELIF, id, true)).toMatchObject({ ok: true, changed: true });
    const rows = t.appended();
    expect(rows).toMatchObject([
      {
        entity: 'appointment',
        entityId: String(id),
        action: 'arrived',
        changes: [{ field: 'arrived', before: false, after: true }],
      },
    ]);
    expect(describeEntry(rows[0]!)).toBe('Geldi işaretlendi: Elif');
    expect(rows[0]!.version).toBe(t.db.select().from(appointments).where(eq(appointments.id, id)).get()!.version);
  });

  it('a booking from the waitlist appends the appointment row and the entry row; a taken time none', () => {
    const t = setup();
    const entry = () =>
      t.db
        .insert(waitlistEntries)
        .values({
          date: '2026-11-26',
          serviceIds: [t.ids.service('Klasik Manikür').id],
          packageIds: [],
          teamMemberId: t.zeynep,
          customerName: 'Bekleyen',
          customerEmail: 'b@example.com',
          customerPhone: '05320000000',
          consentAt: new Date(),
        })
        .returning()
        .get();
    const first = entry();
    const booked = bookFromWaitlist(t.context, ELIF, first.id, { time: '10:00' });
    expect(booked).toMatchObject({ ok: true });
    if (!booked.ok) return;
    const rows = t.appended();
    expect(rows.map((r) => [r.entity, r.entityId, r.action])).toEqual([
      ['appointment', String(booked.id), 'created'],
      ['waitlist', String(first.id), 'deleted'],
    ]);
    expect(describeEntry(rows[0]!)).toBe('Bekleme listesinden randevu verildi: Elif');
    expect(rows[1]!.meta).toMatchObject({ appointmentId: booked.id });
    expect(entityHistory(t.db, 'appointment', booked.id)).toHaveLength(1);

    const second = entry();
    expect(bookFromWaitlist(t.context, ELIF, second.id, { time: '10:00' })).toMatchObject({ ok: false, status: 409 });
    expect(t.appended()).toEqual([]);
  });
});
