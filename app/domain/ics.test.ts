import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine } from './ics';

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
    const line = 'SUMMARY:' + 'ğ'.repeat(60);
    const folded = foldIcsLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
});
