import { describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import { BOOKING_MESSAGES, categoryLockMessage } from '../../app/domain/booking-rules';
import type * as contact from '../../app/routes/booking/wizard/route';
import { createTestContext, createTestDb, TEST_ACTOR } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';
import { wizardClient } from '../helpers/wizard-client';
import { defaultNoticeText, KVKK_MESSAGES } from '../../app/domain/kvkk';
import { publishNotice } from '../../app/models/content/kvkk.server';

// The wizard's loader and action called as React Router calls them, with the draft cookie
// carried between requests like a browser without JavaScript. "now" is Tuesday 2026-11-24 10:00.

function browser(options: { script?: boolean } = {}) {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const { get, post } = wizardClient(context, options);
  return { db, context, get, post, ids: demoIds(db) };
}

const PERSON = {
  step: '1',
  intent: 'personal',
  customerName: 'Deniz Arslan',
  customerEmail: 'deniz@example.com',
  customerPhone: '0532 444 55 66',
  kvkkConsent: 'on',
  kvkkVersion: '1',
};

describe('the booking wizard without JavaScript', () => {
  it('walks the three steps and books once, whatever the number of submits', async () => {
    const b = browser();
    const manicure = b.ids.service('Klasik Manikür').id;
    const zeynep = b.ids.member('Zeynep Kaya').id;

    expect(await b.post({ ...PERSON, kvkkConsent: '' })).toMatchObject({
      status: 400,
      data: { step: 1, message: BOOKING_MESSAGES.kvkkRequired },
    });
    expect(await b.post(PERSON)).toMatchObject({ status: 302, location: '/contact?adim=2' });

    const step2 = await b.get('?adim=2');
    expect(step2.data).toMatchObject({ step: 2, personal: { customerName: 'Deniz Arslan' }, review: { members: [] } });

    // Refresh shows the members who can do a manicure, with their earliest availability.
    expect(await b.post({ step: '2', intent: 'refresh', serviceIds: String(manicure) })).toMatchObject({
      status: 302,
      location: '/contact?adim=2',
    });
    const refreshed = (await b.get('?adim=2')).data as contact.WizardData;
    expect(refreshed.review!.members.map((m) => m.name)).toEqual(['Elif Yılmaz', 'Zeynep Kaya', 'Ayşe Çelik']);
    expect(refreshed.review!.members.find((m) => m.id === zeynep)!.earliest).toEqual({
      date: '2026-11-24',
      time: '10:30',
    });
    expect(refreshed.review!.durationMinutes).toBe(45);

    expect(await b.post({ step: '2', intent: 'selection', serviceIds: String(manicure) })).toMatchObject({
      status: 400,
      data: { message: BOOKING_MESSAGES.memberRequired },
    });
    expect(
      await b.post({ step: '2', intent: 'selection', serviceIds: String(manicure), teamMemberId: String(zeynep) }),
    ).toMatchObject({ status: 302, location: '/contact?adim=3' });

    // Step 3 starts on the member's earliest date, with a one-time token.
    const step3 = (await b.get('?adim=3')).data as contact.WizardData;
    expect(step3.slotStep).toMatchObject({ date: '2026-11-24', dateMessage: null });
    expect(step3.slotStep!.slots.find((s) => s.time === '10:00')).toBeUndefined(); // past: not listed
    expect(step3.slotStep!.slots.find((s) => s.time === '10:30')).toEqual({ time: '10:30', available: true });
    const token = step3.slotStep!.token;

    // Another date re-renders the grid; a Monday or a past date is refused with the spec's
    // message and shown back as typed, never silently replaced (the draft keeps the date shown).
    expect(await b.post({ step: '3', intent: 'change-date', date: '2026-11-30', notes: 'Not' })).toMatchObject({
      status: 400,
      data: {
        step: 3,
        message: BOOKING_MESSAGES.closedOrPastDate,
        fieldErrors: { date: BOOKING_MESSAGES.closedOrPastDate },
        values: { date: '2026-11-30' },
      },
    });
    expect(await b.post({ step: '3', intent: 'change-date', date: '2026-11-20', notes: 'Not' })).toMatchObject({
      status: 400,
      data: { message: BOOKING_MESSAGES.closedOrPastDate, values: { date: '2026-11-20' } },
    });
    expect(((await b.get('?adim=3')).data as contact.WizardData).slotStep).toMatchObject({
      date: '2026-11-24',
      dateMessage: null,
      notes: 'Not',
    });
    // the 14-day strip starts today, earliest first
    expect(step3.slotStep!.days.map((d) => d.date)).toEqual(
      Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2026, 10, 24 + i)).toISOString().slice(0, 10)),
    );
    // a Monday is closed, not full (issue 30 item 6); the cut-off is said before booking (item 5)
    expect(step3.slotStep!.days.find((d) => d.date === '2026-11-30')).toEqual({ date: '2026-11-30', state: 'closed' });
    expect(step3.slotStep!.days.find((d) => d.date === '2026-11-25')).toEqual({ date: '2026-11-25', state: 'free' });
    expect(step3.slotStep!.cutoffHours).toBe(24);
    expect(await b.post({ step: '3', intent: 'book', token, date: '2026-11-30', time: '10:00' })).toMatchObject({
      status: 400,
      data: { message: BOOKING_MESSAGES.closedOrPastDate },
    });
    expect(await b.post({ step: '3', intent: 'book', token, date: '2026-11-25', time: '' })).toMatchObject({
      status: 400,
      data: { message: BOOKING_MESSAGES.requiredFields },
    });

    const booked = await b.post({ step: '3', intent: 'book', token, date: '2026-11-25', time: '11:00', notes: 'Kısa' });
    // POST-redirect-GET to the booking's own page, the success first (issue 36, docs/decisions/0421)
    expect(booked).toMatchObject({
      status: 303,
      location: expect.stringMatching(/^\/randevu\/[A-Za-z0-9_-]{27}\?durum=alindi#randevunuz-alindi$/),
    });
    const done = (await b.get()).data as contact.WizardData;
    expect(done.booked).toBeNull();
    expect(done.personal).toBeNull(); // the wizard starts over

    // A second tap on 'Randevu Al' (the same form, the same token) returns the same booking.
    expect(await b.post({ ...PERSON })).toMatchObject({ status: 302 });
    await b.post({ step: '2', intent: 'selection', serviceIds: String(manicure), teamMemberId: String(zeynep) });
    expect(
      await b.post({ step: '3', intent: 'book', token, date: '2026-11-25', time: '11:00', notes: 'Kısa' }),
    ).toMatchObject({ status: 303, location: booked.location });
    expect(b.db.select().from(appointments).all()).toHaveLength(1);
    expect(b.context.events).toEqual(['appointments-changed']);
  });

  it('with the script, the booking answers with the success dialog once', async () => {
    const b = browser({ script: true });
    await b.post(PERSON);
    const manicure = b.ids.service('Klasik Manikür').id;
    const zeynep = b.ids.member('Zeynep Kaya').id;
    await b.post({ step: '2', intent: 'selection', serviceIds: String(manicure), teamMemberId: String(zeynep) });
    const token = ((await b.get('?adim=3')).data as contact.WizardData).slotStep!.token;
    const booked = await b.post({ step: '3', intent: 'book', token, date: '2026-11-25', time: '11:00', notes: 'Kısa' });
    expect(booked).toMatchObject({ status: 303, location: '/contact' });
    const done = (await b.get()).data as contact.WizardData;
    expect(done.booked).toMatchObject({
      date: '2026-11-25',
      time: '11:00',
      memberName: 'Zeynep Kaya',
      items: ['Klasik Manikür'],
      durationMinutes: 45,
      totalPriceKurus: 35_000,
    });
    // no channel set up: nothing promises an e-mail (issue 30 item 1); her link in full to copy, and the cut-off
    expect(done.booked).toMatchObject({
      channels: [],
      cutoffHours: 24,
      manageUrl: expect.stringMatching(/^http:\/\/localhost\/randevu\/[A-Za-z0-9_-]{27}$/),
    });
    expect(done.channels).toEqual([]);
    expect(done.booked!.ics).toContain('STATUS:TENTATIVE');
    expect(done.personal).toBeNull(); // the wizard starts over
    expect(((await b.get()).data as contact.WizardData).booked).toBeNull(); // shown once
  });

  it('refuses mixed categories and names them, keeping the earlier selection', async () => {
    const b = browser();
    await b.post(PERSON);
    const manicure = b.ids.service('Klasik Manikür').id;
    const pedicure = b.ids.service('Klasik Pedikür').id;
    await b.post({ step: '2', intent: 'refresh', serviceIds: String(manicure) });
    const refused = await b.post({ step: '2', intent: 'refresh', serviceIds: [String(pedicure), String(manicure)] });
    expect(refused).toMatchObject({ status: 400, data: { message: categoryLockMessage(['Manikür'], ['Pedikür']) } });
    expect(((await b.get('?adim=2')).data as contact.WizardData).selection.serviceIds).toEqual([manicure]);
    // Removing the manicure ('Kaldır') frees the choice: the pedicure is taken.
    expect(
      await b.post({ step: '2', remove: `service:${manicure}`, serviceIds: [String(manicure), String(pedicure)] }),
    ).toMatchObject({ status: 302, location: '/contact?adim=2' });
    expect(((await b.get('?adim=2')).data as contact.WizardData).selection.serviceIds).toEqual([pedicure]);
  });

  it('pre-selects a service or a package from the cards and never skips a step', async () => {
    const b = browser();
    const oje = b.ids.service('Kalıcı Oje').id;
    expect(await b.get(`?hizmet=${oje}`)).toMatchObject({ status: 302, location: '/contact' });
    expect(await b.get('?adim=3')).toMatchObject({ status: 302, location: '/contact' });
    await b.post(PERSON);
    expect(((await b.get('?adim=2')).data as contact.WizardData).selection).toEqual({
      serviceIds: [oje],
      packageIds: [],
      teamMemberId: null,
      anyMember: false,
    });
    const bridal = b.ids.pkg('Gelin Paketi').id;
    expect(await b.get(`?paket=${bridal}`)).toMatchObject({ status: 302, location: '/contact?adim=2' });
    const step2 = (await b.get('?adim=2')).data as contact.WizardData;
    expect(step2.selection).toEqual({ serviceIds: [], packageIds: [bridal], teamMemberId: null, anyMember: false });
    // The bridal package (manicure, pedicure, nail art) fits Elif, Zeynep and Ayşe, not Merve.
    expect(step2.review!.members.map((m) => m.name)).toEqual(['Elif Yılmaz', 'Zeynep Kaya', 'Ayşe Çelik']);
    expect(step2.review!.durationMinutes).toBe(180);
    expect(await b.get('?adim=3')).toMatchObject({ status: 302, location: '/contact?adim=2' });
    // Unknown ids change nothing.
    await b.get('?hizmet=99999');
    expect(((await b.get('?adim=2')).data as contact.WizardData).selection.packageIds).toEqual([bridal]);
  });
});

