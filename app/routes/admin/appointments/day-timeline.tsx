/**
 * The day view (admin spec sections 2, 4 and 9; issue 15 item 1): the team as columns, time
 * running down in 30-minute slots over the day's opening hours (studio calendar, hours.ts),
 * closures (holidays, a member's day off or hours) as hatched 'Kapalı' bands that take no drop
 * and no booking, and the day's appointments as blocks:
 * - confirmed: coloured from the home settings colours; with JavaScript draggable (@dnd-kit:
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
 */
import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useFetcher, useRevalidator } from 'react-router';
import type { CategoryColour } from '~/domain/category-colours';
import type { BlockMarks } from '~/models/appointments/overview.server';
import { badgeWords, BlockBadges, BlockLegend, blockLook } from './block-look';
import {
  DRAG,
  isClosedSlot,
  layoutTimeline,
  TIMELINE,
  timelineClosedBands,
  timelineSlots,
  type ClosedBand,
  type TimelineBlock,
} from '~/domain/appointment-calendar';
import type { StudioCalendar } from '~/domain/hours';
import { APPOINTMENT_STATUS, displayStatus } from '~/domain/appointment-status';
import { minutesToTime, timeToMinutes } from '~/domain/clock';
import type { AdminAppointment } from '~/models/appointments/json.server';
import type { MoveActionData } from '~/routes/admin/appointments/types';
import { dialogHref, FETCH_MODE_FIELD, FETCH_MODE_VALUE } from './paths';
import { useHydrated } from '~/ui/use-hydrated';
import { useAbilities } from './abilities';
import { FormAlert } from '~/ui/admin/form-alert';

type Item = Pick<AdminAppointment, 'id' | 'customerName' | 'service' | 'teamMemberId' | 'time' | 'status'> & {
  durationMinutes: number;
  /** the version the screen shows, posted with a drop (docs/decisions/0352); a busy block has none (it does not move) */
  version?: number;
  /** another artist's appointment on an artist's day: 'Dolu', no customer, not movable (docs/decisions/0381) */
  busy?: boolean;
} & BlockMarks;

export type TimelineProps = {
  date: string;
  /** columns: these members first (in order), then any other member with a block */
  memberIds: number[];
  /** hours and closures of the date */
  calendar: StudioCalendar;
  memberNames: Record<number, string>;
  /** the day's appointments, every status */
  appointments: Item[];
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

const NO_MEMBER = 'Çalışan Yok';
const columnKey = (memberId: number | null) => (memberId === null ? 'none' : String(memberId));
type Target = { column: string; memberId: number | null; time: string; name: string };

/** The slot under the top of the dragged block, in the column under its middle. */
const topEdgeSlot: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) => {
  const x = collisionRect.left + collisionRect.width / 2;
  const y = collisionRect.top + TIMELINE.slotHeightPx / 2;
  for (const container of droppableContainers) {
    const r = droppableRects.get(container.id);
    if (r && x >= r.left && x < r.left + r.width && y >= r.top && y < r.top + r.height) return [{ id: container.id }];
  }
  return [];
};

