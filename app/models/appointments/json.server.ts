/**
 * The shapes the spec gives an appointment, projected from the one read model
 * (queries.server.ts): the admin's (GET /api/admin/appointments, /api/appointments/{id},
 * the admin screens' list, calendar and timeline), the public booking answer
 * (POST /api/appointments) and a message's (e-mail and Telegram).
 *
 * The spec's flat lists stay in the JSON: `serviceIds` has only the lines whose service
 * still exists, `serviceNames` every line. Screens that pair an id with its name read the
 * read model's `lines` instead, never these lists by index.
 */
import type { AppointmentForMessage } from '../../domain/emails';
import { displayStatus, type AppointmentStatusValue } from '../../domain/appointment-status';
import { kurusToLira } from '../../utils/money';
import {
  customerFields,
  itemIdsOf,
  linesOf,
  serviceText,
  type Appointment,
  type AppointmentMember,
} from './queries.server';

export const NO_TEAM_MEMBER = 'Çalışan Yok';

/** The spec's label of the appointment's team member, 'Çalışan Yok' when there is none. */
export function teamMemberLabel(member: { name: string } | null | undefined): string {
  return member?.name?.trim() || NO_TEAM_MEMBER;
}

/** The line names, services first (what the messages and the customer's page list). */
export function lineNames(a: Pick<Appointment, 'lines'>): string[] {
  return a.lines.map((l) => l.name);
}

export type AdminAppointment = {
  id: number;
  customerId: number | null;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  serviceIds: number[];
  serviceNames: string[];
  packageIds: number[];
  packageNames: string[];
  /** display text: joined service (and package) names, else 'Bilinmeyen Hizmet' */
  service: string;
  teamMemberId: number | null;
  teamMember: AppointmentMember | null;
  /** display text: the member's name, else 'Çalışan Yok' */
  teamMemberName: string;
  date: string;
  time: string;
  notes: string | null;
  /** lira */
  totalPrice: number;
  totalPriceKurus: number;
  /** a known status (unknown stored values read as cancelled) */
  status: AppointmentStatusValue;
  customDuration: number | null;
  /** the lines' minutes (the custom duration is its own field) */
  durationMinutes: number;
  userId: number | null;
  source: string;
  /** 'Gelmedi': the customer did not come (a flag beside the spec's four statuses) */
  noShow: boolean;
  /** the record's version: an edit sends it back (a form's hidden field, the API's If-Match) */
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** The spec's flat lists of the lines: ids of those whose item still exists, every name, and the display text. */
function lineLists(a: Pick<Appointment, 'lines'>) {
  return {
    serviceIds: itemIdsOf(a.lines, 'service'),
    serviceNames: linesOf(a.lines, 'service').map((l) => l.name),
    packageIds: itemIdsOf(a.lines, 'package'),
    packageNames: linesOf(a.lines, 'package').map((l) => l.name),
    service: serviceText(a.lines),
  };
}

/** The admin's shape of an appointment (screens and admin JSON API). */
export function adminAppointmentJson(a: Appointment): AdminAppointment {
  return {
    ...customerFields(a),
    ...lineLists(a),
    teamMemberId: a.teamMemberId,
    teamMember: a.teamMember,
    teamMemberName: teamMemberLabel(a.teamMember),
    date: a.date,
    time: a.time,
    notes: a.notes,
    totalPrice: kurusToLira(a.totalPriceKurus),
    totalPriceKurus: a.totalPriceKurus,
    status: displayStatus(a.status),
    customDuration: a.customDuration,
    durationMinutes: a.linesDurationMinutes,
    userId: a.userId,
    source: a.source,
    noShow: a.noShow,
    version: a.version,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** What the history reads of an appointment's own row (appointmentRowHistoryFields). */
export type HistoryRow = Pick<
  Appointment,
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'date'
  | 'time'
  | 'notes'
  | 'totalPriceKurus'
  | 'status'
  | 'customDuration'
  | 'noShow'
  | 'arrivedAt'
  | 'cancelReason'
>;

/**
 * The one list of an appointment's own fields its history compares (before → after), the
 * member by name: the writes that touch only the row (status, no-show, notes, move, 'Geldi')
 * read these, and appointmentHistoryFields adds the lines.
 */
export function appointmentRowHistoryFields(a: HistoryRow, teamMember: string | null) {
  return {
    customerName: a.customerName,
    customerEmail: a.customerEmail,
    customerPhone: a.customerPhone,
    teamMember,
    date: a.date,
    time: a.time,
    notes: a.notes,
    totalPriceKurus: a.totalPriceKurus,
    status: a.status,
    customDuration: a.customDuration,
    noShow: a.noShow,
    arrived: a.arrivedAt !== null,
    cancelReason: a.cancelReason,
  };
}

/**
 * An appointment as its history compares it (before → after): its own fields
 * (appointmentRowHistoryFields) and the lines by their names.
 */
export function appointmentHistoryFields(a: Appointment) {
  return {
    ...appointmentRowHistoryFields(a, a.teamMember?.name ?? null),
    services: linesOf(a.lines, 'service').map((l) => l.name),
    packages: linesOf(a.lines, 'package').map((l) => l.name),
  };
}

/** The public booking answer (POST /api/appointments): lira as decimal numbers, the spec's field names. */
export function bookingJson(a: Appointment) {
  return {
    ...customerFields(a),
    teamMemberId: a.teamMemberId,
    teamMember: a.teamMember,
    date: a.date,
    time: a.time,
    notes: a.notes,
    status: a.status,
    ...lineLists(a),
    totalPrice: kurusToLira(a.totalPriceKurus),
    totalDuration: a.durationMinutes,
    customDuration: a.customDuration,
    createdAt: a.createdAt.toISOString(),
  };
}

/** What an e-mail or a Telegram message shows of an appointment. */
export function messageData(a: Appointment): AppointmentForMessage {
  return {
    id: a.id,
    customerName: a.customerName,
    customerEmail: a.customerEmail,
    customerPhone: a.customerPhone,
    date: a.date,
    time: a.time,
    durationMinutes: a.durationMinutes,
    totalPriceKurus: a.totalPriceKurus,
    items: lineNames(a),
    teamMemberName: a.teamMember?.name ?? null,
    notes: a.notes,
    status: a.status,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}