describe('the wizard refuses what the screen refuses', () => {
  it('a booking past the 60-day horizon is refused with the Turkish message and writes nothing', async () => {
    const b = browser();
    await b.post(PERSON);
    await b.post({
      step: '2',
      intent: 'selection',
      serviceIds: String(b.ids.service('Klasik Manikür').id),
      teamMemberId: String(b.ids.member('Zeynep Kaya').id),
    });
    const token = ((await b.get('?adim=3')).data as contact.WizardData).slotStep!.token;
    // 2027-06-01 is a Tuesday, well past 2026-11-24 + 60 days (2027-01-23)
    expect(await b.post({ step: '3', intent: 'book', token, date: '2027-06-01', time: '10:00' })).toMatchObject({
      status: 400,
      data: { step: 3, message: BOOKING_MESSAGES.beyondHorizon, fieldErrors: { date: BOOKING_MESSAGES.beyondHorizon } },
    });
    expect(await b.post({ step: '3', book: 'Randevu Al', token, date: '2027-01-24', time: '10:00' })).toMatchObject({
      status: 400,
      data: { message: BOOKING_MESSAGES.beyondHorizon },
    });
    expect(b.db.select().from(appointments).all()).toHaveLength(0);
    expect(b.context.events).toEqual([]);
    // the last day of the horizon is bookable
    expect(await b.post({ step: '3', book: 'Randevu Al', token, date: '2027-01-23', time: '10:00' })).toMatchObject({
      status: 303,
      location: expect.stringMatching(/^\/randevu\//),
    });
  });

  it("'Devam Et' with a service ticked but no member keeps the tick and shows its members (issue 36)", async () => {
    const b = browser();
    await b.post(PERSON);
    const manicure = b.ids.service('Klasik Manikür').id;
    // the tick arrives with 'Devam Et' (no JavaScript, or ticked before the script): the members
    // had not been shown, so this is the next choice, not a mistake
    const first = await b.post({ step: '2', selection: 'Devam Et', serviceIds: String(manicure) });
    expect(first).toMatchObject({
      status: 200,
      data: {
        message: BOOKING_MESSAGES.memberRequired,
        kept: { selection: { serviceIds: [manicure], packageIds: [], teamMemberId: null } },
      },
    });
    const kept = (first.data as { kept: { review: contact.StepReview } }).kept.review;
    expect(kept.members.map((m) => m.name)).toEqual(['Elif Yılmaz', 'Zeynep Kaya', 'Ayşe Çelik']);
    expect(kept.durationMinutes).toBe(45);
    // the draft keeps it: a reload shows the tick and the members
    const reloaded = (await b.get('?adim=2')).data as contact.WizardData;
    expect(reloaded.selection.serviceIds).toEqual([manicure]);
    expect(reloaded.review!.members).toHaveLength(3);
    // 'Devam Et' again with the members on the screen and none chosen: now it is a mistake (400), still kept
    expect(await b.post({ step: '2', selection: 'Devam Et', serviceIds: String(manicure) })).toMatchObject({
      status: 400,
      data: { message: BOOKING_MESSAGES.memberRequired, kept: { selection: { serviceIds: [manicure] } } },
    });
  });

  it('a lock refusal keeps the earlier valid choice, even unsaved, and offers the package that holds both', async () => {
    const b = browser();
    await b.post(PERSON);
    const manicure = b.ids.service('Klasik Manikür').id;
    const pedicure = b.ids.service('Klasik Pedikür').id;
    const both = b.ids.pkg('El & Ayak Bakım Paketi').id;
    // both ticked at once without JavaScript: the first one stays
    const refused = await b.post({
      step: '2',
      refresh: 'Ekip Üyelerini Göster',
      serviceIds: [String(manicure), String(pedicure)],
    });
    expect(refused).toMatchObject({
      status: 400,
      data: {
        message: categoryLockMessage(['Manikür'], ['Pedikür']),
        offer: { id: both, name: 'El & Ayak Bakım Paketi' },
        kept: { selection: { serviceIds: [manicure], packageIds: [] } },
      },
    });
    expect(((await b.get('?adim=2')).data as contact.WizardData).selection.serviceIds).toEqual([manicure]);
    // 'Paketi Seç' takes the package instead
    expect(await b.post({ step: '2', [`offer.${both}`]: 'Paketi Seç', serviceIds: [String(manicure)] })).toMatchObject({
      status: 302,
      location: '/contact?adim=2',
    });
    expect(((await b.get('?adim=2')).data as contact.WizardData).selection).toMatchObject({
      serviceIds: [],
      packageIds: [both],
    });
  });

  it("'Fark etmez' lists any member's free times and the booking gets the member free at the start", async () => {
    const b = browser({ script: true }); // the success dialog names the member
    await b.post(PERSON);
    const oje = b.ids.service('Kalıcı Oje').id; // Elif and Merve do it, and Ayşe serves all
    expect(
      await b.post({ step: '2', selection: 'Devam Et', serviceIds: String(oje), teamMemberId: 'any' }),
    ).toMatchObject({ status: 302, location: '/contact?adim=3' });
    const step3 = (await b.get('?adim=3')).data as contact.WizardData;
    expect(step3.selection).toMatchObject({ anyMember: true, teamMemberId: null });
    expect(step3.slotStep!.date).toBe('2026-11-24');
    const token = step3.slotStep!.token;
    const first = await b.post({ step: '3', book: 'Randevu Al', token, date: '2026-11-25', time: '11:00' });
    expect(first).toMatchObject({ status: 303 });
    const rows = () =>
      b.db.select({ member: appointments.teamMemberId, time: appointments.time }).from(appointments).all();
    const [booked] = rows();
    const members = ((await b.get()).data as contact.WizardData).booked;
    expect(members?.memberName).toBeTruthy();
    // a second customer at the same start gets another member (capacity 1 per member)
    await b.post({ ...PERSON, customerEmail: 'ikinci@example.com', customerPhone: '0533 777 66 55' });
    await b.post({ step: '2', selection: 'Devam Et', serviceIds: String(oje), teamMemberId: 'any' });
    const token2 = ((await b.get('?adim=3')).data as contact.WizardData).slotStep!.token;
    expect(
      await b.post({ step: '3', book: 'Randevu Al', token: token2, date: '2026-11-25', time: '11:00' }),
    ).toMatchObject({ status: 303 });
    const all = rows();
    expect(all).toHaveLength(2);
    expect(all[1]!.member).not.toBe(booked!.member);
  });
});

describe('the privacy notice consent in the wizard', () => {
  it('shows the current notice and stores the accepted version, time and IP with the booking', async () => {
    const b = browser();
    b.context.clientIp = '198.51.100.23';
    const step1 = (await b.get()).data as contact.WizardData;
    expect(step1.notice).toMatchObject({ version: 1 });
    expect(step1.notice!.body).toContain('KVKK m. 11');

    // no consent: refused with the spec's Turkish message, nothing stored in the draft
    expect(await b.post({ ...PERSON, kvkkConsent: '' })).toMatchObject({
      status: 400,
      data: {
        step: 1,
        message: BOOKING_MESSAGES.kvkkRequired,
        fieldErrors: { kvkkConsent: BOOKING_MESSAGES.kvkkRequired },
      },
    });
    expect(await b.get('?adim=2')).toMatchObject({ status: 302, location: '/contact' });

    await b.post(PERSON);
    await b.post({
      step: '2',
      intent: 'selection',
      serviceIds: String(b.ids.service('Klasik Manikür').id),
      teamMemberId: String(b.ids.member('Zeynep Kaya').id),
    });
    const token = ((await b.get('?adim=3')).data as contact.WizardData).slotStep!.token;
    expect(await b.post({ step: '3', intent: 'book', token, date: '2026-11-25', time: '11:00' })).toMatchObject({
      status: 303,
      location: expect.stringMatching(/^\/randevu\//),
    });
    expect(b.db.select().from(appointments).get()).toMatchObject({
      kvkkNoticeVersion: 1,
      kvkkConsentAt: b.context.now(),
      kvkkConsentIp: '198.51.100.23',
    });
  });

  it('asks again when a new version was published after the form was opened', async () => {
    const b = browser();
    publishNotice(b.db, TEST_ACTOR, {
      body: `${defaultNoticeText()}\n\nEk bilgi.`,
      now: new Date('2026-11-24T09:00:00+03:00'),
      userId: null,
    });
    // the form still says version 1: 409 with the Turkish message, the box unticked
    expect(await b.post(PERSON)).toMatchObject({
      status: 409,
      data: {
        step: 1,
        message: KVKK_MESSAGES.outdated,
        fieldErrors: { kvkkConsent: KVKK_MESSAGES.outdated },
        values: { kvkkConsent: '' },
      },
    });
    // a form without any version is no better
    const { kvkkVersion: _v, ...withoutVersion } = PERSON;
    expect(await b.post(withoutVersion)).toMatchObject({ status: 409 });
    expect(((await b.get()).data as contact.WizardData).notice).toMatchObject({ version: 2 });
    expect(await b.post({ ...PERSON, kvkkVersion: '2' })).toMatchObject({ status: 302, location: '/contact?adim=2' });
  });
});
