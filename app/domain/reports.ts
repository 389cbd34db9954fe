/**
 * Raporlar (/admin/reports, issue 19): the owner's numbers for a period, as pure functions.
 * The database layer (app/models/studio/reports.server.ts) aggregates in SQL and hands plain rows
 * here; these functions fill the gaps (empty days, weekdays, hours), bucket, divide and build
 * the report's tables. One table model feeds the screen (Turkish number formats), the chart
 * beside it and the CSV export (plain numbers): they cannot disagree.
 *
 * Definitions (docs/decisions/0210-reports.md):
 * - revenue: what was taken, from the sales (issue 27, docs/decisions/0369-revenue-from-sales.md):
 *   the completed sales' service amounts after discounts, tips apart, by the day each sale was
 *   completed; by member and by service: the sale lines' nets (what commission is paid on);
 *   tips by the artist they were given to; appointments whose day has come and that were not
 *   checked out (booked-but-not-checked-out) are shown apart, never as revenue; net of the
 *   refunds given in the period (on the day each was given, as Gün sonu lists them) and with
 *   the kaporas kept that day (no-shows, late cancellations: Gün sonu's 'Tutulan kapora'):
 *   revenue = sales − refunds + kept kaporas (docs/decisions/0496);
 * - occupancy of a member: booked minutes (pending, confirmed and completed appointments)
 *   over open minutes, where a date's open minutes come from hours.ts `dayPlan` (the one
 *   hours source: studio hours, closures, and whatever it learns later);
 * - cancellation rate: cancelled over all appointments of the period;
 * - no-show rate: no-shows (the desk's 'Gelmedi' mark) over the appointments that were due
 *   (past or marked, not cancelled); what a no-show is lives in `isNoShow` alone;
 * - new customer: their first appointment that was not cancelled falls in the period;
 *   returning: they had one before it.
 */
import {
  addDays,
  daysBetween,
  formatTurkishDate,
  isValidDate,
  TURKISH_MONTHS,
  TURKISH_WEEKDAYS,
  weekdayOf,
} from './clock';
import { dayPlan, type DayPlan, type StudioCalendar } from './hours';
import { displayStatus } from './appointment-status';
import { weekStart } from './appointment-calendar';
import { formatKurus } from '../utils/money';

// ---------------------------------------------------------------------------------------------
// The period asked for
// ---------------------------------------------------------------------------------------------

export const REPORT_PERIODS = [
  { value: 'this-week', label: 'Bu Hafta' },
  { value: 'this-month', label: 'Bu Ay' },
  { value: 'last-month', label: 'Geçen Ay' },
  { value: 'range', label: 'Tarih Aralığı' },
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number]['value'];

export const REPORT_GRANULARITIES = [
  { value: 'day', label: 'Günlük' },
  { value: 'week', label: 'Haftalık' },
  { value: 'month', label: 'Aylık' },
] as const;
export type Granularity = (typeof REPORT_GRANULARITIES)[number]['value'];

/** The longest range a report reads (two years and a day: a year against the last). */
export const MAX_REPORT_DAYS = 731;

export const REPORT_MESSAGES = {
  badPeriod: 'Geçersiz dönem seçimi',
  badGranularity: 'Geçersiz gruplama seçimi',
  fromRequired: 'Lütfen başlangıç tarihini girin',
  toRequired: 'Lütfen bitiş tarihini girin',
  badDate: 'Geçersiz tarih',
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
  tooLong: `Tarih aralığı en fazla ${MAX_REPORT_DAYS} gün olabilir`,
  badMember: 'Geçersiz ekip üyesi',
} as const;

export type ReportQuery = { period: ReportPeriod; from: string; to: string; memberId: number | null; by: Granularity };
export type ReportQueryResult =
  | { ok: true; query: ReportQuery }
  | { ok: false; field: 'period' | 'from' | 'to' | 'member' | 'by'; message: string };

function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

