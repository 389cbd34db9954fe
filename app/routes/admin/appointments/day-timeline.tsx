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
import { DRAG, isClosedSlot, layoutTimeline, TIMELINE, timelineClosedBands, timelineSlots, type ClosedBand, type TimelineBlock } from '~/domain/appointment-calendar';
import type { StudioCalendar } from '~/domain/hours';
import { APPOINTMENT_STATUS, displayStatus } from '~/domain/appointment-status';
import { minutesToTime, timeToMinutes } from '~/domain/clock';
import { readableTextOn } from '~/utils/colors';
import type { AdminAppointment } from '~/models/appointments/json.server';
import type { MoveActionData } from '~/routes/admin/appointments/types';
import { dialogHref, FETCH_MODE_FIELD, FETCH_MODE_VALUE } from './paths';
import { useHydrated } from '~/ui/use-hydrated';

type Item = Pick<AdminAppointment, 'id' | 'customerName' | 'service' | 'teamMemberId' | 'time' | 'status' | 'version'> & { durationMinutes: number };

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
  search: string;
  /** the 'Yeni Randevu' link of a free slot */
  slotHref: (memberId: number, time: string) => string;
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
  onDragStart: ({ active }) => `${String(active.data.current?.label ?? 'Randevu')} tutuldu. Yukarı ve aşağı ok tuşlarıyla saati, sağ ve sol ok tuşlarıyla çalışanı değiştirin; bırakmak için boşluk tuşuna basın.`,
  onDragOver: ({ over }) => (over ? `${targetText(over.data.current as Target)} üzerinde.` : 'Bir saatin üzerinde değil.'),
  onDragEnd: ({ over }) => (over ? `${targetText(over.data.current as Target)} için bırakıldı.` : 'Bırakıldı; randevu yerinde kaldı.'),
  onDragCancel: () => 'Taşıma iptal edildi; randevu yerinde kaldı.',
};
const screenReaderInstructions = {
  draggable:
    'Randevuyu taşımak için boşluk veya Enter tuşuna basın, yukarı ve aşağı ok tuşlarıyla saati, sağ ve sol ok tuşlarıyla çalışanı değiştirin, bırakmak için yeniden boşluk veya Enter, vazgeçmek için Escape tuşuna basın.',
};

