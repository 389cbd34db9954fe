/**
 * The day view (admin spec sections 2, 4 and 9; issue 15 item 1): the team as columns, time
 * running down in 30-minute slots over the day's opening hours (studio calendar, hours.ts),
 * closures (holidays, a member's day off or hours) as hatched 'Kapalı' bands that take no drop
 * and no booking, and the day's appointments as blocks:
 * - confirmed: coloured from the home settings colours; with JavaScript draggable (@dnd-kit,
 *   loaded once the page is interactive: timeline-drag-kit.ts;
 *   mouse after 5 px, a finger held 200 ms within 3 px; keyboard: space picks up, up/down a slot,
 *   left/right a column). While dragging the block shows the target time and member; a drop
 *   posts the slot's time (and, on another column, the member) to
 *   /admin/appointments/{id}/move through a fetcher. A refused move ('Bu saatte başka bir
 *   randevu bulunuyor. Lütfen farklı bir saat seçin.') is shown and the block goes back.
 *   dnd-kit's auto-scroll is off: the grid fits the screen, and a drop lands where it is aimed.
 * - pending: dashed, in the spec's yellow, not draggable (they still hold their time);
 * - completed and cancelled: muted.
 * Every free slot is a link to 'Yeni Randevu' with the member, date and time filled in (with
 * and without JavaScript). Without JavaScript the blocks are static and each card below has a
 * move form (date, time, member).
 *
 * Issue 27: every block is a link to its panel (/admin/appointments/{id} with the screen's
 * query: a tap or Enter opens it over the calendar; space picks a confirmed block up). Blocks
 * are filled with their category's colour; status and marks are patterns and badges
 * (block-look.tsx). Below 640 px the grid shows one member at a time, with a switcher.
 *
 * The pieces, each beside this file: the grid with its slots and closures (timeline-grid.tsx),
 * the blocks (timeline-block.tsx), the drag's state and its drop (timeline-drag.ts), the
 * member switcher (member-switcher.tsx).
 */
import { useMemo } from 'react';
import type { CategoryColour } from '~/domain/category-colours';
import { layoutTimeline } from '~/domain/appointment-calendar';
import type { StudioCalendar } from '~/domain/hours';
import { FormAlert } from '~/ui/admin/form-alert';
import { useHydrated } from '~/ui/use-hydrated';
import { useAbilities } from './abilities';
import { BlockLegend } from './block-look';
import { MemberSwitcher } from './member-switcher';
import { TimelineGrid } from './timeline-grid';
import { NO_MEMBER, useTimelineDrag, type TimelineItem } from './timeline-drag';
import { useDragKit } from './timeline-drag-kit';

export type TimelineProps = {
  date: string;
  /** columns: these members first (in order), then any other member with a block */
  memberIds: number[];
  /** hours and closures of the date */
  calendar: StudioCalendar;
  memberNames: Record<number, string>;
  /** the day's appointments, every status */
  appointments: TimelineItem[];
  colors: { backgroundColor: string; secondaryBackgroundColor: string };
  /** the categories' colours (blocks and legend) */
  categories: CategoryColour[];
  search: string;
  /** the 'Yeni Randevu' link of a free slot */
  slotHref: (memberId: number, time: string) => string;
  /** the panel of an appointment (a tap or Enter on its block) */
  panelHref: (id: number) => string;
  /** below 640 px: the member switcher's link of a column (null: all members) */
  memberHref: (memberId: number | null) => string;
  /** the staff filter of the screen (below 640 px the first column shows when none) */
  filteredMember: number | null;
  /** below 640 px: the members the switcher offers (all of the team, also while one is filtered); default: the columns' */
  switcherMemberIds?: number[];
};

export function DayTimeline({
  date,
  memberIds,
  calendar,
  memberNames,
  appointments,
  colors,
  categories,
  search,
  slotHref,
  panelHref,
  memberHref,
  filteredMember,
  switcherMemberIds,
}: TimelineProps) {
  // a role without appointments.write (an artist) neither books a free slot nor drags a block
  const { write: editable } = useAbilities();
  const hydrated = useHydrated();
  const drag = useTimelineDrag(search);
  // dnd-kit loads once the page is interactive, for who may move (timeline-drag-kit.ts)
  const kit = useDragKit(hydrated && editable);
  const { moving } = drag;
  // a block being saved shows where it was dropped
  const items = useMemo(
    () =>
      appointments.map((a) =>
        moving?.id === a.id ? { ...a, time: moving.time, teamMemberId: moving.teamMemberId } : a,
      ),
    [appointments, moving],
  );
  const columns = useMemo(
    () => layoutTimeline(date, memberIds, items, calendar.weekly),
    [date, memberIds, items, calendar],
  );
  const nameOf = (memberId: number | null) => (memberId === null ? NO_MEMBER : (memberNames[memberId] ?? NO_MEMBER));
  const grid = (
    <TimelineGrid
      date={date}
      columns={columns}
      calendar={calendar}
      nameOf={nameOf}
      colors={colors}
      categories={categories}
      slotHref={slotHref}
      panelHref={panelHref}
      editable={editable}
      kit={kit}
      gridRef={drag.gridRef}
      dragged={drag.dragged}
      saving={drag.saving}
      target={drag.target}
    />
  );
  return (
    <div>
      <MemberSwitcher
        memberIds={switcherMemberIds ?? columns.flatMap((c) => (c.memberId === null ? [] : [c.memberId]))}
        filteredMember={filteredMember}
        memberHref={memberHref}
        nameOf={nameOf}
      />
      {drag.message ? (
        <FormAlert className="mb-2" data-testid="timeline-error">
          {drag.message}
        </FormAlert>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a scrolling area named for the keyboard, inside the page's own section */}
      <div
        className="overflow-x-auto rounded-2xl border border-line"
        role="region"
        aria-label="Günün zaman çizelgesi"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling area must take the focus to be scrolled by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-busy={drag.saving || undefined}
      >
        {kit ? <kit.DragLayer drag={drag}>{grid}</kit.DragLayer> : grid}
      </div>
      <BlockLegend
        categories={categories}
        used={new Set(appointments.map((a) => a.categoryId))}
        deposits={appointments.map((a) => a.deposit)}
      />
      <TimelineHint editable={editable} hydrated={hydrated} />
    </div>
  );
}

/** What a tap, a drag or a key does here, by what the viewer may do. */
function TimelineHint({ editable, hydrated }: { editable: boolean; hydrated: boolean }) {
  return (
    <p className="mt-1 text-xs text-stone-400">
      {!editable
        ? 'Kendi randevularınız adlarıyla, diğer uzmanların randevuları "Dolu" olarak görünür.'
        : hydrated
          ? 'Bir randevuya dokunun (veya Enter) ayrıntılar ve işlemler açılır. Onaylı randevuları sürükleyip başka bir saate veya çalışana bırakın (klavye: boşluk ve ok tuşları). Boş bir saate dokunarak yeni randevu açın.'
          : 'Bir randevuya dokunun, ayrıntılar ve işlemler açılır. Boş bir saate dokunarak yeni randevu açın; taşımak için randevunun "Taşı" bağlantısını kullanın.'}
    </p>
  );
}