function monthEnd(date: string): string {
  const next = addDays(monthStart(date), 32);
  return addDays(monthStart(next), -1);
}

/** The dates of a named period around `today`. */
export function periodDates(period: Exclude<ReportPeriod, 'range'>, today: string): { from: string; to: string } {
  switch (period) {
    case 'this-week': {
      const from = weekStart(today);
      return { from, to: addDays(from, 6) };
    }
    case 'this-month':
      return { from: monthStart(today), to: monthEnd(today) };
    case 'last-month': {
      const last = addDays(monthStart(today), -1);
      return { from: monthStart(last), to: last };
    }
  }
}

/** The granularity that reads best for a span of days when none was asked for. */
export function defaultGranularity(from: string, to: string): Granularity {
  const days = daysBetween(from, to) + 1;
  return days <= 45 ? 'day' : days <= 190 ? 'week' : 'month';
}

/**
 * The report's query from the address (?period=&from=&to=&member=&by=): a named period (this
 * month when nothing is given) or a checked date range; a member id or all; a granularity.
 */
export function parseReportQuery(params: URLSearchParams, today: string): ReportQueryResult {
  const period = (params.get('period') || 'this-month') as ReportPeriod;
  if (!REPORT_PERIODS.some((p) => p.value === period))
    return { ok: false, field: 'period', message: REPORT_MESSAGES.badPeriod };
  let from: string;
  let to: string;
  if (period === 'range') {
    const rawFrom = params.get('from')?.trim() ?? '';
    const rawTo = params.get('to')?.trim() ?? '';
    if (!rawFrom) return { ok: false, field: 'from', message: REPORT_MESSAGES.fromRequired };
    if (!isValidDate(rawFrom)) return { ok: false, field: 'from', message: REPORT_MESSAGES.badDate };
    if (!rawTo) return { ok: false, field: 'to', message: REPORT_MESSAGES.toRequired };
    if (!isValidDate(rawTo)) return { ok: false, field: 'to', message: REPORT_MESSAGES.badDate };
    if (rawTo < rawFrom) return { ok: false, field: 'to', message: REPORT_MESSAGES.endBeforeStart };
    if (daysBetween(rawFrom, rawTo) + 1 > MAX_REPORT_DAYS)
      return { ok: false, field: 'to', message: REPORT_MESSAGES.tooLong };
    from = rawFrom;
    to = rawTo;
  } else {
    ({ from, to } = periodDates(period, today));
  }
  const rawMember = params.get('member')?.trim() ?? '';
  let memberId: number | null = null;
  if (rawMember) {
    if (!/^\d{1,12}$/.test(rawMember) || Number(rawMember) <= 0)
      return { ok: false, field: 'member', message: REPORT_MESSAGES.badMember };
    memberId = Number(rawMember);
  }
  const rawBy = params.get('by') || defaultGranularity(from, to);
  if (!REPORT_GRANULARITIES.some((g) => g.value === rawBy))
    return { ok: false, field: 'by', message: REPORT_MESSAGES.badGranularity };
  return { ok: true, query: { period, from, to, memberId, by: rawBy as Granularity } };
}

