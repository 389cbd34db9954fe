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
import { BOOKED_STATUSES, buildReport, datesBetween, memberOpenMinutes, parseReportQuery, REPORT_MESSAGES, type Report, summarizeDays, type DayRow, type ReportData, type ReportQuery } from '~/domain/reports';
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
  const { revenueByDate, revenueByMember, bookedByMember, statusCounts, byWeekday } = summarizeDays(days, today, members);

  const lines = (table: 'appointment_services' | 'appointment_packages', kind: 'service' | 'package') =>
    (
      sqlite
        .prepare(
          `select l.name as name, count(*) as count, sum(l.price_kurus) as kurus
           from appointments a join ${table} l on l.appointment_id = a.id
           where ${period} and +a.status = 'completed' group by l.name`,
        )
        .all(params) as { name: string; count: number; kurus: number }[]
    ).map((r) => ({ ...r, kind }));
  const revenueByService = [...lines('appointment_services', 'service'), ...lines('appointment_packages', 'package')];

  const booked = bookedByMember;
  const calendar = loadCalendar(db, query.from, query.to);
  const dates = datesBetween(query.from, query.to);
  const occupancy = members
    .filter((m) => (query.memberId === null ? m.isActive || booked.has(m.id) : m.id === query.memberId))
    .map((m) => ({ memberId: m.id, name: m.name, bookedMinutes: booked.get(m.id) ?? 0, openMinutes: memberOpenMinutes(dates, calendar, m.id) }));

  // a customer's first appointment that was not cancelled, anywhere in the studio's history
  const customerRows = sqlite
    .prepare(
      `select (select b.date from appointments b where b.customer_id = c.customer_id and b.status != 'cancelled' order by b.date limit 1) as first
       from (select distinct a.customer_id from appointments a where ${period} and +a.status != 'cancelled' and a.customer_id is not null) c`,
    )
    .all(params) as { first: string }[];
  const newCustomers = customerRows.filter((r) => r.first >= query.from).length;

  const byHour = sqlite
    .prepare(`select cast(substr(a.time, 1, 2) as integer) as hour, count(*) as count from appointments a where ${period} and +a.status in ${BOOKED} group by 1 order by 1`)
    .all(params) as ReportData['byHour'];

  // surveys by the Istanbul date they were completed on (UTC+3 all year: domain/clock.ts)
  const surveyJoin = query.memberId === null ? '' : 'join appointments a on a.id = s.appointment_id and a.team_member_id = @member';
  const surveysByDate = sqlite
    .prepare(
      `select date((s.completed_at + @offsetMs) / 1000, 'unixepoch') as date, count(*) as responses, sum(r.rating) as ratingSum
       from surveys s ${surveyJoin} join survey_responses r on r.survey_id = s.id
       where s.is_completed = 1 and s.completed_at >= @fromMs and s.completed_at < @toMs and r.rating is not null
       group by 1 order by 1`,
    )
    .all({ member: query.memberId, offsetMs: ISTANBUL_OFFSET_MINUTES * 60_000, fromMs: instantOf(query.from).getTime(), toMs: instantOf(addDays(query.to, 1)).getTime() }) as ReportData['surveysByDate'];

  return {
    query,
    revenueByDate,
    revenueByMember,
    revenueByService,
    occupancy,
    statusCounts,
    customers: { newCustomers, returningCustomers: customerRows.length - newCustomers },
    byWeekday,
    byHour,
    surveysByDate,
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
  if (query.memberId !== null && !members.some((m) => m.id === query.memberId)) return { ok: false, field: 'member', message: REPORT_MESSAGES.badMember, members };
  return { ok: true, query, report: buildReport(readReportData(db, query, today)), members };
}
