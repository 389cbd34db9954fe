/**
 * The appointment read model (docs/decisions/0151-appointment-read-model.md): an appointment
 * with its team member and its lines as objects, read ONE way. The admin screens, the JSON
 * API, the booking answers, the customer's page, the data export and the messages all read
 * appointments here and project what they show (app/models/appointments/json.server.ts holds
 * the API's shapes).
 *
 * A line is what was booked, as it was priced then: a service or a package with its name,
 * price and minutes. A line whose service or package was later deleted keeps its name and
 * figures, with `itemId: null`.
 *
 * `readAppointments` reads a window (ids, a date range, a member, an order, a page) in
 * three queries whatever its size: the appointments, their service lines and their
 * package lines.
 *
 * Imported (through the messages) by server.ts as well: relative imports only.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  appointmentPackages,
  appointmentServices,
  appointments,
  teamMembers,
  type AppointmentStatus,
} from '../../../db/schema';
import { APPOINTMENT_STATUS_VALUES, type AppointmentStatusValue } from '../../domain/appointment-status';
import { storedDuration } from '../../domain/duration';
import type { DbOrTx } from '../db.server';

export type AppointmentLineKind = 'service' | 'package';

export type AppointmentLine = {
  /** the line's own id (unique within its kind) */
  id: number;
  kind: AppointmentLineKind;
  /** the service or package booked; null once it was deleted from the catalogue */
  itemId: number | null;
  name: string;
  priceKurus: number;
  durationMinutes: number;
};

export type AppointmentMember = { id: number; name: string; specialization: string };

