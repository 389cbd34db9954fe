import { withoutOutboxWorker } from '../helpers/test-db';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { appointments, outbox, services } from '../../db/schema';
import {
  deliverOutboxMessage,
  PermanentDeliveryError,
  renderOutboxMessage,
} from '../../app/models/messaging/deliver.server';
import { queueDueNudges } from '../../app/models/messaging/rebooking.server';
import { createReminderScheduler } from '../../server/reminder-scheduler';
import * as contact from '../../app/routes/booking/wizard/route';
import { insertTestAppointment } from '../helpers/appointments';
import { createTestContext, createTestDb, TEST_ACTOR } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';
import { BASE_URL, configureSmtp, LINK_SECRET, SECRETS_KEY } from './messaging/fixtures';
import { saveSmsSettings } from '../../app/models/messaging/phone-channels.server';
import { CUSTOMER_KINDS } from '../../app/domain/message-topics';
import { startFakeNetgsm } from '../helpers/fake-phone-apis';

// A gel visit (Kalıcı Oje, 21 days) completed on Monday 2026-11-02 at 11:00 (Istanbul):
// the nudge is due on Monday 2026-11-23, from 10:00 Istanbul time.
const VISIT_DATE = '2026-11-02';
const DUE_DAY_NOON = new Date('2026-11-23T12:00:00+03:00');
const at = (iso: string) => new Date(iso);

function setup() {
  const { db, file } = createTestDb();
  configureSmtp(db, { port: 2525 });
  const ids = demoIds(db);
  const gel = ids.service('Kalıcı Oje');
  const member = ids.member('Elif Yılmaz');
  db.update(services).set({ rebookAfterDays: 21 }).where(eq(services.id, gel.id)).run();
  const visit = insertTestAppointment(db, {
    customerName: 'Ayşe Kaya',
    customerEmail: 'ayse@example.com',
    customerPhone: '05321234567',
    teamMemberId: member.id,
    date: VISIT_DATE,
    time: '11:00',
    status: 'completed',
    createdAt: at('2026-10-28T09:00:00+03:00'),
    services: [{ serviceId: gel.id, name: gel.name, durationMinutes: 60 }],
  });
  const nudges = (d = db) =>
    d.select().from(outbox).where(eq(outbox.topic, 'rebooking-nudge')).orderBy(asc(outbox.id)).all();
  return { db, file, gel, member, visit, nudges };
}

