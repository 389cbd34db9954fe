/**
 * Issue 30 item 2 (decision 0344): 'Randevularım' sends a customer her bookings' links by her
 * channel, answers the same whether or not a booking exists, and is limited per IP and per
 * phone / e-mail. Item 7 (decision 0347): her calendar file follows the booking.
 */
import { describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import { createBooking } from '../../app/models/appointments/booking.server';
import { cancelByCustomer, managePathFor } from '../../app/models/appointments/self-service.server';
import { renderOutboxMessage } from '../../app/models/messaging/deliver.server';
import { MY_BOOKINGS_LIMITS } from '../../app/models/appointments/my-bookings.server';
import { linksSentPromise } from '../../app/domain/customer-promises';
import * as page from '../../app/routes/booking/my-bookings';
import { replyError, type FormReply } from '../../app/utils/form-reply';
import * as calendarFile from '../../app/routes/booking/manage-ics';
import { createTestContext, createTestDb, TEST_CUSTOMER } from '../helpers/test-db';
import { CUSTOMER, demoIds } from './booking-fixtures';
import { callLoader } from '../helpers/admin';
import { BASE_URL, configureSmtp, LINK_SECRET, outboxRows } from './messaging/fixtures';

// "now" is Tuesday 2026-11-24 10:00 (Istanbul)
function setup(options: { rateLimits?: boolean; smtp?: boolean } = {}) {
  const { db } = createTestDb();
  const context = createTestContext(db);
  context.config.rateLimits = options.rateLimits ?? false;
  context.config.sessionSecret = LINK_SECRET;
  if (options.smtp) configureSmtp(db, { port: 2525 });
  const ids = demoIds(db);
  const book = (time: string, date = '2026-11-25') => {
    const result = createBooking(context, TEST_CUSTOMER, {
      ...CUSTOMER,
      serviceIds: [ids.service('Klasik Manikür').id],
      packageIds: [],
      teamMemberId: ids.member('Zeynep Kaya').id,
      date,
      time,
      notes: null,
      consent: null,
      source: 'web',
    });
    if (!result.ok) throw new Error(result.message);
    return result.appointment.id;
  };
  const ask = async (fields: Record<string, string>, ip = '203.0.113.7') => {
    const ctx = { ...context, clientIp: ip };
    try {
      return await page.action({
        request: new Request('http://studio.test/randevularim', { method: 'POST', body: new URLSearchParams(fields) }),
        context: ctx,
        params: {},
      } as never);
    } catch (thrown) {
      return thrown;
    }
  };
  const linkRows = () => outboxRows(db).filter((r) => r.topic === 'booking-links');
  return { db, context, book, ask, linkRows };
}

const status = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init?: ResponseInit }).init?.status ?? 200);

