/**
 * Raporlar against the database: one aggregate query per figure, each reading only the
 * period's rows through the date index (appointments_date_idx, appointments_member_date_idx)
 * and handing a few hundred grouped rows at most to app/domain/reports.ts. A year of 20,000
 * appointments costs the same handful of queries as a quiet month (bench/reports.ts).
 *
 * Opening minutes come from hours.ts `dayPlan` through the studio calendar (loadCalendar):
 * the one hours source, never re-derived here.
 */
import type { Db } from '../../../db/client';
import { addDays, instantOf, ISTANBUL_OFFSET_MINUTES } from '~/domain/clock';
import { DEFAULT_DURATION_MINUTES } from '~/domain/duration';
import {
  BOOKED_STATUSES,
  buildReport,
  datesBetween,
  memberOpenMinutes,
  parseReportQuery,
  REPORT_MESSAGES,
  type Report,
  summarizeDays,
  type DayRow,
  type ReportData,
  type ReportQuery,
} from '~/domain/reports';
import { keptDepositsByDay } from '../deposits/ledger.server';
import { listMembersForCalendar, loadCalendar } from './calendar.server';

/** Statuses whose appointments hold their time (and count in the busiest days and hours). */
const BOOKED = `(${BOOKED_STATUSES.map((s) => `'${s}'`).join(', ')})`;
/** An appointment's minutes as stored (duration.ts storedDuration): the custom one, else its lines'. */
const MINUTES = `case when custom_duration > 0 then custom_duration when duration_minutes > 0 then duration_minutes else ${DEFAULT_DURATION_MINUTES} end`;

export type ReportMember = { id: number; name: string; isActive: boolean };

/** The members the report's filter offers (active first). */
export function reportMembers(db: Db): ReportMember[] {
  return listMembersForCalendar(db);
}

/** Everything the report shows for a query, read at `today` (what has passed is measured against it). */
export function readReportData(db: Db, query: ReportQuery, today: string): ReportData {
  const sqlite = db.$client;
  const params = { from: query.from, to: query.to, member: query.memberId, today };
  const member = query.memberId === null ? '' : 'and a.team_member_id = @member';
  // `+a.status` below keeps SQLite from preferring the status index over the period's covering one
  const period = `a.date between @from and @to ${member}`;

  // one pass over the period (covering index appointments_report_idx): by date, member, status and the 'Gelmedi' mark
  const days = sqlite
    .prepare(
      `select a.date as date, a.team_member_id as memberId, a.status as status, a.no_show as noShow, count(*) as count, sum(a.total_price_kurus) as kurus, sum(${MINUTES}) as minutes
       from appointments a where ${period} group by a.date, a.team_member_id, a.status, a.no_show`,
    )
    .all(params) as DayRow[];
  const members = reportMembers(db);
  const { bookedByMember, statusCounts, byWeekday } = summarizeDays(days, today);
  const { revenueByDate, revenueByMember, revenueByService, tipsByMember, takenKurus, refundsByDate } =
    readSalesFigures(db, query, members);
  // the kaporas kept in the period (no-shows, late cancellations), as Gün sonu counts them
  const keptDepositsByDate = keptDepositsByDay(db, query.from, query.to, query.memberId).map((k) => ({
    date: k.day,
    kurus: k.keptKurus,
  }));

  // booked but not checked out: the day has come, not cancelled nor 'Gelmedi', no completed sale
  const notCheckedOutByDate = sqlite
    .prepare(
      `select a.date as date, count(*) as count, sum(a.total_price_kurus) as kurus from appointments a
       where a.date between @from and min(@to, @today) ${member} and +a.status in ${BOOKED} and a.no_show = 0
         and not exists (select 1 from sales s where s.appointment_id = a.id and s.status = 'completed')
       group by a.date order by a.date`,
    )
    .all(params) as ReportData['notCheckedOutByDate'];

  const booked = bookedByMember;
  const calendar = loadCalendar(db, query.from, query.to);
  const dates = datesBetween(query.from, query.to);
  const occupancy = members
    .filter((m) => (query.memberId === null ? m.isActive || booked.has(m.id) : m.id === query.memberId))
    .map((m) => ({
      memberId: m.id,
      name: m.name,
      bookedMinutes: booked.get(m.id) ?? 0,
      openMinutes: memberOpenMinutes(dates, calendar, m.id),
    }));

  // a customer's first appointment that was not cancelled, anywhere in the studio's history
  const customerRows = sqlite
    .prepare(
      `select (select b.date from appointments b where b.customer_id = c.customer_id and b.status != 'cancelled' order by b.date limit 1) as first
       from (select distinct a.customer_id from appointments a where ${period} and +a.status != 'cancelled' and a.customer_id is not null) c`,
    )
    .all(params) as { first: string }[];
  const newCustomers = customerRows.filter((r) => r.first >= query.from).length;

  const byHour = sqlite
    .prepare(
      `select cast(substr(a.time, 1, 2) as integer) as hour, count(*) as count from appointments a where ${period} and +a.status in ${BOOKED} group by 1 order by 1`,
    )
    .all(params) as ReportData['byHour'];

  // surveys by the Istanbul date they were completed on (UTC+3 all year: domain/clock.ts)
  const surveyJoin =
    query.memberId === null ? '' : 'join appointments a on a.id = s.appointment_id and a.team_member_id = @member';
  const surveysByDate = sqlite
    .prepare(
      `select date((s.completed_at + @offsetMs) / 1000, 'unixepoch') as date, count(*) as responses, sum(r.rating) as ratingSum
       from surveys s ${surveyJoin} join survey_responses r on r.survey_id = s.id
       where s.is_completed = 1 and s.completed_at >= @fromMs and s.completed_at < @toMs and r.rating is not null
       group by 1 order by 1`,
    )
    .all({
      member: query.memberId,
      offsetMs: ISTANBUL_OFFSET_MINUTES * 60_000,
      fromMs: instantOf(query.from).getTime(),
      toMs: instantOf(addDays(query.to, 1)).getTime(),
    }) as ReportData['surveysByDate'];

  return {
    query,
    revenueByDate,
    revenueByMember,
    revenueByService,
    tipsByMember,
    takenKurus,
    refundsByDate,
    keptDepositsByDate,
    notCheckedOutByDate,
    occupancy,
    statusCounts,
    customers: { newCustomers, returningCustomers: customerRows.length - newCustomers },
    byWeekday,
    byHour,
    surveysByDate,
  };
}