describe('rebooking nudge', () => {
  it('goes out on the right day only (Istanbul, from 10:00), exactly once across scans, processes and restarts', () => {
    const { db, file, gel, member, visit, nudges } = setup();
    // the day before, and the due day before 10:00 Istanbul (07:00 UTC): nothing
    expect(queueDueNudges(db, at('2026-11-22T23:30:00+03:00'))).toEqual({ due: 0, queued: 0 });
    expect(queueDueNudges(db, at('2026-11-23T09:59:00+03:00'))).toEqual({ due: 0, queued: 0 });
    expect(nudges()).toHaveLength(0);

    let kicks = 0;
    const scheduler = createReminderScheduler({
      db,
      now: () => DUE_DAY_NOON,
      scan: queueDueNudges,
      onQueued: () => kicks++,
    });
    expect(scheduler.runOnce()).toEqual({ due: 1, queued: 1 });
    expect(kicks).toBe(1);
    expect(scheduler.runOnce()).toEqual({ due: 1, queued: 0 });

    const other = openDatabase(file);
    try {
      expect(queueDueNudges(other, at('2026-11-23T18:00:00+03:00')).queued).toBe(0);
    } finally {
      other.$client.close();
    }
    // the next day: the visit is no longer due
    expect(queueDueNudges(db, at('2026-11-24T12:00:00+03:00'))).toEqual({ due: 0, queued: 0 });

    const rows = nudges();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.dedupeKey).toBe(`rebooking-nudge:${visit}`);
    expect(rows[0]!.payload).toMatchObject({ appointmentId: visit, serviceId: gel.id, teamMemberId: member.id });

    const message = renderOutboxMessage(db, rows[0]!, { baseUrl: BASE_URL, now: DUE_DAY_NOON });
    if (message.channel !== 'email') throw new Error('expected an e-mail');
    expect(message.email.to).toBe('ayse@example.com');
    expect(message.email.subject).toContain('Kalıcı Oje');
    expect(message.email.text).toContain(`${BASE_URL}/contact?hizmet=${gel.id}&uzman=${member.id}`);
  });

  it('is not sent to a customer who booked since (any status but cancelled), and a cancelled booking does not count', () => {
    const booked = setup();
    insertTestAppointment(booked.db, {
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      date: '2026-12-01',
      time: '10:00',
      status: 'pending',
      createdAt: at('2026-11-10T20:00:00+03:00'),
    });
    expect(queueDueNudges(booked.db, DUE_DAY_NOON)).toEqual({ due: 0, queued: 0 });

    const cancelled = setup();
    insertTestAppointment(cancelled.db, {
      customerName: 'Ayşe Kaya',
      customerPhone: '05321234567',
      date: '2026-12-01',
      time: '10:00',
      status: 'cancelled',
      createdAt: at('2026-11-10T20:00:00+03:00'),
    });
    // booked BEFORE the visit (an older appointment created in October): not "since"
    insertTestAppointment(cancelled.db, {
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      date: '2026-11-30',
      time: '10:00',
      status: 'confirmed',
      createdAt: at('2026-10-01T10:00:00+03:00'),
    });
    expect(queueDueNudges(cancelled.db, DUE_DAY_NOON)).toEqual({ due: 1, queued: 1 });
  });

  it('is dropped at send time when the customer booked after it was queued; a visit not completed gets none', () => {
    const { db, nudges } = setup();
    insertTestAppointment(db, {
      customerName: 'Deniz',
      customerEmail: 'deniz@example.com',
      teamMemberId: null,
      date: VISIT_DATE,
      time: '14:00',
      status: 'confirmed',
      services: [{ serviceId: demoIds(db).service('Kalıcı Oje').id, name: 'Kalıcı Oje' }],
    });
    expect(queueDueNudges(db, DUE_DAY_NOON).queued).toBe(1); // only the completed visit
    insertTestAppointment(db, {
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      date: '2026-12-02',
      time: '10:00',
      status: 'confirmed',
      createdAt: at('2026-11-23T12:30:00+03:00'),
    });
    expect(() => renderOutboxMessage(db, nudges()[0]!, { baseUrl: BASE_URL, now: DUE_DAY_NOON })).toThrow(
      PermanentDeliveryError,
    );
  });

  it("the nudge's link opens the wizard with the service and the member chosen (step 3 once the details are given)", async () => {
    const { db, gel, member } = setup();
    const context = createTestContext(db, { now: '2026-11-23T12:00:00+03:00' });
    let cookie = '';
    const call = async (fn: () => unknown) => {
      try {
        return (await fn()) as Response;
      } catch (thrown) {
        return thrown as Response;
      }
    };
    const first = await call(() =>
      contact.loader({
        request: new Request(`http://localhost/contact?hizmet=${gel.id}&uzman=${member.id}`),
        context,
        params: {},
      } as never),
    );
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/contact');
    cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    const form = new URLSearchParams({
      step: '1',
      personal: 'Devam Et',
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      customerPhone: '0532 123 45 67',
      kvkkConsent: 'on',
      kvkkVersion: '1',
    });
    const personal = await call(() =>
      contact.action({
        request: new Request('http://localhost/contact', {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
        }),
        context,
        params: {},
      } as never),
    );
    expect(personal.headers.get('location')).toBe('/contact?adim=3');
    cookie = personal.headers.get('set-cookie')!.split(';')[0]!;
    const step3 = (await contact.loader({
      request: new Request('http://localhost/contact?adim=3', { headers: { cookie } }),
      context,
      params: {},
    } as never)) as unknown as { data: contact.WizardData };
    expect(step3.data.selection).toMatchObject({ serviceIds: [gel.id], teamMemberId: member.id });
    expect(step3.data.slotStep?.slots.some((s) => s.available)).toBe(true);
  });

  it('reaches a customer who ticked SMS by SMS too, exactly once per channel, with the wizard link and the opt-out link', async () => {
    const { db, file, gel, member, visit, nudges } = setup();
    const netgsm = await startFakeNetgsm();
    try {
      saveSmsSettings(
        withoutOutboxWorker(db),
        TEST_ACTOR,
        {
          baseUrl: netgsm.url,
          username: '8503001122',
          password: 'netgsm-şifre',
          sender: 'SHEVA',
          isActive: true,
          kinds: [...CUSTOMER_KINDS],
        },
        SECRETS_KEY,
      );
      db.update(appointments)
        .set({ smsConsentAt: at('2026-10-28T09:00:00+03:00') })
        .where(eq(appointments.id, visit))
        .run();

      expect(queueDueNudges(db, DUE_DAY_NOON)).toEqual({ due: 1, queued: 2 });
      expect(queueDueNudges(db, at('2026-11-23T15:00:00+03:00'))).toEqual({ due: 1, queued: 0 });
      const other = openDatabase(file);
      try {
        expect(queueDueNudges(other, at('2026-11-23T18:00:00+03:00')).queued).toBe(0);
      } finally {
        other.$client.close();
      }
      const rows = nudges();
      // no WhatsApp: the customer did not tick it (and WhatsApp is not set up)
      expect(rows.map((r) => [r.channel, r.dedupeKey])).toEqual([
        ['email', `rebooking-nudge:${visit}`],
        ['sms', `rebooking-nudge:sms:${visit}`],
      ]);

      const sms = rows[1]!;
      await deliverOutboxMessage(
        db,
        sms,
        { secretsKey: SECRETS_KEY, telegramApiRoot: 'http://127.0.0.1:9', baseUrl: BASE_URL, linkSecret: LINK_SECRET },
        DUE_DAY_NOON,
      );
      expect(netgsm.calls).toHaveLength(1);
      const sent = (netgsm.calls[0]!.body.messages as { msg: string; no: string }[])[0]!;
      expect(sent.no).toBe('905321234567');
      expect(sent.msg).toContain('Merhaba değerli müşterimiz, Kalıcı Oje yenileme zamanınız yaklaştı.'); // never the typed name (0332)
      expect(sent.msg).toContain(`Yeni randevu: ${BASE_URL}/contact?hizmet=${gel.id}&uzman=${member.id}`);
      expect(sent.msg).toContain(`SMS almamak için: ${BASE_URL}/bildirim-iptal/sms/`);

      // booked in between: the SMS is dropped like the e-mail
      insertTestAppointment(db, {
        customerName: 'Ayşe Kaya',
        customerPhone: '05321234567',
        date: '2026-12-02',
        time: '10:00',
        status: 'confirmed',
        createdAt: at('2026-11-23T12:30:00+03:00'),
      });
      expect(() =>
        renderOutboxMessage(db, sms, { baseUrl: BASE_URL, now: DUE_DAY_NOON, linkSecret: LINK_SECRET }),
      ).toThrow(PermanentDeliveryError);
    } finally {
      await netgsm.close();
    }
  });
});