export type Appointment = {
  id: number;
  customerId: number | null;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  teamMemberId: number | null;
  teamMember: AppointmentMember | null;
  /** YYYY-MM-DD, Istanbul */
  date: string;
  /** HH:MM, Istanbul */
  time: string;
  notes: string | null;
  /** as stored */
  status: AppointmentStatus;
  /** services first, then packages, each in booking order */
  lines: AppointmentLine[];
  totalPriceKurus: number;
  /** the minutes the appointment takes: its custom duration, else its lines' */
  durationMinutes: number;
  customDuration: number | null;
  /** the lines' minutes as stored with the appointment */
  linesDurationMinutes: number;
  userId: number | null;
  source: string;
  /** 'Gelmedi': the customer did not come (a mark beside the status) */
  noShow: boolean;
  /** grows by one on every write (docs/decisions/0352): an edit names the version it loaded */
  version: number;
  /** 'Geldi': when the desk marked the customer as arrived (null: not marked) */
  arrivedAt: Date | null;
  /** why the desk cancelled it ('İptal' on the panel), null when none was given */
  cancelReason: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * Which appointments to read. `from`/`to` (inclusive dates), `memberId`, `status` (as
 * displayed: 'cancelled' takes unknown stored values too), `customerId` and `touchedSince` (written at or
 * after that instant) narrow the window, also within `ids`; `limit`/`offset` page it in `order`:
 * - 'schedule-desc' (default): newest date and time first (the admin list);
 * - 'schedule': in time order (a day or a week);
 * - 'booked-desc': most recently booked first (the dashboard);
 * - 'touched-desc': most recently written first (the live messages).
 */
export type AppointmentWindow = {
  ids?: readonly number[];
  from?: string;
  to?: string;
  memberId?: number;
  customerId?: number;
  status?: AppointmentStatusValue;
  touchedSince?: Date;
  order?: 'schedule-desc' | 'schedule' | 'booked-desc' | 'touched-desc';
  limit?: number;
  offset?: number;
};

/** Bound parameters per `in (...)` list: well under SQLite's limit. */
const CHUNK = 500;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

const ORDERS = {
  'schedule-desc': [desc(appointments.date), desc(appointments.time), desc(appointments.id)],
  schedule: [asc(appointments.date), asc(appointments.time), asc(appointments.id)],
  'booked-desc': [desc(appointments.createdAt), desc(appointments.id)],
  'touched-desc': [desc(appointments.updatedAt), desc(appointments.id)],
} as const;

/** The window's conditions (not its ids, order or page). */
export function windowWhere(window: AppointmentWindow): SQL[] {
  const where: SQL[] = [];
  if (window.from) where.push(gte(appointments.date, window.from));
  if (window.to) where.push(lte(appointments.date, window.to));
  if (window.memberId !== undefined) where.push(eq(appointments.teamMemberId, window.memberId));
  if (window.customerId !== undefined) where.push(eq(appointments.customerId, window.customerId));
  if (window.touchedSince) where.push(gte(appointments.updatedAt, window.touchedSince));
  if (window.status === 'cancelled')
    where.push(
      notInArray(
        appointments.status,
        APPOINTMENT_STATUS_VALUES.filter((v) => v !== 'cancelled'),
      ),
    );
  else if (window.status) where.push(eq(appointments.status, window.status));
  return where;
}

/** How many appointments a window holds (its ids, order and page aside): one COUNT query. */
export function countAppointments(db: DbOrTx, window: AppointmentWindow = {}, extra: SQL[] = []): number {
  return db
    .select({ n: count() })
    .from(appointments)
    .where(and(...windowWhere(window), ...extra))
    .get()!.n;
}

/** The appointments of a window with their members and lines (see AppointmentWindow). */
export function readAppointments(db: DbOrTx, window: AppointmentWindow = {}): Appointment[] {
  if (window.ids && window.ids.length === 0) return [];
  const where = windowWhere(window);
  const select = () =>
    db
      .select({
        a: appointments,
        member: { id: teamMembers.id, name: teamMembers.name, specialization: teamMembers.specialization },
      })
      .from(appointments)
      .leftJoin(teamMembers, eq(teamMembers.id, appointments.teamMemberId))
      .orderBy(...ORDERS[window.order ?? 'schedule-desc'])
      .$dynamic();
  let rows: ReturnType<ReturnType<typeof select>['all']>;
  if (window.ids) {
    rows = chunks(window.ids).flatMap((ids) =>
      select()
        .where(and(inArray(appointments.id, ids), ...where))
        .all(),
    );
  } else {
    let query = select().where(and(...where));
    if (window.limit !== undefined) query = query.limit(window.limit);
    if (window.offset) query = query.offset(window.offset);
    rows = query.all();
  }
  if (rows.length === 0) return [];
  const lines = readAppointmentLines(
    db,
    rows.map((r) => r.a.id),
  );
  return rows.map(({ a, member }) => ({
    ...customerFields(a),
    teamMemberId: a.teamMemberId,
    teamMember:
      member && member.id !== null ? { id: member.id, name: member.name, specialization: member.specialization } : null,
    date: a.date,
    time: a.time.slice(0, 5),
    notes: a.notes,
    status: a.status,
    lines: lines.get(a.id) ?? [],
    totalPriceKurus: a.totalPriceKurus,
    durationMinutes: storedDuration(a),
    customDuration: a.customDuration,
    linesDurationMinutes: a.durationMinutes,
    userId: a.userId,
    source: a.source,
    noShow: a.noShow,
    version: a.version,
    arrivedAt: a.arrivedAt,
    cancelReason: a.cancelReason,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  }));
}

type CustomerFields = Pick<Appointment, 'id' | 'customerId' | 'customerName' | 'customerEmail' | 'customerPhone'>;

/** The appointment's id and customer contact, as every shape of an appointment names them. */
export function customerFields(a: CustomerFields): CustomerFields {
  return {
    id: a.id,
    customerId: a.customerId,
    customerName: a.customerName,
    customerEmail: a.customerEmail,
    customerPhone: a.customerPhone,
  };
}

/** One appointment, or null. */
export function readAppointment(db: DbOrTx, id: number): Appointment | null {
  return readAppointments(db, { ids: [id] })[0] ?? null;
}

/** The lines of each appointment (services first, then packages, in booking order). */
export function readAppointmentLines(db: DbOrTx, appointmentIds: readonly number[]): Map<number, AppointmentLine[]> {
  const byAppointment = new Map<number, AppointmentLine[]>();
  const add = (appointmentId: number, line: AppointmentLine) => {
    const list = byAppointment.get(appointmentId);
    if (list) list.push(line);
    else byAppointment.set(appointmentId, [line]);
  };
  for (const ids of chunks(appointmentIds)) {
    for (const s of db
      .select()
      .from(appointmentServices)
      .where(inArray(appointmentServices.appointmentId, ids))
      .orderBy(asc(appointmentServices.id))
      .all()) {
      add(s.appointmentId, {
        id: s.id,
        kind: 'service',
        itemId: s.serviceId,
        name: s.name,
        priceKurus: s.priceKurus,
        durationMinutes: s.durationMinutes,
      });
    }
  }
  for (const ids of chunks(appointmentIds)) {
    for (const p of db
      .select()
      .from(appointmentPackages)
      .where(inArray(appointmentPackages.appointmentId, ids))
      .orderBy(asc(appointmentPackages.id))
      .all()) {
      add(p.appointmentId, {
        id: p.id,
        kind: 'package',
        itemId: p.packageId,
        name: p.name,
        priceKurus: p.priceKurus,
        durationMinutes: p.durationMinutes,
      });
    }
  }
  return byAppointment;
}

/** The lines of one kind. */
export function linesOf(lines: readonly AppointmentLine[], kind: AppointmentLineKind): AppointmentLine[] {
  return lines.filter((l) => l.kind === kind);
}

/** The catalogue ids of the lines of one kind that still have one (what a form can tick). */
export function itemIdsOf(lines: readonly AppointmentLine[], kind: AppointmentLineKind): number[] {
  return lines.flatMap((l) => (l.kind === kind && l.itemId !== null ? [l.itemId] : []));
}

export const UNKNOWN_SERVICE = 'Bilinmeyen Hizmet';

/** The spec's display text of an appointment's lines: the names joined, else 'Bilinmeyen Hizmet'. */
export function serviceText(lines: readonly Pick<AppointmentLine, 'name'>[]): string {
  const names = lines.map((l) => l.name.trim()).filter(Boolean);
  return names.length ? names.join(', ') : UNKNOWN_SERVICE;
}

/** What the admin list's search, filters and sort look at, without the lines' rows. */
export type AppointmentKey = {
  id: number;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  teamMemberId: number | null;
  date: string;
  time: string;
  status: AppointmentStatus;
  /** serviceText of the lines; '' unless asked for (`withService`) */
  service: string;
};

const NAME_SEPARATOR = '\u001f';

/**
 * The light projection of a window (its conditions, not its ids or page): one query, no
 * lines unless `withService` (then the lines' names come joined in the same query). For the
 * filters, the search and the sorts that SQL cannot do the studio's way (Turkish case and
 * order); the page's rows are then read whole with readAppointments({ ids }).
 */
export function readAppointmentKeys(db: DbOrTx, window: AppointmentWindow = {}, withService = false): AppointmentKey[] {
  // written out: drizzle leaves a column of the outer query unqualified inside a subquery
  const names = (table: 'appointment_services' | 'appointment_packages') =>
    sql<
      string | null
    >`(select group_concat(l.name, ${NAME_SEPARATOR}) from (select name from ${sql.raw(table)} where appointment_id = "appointments"."id" order by id) l)`;
  const rows = db
    .select({
      id: appointments.id,
      customerName: appointments.customerName,
      customerEmail: appointments.customerEmail,
      customerPhone: appointments.customerPhone,
      teamMemberId: appointments.teamMemberId,
      date: appointments.date,
      time: appointments.time,
      status: appointments.status,
      services: withService ? names('appointment_services') : sql<null>`null`,
      packages: withService ? names('appointment_packages') : sql<null>`null`,
    })
    .from(appointments)
    .where(and(...windowWhere(window)))
    .all();
  return rows.map(({ services, packages, ...a }) => ({
    ...a,
    time: a.time.slice(0, 5),
    service: withService
      ? serviceText(
          [...(services ?? '').split(NAME_SEPARATOR), ...(packages ?? '').split(NAME_SEPARATOR)].map((name) => ({
            name,
          })),
        )
      : '',
  }));
}

/**
 * What a conflict listing shows of an appointment (the admin's conflicts, the closures'
 * covered appointments): when, how long (`customDuration` for storedDuration), its state
 * and who booked it.
 */
export const bookedColumns = {
  id: appointments.id,
  date: appointments.date,
  time: appointments.time,
  durationMinutes: appointments.durationMinutes,
  customDuration: appointments.customDuration,
  status: appointments.status,
  customerName: appointments.customerName,
};
