/**
 * The query of the availability JSON calls (spec section 7): teamMemberId, serviceIds and
 * packageIds (comma lists), totalDuration. The duration comes from the database whenever
 * services or packages are named; a bare totalDuration (1-600) is only a fallback for a read,
 * and never reaches a booking.
 */
import { z } from 'zod';
import { BOOKING_MESSAGES, idField, idListField } from '~/domain/booking-rules';
import { DEFAULT_DURATION_MINUTES } from '~/domain/duration';
import { canServeSelection } from '~/domain/eligibility';
import { selectionTotals } from '~/domain/selection';
import { apiError, parseQuery } from '~/http/http.server';
import {
  loadBookingCatalog,
  resolveSelection,
  type BookingCatalog,
  type CatalogMember,
} from '../models/catalogue/bookable.server';
import type { AppointmentLine, AppointmentLineKind } from '../models/appointments/queries.server';
import type { DbOrTx } from '../models/db.server';

export const MAX_QUERY_DURATION = 600;

export type AvailabilityQuery = { catalog: BookingCatalog; member: CatalogMember | null; durationMinutes: number };

/** A comma (or JSON) list of ids; anything else is the 'no longer offered' message. */
const idListParam = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const ids = idListField.safeParse(value ?? '');
    if (ids.success) return ids.data;
    ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.itemUnavailable });
    return z.NEVER;
  });

/** The query's shape (which member, service and package ids exist is checked against the database after). */
export const availabilityQuerySchema = z.object({
  teamMemberId: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const id = idField(BOOKING_MESSAGES.memberRequired).safeParse(value);
      if (id.success) return id.data;
      ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.memberRequired });
      return z.NEVER;
    })
    .describe('team member id'),
  serviceIds: idListParam.describe('comma list of service ids'),
  packageIds: idListParam.describe('comma list of package ids'),
  totalDuration: z
    .string()
    .optional()
    .transform((value) => {
      const total = Number(value);
      return Number.isInteger(total) && total > 0 && total <= MAX_QUERY_DURATION ? total : undefined;
    })
    .describe(`minutes, 1-${MAX_QUERY_DURATION}: used only when no service or package is named (otherwise ignored)`),
});

/**
 * Reads the query; a bad value throws a 400 answer with a Turkish message. `keptLines`: the
 * lines of the appointment being edited (admin); an id no longer offered that is one of them
 * counts with the line's minutes, as the edit's save keeps it.
 *
 * `eligibility` (the public calls): a member who cannot serve the selection (eligibility.ts)
 * is refused like an unknown one, so the calls never offer what booking would refuse. The
 * admin's variant leaves it off: the studio may give anyone any appointment.
 */
export function readAvailabilityQuery(
  db: DbOrTx,
  url: URL,
  options: { memberRequired: boolean; eligibility?: boolean; keptLines?: readonly AppointmentLine[] },
): AvailabilityQuery {
  const result = resolveAvailabilityQuery(db, parseQuery(url, availabilityQuerySchema), options);
  if (!result.ok) throw apiError(result.status, result.message);
  return result.query;
}

export type AvailabilityQueryValues = {
  teamMemberId?: number;
  serviceIds: readonly number[];
  packageIds: readonly number[];
  totalDuration?: number;
};

/**
 * The member and the minutes of parsed query values, checked against the database: a
 * missing or unknown member, an item no longer offered (unless it is one of `keptLines`)
 * and, with `eligibility`, a member who cannot serve the selection are failures with their
 * status and Turkish message (the form of the appointment screen shows them, the API sends them).
 */
export function resolveAvailabilityQuery(
  db: DbOrTx,
  query: AvailabilityQueryValues,
  options: { memberRequired: boolean; eligibility?: boolean; keptLines?: readonly AppointmentLine[] },
): { ok: true; query: AvailabilityQuery } | { ok: false; status: 400 | 404; message: string } {
  const catalog = loadBookingCatalog(db);

  let member: CatalogMember | null = null;
  if (query.teamMemberId !== undefined || options.memberRequired) {
    if (query.teamMemberId === undefined) return { ok: false, status: 400, message: BOOKING_MESSAGES.memberRequired };
    member = catalog.members.find((m) => m.id === query.teamMemberId) ?? null;
    if (!member) return { ok: false, status: 404, message: BOOKING_MESSAGES.memberUnavailable };
  }

  const selection = resolveSelection(catalog, { serviceIds: [...query.serviceIds], packageIds: [...query.packageIds] });
  const kept = (kind: AppointmentLineKind, ids: readonly number[]) =>
    ids.map((id) => options.keptLines?.find((l) => l.kind === kind && l.itemId === id));
  const keptServices = kept('service', selection.unknownServiceIds);
  const keptPackages = kept('package', selection.unknownPackageIds);
  if (keptServices.includes(undefined) || keptPackages.includes(undefined))
    return { ok: false, status: 400, message: BOOKING_MESSAGES.itemUnavailable };
  if (member && options.eligibility !== false && !canServeSelection(member, selection.items))
    return { ok: false, status: 404, message: BOOKING_MESSAGES.memberUnavailable };

  let durationMinutes = DEFAULT_DURATION_MINUTES;
  const services = [...selection.services, ...(keptServices as AppointmentLine[])];
  const packages = [...selection.packages, ...(keptPackages as AppointmentLine[])];
  if (services.length + packages.length > 0) durationMinutes = selectionTotals(services, packages).durationMinutes;
  else if (query.totalDuration !== undefined) durationMinutes = query.totalDuration;
  return { ok: true, query: { catalog, member, durationMinutes } };
}