/** The query as address parameters (the CSV links repeat the screen's query). */
export function reportSearch(query: ReportQuery): string {
  const params = new URLSearchParams({ period: query.period });
  if (query.period === 'range') {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  if (query.memberId !== null) params.set('member', String(query.memberId));
  params.set('by', query.by);
  return params.toString();
}

/** Every date from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Buckets (day, week, month)
// ---------------------------------------------------------------------------------------------

/** The bucket a date falls in: the date, its week's Monday, or YYYY-MM. */
export function bucketOf(date: string, by: Granularity): string {
  return by === 'day' ? date : by === 'week' ? weekStart(date) : date.slice(0, 7);
}

const SHORT_MONTHS = TURKISH_MONTHS.map((m) => m.slice(0, 3));

/** '24 Kas 2026', '23 Kas 2026 haftası', 'Kasım 2026'. */
export function bucketLabel(bucket: string, by: Granularity): string {
  if (by === 'month') return `${TURKISH_MONTHS[Number(bucket.slice(5, 7)) - 1]} ${bucket.slice(0, 4)}`;
  const day = `${Number(bucket.slice(8, 10))} ${SHORT_MONTHS[Number(bucket.slice(5, 7)) - 1]} ${bucket.slice(0, 4)}`;
  return by === 'week' ? `${day} haftası` : day;
}

/** The buckets of a period in order, empty ones included. */
export function bucketsBetween(from: string, to: string, by: Granularity): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const b = bucketOf(d, by);
    if (out[out.length - 1] !== b) out.push(b);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Occupancy
// ---------------------------------------------------------------------------------------------

/** The minutes a day plan is open: closing minus opening, less its closed intervals (merged, clipped). */
export function openMinutesOf(plan: DayPlan): number {
  if (!plan) return 0;
  const blocked = plan.blocked
    .map((b) => ({ start: Math.max(b.start, plan.open), end: Math.min(b.end, plan.close) }))
    .filter((b) => b.end > b.start)
    .sort((a, b) => a.start - b.start);
  let closed = 0;
  let reach = plan.open;
  for (const b of blocked) {
    const start = Math.max(b.start, reach);
    if (b.end > start) closed += b.end - start;
    reach = Math.max(reach, b.end);
  }
  return plan.close - plan.open - closed;
}

/** A member's open minutes over dates, as hours.ts `dayPlan` sees each date. */
export function memberOpenMinutes(dates: readonly string[], calendar: StudioCalendar, memberId: number): number {
  let total = 0;
  for (const date of dates) total += openMinutesOf(dayPlan(date, calendar, memberId));
  return total;
}

/** A share as a fraction, null when there is nothing to divide by. */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

// ---------------------------------------------------------------------------------------------
// Cancellations and no-shows
// ---------------------------------------------------------------------------------------------

/** Appointments of the period counted by stored status and by whether their date has passed. */
/** `past`: the date is before today; `noShow`: the 'Gelmedi' mark. */
export type StatusCount = { status: string; past: boolean; noShow: boolean; count: number };

/**
 * THE definition of a no-show (the one place to change it): an appointment the desk marked
 * 'Gelmedi' (`appointments.no_show`, app/domain/no-show.ts) that is still pending or
 * confirmed (completing clears the mark; a cancelled one counts as cancelled). A passed
 * appointment left pending or confirmed without the mark is NOT a no-show: it was simply not
 * closed (docs/decisions/0210-reports.md).
 */
export function isNoShow(a: { status: string; noShow: boolean }): boolean {
  const status = displayStatus(a.status);
  return a.noShow && (status === 'pending' || status === 'confirmed');
}

export type AttendanceFigures = {
  total: number;
  cancelled: number;
  due: number;
  noShows: number;
  cancellationRate: number | null;
  noShowRate: number | null;
};

export function attendanceFigures(counts: readonly StatusCount[]): AttendanceFigures {
  let total = 0;
  let cancelled = 0;
  let due = 0;
  let noShows = 0;
  for (const c of counts) {
    total += c.count;
    const isCancelled = displayStatus(c.status) === 'cancelled';
    if (isCancelled) cancelled += c.count;
    // due: passed, or marked 'Gelmedi' today already
    else if (c.past || isNoShow(c)) due += c.count;
    if (isNoShow(c)) noShows += c.count;
  }
  return { total, cancelled, due, noShows, cancellationRate: ratio(cancelled, total), noShowRate: ratio(noShows, due) };
}

// ---------------------------------------------------------------------------------------------
// The data the model reads, and the report's tables
// ---------------------------------------------------------------------------------------------

export type ReportData = {
  query: ReportQuery;
  /** completed sales by the day they were completed: how many and their net (services after discounts, tips apart) */
  revenueByDate: { date: string; count: number; kurus: number }[];
  /** completed sales' lines by the artist who did them (null: none): how many lines, their nets */
  revenueByMember: { memberId: number | null; name: string; count: number; kurus: number }[];
  /** completed sales' lines by service or package name: how many, their nets */
  revenueByService: { name: string; kind: 'service' | 'package'; count: number; kurus: number }[];
  /** completed sales' tips by the artist they were given to */
  tipsByMember: { memberId: number | null; name: string; kurus: number }[];
  /** payments taken in the period (by the day taken) on sales that are not voided */
  takenKurus: number;
  /** refunds by the day they were given (Gün sonu's 'İadeler'); with a member: of the sales she has a line in */
  refundsByDate?: { date: string; kurus: number }[];
  /** kaporas kept by the day they were kept (Gün sonu's 'Tutulan kapora'); with a member: of her appointments */
  keptDepositsByDate?: { date: string; kurus: number }[];
  /** appointments whose day has come, not cancelled nor marked 'Gelmedi', without a completed sale: by date, count and booked total */
  notCheckedOutByDate: { date: string; count: number; kurus: number }[];
  /** members whose occupancy is shown: booked minutes and open minutes */
  occupancy: { memberId: number; name: string; bookedMinutes: number; openMinutes: number }[];
  statusCounts: StatusCount[];
  customers: { newCustomers: number; returningCustomers: number };
  /** appointments that were not cancelled, by weekday (0 = Sunday) and by starting hour */
  byWeekday: { weekday: number; count: number }[];
  byHour: { hour: number; count: number }[];
  /** completed surveys' ratings by completion date */
  surveysByDate: { date: string; responses: number; ratingSum: number }[];
};

/** Appointments of the period grouped by date, member, stored status and the 'Gelmedi' mark (one SQL pass; `noShow` 0/1 as SQLite gives it). */
export type DayRow = {
  date: string;
  memberId: number | null;
  status: string;
  noShow: number | boolean;
  count: number;
  kurus: number;
  minutes: number;
};

/** Statuses whose appointments hold their time: they fill the calendar and the busiest days and hours. */
export const BOOKED_STATUSES = ['pending', 'confirmed', 'completed'] as const;

/** The figures that one pass over the period's appointments gives (revenue comes from the sales, not from here). */
export function summarizeDays(rows: readonly DayRow[], today: string) {
  const bookedByMember = new Map<number, number>();
  const statuses = new Map<string, StatusCount>();
  const weekdays = new Map<number, number>();
  for (const r of rows) {
    const status = displayStatus(r.status);
    if ((BOOKED_STATUSES as readonly string[]).includes(status)) {
      if (r.memberId !== null) bookedByMember.set(r.memberId, (bookedByMember.get(r.memberId) ?? 0) + r.minutes);
      const w = weekdayOf(r.date);
      weekdays.set(w, (weekdays.get(w) ?? 0) + r.count);
    }
    const past = r.date < today;
    const noShow = !!r.noShow;
    const key = `${r.status}|${past}|${noShow}`;
    const s = statuses.get(key) ?? statuses.set(key, { status: r.status, past, noShow, count: 0 }).get(key)!;
    s.count += r.count;
  }
  return {
    bookedByMember,
    statusCounts: [...statuses.values()],
    byWeekday: [...weekdays.entries()].map(([weekday, count]) => ({ weekday, count })),
  };
}

/** A cell's kind: how the screen, the CSV and the .xlsx write it ('date': YYYY-MM-DD). */
export type CellKind = 'text' | 'int' | 'money' | 'percent' | 'decimal' | 'date';
export type Cell = string | number | null;
export type ReportColumn = { label: string; kind: CellKind };
export type ReportTable = {
  /** the table's address in the CSV route (/admin/reports/csv/{id}) */
  id: string;
  title: string;
  note?: string;
  columns: ReportColumn[];
  rows: Cell[][];
  /** the column drawn by the chart beside the table (the first column names the bars) */
  chart: { column: number; shape: 'columns' | 'bars' };
};

export const REPORT_TABLE_IDS = [
  'gelir',
  'uzman-geliri',
  'hizmet-geliri',
  'tahsil-edilmemis',
  'doluluk',
  'katilim',
  'musteriler',
  'gunler',
  'saatler',
  'anket',
] as const;
export type ReportTableId = (typeof REPORT_TABLE_IDS)[number];

export const NO_MEMBER_LABEL = 'Atanmamış';

/** Weekdays in the Turkish order: Monday first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

type Bucketed = { buckets: string[]; by: Granularity };

/** Rows of dates summed into the period's buckets (days, weeks or months): each bucket's sums of `fields`, in bucket order. */
function sumByBucket<K extends string>(
  { buckets, by }: Bucketed,
  rows: readonly ({ date: string } & Record<K, number>)[],
  fields: readonly K[],
): Map<string, Record<K, number>> {
  const sums = new Map(buckets.map((b) => [b, Object.fromEntries(fields.map((f) => [f, 0])) as Record<K, number>]));
  for (const r of rows) {
    const sum = sums.get(bucketOf(r.date, by));
    if (sum) for (const f of fields) sum[f] += r[f];
  }
  return sums;
}

/** A table of the period's buckets (first column 'Dönem'): the rows of dates summed into each bucket, then written as its cells. */
function periodTable<K extends string>(
  period: Bucketed,
  sums: {
    rows: readonly ({ date: string } & Record<K, number>)[];
    fields: readonly K[];
    cells: (sum: Record<K, number>) => Cell[];
  },
  table: Omit<ReportTable, 'rows'>,
): ReportTable {
  const byBucket = sumByBucket(period, sums.rows, sums.fields);
  return { ...table, rows: period.buckets.map((b) => [bucketLabel(b, period.by), ...sums.cells(byBucket.get(b)!)]) };
}

/** A day's revenue: the completed sales' nets, the kaporas kept and the refunds given that day. */
type RevenueDay = { date: string; count: number; kurus: number; keptKurus: number; refundedKurus: number };

/** The revenue rows by date: the sales' with the kept kaporas and the refunds of each day beside them. */
export function revenueDays(data: ReportData): RevenueDay[] {
  const days = new Map<string, RevenueDay>();
  const day = (date: string) => {
    const known = days.get(date);
    if (known) return known;
    const d = { date, count: 0, kurus: 0, keptKurus: 0, refundedKurus: 0 };
    days.set(date, d);
    return d;
  };
  for (const r of data.revenueByDate) Object.assign(day(r.date), { count: r.count, kurus: r.kurus });
  for (const k of data.keptDepositsByDate ?? []) day(k.date).keptKurus += k.kurus;
  for (const r of data.refundsByDate ?? []) day(r.date).refundedKurus += r.kurus;
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Revenue by period: the sales, the kept kaporas, the refunds and what is left (the chart's column). */
function revenueTable(data: ReportData, period: Bucketed): ReportTable {
  return periodTable(
    period,
    {
      rows: revenueDays(data),
      fields: ['count', 'kurus', 'keptKurus', 'refundedKurus'],
      cells: (s) => [s.count, s.kurus, s.keptKurus, s.refundedKurus, s.kurus + s.keptKurus - s.refundedKurus],
    },
    {
      id: 'gelir',
      title: 'Gelir',
      note: 'Ödemesi alınan satışların hizmet tutarı (indirimler düşülmüş, bahşiş hariç) satışın yapıldığı güne, tutulan kaporalar tutuldukları güne, iadeler verildikleri güne göre; net gelir = satış + tutulan kapora − iade (Gün sonu ile aynı)',
      columns: [
        { label: 'Dönem', kind: 'text' },
        { label: 'Satış', kind: 'int' },
        { label: 'Hizmet geliri', kind: 'money' },
        { label: 'Tutulan kapora', kind: 'money' },
        { label: 'İade', kind: 'money' },
        { label: 'Net gelir', kind: 'money' },
      ],
      chart: { column: 5, shape: 'columns' },
    },
  );
}

/** Each artist's services and tips (an artist with tips only is listed too). */
function artistTable(data: ReportData): ReportTable {
  const tips = new Map(data.tipsByMember.map((t) => [t.memberId, t]));
  const artists = new Map(
    data.revenueByMember.map((m) => [m.memberId, { ...m, tipsKurus: tips.get(m.memberId)?.kurus ?? 0 }]),
  );
  for (const t of data.tipsByMember)
    if (!artists.has(t.memberId))
      artists.set(t.memberId, { memberId: t.memberId, name: t.name, count: 0, kurus: 0, tipsKurus: t.kurus });
  return {
    id: 'uzman-geliri',
    title: 'Uzmana Göre Gelir',
    note: 'Her uzmanın yaptığı hizmetler (indirim payı düşülmüş tutar: prim bu tutar üzerinden) ve aldığı bahşişler',
    columns: [
      { label: 'Uzman', kind: 'text' },
      { label: 'Hizmet', kind: 'int' },
      { label: 'Gelir', kind: 'money' },
      { label: 'Bahşiş', kind: 'money' },
    ],
    rows: [...artists.values()]
      .sort((a, b) => b.kurus - a.kurus || a.name.localeCompare(b.name, 'tr'))
      .map((m) => [m.memberId === null ? NO_MEMBER_LABEL : m.name, m.count, m.kurus, m.tipsKurus]),
    chart: { column: 2, shape: 'bars' },
  };
}

/** Revenue by service or package. */
function serviceTable(data: ReportData): ReportTable {
  return {
    id: 'hizmet-geliri',
    title: 'Hizmete Göre Gelir',
    note: 'Ödemesi alınan satışlardaki hizmet ve paketler, indirim payı düşülmüş tutarlarıyla',
    columns: [
      { label: 'Hizmet / Paket', kind: 'text' },
      { label: 'Adet', kind: 'int' },
      { label: 'Gelir', kind: 'money' },
    ],
    rows: [...data.revenueByService]
      .sort((a, b) => b.kurus - a.kurus || a.name.localeCompare(b.name, 'tr'))
      .map((s) => [s.kind === 'package' ? `${s.name} (Paket)` : s.name, s.count, s.kurus]),
    chart: { column: 2, shape: 'bars' },
  };
}

/** Visits whose day has come without a completed sale, by period. */
function notCheckedOutTable(data: ReportData, period: Bucketed): ReportTable {
  return periodTable(
    period,
    { rows: data.notCheckedOutByDate, fields: ['count', 'kurus'], cells: (s) => [s.count, s.kurus] },
    {
      id: 'tahsil-edilmemis',
      title: 'Ödemesi Alınmamış Randevular',
      note: 'Günü gelmiş, iptal edilmemiş ve "Gelmedi" işaretlenmemiş, ödemesi alınmamış randevular (randevudaki tutarla); gelire katılmaz',
      columns: [
        { label: 'Dönem', kind: 'text' },
        { label: 'Randevu', kind: 'int' },
        { label: 'Tutar', kind: 'money' },
      ],
      chart: { column: 2, shape: 'columns' },
    },
  );
}

/** Each artist's booked minutes against her open minutes. */
function occupancyTable(data: ReportData): ReportTable {
  return {
    id: 'doluluk',
    title: 'Doluluk',
    note: 'Dolu dakikalar (bekleyen, onaylı ve tamamlanan randevular) / açık dakikalar (çalışma saatleri ve kapanışlar)',
    columns: [
      { label: 'Uzman', kind: 'text' },
      { label: 'Dolu (dk)', kind: 'int' },
      { label: 'Açık (dk)', kind: 'int' },
      { label: 'Doluluk', kind: 'percent' },
    ],
    rows: data.occupancy.map((o) => [o.name, o.bookedMinutes, o.openMinutes, ratio(o.bookedMinutes, o.openMinutes)]),
    chart: { column: 3, shape: 'bars' },
  };
}

/** Who came: cancellations and no-shows; new and returning customers. */
function attendanceTables(data: ReportData, attendance: AttendanceFigures): ReportTable[] {
  const { newCustomers, returningCustomers } = data.customers;
  const customers = newCustomers + returningCustomers;
  return [
    {
      id: 'katilim',
      title: 'İptal ve Gelmeme',
      note: 'İptal oranı: iptaller / tüm randevular. Gelmeme oranı: tarihi geçtiği hâlde tamamlanmamış randevular / tarihi geçmiş, iptal edilmemiş randevular',
      columns: [
        { label: 'Ölçü', kind: 'text' },
        { label: 'Randevu', kind: 'int' },
        { label: 'Oran', kind: 'percent' },
      ],
      rows: [
        ['Tüm randevular', attendance.total, null],
        ['İptal edilen', attendance.cancelled, attendance.cancellationRate],
        ['Gelmeyen', attendance.noShows, attendance.noShowRate],
      ],
      chart: { column: 2, shape: 'bars' },
    },
    {
      id: 'musteriler',
      title: 'Yeni ve Dönen Müşteriler',
      note: 'Yeni: iptal edilmemiş ilk randevusu bu dönemde olan müşteri',
      columns: [
        { label: 'Müşteri', kind: 'text' },
        { label: 'Sayı', kind: 'int' },
        { label: 'Pay', kind: 'percent' },
      ],
      rows: [
        ['Yeni müşteri', newCustomers, ratio(newCustomers, customers)],
        ['Dönen müşteri', returningCustomers, ratio(returningCustomers, customers)],
      ],
      chart: { column: 1, shape: 'bars' },
    },
  ];
}

/** When the studio is busy: appointments by weekday (Monday first) and by starting hour (the hours that have any, 9 to 17 when none). */
function busyTables(data: ReportData): ReportTable[] {
  const weekdays = new Map(data.byWeekday.map((w) => [w.weekday, w.count]));
  const hours = new Map(data.byHour.map((h) => [h.hour, h.count]));
  const hourKeys = data.byHour.length ? data.byHour.map((h) => h.hour) : [9, 17];
  const firstHour = Math.min(...hourKeys);
  const lastHour = Math.max(...hourKeys);
  return [
    {
      id: 'gunler',
      title: 'Yoğun Günler',
      note: 'İptal edilmemiş randevular, haftanın gününe göre',
      columns: [
        { label: 'Gün', kind: 'text' },
        { label: 'Randevu', kind: 'int' },
      ],
      rows: WEEK_ORDER.map((d) => [TURKISH_WEEKDAYS[d]!, weekdays.get(d) ?? 0]),
      chart: { column: 1, shape: 'columns' },
    },
    {
      id: 'saatler',
      title: 'Yoğun Saatler',
      note: 'İptal edilmemiş randevular, başlangıç saatine göre',
      columns: [
        { label: 'Saat', kind: 'text' },
        { label: 'Randevu', kind: 'int' },
      ],
      rows: Array.from({ length: lastHour - firstHour + 1 }, (_, i) => firstHour + i).map((h) => [
        `${String(h).padStart(2, '0')}:00`,
        hours.get(h) ?? 0,
      ]),
      chart: { column: 1, shape: 'columns' },
    },
  ];
}

/** The surveys' average rating by period. */
function surveyTable(data: ReportData, period: Bucketed): ReportTable {
  return periodTable(
    period,
    {
      rows: data.surveysByDate,
      fields: ['responses', 'ratingSum'],
      cells: (s) => [s.responses, s.responses ? s.ratingSum / s.responses : null],
    },
    {
      id: 'anket',
      title: 'Anket Puanları',
      note: 'Tamamlanan anketlerin puan ortalaması (1-5), tamamlanma tarihine göre',
      columns: [
        { label: 'Dönem', kind: 'text' },
        { label: 'Yanıt', kind: 'int' },
        { label: 'Ortalama', kind: 'decimal' },
      ],
      chart: { column: 2, shape: 'columns' },
    },
  );
}

/** The headline figures above the tables. */
function reportSummary(data: ReportData, attendance: AttendanceFigures) {
  const sum = <T>(rows: readonly T[], of: (r: T) => number) => rows.reduce((s, r) => s + of(r), 0);
  const surveyResponses = sum(data.surveysByDate, (r) => r.responses);
  const salesKurus = sum(data.revenueByDate, (r) => r.kurus);
  const keptDepositsKurus = sum(data.keptDepositsByDate ?? [], (r) => r.kurus);
  const refundedKurus = sum(data.refundsByDate ?? [], (r) => r.kurus);
  return {
    /** net: the sales' service amounts + the kaporas kept − the refunds given (docs/decisions/0496) */
    revenueKurus: salesKurus + keptDepositsKurus - refundedKurus,
    salesKurus,
    keptDepositsKurus,
    refundedKurus,
    /** completed sales (checked-out visits) */
    completed: sum(data.revenueByDate, (r) => r.count),
    tipsKurus: sum(data.tipsByMember, (t) => t.kurus),
    takenKurus: data.takenKurus,
    notCheckedOut: {
      count: sum(data.notCheckedOutByDate, (r) => r.count),
      kurus: sum(data.notCheckedOutByDate, (r) => r.kurus),
    },
    occupancy: ratio(
      sum(data.occupancy, (o) => o.bookedMinutes),
      sum(data.occupancy, (o) => o.openMinutes),
    ),
    cancellationRate: attendance.cancellationRate,
    noShowRate: attendance.noShowRate,
    newCustomers: data.customers.newCustomers,
    returningCustomers: data.customers.returningCustomers,
    surveyAverage: surveyResponses ? sum(data.surveysByDate, (r) => r.ratingSum) / surveyResponses : null,
  };
}

/** The whole report: its headline figures and its tables (in the screen's order). */
export function buildReport(data: ReportData) {
  const period: Bucketed = {
    buckets: bucketsBetween(data.query.from, data.query.to, data.query.by),
    by: data.query.by,
  };
  const attendance = attendanceFigures(data.statusCounts);
  const tables: ReportTable[] = [
    revenueTable(data, period),
    artistTable(data),
    serviceTable(data),
    notCheckedOutTable(data, period),
    occupancyTable(data),
    ...attendanceTables(data, attendance),
    ...busyTables(data),
    surveyTable(data, period),
  ];
  return { summary: reportSummary(data, attendance), tables };
}

export type Report = ReturnType<typeof buildReport>;

// ---------------------------------------------------------------------------------------------
// Cells on the screen (the CSV's: app/domain/csv.ts)
// ---------------------------------------------------------------------------------------------

const TR_INT = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
const TR_PERCENT = new Intl.NumberFormat('tr-TR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const TR_DECIMAL = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A cell as the screen shows it (Turkish formats; '—' for nothing to show). */
export function formatCell(value: Cell, kind: CellKind): string {
  if (value === null) return '—';
  if (kind === 'date' && typeof value === 'string' && isValidDate(value)) return formatTurkishDate(value);
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return formatKurus(value);
    case 'percent':
      return TR_PERCENT.format(value);
    case 'decimal':
      return TR_DECIMAL.format(value);
    default:
      return TR_INT.format(value);
  }
}

/** The file name of a table's CSV: rapor-gelir-2026-11-01-2026-11-30.csv */
export function csvFileName(id: string, query: ReportQuery): string {
  return `rapor-${id}-${query.from}-${query.to}.csv`;
}
