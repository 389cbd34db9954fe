/**
 * The day's time-slot timeline (admin spec sections 2, 4 and 9): one row per team member,
 * 30-minute slots over the day's opening hours (studio calendar; default 09:00, 11:00 on
 * Sundays, to 18:00), closures (holidays, a member's day off) as hatched 'Kapalı' bands whose
 * slots take no drop, confirmed appointments as blocks coloured from the home settings colours. With JavaScript the blocks are draggable
 * (@dnd-kit: pointer after 5 px with 3 px tolerance, keyboard 25 px a key press); a drop on
 * another slot of the same row posts the slot's time (HH:MM:00) to
 * /admin/appointments/{id}/move through a fetcher. A refused move ('Bu saatte başka bir
 * randevu bulunuyor. Lütfen farklı bir saat seçin.') is shown and the block goes back.
 * Without JavaScript the blocks are static and each card below has a move form.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useEffect, useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import { DRAG, isClosedSlot, layoutTimeline, TIMELINE, timelineClosedBands, timelineSlots, type ClosedBand, type TimelineBlock } from '~/domain/appointment-calendar';
import type { StudioCalendar } from '~/domain/hours';
import { APPOINTMENT_STATUS } from '~/domain/appointment-status';
import { minutesToTime, timeToMinutes } from '~/domain/clock';
import { formatMinutes } from '~/domain/duration';
import { readableTextOn } from '~/lib/colors';
import type { AdminAppointment } from '~/models/appointments/json.server';
import type { MoveActionData } from '~/routes/admin.appointments.$id.move';
import { dialogHref, FETCH_MODE_FIELD, FETCH_MODE_VALUE } from './paths';
import { useHydrated } from '~/lib/use-hydrated';

type Item = Pick<AdminAppointment, 'id' | 'customerName' | 'service' | 'teamMemberId' | 'time' | 'status'> & { durationMinutes: number };

export type TimelineProps = {
  date: string;
  /** rows: these members first (in order), then any other member with a block */
  memberIds: number[];
  /** hours and closures of the date */
  calendar: StudioCalendar;
  memberNames: Record<number, string>;
  /** the day's confirmed appointments */
  appointments: Item[];
  colors: { backgroundColor: string; secondaryBackgroundColor: string };
  search: string;
};

const NO_MEMBER = 'Çalışan Yok';
const rowKey = (memberId: number | null) => (memberId === null ? 'none' : String(memberId));

/** Arrow keys move the dragged block 25 px (the spec's keyboard step); up and down are ignored (rows are members). */
const keyboardStep: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  if (event.code === 'ArrowRight') return { ...currentCoordinates, x: currentCoordinates.x + DRAG.keyboardStepPx };
  if (event.code === 'ArrowLeft') return { ...currentCoordinates, x: currentCoordinates.x - DRAG.keyboardStepPx };
  return undefined;
};

/** The slot under the block's left edge (nearest slot start), in the row under the block's middle. */
const leftEdgeSlot: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) => {
  const x = collisionRect.left + TIMELINE.slotWidthPx / 2;
  const y = collisionRect.top + collisionRect.height / 2;
  for (const container of droppableContainers) {
    const r = droppableRects.get(container.id);
    if (r && x >= r.left && x < r.left + r.width && y >= r.top && y < r.top + r.height) return [{ id: container.id }];
  }
  return [];
};

const announcements: Announcements = {
  onDragStart: ({ active }) => `${String(active.data.current?.label ?? 'Randevu')} tutuldu. Sağ ve sol ok tuşlarıyla kaydırın, bırakmak için boşluk tuşuna basın.`,
  onDragOver: ({ over }) => (over ? `Saat ${String(over.data.current?.time ?? '')} üzerinde.` : 'Bir saatin üzerinde değil.'),
  onDragEnd: ({ over }) => (over ? `Saat ${String(over.data.current?.time ?? '')} için bırakıldı.` : 'Bırakıldı; randevu yerinde kaldı.'),
  onDragCancel: () => 'Taşıma iptal edildi; randevu yerinde kaldı.',
};
const screenReaderInstructions = {
  draggable: 'Randevuyu taşımak için boşluk veya Enter tuşuna basın, sağ ve sol ok tuşlarıyla saati değiştirin, bırakmak için yeniden boşluk veya Enter, vazgeçmek için Escape tuşuna basın.',
};

