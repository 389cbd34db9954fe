/**
 * Below 640 px the day view shows one member at a time: this row of links picks the member
 * (every member of the team, also from a filtered day), and 'Tüm ekip' clears the filter.
 */
import { Link } from 'react-router';

export function MemberSwitcher({
  memberIds,
  filteredMember,
  memberHref,
  nameOf,
}: {
  memberIds: number[];
  filteredMember: number | null;
  memberHref: (memberId: number | null) => string;
  nameOf: (memberId: number | null) => string;
}) {
  if (memberIds.length <= 1 && filteredMember === null) return null;
  const current = filteredMember ?? memberIds[0] ?? null;
  return (
    <nav
      aria-label="Uzman seçimi"
      className="-mx-1 mb-2 flex gap-1 overflow-x-auto px-1 pb-1 sm:hidden"
      data-testid="member-switcher"
    >
      {memberIds.map((memberId) => (
        <Link
          key={memberId}
          to={memberHref(memberId)}
          preventScrollReset
          aria-current={memberId === current ? 'true' : undefined}
          className={`inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold ${memberId === current ? 'border-accent bg-accent text-ink' : 'border-line text-stone-200'}`}
        >
          {nameOf(memberId)}
        </Link>
      ))}
      {filteredMember !== null ? (
        <Link
          to={memberHref(null)}
          preventScrollReset
          className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-line px-4 text-sm text-stone-300"
        >
          Tüm ekip
        </Link>
      ) : null}
    </nav>
  );
}