describe('Randevularım', () => {
  it('mails her the links of her bookings still ahead, found by her phone however written and her e-mail', async () => {
    const { db, book, ask, linkRows } = setup({ smtp: true });
    const first = book('11:00');
    const second = book('12:00', '2026-11-26');
    const answer = (await ask({
      customerPhone: '+90 (532) 123 45 67',
      customerEmail: ' AYSE@example.com ',
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/randevularim?durum=gonderildi');
    const [row] = linkRows();
    expect(row).toMatchObject({
      channel: 'email',
      status: 'pending',
      payload: { appointmentId: first, appointmentIds: [first, second] },
    });
    const mail = renderOutboxMessage(db, row!, {
      baseUrl: BASE_URL,
      now: new Date('2026-11-24T10:05:00+03:00'),
      linkSecret: LINK_SECRET,
    });
    if (mail.channel !== 'email') throw new Error('not an e-mail');
    expect(mail.email.to).toBe('ayse@example.com');
    expect(mail.email.subject).toBe('Randevu bağlantılarınız – Sheva Nail Art Studio');
    for (const id of [first, second])
      expect(mail.email.text).toContain(`${BASE_URL}${managePathFor(db, LINK_SECRET, id)}`);
    expect(db.select().from(appointments).all()).toHaveLength(2); // nothing else changed
  });

  it('answers the same whether or not a booking exists, and sends nothing for a stranger', async () => {
    const { book, ask, linkRows } = setup({ smtp: true });
    book('11:00');
    const known = (await ask({ customerPhone: '0532 123 45 67', customerEmail: 'ayse@example.com' })) as Response;
    const unknown = (await ask({ customerPhone: '0532 123 45 67', customerEmail: 'baskasi@example.com' })) as Response;
    const nobody = (await ask({ customerPhone: '0555 000 11 22', customerEmail: 'kimse@example.com' })) as Response;
    expect([known, unknown, nobody].map((r) => [r.status, r.headers.get('Location')])).toEqual(
      Array(3).fill([303, '/randevularim?durum=gonderildi']),
    );
    expect(linkRows()).toHaveLength(1);
  });

  it('says what will happen with the channels the studio has: e-mail, or a call when there is none', async () => {
    const withMail = setup({ smtp: true });
    const shown = await callLoader(page.loader, '/randevularim?durum=gonderildi', withMail.context);
    expect(shown.body).toMatchObject({ done: true, promise: linksSentPromise(['email']) });
    const none = setup();
    expect((await callLoader(page.loader, '/randevularim?durum=gonderildi', none.context)).body).toMatchObject({
      promise: linksSentPromise([]),
    });
    // with no channel the message is kept for when one comes (kanal bekliyor)
    none.book('11:00');
    await none.ask({ customerPhone: '05321234567', customerEmail: 'ayse@example.com' });
    expect(none.linkRows().map((r) => r.status)).toEqual(['waiting']);
  });

  it('refuses bad input with the Turkish message and a 400', async () => {
    const { ask } = setup();
    const missing = (await ask({ customerPhone: '', customerEmail: '' })) as { data: FormReply };
    expect(status(missing)).toBe(400);
    expect(replyError(missing.data, 'my-bookings')).toBe('Lütfen telefon numaranızı ve e-posta adresinizi girin.');
    const badPhone = (await ask({ customerPhone: '12345', customerEmail: 'a@b.co' })) as { data: FormReply };
    expect(status(badPhone)).toBe(400);
    expect(replyError(badPhone.data, 'my-bookings')).toBe(
      'Lütfen geçerli bir telefon numarası girin (örnek: 0532 123 45 67; yurt dışı numaraları + ve ülke koduyla).',
    );
  });

  it('is limited per phone, per e-mail and per IP (429, the same for known and unknown people)', async () => {
    const { ask, linkRows, book } = setup({ rateLimits: true, smtp: true });
    book('11:00');
    const person = { customerPhone: '0532 123 45 67', customerEmail: 'ayse@example.com' };
    for (let i = 0; i < MY_BOOKINGS_LIMITS.perPerson.max; i++)
      expect(status(await ask(person, `198.51.100.${i}`))).toBe(303);
    // the same phone with another e-mail, from another address: still her phone
    expect(status(await ask({ ...person, customerEmail: 'baska@example.com' }, '198.51.100.99'))).toBe(429);
    expect(status(await ask({ ...person, customerPhone: '0555 111 22 33' }, '198.51.100.98'))).toBe(429);
    expect(linkRows()).toHaveLength(MY_BOOKINGS_LIMITS.perPerson.max);
    // one address asking for many people
    for (let i = 0; i < MY_BOOKINGS_LIMITS.perIp.max; i++)
      expect(
        status(
          await ask(
            { customerPhone: `0555 000 00 ${String(10 + i)}`, customerEmail: `kisi${i}@example.com` },
            '192.0.2.1',
          ),
        ),
      ).toBe(303);
    const limited = (await ask({ customerPhone: '0555 999 99 99', customerEmail: 'son@example.com' }, '192.0.2.1')) as {
      data: FormReply;
    };
    expect(status(limited)).toBe(429);
    expect(replyError(limited.data, 'my-bookings')).toBe(
      'Çok fazla istek gönderildi. Lütfen bir süre sonra tekrar deneyin.',
    );
  });
});

describe('the calendar file of her page follows the booking', () => {
  it('TENTATIVE while pending, CANCELLED with the same UID and a higher SEQUENCE after her cancellation', async () => {
    const { db, context, book } = setup();
    const id = book('11:00', '2026-11-27');
    const token = managePathFor(db, LINK_SECRET, id)!.split('/').pop()!;
    const read = async () => {
      const res = (await calendarFile.loader({
        request: new Request(`http://studio.test/randevu/${token}/takvim.ics`),
        context,
        params: { token },
      } as never)) as Response;
      expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
      return res.text();
    };
    const field = (ics: string, name: string) =>
      ics
        .split('\r\n')
        .find((l) => l.startsWith(`${name}:`))!
        .slice(name.length + 1);
    const pending = await read();
    expect(field(pending, 'STATUS')).toBe('TENTATIVE');
    const later = { ...context, now: () => new Date('2026-11-24T11:00:00+03:00') };
    expect(cancelByCustomer(later, TEST_CUSTOMER, token)).toMatchObject({ ok: true });
    const cancelled = await read();
    expect(field(cancelled, 'STATUS')).toBe('CANCELLED');
    expect(field(cancelled, 'UID')).toBe(field(pending, 'UID'));
    expect(Number(field(cancelled, 'SEQUENCE'))).toBeGreaterThan(Number(field(pending, 'SEQUENCE')));
    const forged = (await calendarFile.loader({
      request: new Request('http://studio.test/x'),
      context,
      params: { token: `${token.slice(0, -1)}A` },
    } as never)) as Response;
    expect(forged.status).toBe(404);
  });
});
