/**
 * The query of the availability JSON calls (spec section 7): teamMemberId, serviceIds and
 * packageIds (comma lists), totalDuration. The duration comes from the database whenever
 * services or packages are named; a bare totalDuration (1-600) is only a fallback for a read,
 * and never reaches a booking.
 */
import { BOOKING_MESSAGES, idField, idListField } from '~/domain/booking-rules';
import { DEFAULT_DURATION_MINUTES } from '~/domain/duration';
import { selectionTotals } from '~/domain/selection';
import { apiError } from '~/lib/http.server';
import { loadBookingCatalog, resolveSelection, type BookingCatalog, type CatalogMember } from './booking-catalog.server';
import type { DbOrTx } from './db.server';

export const MAX_QUERY_DURATION = 600;

export type AvailabilityQuery = { catalog: BookingCatalog; member: CatalogMember | null; durationMinutes: number };

/** Reads the query; a bad value throws a 400 answer with a Turkish message. */
export function readAvailabilityQuery(db: DbOrTx, url: URL, options: { memberRequired: boolean }): AvailabilityQuery {
  const params = url.searchParams;
  const catalog = loadBookingCatalog(db);

  const memberParam = params.get('teamMemberId');
  let member: CatalogMember | null = null;
  if (memberParam || options.memberRequired) {
    const id = idField(BOOKING_MESSAGES.memberRequired).safeParse(memberParam);
    if (!id.success) throw apiError(400, BOOKING_MESSAGES.memberRequired);
    member = catalog.members.find((m) => m.id === id.data) ?? null;
    if (!member) throw apiError(404, BOOKING_MESSAGES.memberUnavailable);
  }

  const serviceIds = idListField.safeParse(params.get('serviceIds') ?? '');
  const packageIds = idListField.safeParse(params.get('packageIds') ?? '');
  if (!serviceIds.success || !packageIds.success) throw apiError(400, BOOKING_MESSAGES.itemUnavailable);
  const selection = resolveSelection(catalog, { serviceIds: serviceIds.data, packageIds: packageIds.data });
  if (selection.unknownServiceIds.length > 0 || selection.unknownPackageIds.length > 0) throw apiError(400, BOOKING_MESSAGES.itemUnavailable);

  let durationMinutes = DEFAULT_DURATION_MINUTES;
  if (selection.items.length > 0) durationMinutes = selectionTotals(selection.services, selection.packages).durationMinutes;
  else {
    const total = Number(params.get('totalDuration'));
    if (Number.isInteger(total) && total > 0 && total <= MAX_QUERY_DURATION) durationMinutes = total;
  }
  return { catalog, member, durationMinutes };
}
