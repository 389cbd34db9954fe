/**
 * iCalendar (RFC 5545) for the studio:
 * - `buildIcs`: a one-event file for the confirmation e-mail (the customer adds the
 *   appointment to the phone's calendar with one tap); times in UTC (…Z), no VTIMEZONE;
 * - `buildIcsFeed`: a team member's subscription feed (docs/decisions/0212-member-calendar-feed.md):
 *   Istanbul wall times with TZID=Europe/Istanbul and its VTIMEZONE, SEQUENCE and LAST-MODIFIED
 *   so that phones take every change.
 * Both write their events with the same `eventLines`.
 */
import { displayStatus } from './appointment-status';
import { instantOf, istanbulClock } from './clock';

/** RFC 5545 3.8.1.11: an event's status. */
export type IcsStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';

export type CalendarEvent = {
  uid: string;
  /** Istanbul wall date and time of the start */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  description?: string;
  location?: string;
  /** when the file was written */
  stamp: Date;
  /** CONFIRMED when omitted */
  status?: IcsStatus;
  /** grows with every revision of the appointment, so a calendar takes the newer file (0 when omitted) */
  sequence?: number;
};

/** An event of a subscription feed: revised on every change of the appointment. */
export type FeedEvent = CalendarEvent & {
  /** grows with every change (RFC 5545 3.8.7.4) */
  sequence: number;
  lastModified: Date;
  /** a pending appointment is TENTATIVE */
  status: 'CONFIRMED' | 'TENTATIVE';
};

/**
 * An appointment's status as a calendar reads it (docs/decisions/0347): pending is TENTATIVE,
 * confirmed and completed CONFIRMED, cancelled (or anything unknown, shown as cancelled)
 * CANCELLED. The file of a cancelled appointment keeps its UID, so the phone's calendar
 * marks the event it already has as cancelled.
 */
export function icsStatusOf(appointmentStatus: string): IcsStatus {
  const status = displayStatus(appointmentStatus);
  return status === 'pending' ? 'TENTATIVE' : status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED';
}

/**
 * SEQUENCE must grow with every revision; appointments keep no revision counter, but every
 * write moves `updatedAt` forward, so the seconds from creation to the last write do.
 */
export function revisionSequence(a: { createdAt: Date; updatedAt: Date }): number {
  return Math.max(0, Math.floor((a.updatedAt.getTime() - a.createdAt.getTime()) / 1000));
}

export const ISTANBUL_TZID = 'Europe/Istanbul';

/** The one UID of an appointment in every calendar file the studio writes (e-mail and feeds). */
export function appointmentUid(appointmentId: number, host: string): string {
  return `appointment-${appointmentId}@${host}`;
}

function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * TEXT values: backslash, semicolon, comma and line breaks are escaped; a line break is CRLF,
 * LF or a lone CR (a lone CR would otherwise end the content line and let a note write its
 * own properties). Other control characters, which TEXT may not hold, become spaces.
 */
export function escapeIcsText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, ' ')
  );
}

/** Lines longer than 75 octets continue on the next line after a space (never inside a character). */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** 'YYYYMMDDTHHMMSS' of an Istanbul wall date and time (a DATE-TIME with a TZID). */
function wallStamp(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/** The VEVENT of an event: times in UTC, or as Istanbul wall times with the zone named. */
function eventLines(event: CalendarEvent & { lastModified?: Date }, zone: 'utc' | 'istanbul'): string[] {
  const start = instantOf(event.date, event.time);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const endWall = istanbulClock(end);
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...(event.lastModified ? [`LAST-MODIFIED:${utcStamp(event.lastModified)}`] : []),
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    ...(zone === 'utc'
      ? [`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`]
      : [
          `DTSTART;TZID=${ISTANBUL_TZID}:${wallStamp(event.date, event.time)}`,
          `DTEND;TZID=${ISTANBUL_TZID}:${wallStamp(endWall.date, endWall.time)}`,
        ]),
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

function calendarLines(product: string, body: string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Sheva Nail Art Studio//${product}//TR`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...body,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

export function buildIcs(event: CalendarEvent): string {
  return calendarLines('Randevu', eventLines(event, 'utc'));
}

/** Istanbul keeps +03:00 all year (domain/clock.ts): one STANDARD rule describes the zone. */
const ISTANBUL_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ISTANBUL_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0300',
  'TZNAME:+03',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** How often a subscribed calendar is asked to look again. */
export const FEED_REFRESH = 'PT15M';

/** A subscription feed: the calendar's name and its events (a phone replaces what it had with this). */
export function buildIcsFeed(feed: { name: string; events: readonly FeedEvent[] }): string {
  return calendarLines('Ekip Takvimi', [
    `X-WR-CALNAME:${escapeIcsText(feed.name)}`,
    `X-WR-TIMEZONE:${ISTANBUL_TZID}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
    ...ISTANBUL_VTIMEZONE,
    ...feed.events.flatMap((e) => eventLines(e, 'istanbul')),
  ]);
}