export function DayTimeline({ date, memberIds, calendar, memberNames, appointments, colors, search, slotHref }: TimelineProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<MoveActionData>();
  const revalidator = useRevalidator();
  const gridRef = useRef<HTMLDivElement>(null);
  const [moving, setMoving] = useState<{ id: number; time: string; teamMemberId: number | null } | null>(null);
  const [target, setTarget] = useState<Target | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (!fetcher.data.ok) setMessage(fetcher.data.message);
    // moved elsewhere meanwhile: the day is read again so the block shows where it is now
    if (!fetcher.data.ok && fetcher.data.stale) void revalidator.revalidate();
    setMoving(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  const items = useMemo(() => appointments.map((a) => (moving?.id === a.id ? { ...a, time: moving.time, teamMemberId: moving.teamMemberId } : a)), [appointments, moving]);
  const columns = useMemo(() => layoutTimeline(date, memberIds, items, calendar.weekly), [date, memberIds, items, calendar]);
  const slots = timelineSlots(date, calendar.weekly);
  const height = slots.length * TIMELINE.slotHeightPx;
  const nameOf = (memberId: number | null) => (memberId === null ? NO_MEMBER : (memberNames[memberId] ?? NO_MEMBER));

  // arrow keys: up and down one slot, left and right one column (columns share one width)
  const keyboardStep = useCallback<KeyboardCoordinateGetter>((event, { currentCoordinates }) => {
    const column = gridRef.current?.querySelector('[data-day-column]')?.getBoundingClientRect().width ?? TIMELINE.minColumnWidthPx;
    const step: Record<string, [number, number]> = { ArrowDown: [0, TIMELINE.slotHeightPx], ArrowUp: [0, -TIMELINE.slotHeightPx], ArrowRight: [column, 0], ArrowLeft: [-column, 0] };
    const move = step[event.code];
    if (!move) return undefined;
    event.preventDefault();
    return { x: currentCoordinates.x + move[0], y: currentCoordinates.y + move[1] };
  }, []);

  const sensors = useSensors(
    // the mouse: 5 px to start; a finger: held still (3 px tolerance) for a moment, else it scrolls the page (decision 0190)
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG.distancePx } }),
    useSensor(TouchSensor, { activationConstraint: { delay: DRAG.touchDelayMs, tolerance: DRAG.tolerancePx } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardStep }),
  );

  function onDragOver({ over }: DragOverEvent) {
    setTarget((over?.data.current as Target | undefined) ?? null);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setTarget(null);
    const item = active.data.current?.item as Item | undefined;
    const to = over?.data.current as Target | undefined;
    if (!item || !to || to.memberId === null) return;
    const sameMember = to.memberId === item.teamMemberId;
    if (sameMember && to.time === item.time) return;
    setMessage(null);
    setMoving({ id: item.id, time: to.time, teamMemberId: to.memberId });
    // the version this screen shows: a move made meanwhile elsewhere refuses this drop (docs/decisions/0352)
    const body: Record<string, string> = { time: `${to.time}:00`, version: String(item.version), [FETCH_MODE_FIELD]: FETCH_MODE_VALUE };
    if (!sameMember) body.teamMemberId = String(to.memberId);
    fetcher.submit(body, { method: 'post', action: dialogHref(item.id, 'move', search) });
  }

  const gridColumns = `${TIMELINE.gutterWidthPx}px repeat(${columns.length}, minmax(${TIMELINE.minColumnWidthPx}px, 1fr))`;
  const grid = (
    <div ref={gridRef} className="grid" style={{ gridTemplateColumns: gridColumns, backgroundColor: colors.backgroundColor }}>
      {/* header: the members */}
      <div className="sticky left-0 z-30 border-b border-line bg-stone-900" style={{ height: TIMELINE.headerHeightPx }} aria-hidden="true" />
      {columns.map((column) => (
        <div key={columnKey(column.memberId)} className="flex items-center truncate border-b border-l border-line bg-stone-900 px-2 text-sm font-semibold" style={{ height: TIMELINE.headerHeightPx }} title={nameOf(column.memberId)}>
          {nameOf(column.memberId)}
        </div>
      ))}
      {/* the time labels */}
      <div className="sticky left-0 z-30 bg-stone-900" style={{ height }} aria-hidden="true">
        {slots.map((time, i) => (
          <div key={time} className={`absolute pr-1 text-right text-xs tabular-nums ${time.endsWith(':00') ? 'text-stone-200' : 'text-stone-400'}`} style={{ top: i * TIMELINE.slotHeightPx, width: TIMELINE.gutterWidthPx, height: TIMELINE.slotHeightPx, lineHeight: `${TIMELINE.slotHeightPx}px` }}>
            {time}
          </div>
        ))}
      </div>
      {columns.map((column) => {
        const key = columnKey(column.memberId);
        const name = nameOf(column.memberId);
        const bands = timelineClosedBands(date, column.memberId, calendar);
        // a slot under an appointment offers no 'Yeni Randevu' link (it would hide under the block); it still takes a drop
        const busy = (i: number) => column.blocks.some((b) => b.topPx < (i + 1) * TIMELINE.slotHeightPx && b.topPx + b.heightPx > i * TIMELINE.slotHeightPx);
        return (
          <div key={key} role="group" aria-label={name} className="relative border-l border-line" style={{ height }} data-testid={`timeline-column-${key}`} data-day-column>
            {slots.map((time, i) => {
              const closed = isClosedSlot(bands, time);
              const slot = { column: key, memberId: column.memberId, time, name };
              const top = i * TIMELINE.slotHeightPx;
              if (closed || column.memberId === null) return <div key={time} className={slotClass(time)} style={{ top, height: TIMELINE.slotHeightPx }} data-slot={`${key}|${time}`} data-closed={closed ? 'true' : undefined} aria-hidden="true" />;
              const link = busy(i) ? null : <SlotLink href={slotHref(column.memberId, time)} time={time} name={name} />;
              return hydrated ? (
                <DroppableSlot key={time} slot={slot} top={top}>
                  {link}
                </DroppableSlot>
              ) : (
                <div key={time} className={slotClass(time)} style={{ top, height: TIMELINE.slotHeightPx }} data-slot={`${key}|${time}`}>
                  {link}
                </div>
              );
            })}
            {bands.map((band) => (
              <ClosedBandView key={`${band.from}-${band.to}-${band.reason}`} band={band} column={key} />
            ))}
            {column.blocks.map((block) => (
              <Block key={block.item.id} block={block} lanes={column.lanes} colors={colors} hydrated={hydrated} busy={fetcher.state !== 'idle'} target={target} />
            ))}
          </div>
        );
      })}
    </div>
  );

  return (
    <div>
      {message ? (
        <p role="alert" className="mb-2 rounded-xl border border-red-900 bg-red-950/60 px-3 py-2 text-sm text-red-100" data-testid="timeline-error">
          {message}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-2xl border border-line" role="region" aria-label="Günün zaman çizelgesi" tabIndex={0}>
        {hydrated ? (
          <DndContext sensors={sensors} collisionDetection={topEdgeSlot} autoScroll={false} onDragOver={onDragOver} onDragEnd={onDragEnd} onDragCancel={() => setTarget(null)} accessibility={{ announcements, screenReaderInstructions }}>
            {grid}
          </DndContext>
        ) : (
          grid
        )}
      </div>
      <p className="mt-1 text-xs text-stone-400">
        {hydrated
          ? 'Onaylı randevuları sürükleyip başka bir saate veya çalışana bırakın (klavye: boşluk ve ok tuşları). Boş bir saate dokunarak yeni randevu açın.'
          : 'Boş bir saate dokunarak yeni randevu açın; taşımak için aşağıdaki kartlardaki "Taşı" bağlantısını kullanın.'}
      </p>
    </div>
  );
}

/** What the screen reader hears after a block's visible text. */
function compactMore(item: Item, end: string, status: keyof typeof APPOINTMENT_STATUS): string {
  return `${item.time}–${end}, ${item.service}, ${APPOINTMENT_STATUS[status].label}`;
}

const slotClass = (time: string) => `absolute inset-x-0 border-t ${time.endsWith(':00') ? 'border-line/70' : 'border-line/30'}`;

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
      style={{ top: band.topPx, height: band.heightPx, backgroundImage: 'repeating-linear-gradient(135deg, rgb(41 37 36 / 0.9) 0 8px, rgb(68 64 60 / 0.9) 8px 16px)' }}
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
    <div ref={setNodeRef} className={`${slotClass(slot.time)} ${isOver ? 'bg-accent/30' : ''}`} style={{ top, height: TIMELINE.slotHeightPx }} data-slot={`${slot.column}|${slot.time}`}>
      {children}
    </div>
  );
}