const targetText = (t: Target | undefined) => (t ? `${t.time}, ${t.name}` : '');
const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `${String(active.data.current?.label ?? 'Randevu')} tutuldu. Yukarı ve aşağı ok tuşlarıyla saati, sağ ve sol ok tuşlarıyla çalışanı değiştirin; bırakmak için boşluk tuşuna basın.`,
  onDragOver: ({ over }) =>
    over ? `${targetText(over.data.current as Target)} üzerinde.` : 'Bir saatin üzerinde değil.',
  onDragEnd: ({ over }) =>
    over ? `${targetText(over.data.current as Target)} için bırakıldı.` : 'Bırakıldı; randevu yerinde kaldı.',
  onDragCancel: () => 'Taşıma iptal edildi; randevu yerinde kaldı.',
};
const screenReaderInstructions = {
  draggable:
    'Randevuyu taşımak için boşluk veya Enter tuşuna basın, yukarı ve aşağı ok tuşlarıyla saati, sağ ve sol ok tuşlarıyla çalışanı değiştirin, bırakmak için yeniden boşluk veya Enter, vazgeçmek için Escape tuşuna basın.',
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
  const fetcher = useFetcher<MoveActionData>();
  const revalidator = useRevalidator();
  const gridRef = useRef<HTMLDivElement>(null);
  // a drag ends with a click on the block: that click must not open the panel
  const dragged = useRef(false);
  const [moving, setMoving] = useState<{ id: number; time: string; teamMemberId: number | null } | null>(null);
  const [target, setTarget] = useState<Target | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  // dnd-kit stops the click that ends a drag at the document (capture phase), before React sees
  // it, but not its default: on a block (a link) the browser would follow the link and open the
  // panel. Prevent it before the document does.
  useEffect(() => {
    const dropClick = (event: MouseEvent) => {
      if (dragged.current) event.preventDefault();
    };
    window.addEventListener('click', dropClick, true);
    return () => window.removeEventListener('click', dropClick, true);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer of the move fetcher; revalidate is stable
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (!fetcher.data.ok) setMessage(fetcher.data.message);
    // moved elsewhere meanwhile: the day is read again so the block shows where it is now
    if (!fetcher.data.ok && fetcher.data.stale) void revalidator.revalidate();
    setMoving(null);
  }, [fetcher.state, fetcher.data]);

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
  const slots = timelineSlots(date, calendar.weekly);
  const height = slots.length * TIMELINE.slotHeightPx;
  const nameOf = (memberId: number | null) => (memberId === null ? NO_MEMBER : (memberNames[memberId] ?? NO_MEMBER));

  // arrow keys: up and down one slot, left and right one column (columns share one width)
  const keyboardStep = useCallback<KeyboardCoordinateGetter>((event, { currentCoordinates }) => {
    const column =
      gridRef.current?.querySelector('[data-day-column]')?.getBoundingClientRect().width ?? TIMELINE.minColumnWidthPx;
    const step: Record<string, [number, number]> = {
      ArrowDown: [0, TIMELINE.slotHeightPx],
      ArrowUp: [0, -TIMELINE.slotHeightPx],
      ArrowRight: [column, 0],
      ArrowLeft: [-column, 0],
    };
    const move = step[event.code];
    if (!move) return undefined;
    event.preventDefault();
    return { x: currentCoordinates.x + move[0], y: currentCoordinates.y + move[1] };
  }, []);

  const sensors = useSensors(
    // the mouse: 5 px to start; a finger: held still (3 px tolerance) for a moment, else it scrolls the page (decision 0190)
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG.distancePx } }),
    useSensor(TouchSensor, { activationConstraint: { delay: DRAG.touchDelayMs, tolerance: DRAG.tolerancePx } }),
    // space picks a block up; Enter opens its panel (the block is a link)
    useSensor(KeyboardSensor, {
      coordinateGetter: keyboardStep,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  function onDragOver({ over }: DragOverEvent) {
    setTarget((over?.data.current as Target | undefined) ?? null);
  }

  const dragFinished = () => setTimeout(() => (dragged.current = false), 0);

  function onDragEnd({ active, over }: DragEndEvent) {
    setTarget(null);
    dragFinished();
    const item = active.data.current?.item as Item | undefined;
    const to = over?.data.current as Target | undefined;
    if (!item || !to || to.memberId === null) return;
    if (item.busy || item.version === undefined) return;
    const sameMember = to.memberId === item.teamMemberId;
    if (sameMember && to.time === item.time) return;
    setMessage(null);
    setMoving({ id: item.id, time: to.time, teamMemberId: to.memberId });
    // the version this screen shows: a move made meanwhile elsewhere refuses this drop (docs/decisions/0352)
    const body: Record<string, string> = {
      time: `${to.time}:00`,
      version: String(item.version),
      [FETCH_MODE_FIELD]: FETCH_MODE_VALUE,
    };
    if (!sameMember) body.teamMemberId = String(to.memberId);
    fetcher.submit(body, { method: 'post', action: dialogHref(item.id, 'move', search) });
  }

  const gridColumns = `${TIMELINE.gutterWidthPx}px repeat(${columns.length}, minmax(${TIMELINE.minColumnWidthPx}px, 1fr))`;
  // below 640 px one column: the filtered member's, else the first (the switcher picks another)
  const phoneGrid = `${TIMELINE.gutterWidthPx}px 1fr`;
  const phoneHidden = (i: number) => (i > 0 ? 'max-sm:hidden' : '');
  const used = new Set(appointments.map((a) => a.categoryId));
  const grid = (
    <div
      ref={gridRef}
      className="grid [grid-template-columns:var(--day-grid-phone)] sm:[grid-template-columns:var(--day-grid)]"
      style={
        {
          '--day-grid': gridColumns,
          '--day-grid-phone': phoneGrid,
          backgroundColor: colors.backgroundColor,
        } as React.CSSProperties
      }
    >
      {/* header: the members */}
      <div
        className="sticky left-0 z-30 border-b border-line bg-stone-900"
        style={{ height: TIMELINE.headerHeightPx }}
        aria-hidden="true"
      />
      {columns.map((column, i) => (
        <div
          key={columnKey(column.memberId)}
          className={`flex items-center truncate border-b border-l border-line bg-stone-900 px-2 text-sm font-semibold ${phoneHidden(i)}`}
          style={{ height: TIMELINE.headerHeightPx }}
          title={nameOf(column.memberId)}
        >
          {nameOf(column.memberId)}
        </div>
      ))}
      {/* the time labels */}
      <div className="sticky left-0 z-30 bg-stone-900" style={{ height }} aria-hidden="true">
        {slots.map((time, i) => (
          <div
            key={time}
            className={`absolute pr-1 text-right text-xs tabular-nums ${time.endsWith(':00') ? 'text-stone-200' : 'text-stone-400'}`}
            style={{
              top: i * TIMELINE.slotHeightPx,
              width: TIMELINE.gutterWidthPx,
              height: TIMELINE.slotHeightPx,
              lineHeight: `${TIMELINE.slotHeightPx}px`,
            }}
          >
            {time}
          </div>
        ))}
      </div>
      {columns.map((column, columnIndex) => {
        const key = columnKey(column.memberId);
        const name = nameOf(column.memberId);
        const bands = timelineClosedBands(date, column.memberId, calendar);
        // a slot under an appointment offers no 'Yeni Randevu' link (it would hide under the block); it still takes a drop
        const busy = (i: number) =>
          column.blocks.some(
            (b) => b.topPx < (i + 1) * TIMELINE.slotHeightPx && b.topPx + b.heightPx > i * TIMELINE.slotHeightPx,
          );
        return (
          <div
            key={key}
            role="group"
            aria-label={name}
            className={`relative border-l border-line ${phoneHidden(columnIndex)}`}
            style={{ height }}
            data-testid={`timeline-column-${key}`}
            data-day-column
          >
            {slots.map((time, i) => {
              const closed = isClosedSlot(bands, time);
              const slot = { column: key, memberId: column.memberId, time, name };
              const top = i * TIMELINE.slotHeightPx;
              if (closed || column.memberId === null)
                return (
                  <div
                    key={time}
                    className={slotClass(time)}
                    style={{ top, height: TIMELINE.slotHeightPx }}
                    data-slot={`${key}|${time}`}
                    data-closed={closed ? 'true' : undefined}
                    aria-hidden="true"
                  />
                );
              const link =
                busy(i) || !editable ? null : (
                  <SlotLink href={slotHref(column.memberId, time)} time={time} name={name} />
                );
              return hydrated ? (
                <DroppableSlot key={time} slot={slot} top={top}>
                  {link}
                </DroppableSlot>
              ) : (
                <div
                  key={time}
                  className={slotClass(time)}
                  style={{ top, height: TIMELINE.slotHeightPx }}
                  data-slot={`${key}|${time}`}
                >
                  {link}
                </div>
              );
            })}
            {bands.map((band) => (
              <ClosedBandView key={`${band.from}-${band.to}-${band.reason}`} band={band} column={key} />
            ))}
            {column.blocks.map((block) => (
              <Block
                key={block.item.id}
                block={block}
                lanes={column.lanes}
                categories={categories}
                href={panelHref(block.item.id)}
                dragged={dragged}
                hydrated={hydrated && editable}
                busy={fetcher.state !== 'idle'}
                target={target}
              />
            ))}
          </div>
        );
      })}
    </div>
  );

  // every member of the team, not only the shown column: switching is one tap, also from a filtered day
  const switcher = (switcherMemberIds ?? columns.flatMap((c) => (c.memberId === null ? [] : [c.memberId]))).map(
    (memberId) => ({ memberId }),
  );
  const current = filteredMember ?? switcher[0]?.memberId ?? null;
  return (
    <div>
      {switcher.length > 1 || filteredMember !== null ? (
        <nav
          aria-label="Uzman seçimi"
          className="-mx-1 mb-2 flex gap-1 overflow-x-auto px-1 pb-1 sm:hidden"
          data-testid="member-switcher"
        >
          {switcher.map((c) => (
            <Link
              key={c.memberId}
              to={memberHref(c.memberId)}
              preventScrollReset
              aria-current={c.memberId === current ? 'true' : undefined}
              className={`inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold ${c.memberId === current ? 'border-accent bg-accent text-ink' : 'border-line text-stone-200'}`}
            >
              {nameOf(c.memberId)}
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
      ) : null}
      {message ? (
        <FormAlert className="mb-2" data-testid="timeline-error">
          {message}
        </FormAlert>
      ) : null}
      <div
        className="overflow-x-auto rounded-2xl border border-line"
        role="region"
        aria-label="Günün zaman çizelgesi"
        tabIndex={0}
        aria-busy={fetcher.state !== 'idle' || undefined}
      >
        {hydrated ? (
          <DndContext
            sensors={sensors}
            collisionDetection={topEdgeSlot}
            autoScroll={false}
            onDragStart={() => (dragged.current = true)}
            onDragOver={onDragOver}
            onDragEnd={onDragEnd}
            onDragCancel={() => {
              setTarget(null);
              dragFinished();
            }}
            accessibility={{ announcements, screenReaderInstructions }}
          >
            {grid}
          </DndContext>
        ) : (
          grid
        )}
      </div>
      <BlockLegend categories={categories} used={used} />
      <p className="mt-1 text-xs text-stone-400">
        {!editable
          ? 'Kendi randevularınız adlarıyla, diğer uzmanların randevuları "Dolu" olarak görünür.'
          : hydrated
            ? 'Bir randevuya dokunun (veya Enter) ayrıntılar ve işlemler açılır. Onaylı randevuları sürükleyip başka bir saate veya çalışana bırakın (klavye: boşluk ve ok tuşları). Boş bir saate dokunarak yeni randevu açın.'
            : 'Bir randevuya dokunun, ayrıntılar ve işlemler açılır. Boş bir saate dokunarak yeni randevu açın; taşımak için randevunun "Taşı" bağlantısını kullanın.'}
      </p>
    </div>
  );
}

const slotClass = (time: string) =>
  `absolute inset-x-0 border-t ${time.endsWith(':00') ? 'border-line/70' : 'border-line/30'}`;

/** A free slot: 'Yeni Randevu' with the member, date and time filled in. */
function SlotLink({ href, time, name }: { href: string; time: string; name: string }) {
  return (
    <Link
      to={href}
      preventScrollReset
      aria-label={`${time}, ${name}: yeni randevu`}
      className="group flex h-full w-full items-center px-2 text-xs text-transparent hover:bg-accent/15 hover:text-stone-200 focus-visible:bg-accent/15 focus-visible:text-stone-200"
    >
      + {time}
    </Link>
  );
}

/** A closure on a column: hatched, with its reason and hours ('Kapalı: Kurban Bayramı, 12:00–14:00'). */
function ClosedBandView({ band, column }: { band: ClosedBand; column: string }) {
  return (
    <div
      className="absolute inset-x-1 flex items-start overflow-hidden rounded-lg border border-dashed border-stone-500 px-2 py-1 text-xs text-stone-200"
      style={{
        top: band.topPx,
        height: band.heightPx,
        backgroundImage: 'repeating-linear-gradient(135deg, rgb(41 37 36 / 0.9) 0 8px, rgb(68 64 60 / 0.9) 8px 16px)',
      }}
      title={`Kapalı: ${band.reason}, ${band.from}–${band.to}`}
      data-testid={`timeline-closed-${column}`}
    >
      <span className="line-clamp-3">
        Kapalı: {band.reason}, {band.from}–{band.to}
      </span>
    </div>
  );
}

/** A drop target: one slot of one member's column. */
function DroppableSlot({ slot, top, children }: { slot: Target; top: number; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `slot|${slot.column}|${slot.time}`, data: slot });
  return (
    <div
      ref={setNodeRef}
      className={`${slotClass(slot.time)} ${isOver ? 'bg-accent/30' : ''}`}
      style={{ top, height: TIMELINE.slotHeightPx }}
      data-slot={`${slot.column}|${slot.time}`}
    >
      {children}
    </div>
  );
}

type BlockProps = {
  block: TimelineBlock<Item>;
  lanes: number;
  categories: CategoryColour[];
  href: string;
  dragged: React.RefObject<boolean>;
  hydrated: boolean;
  busy: boolean;
  target: Target | null;
};

function Block({ block, lanes, categories, href, dragged, hydrated, busy, target }: BlockProps) {
  const { item } = block;
  const status = displayStatus(item.status);
  const end = minutesToTime(timeToMinutes(item.time) + item.durationMinutes);
  if (item.busy) return <BusyBlockView block={block} lanes={lanes} end={end} />;
  const look = blockLook(status, item, categories);
  const marks = badgeWords(look);
  const label = `${item.customerName}, ${item.time}–${end}, ${item.service}, ${APPOINTMENT_STATUS[status].label}${marks ? `, ${marks}` : ''}`;
  // the accessible name is the visible text, then what a short block leaves out: the times, the
  // status, the marks (an aria-label that did not start with the visible text failed axe's
  // label-content-name-mismatch)
  const more = (
    <span className="sr-only">{`, ${item.time}–${end}, ${item.service}, ${APPOINTMENT_STATUS[status].label}${marks ? `, ${marks}` : ''}`}</span>
  );
  const style: React.CSSProperties = {
    top: block.topPx + 1,
    height: Math.max(block.heightPx - 2, 14),
    left: `calc(${(block.lane / lanes) * 100}% + 2px)`,
    width: `calc(${100 / lanes}% - 4px)`,
    ...look.style,
  };
  // 45 minutes or less: the name and the service on two short lines (the time is the row's)
  const compact = block.heightPx < 44;
  const body = compact ? (
    <>
      <span
        className={`block truncate font-semibold ${block.heightPx < 22 ? 'text-[10px] leading-[11px]' : 'text-[11px] leading-[12px]'}`}
      >
        <BlockBadges look={look} />
        {item.customerName}
        {block.heightPx < 22 ? <span className="font-normal"> · {item.service}</span> : null}
      </span>
      {block.heightPx >= 22 ? <span className="block truncate text-[11px] leading-[12px]">{item.service}</span> : null}
      {more}
    </>
  ) : (
    <>
      <span className="block truncate leading-tight font-semibold">
        <BlockBadges look={look} />
        {item.customerName}
      </span>
      <span className="block truncate text-xs leading-tight">{item.service}</span>
      {block.heightPx >= 56 ? (
        <span className="block truncate text-xs tabular-nums">
          {item.time}–{end}
        </span>
      ) : null}
      {more}
    </>
  );
  const base = `absolute overflow-hidden rounded-lg ${status === 'cancelled' ? '' : 'no-underline'} px-1.5 ${compact ? 'py-px' : 'py-0.5'} text-left text-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent ${look.className}`;
  const common = {
    title: label,
    'data-testid': `timeline-block-${item.id}`,
    'data-time': item.time,
    'data-member': item.teamMemberId ?? '',
    'data-status': status,
    'data-category': item.categoryId,
  };
  // a click right after a drag is the drop, not a tap; so is a press that travelled as far as a
  // drag starts (e.g. a drag tried while the previous move is still being saved)
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: React.PointerEvent) => {
    pressedAt.current = { x: event.clientX, y: event.clientY };
  };
  const onClick = (event: React.MouseEvent) => {
    const from = pressedAt.current;
    pressedAt.current = null;
    const travelled =
      from !== null &&
      event.detail > 0 &&
      Math.hypot(event.clientX - from.x, event.clientY - from.y) >= DRAG.distancePx;
    if (dragged.current || travelled) event.preventDefault();
  };
  if (status === 'confirmed' && hydrated) {
    return (
      <DraggableBlock
        item={item}
        href={href}
        onClick={onClick}
        onPointerDown={onPointerDown}
        className={base}
        style={style}
        body={body}
        disabled={busy}
        target={target}
        common={common}
      />
    );
  }
  return (
    <Link
      to={href}
      preventScrollReset
      onClick={onClick}
      onPointerDown={onPointerDown}
      className={`${base} ${status === 'cancelled' ? 'z-[5]' : 'z-10'}`}
      style={style}
      {...common}
    >
      {body}
    </Link>
  );
}

/** Another artist's appointment on an artist's day: the time is taken, nothing more. */
function BusyBlockView({ block, lanes, end }: { block: TimelineBlock<Item>; lanes: number; end: string }) {
  const { item } = block;
  return (
    <div
      className="absolute z-[5] overflow-hidden rounded-lg border border-stone-600 bg-stone-800/80 px-1.5 py-0.5 text-left text-xs text-stone-300"
      style={{
        top: block.topPx + 1,
        height: Math.max(block.heightPx - 2, 14),
        left: `calc(${(block.lane / lanes) * 100}% + 2px)`,
        width: `calc(${100 / lanes}% - 4px)`,
        backgroundImage: 'repeating-linear-gradient(45deg, rgb(68 64 60 / 0.6) 0 6px, transparent 6px 12px)',
      }}
      title={`${item.customerName}, ${item.time}–${end}`}
      data-testid={`timeline-busy-${item.id}`}
      data-time={item.time}
      data-member={item.teamMemberId ?? ''}
    >
      <span className="font-semibold">{item.customerName}</span>{' '}
      <span className="tabular-nums">
        {item.time}–{end}
      </span>
    </div>
  );
}

/** A confirmed block that can be picked up (not while a move is being saved); while dragged it shows the target. A tap or Enter opens its panel. */
function DraggableBlock({
  item,
  href,
  onClick,
  onPointerDown,
  className,
  style,
  body,
  disabled,
  target,
  common,
}: {
  item: Item;
  href: string;
  onClick: (event: React.MouseEvent) => void;
  onPointerDown: (event: React.PointerEvent) => void;
  className: string;
  style: React.CSSProperties;
  body: React.ReactNode;
  disabled: boolean;
  target: Target | null;
  common: Record<string, string | number>;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `appointment-${item.id}`,
    data: { item, label: common.title },
    disabled,
  });
  return (
    <Link
      to={href}
      preventScrollReset
      onClick={onClick}
      onPointerDown={onPointerDown}
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role={undefined}
      aria-roledescription="sürüklenebilir randevu"
      className={`${className} cursor-grab touch-manipulation select-none ${isDragging ? 'z-40 cursor-grabbing opacity-95 ring-2 ring-accent' : 'z-10'}`}
      style={{
        ...style,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        overflow: isDragging ? 'visible' : undefined,
      }}
      {...common}
    >
      {body}
      {isDragging ? (
        <span
          className="absolute -top-7 left-0 z-50 rounded-md bg-accent px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-ink shadow"
          data-testid="drag-target"
        >
          {target ? `→ ${target.time} · ${target.name}` : 'Bırakılacak saat yok'}
        </span>
      ) : null}
    </Link>
  );
}
