/**
 * The wizard's address with a choice made (app/domain/rebooking.ts `wizardLink`): the links of
 * the rebooking nudge and of the waitlist notice, and the service and package cards.
 * `/contact?hizmet=3&hizmet=4&paket=2&uzman=5|farketmez&gun=2026-12-01`. What is not (or no
 * longer) bookable is left out: an unknown service, a member who cannot serve the selection,
 * a day outside today … the horizon.
 */
import { horizonEnd } from '~/domain/availability';
import { isValidDate, istanbulToday } from '~/domain/clock';
import { membersForSelection } from '~/domain/eligibility';
import { checkCategoryLock } from '~/domain/selection';
import type { DraftSelection } from './draft.server';
import { resolveSelection, type BookingCatalog } from '~/models/catalogue/bookable.server';

export const PRESET_PARAMS = ['hizmet', 'paket'] as const;

export function hasPreset(url: URL): boolean {
  return PRESET_PARAMS.some((p) => url.searchParams.has(p));
}

/** The selection (with the member or 'Fark etmez' when named and fitting) and the day, or null when nothing known is named. */
export function presetFromUrl(
  url: URL,
  catalog: BookingCatalog,
  now: Date,
): { selection: DraftSelection; date: string | null } | null {
  const ids = (name: string) => [
    ...new Set(
      url.searchParams
        .getAll(name)
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ];
  const resolved = resolveSelection(catalog, { serviceIds: ids('hizmet'), packageIds: ids('paket') });
  if (resolved.items.length === 0 || !checkCategoryLock(resolved.items).ok) return null;
  const selection: DraftSelection = {
    serviceIds: resolved.services.map((s) => s.id),
    packageIds: resolved.packages.map((p) => p.id),
    teamMemberId: null,
    anyMember: false,
  };
  const members = membersForSelection(catalog.members, resolved.items);
  const member = url.searchParams.get('uzman');
  if (member === 'farketmez' && members.length > 0) selection.anyMember = true;
  else if (member && members.some((m) => String(m.id) === member)) selection.teamMemberId = Number(member);
  const day = url.searchParams.get('gun');
  const date = day && isValidDate(day) && day >= istanbulToday(now) && day <= horizonEnd(now) ? day : null;
  return { selection, date };
}