export function DayTimeline({ date, memberIds, calendar, memberNames, appointments, colors, search }: TimelineProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<MoveActionData>();
  const [moving, setMoving] = useState<{ id: number; time: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (!fetcher.data.ok) setMessage(fetcher.data.message);
    setMoving(null);
  }, [fetcher.state, fetcher.data]);

  const items = useMemo(() => appointments.map((a) => (moving?.id === a.id ? { ...a, time: moving.time } : a)), [appointments, moving]);
  const rows = useMemo(() => layoutTimeline(date, memberIds, items, calendar.weekly), [date, memberIds, items, calendar]);
  const slots = timelineSlots(date, calendar.weekly);
  const slotsWidth = slots.length * TIMELINE.slotWidthPx;
  const width = Math.max(TIMELINE.minWidthPx, TIMELINE.labelWidthPx + slotsWidth);
  const rowHeights = rows.map((r) => r.lanes * TIMELINE.rowSpacingPx);
  const height = Math.max(TIMELINE.minHeightPx, TIMELINE.headerHeightPx + rowHeights.reduce((a, b) => a + b, 0));

  const sensors = useSensors(
    // 5 px to start; more than 3 px across the rows first means the finger is scrolling the page
    // (dnd-kit aborts a drag once the tolerance is exceeded: docs/decisions/0072)
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG.distancePx, tolerance: { y: DRAG.tolerancePx } } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardStep }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    const item = active.data.current?.item as Item | undefined;
    const target = over?.data.current as { row: string; time: string } | undefined;
    if (!item || !target || target.row !== rowKey(item.teamMemberId) || target.time === item.time) return;
    setMessage(null);
    setMoving({ id: item.id, time: target.time });
    fetcher.submit({ time: `${target.time}:00`, [FETCH_MODE_FIELD]: FETCH_MODE_VALUE }, { method: 'post', action: dialogHref(item.id, 'move', search) });
  }

  const grid = (
    <div className="relative" style={{ width, height, backgroundColor: colors.backgroundColor }}>
      {/* slot header */}
      <div className="absolute top-0 flex border-b border-line text-xs text-stone-300" style={{ left: TIMELINE.labelWidthPx, height: TIMELINE.headerHeightPx }} aria-hidden="true">
        {slots.map((time) => (
          <div key={time} className="flex items-end border-l border-line/60 pb-1 pl-1 tabular-nums" style={{ width: TIMELINE.slotWidthPx }}>
            {time}
          </div>
        ))}
      </div>
      {rows.map((row, index) => {
        const top = TIMELINE.headerHeightPx + rowHeights.slice(0, index).reduce((a, b) => a + b, 0);
        const key = rowKey(row.memberId);
        const name = row.memberId === null ? NO_MEMBER : (memberNames[row.memberId] ?? NO_MEMBER);
        const bands = timelineClosedBands(date, row.memberId, calendar);
        return (
          <div key={key} role="group" aria-label={name} className="absolute inset-x-0 border-b border-line" style={{ top, height: rowHeights[index] }} data-testid={`timeline-row-${key}`}>
            <div className="absolute inset-y-0 left-0 flex items-center border-r border-line px-3 text-sm font-medium" style={{ width: TIMELINE.labelWidthPx }}>
              {name}
            </div>
            <div className="absolute inset-y-0" style={{ left: TIMELINE.labelWidthPx, width: slotsWidth }}>
              {slots.map((time, i) => (
                <SlotCell key={time} row={key} time={time} left={i * TIMELINE.slotWidthPx} enabled={hydrated && !isClosedSlot(bands, time)} closed={isClosedSlot(bands, time)} />
              ))}
              {bands.map((band) => (
                <ClosedBandView key={`${band.from}-${band.to}-${band.reason}`} band={band} row={key} />
              ))}
              {row.blocks.map((block) => (
                <Block key={block.item.id} block={block} colors={colors} hydrated={hydrated} busy={fetcher.state !== 'idle'} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );

  return (
    <div>
      {message ? (
        <p role="alert" className="mb-3 rounded-xl border border-red-900 bg-red-950/60 px-3 py-2 text-sm text-red-100" data-testid="timeline-error">
          {message}
        </p>
      ) : null}
      <p className="mb-2 text-sm text-stone-400">
        {hydrated ? 'Onaylı randevuları sürükleyip başka bir saate bırakarak taşıyabilirsiniz (klavye: boşluk tuşu ve ok tuşları).' : 'Taşımak için aşağıdaki kartlardaki "Taşı" bağlantısını kullanın.'}
      </p>
      <div className="overflow-x-auto rounded-2xl border border-line" role="region" aria-label="Günün zaman çizelgesi" tabIndex={0}>
        {hydrated ? (
          <DndContext sensors={sensors} collisionDetection={leftEdgeSlot} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions }}>
            {grid}
          </DndContext>
        ) : (
          grid
        )}
      </div>
    </div>
  );
}

function SlotCell({ row, time, left, enabled, closed }: { row: string; time: string; left: number; enabled: boolean; closed: boolean }) {
  return enabled ? (
    <DroppableSlot row={row} time={time} left={left} />
  ) : (
    <div className={slotClass} style={{ left, width: TIMELINE.slotWidthPx }} data-slot={`${row}|${time}`} data-closed={closed ? 'true' : undefined} aria-hidden="true" />
  );
}

/** A closure on a row: hatched, with its reason and hours ('Kapalı: Kurban Bayramı, 12:00–14:00'). */
function ClosedBandView({ band, row }: { band: ClosedBand; row: string }) {
  return (
    <div
      className="absolute inset-y-1 flex items-center overflow-hidden rounded-lg border border-dashed border-stone-500 px-2 text-xs text-stone-200"
      style={{ left: band.leftPx, width: band.widthPx - 2, backgroundImage: 'repeating-linear-gradient(135deg, rgb(41 37 36 / 0.9) 0 8px, rgb(68 64 60 / 0.9) 8px 16px)' }}
      data-testid={`timeline-closed-${row}`}
    >
      <span className="truncate">
        Kapalı: {band.reason}, {band.from}–{band.to}
      </span>
    </div>
  );
}

const slotClass = 'absolute inset-y-0 border-l border-line/40';

/** A drop target: one slot of one member's row. */
function DroppableSlot({ row, time, left }: { row: string; time: string; left: number }) {
  const { setNodeRef, isOver } = useDroppable({ id: `slot|${row}|${time}`, data: { row, time } });
  return <div ref={setNodeRef} className={`${slotClass} ${isOver ? 'bg-accent/20' : ''}`} style={{ left, width: TIMELINE.slotWidthPx }} data-slot={`${row}|${time}`} aria-hidden="true" />;
}

function Block({ block, colors, hydrated, busy }: { block: TimelineBlock<Item>; colors: TimelineProps['colors']; hydrated: boolean; busy: boolean }) {
  const { item } = block;
  const end = minutesToTime(timeToMinutes(item.time) + item.durationMinutes);
  const label = `${item.customerName}, ${item.time}–${end}, ${item.service}`;
  const style: React.CSSProperties = {
    left: block.leftPx,
    width: block.widthPx - 4,
    top: block.lane * TIMELINE.rowSpacingPx + (TIMELINE.rowSpacingPx - TIMELINE.blockHeightPx) / 2,
    height: TIMELINE.blockHeightPx,
    backgroundColor: colors.secondaryBackgroundColor,
    color: readableTextOn(colors.secondaryBackgroundColor),
  };
  const body = (
    <>
      <span className="block truncate font-semibold">{item.customerName}</span>
      <span className="block truncate tabular-nums text-xs opacity-90">
        {item.time}–{end} · {formatMinutes(item.durationMinutes)}
      </span>
      <span className="block truncate text-xs opacity-90">{item.service}</span>
      <span className="mt-1 inline-flex items-center gap-1 text-xs font-semibold">
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${APPOINTMENT_STATUS.confirmed.dotClass}`} />
        {APPOINTMENT_STATUS.confirmed.label}
      </span>
    </>
  );
  const className = 'absolute overflow-hidden rounded-xl border-l-4 border-emerald-400 px-2 py-1 text-left text-sm shadow';
  if (!hydrated) {
    return (
      <div className={className} style={{ ...style, boxShadow: 'inset 0 0 0 1px #374151' }} data-testid={`timeline-block-${item.id}`} data-time={item.time}>
        {body}
      </div>
    );
  }
  return <DraggableBlock item={item} label={label} className={className} style={style} body={body} disabled={busy} />;
}

/** A block that can be picked up (not while a move is being saved). */
function DraggableBlock({ item, label, className, style, body, disabled }: { item: Item; label: string; className: string; style: React.CSSProperties; body: React.ReactNode; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `appointment-${item.id}`, data: { item, label }, disabled });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-roledescription="sürüklenebilir randevu"
      className={`${className} cursor-grab touch-pan-y focus-visible:outline-3 ${isDragging ? 'z-20 cursor-grabbing opacity-90 ring-2 ring-accent' : 'z-10'}`}
      style={{ ...style, boxShadow: 'inset 0 0 0 1px #374151', transform: transform ? `translate3d(${transform.x}px, 0, 0)` : undefined }}
      data-testid={`timeline-block-${item.id}`}
      data-time={item.time}
    >
      {body}
    </div>
  );
}
