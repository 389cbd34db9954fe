import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsStatusOf } from './ics';
import { appointmentIcs } from './emails';
import { appointmentCancelledEmail, appointmentConfirmedEmail } from '~/emails/appointment-emails';

describe('calendar file', () => {
  const ics = buildIcs({
    uid: 'appointment-7@shevanailart.com.tr',
    date: '2026-11-28',
    time: '14:30',
    durationMinutes: 90,
    summary: 'Sheva Nail Art Studio: Kalıcı Oje, Nail Art',
    description: 'Uzman: Elif\nNot; erken gelin',
    location: 'Musalla Bağları Mah., Konya',
    stamp: new Date('2026-11-24T07:00:00Z'),
  });

  it('writes the Istanbul wall time as UTC and adds the duration', () => {
    expect(ics).toContain('DTSTART:20261128T113000Z');
    expect(ics).toContain('DTEND:20261128T130000Z');
    expect(ics).toContain('DTSTAMP:20261124T070000Z');
    expect(ics).toContain('UID:appointment-7@shevanailart.com.tr');
  });

  it('uses CRLF line ends and one event', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('escapes text values', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(ics).toContain('DESCRIPTION:Uzman: Elif\\nNot\\; erken gelin');
  });

  it('folds long lines at 75 octets without splitting a Turkish letter', () => {
    const line = `SUMMARY:${'ğ'.repeat(60)}`;
    const folded = foldIcsLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
});

describe('the appointment file follows the booking (issue 30 item 7)', () => {
  const base = {
    id: 12,
    date: '2026-11-28',
    time: '14:30',
    durationMinutes: 60,
    items: ['Kalıcı Oje'],
    teamMemberName: 'Elif',
    createdAt: new Date('2026-11-24T07:00:00Z'),
  };
  const ctx = { baseUrl: 'https://shevanailart.com.tr', now: new Date('2026-11-24T08:00:00Z') };
  const field = (ics: string, name: string) =>
    ics
      .split('\r\n')
      .find((l) => l.startsWith(`${name}:`))
      ?.slice(name.length + 1);

  it('is TENTATIVE while pending, CONFIRMED once confirmed, CANCELLED when cancelled, with one UID and a growing SEQUENCE', () => {
    const pending = appointmentIcs({ ...base, status: 'pending', updatedAt: base.createdAt }, ctx);
    const confirmed = appointmentIcs(
      { ...base, status: 'confirmed', updatedAt: new Date('2026-11-24T09:00:00Z') },
      ctx,
    );
    const cancelled = appointmentIcs(
      { ...base, status: 'cancelled', updatedAt: new Date('2026-11-25T09:00:00Z') },
      ctx,
    );
    expect(field(pending, 'STATUS')).toBe('TENTATIVE');
    expect(field(confirmed, 'STATUS')).toBe('CONFIRMED');
    expect(field(cancelled, 'STATUS')).toBe('CANCELLED');
    expect(new Set([pending, confirmed, cancelled].map((f) => field(f, 'UID')))).toEqual(
      new Set(['appointment-12@shevanailart.com.tr']),
    );
    const seq = [pending, confirmed, cancelled].map((f) => Number(field(f, 'SEQUENCE')));
    expect(seq[0]).toBe(0);
    expect(seq[1]).toBeGreaterThan(seq[0]!);
    expect(seq[2]).toBeGreaterThan(seq[1]!);
  });

  it('maps every appointment status', () => {
    expect(icsStatusOf('pending')).toBe('TENTATIVE');
    expect(icsStatusOf('confirmed')).toBe('CONFIRMED');
    expect(icsStatusOf('completed')).toBe('CONFIRMED');
    expect(icsStatusOf('cancelled')).toBe('CANCELLED');
    expect(icsStatusOf('unknown')).toBe('CANCELLED');
  });

  it('the cancellation e-mail carries the CANCELLED file with the same UID; the confirmation the CONFIRMED one', () => {
    const a = {
      ...base,
      customerName: 'Ayşe',
      customerEmail: 'ayse@example.com',
      customerPhone: null,
      totalPriceKurus: 0,
      notes: null,
      updatedAt: new Date('2026-11-25T09:00:00Z'),
    };
    const cancelledMail = appointmentCancelledEmail({ ...a, status: 'cancelled' }, ctx);
    const file = cancelledMail.attachments?.[0]?.content ?? '';
    expect(field(file, 'STATUS')).toBe('CANCELLED');
    expect(field(file, 'UID')).toBe('appointment-12@shevanailart.com.tr');
    const confirmedMail = appointmentConfirmedEmail({ ...a, status: 'confirmed' }, ctx);
    expect(field(confirmedMail.attachments![0]!.content, 'STATUS')).toBe('CONFIRMED');
  });
});