/**
 * What was taken in a period, from the sales (decision 0369): completed sales by the day they
 * were completed (the lines' nets, tips apart), the lines by artist and by name, the tips by
 * artist, the payments taken and the refunds given (by the day given, docs/decisions/0496). With a member, her lines and her tips only. Reads the
 * period's sales through sales_day_idx and their lines, tips and payments by sale.
 */
export function readSalesFigures(db: Db, query: ReportQuery, members: readonly { id: number; name: string }[]) {
  const sqlite = db.$client;
  const params = { from: query.from, to: query.to, member: query.memberId };
  const lineMember = query.memberId === null ? '' : 'and l.team_member_id = @member';
  const completed = `s.day between @from and @to and s.status = 'completed'`;
  const revenueByDate = sqlite
    .prepare(
      `select s.day as date, count(distinct s.id) as count, sum(l.net_kurus) as kurus from sales s join sale_lines l on l.sale_id = s.id
       where ${completed} ${lineMember} group by s.day order by s.day`,
    )
    .all(params) as ReportData['revenueByDate'];
  const names = new Map(members.map((m) => [m.id, m.name]));
  const revenueByMember = (
    sqlite
      .prepare(
        `select l.team_member_id as memberId, count(*) as count, sum(l.net_kurus) as kurus from sales s join sale_lines l on l.sale_id = s.id where ${completed} ${lineMember} group by l.team_member_id`,
      )
      .all(params) as { memberId: number | null; count: number; kurus: number }[]
  ).map((r) => ({ ...r, name: r.memberId === null ? '' : (names.get(r.memberId) ?? '') }));
  const revenueByService = sqlite
    .prepare(
      `select l.name as name, l.kind as kind, count(*) as count, sum(l.net_kurus) as kurus from sales s join sale_lines l on l.sale_id = s.id where ${completed} ${lineMember} group by l.kind, l.name`,
    )
    .all(params) as ReportData['revenueByService'];
  const tipMember = query.memberId === null ? '' : 'and t.team_member_id = @member';
  const tipsByMember = (
    sqlite
      .prepare(
        `select t.team_member_id as memberId, max(t.member_name) as name, sum(t.amount_kurus) as kurus from sales s join sale_tips t on t.sale_id = s.id where ${completed} ${tipMember} group by t.team_member_id`,
      )
      .all(params) as { memberId: number | null; name: string; kurus: number }[]
  ).map((t) => ({ ...t, name: t.memberId === null ? t.name : (names.get(t.memberId) ?? t.name) }));
  // payments by the day taken; with a member: the sales she has a line in
  const paymentMember =
    query.memberId === null
      ? ''
      : 'and exists (select 1 from sale_lines l where l.sale_id = s.id and l.team_member_id = @member)';
  const taken = sqlite
    .prepare(
      `select coalesce(sum(p.amount_kurus), 0) as kurus from sale_payments p join sales s on s.id = p.sale_id where p.day between @from and @to and s.status = 'completed' ${paymentMember}`,
    )
    .get(params) as { kurus: number };
  // refunds by the day given, whatever day their sale was (Gün sonu's 'İadeler'); with a member: her sales'
  const refundMember =
    query.memberId === null
      ? ''
      : 'and exists (select 1 from sale_lines l where l.sale_id = r.sale_id and l.team_member_id = @member)';
  const refundsByDate = (
    sqlite
      .prepare(
        `select r.day as date, sum(r.amount_kurus) as kurus from refunds r where r.day between @from and @to ${refundMember} group by r.day order by r.day`,
      )
      .all(params) as { date: string; kurus: number }[]
  ).map((r) => ({ date: r.date, kurus: Number(r.kurus) }));
  return {
    revenueByDate,
    revenueByMember,
    revenueByService,
    tipsByMember,
    takenKurus: Number(taken.kurus),
    refundsByDate,
  };
}

export type ReportResult =
  | { ok: true; query: ReportQuery; report: Report; members: ReportMember[] }
  | { ok: false; field: 'period' | 'from' | 'to' | 'member' | 'by'; message: string; members: ReportMember[] };

/** The report an address asks for (?period=&from=&to=&member=&by=), or what is wrong with the address. */
export function reportFor(db: Db, params: URLSearchParams, today: string): ReportResult {
  const members = reportMembers(db);
  const parsed = parseReportQuery(params, today);
  if (!parsed.ok) return { ...parsed, members };
  const { query } = parsed;
  if (query.memberId !== null && !members.some((m) => m.id === query.memberId))
    return { ok: false, field: 'member', message: REPORT_MESSAGES.badMember, members };
  return { ok: true, query, report: buildReport(readReportData(db, query, today)), members };
}