type BlockProps = { block: TimelineBlock<Item>; lanes: number; colors: TimelineProps['colors']; hydrated: boolean; busy: boolean; target: Target | null };

function Block({ block, lanes, colors, hydrated, busy, target }: BlockProps) {
  const { item } = block;
  const status = displayStatus(item.status);
  const end = minutesToTime(timeToMinutes(item.time) + item.durationMinutes);
  const label = `${item.customerName}, ${item.time}–${end}, ${item.service}, ${APPOINTMENT_STATUS[status].label}`;
  // the accessible name is the visible text plus what a short block leaves out
  const more = <span className="sr-only">, {compactMore(item, end, status)}</span>;
  const style: React.CSSProperties = {
    top: block.topPx + 1,
    height: Math.max(block.heightPx - 2, 14),
    left: `calc(${(block.lane / lanes) * 100}% + 2px)`,
    width: `calc(${100 / lanes}% - 4px)`,
  };
  const compact = block.heightPx < 44;
  const body = (
    <>
      {compact ? (
        <span className="block truncate text-xs leading-tight">
          <span className="tabular-nums">{item.time}</span> <span className="font-semibold">{item.customerName}</span>
        </span>
      ) : (
        <>
          <span className="block truncate font-semibold leading-tight">{item.customerName}</span>
          <span className="block truncate text-xs tabular-nums opacity-90">
            {item.time}–{end}
          </span>
          {block.heightPx >= 64 ? <span className="block truncate text-xs opacity-90">{item.service}</span> : null}
        </>
      )}
      {more}
    </>
  );
  const base = 'absolute overflow-hidden rounded-lg px-1.5 py-0.5 text-left text-sm';
  const common = { title: label, 'data-testid': `timeline-block-${item.id}`, 'data-time': item.time, 'data-member': item.teamMemberId ?? '', 'data-status': status };
  if (status === 'confirmed') {
    const colored: React.CSSProperties = { ...style, backgroundColor: colors.secondaryBackgroundColor, color: readableTextOn(colors.secondaryBackgroundColor), boxShadow: 'inset 0 0 0 1px #374151' };
    const className = `${base} border-l-4 border-emerald-400 shadow`;
    if (!hydrated) {
      return (
        <div className={`${className} z-10`} style={colored} {...common}>
          {body}
        </div>
      );
    }
    return <DraggableBlock item={item} label={label} className={className} style={colored} body={body} disabled={busy} target={target} common={common} />;
  }
  const look =
    status === 'pending'
      ? 'z-10 border-2 border-dashed border-yellow-400 bg-yellow-400/15 text-yellow-50'
      : `z-[5] border border-stone-600 bg-stone-800/70 text-stone-400 ${status === 'cancelled' ? 'line-through' : ''}`;
  return (
    <div className={`${base} ${look}`} style={style} {...common}>
      {body}
    </div>
  );
}

/** A confirmed block that can be picked up (not while a move is being saved); while dragged it shows the target. */
function DraggableBlock({
  item,
  label,
  className,
  style,
  body,
  disabled,
  target,
  common,
}: {
  item: Item;
  label: string;
  className: string;
  style: React.CSSProperties;
  body: React.ReactNode;
  disabled: boolean;
  target: Target | null;
  common: Record<string, string | number>;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `appointment-${item.id}`, data: { item, label }, disabled });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-roledescription="sürüklenebilir randevu"
      className={`${className} cursor-grab touch-manipulation select-none focus-visible:outline-3 ${isDragging ? 'z-40 cursor-grabbing opacity-95 ring-2 ring-accent' : 'z-10'}`}
      style={{ ...style, transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, overflow: isDragging ? 'visible' : undefined }}
      {...common}
    >
      {body}
      {isDragging ? (
        <span className="absolute -top-7 left-0 z-50 rounded-md bg-accent px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-ink shadow" data-testid="drag-target">
          {target ? `→ ${target.time} · ${target.name}` : 'Bırakılacak saat yok'}
        </span>
      ) : null}
    </div>
  );
}
