/**
 * The day view's grid (day-timeline.tsx): the members' names above their columns, the times at
 * the left, and in each column its half-hour slots (a free one is a 'Yeni Randevu' link for
 * those who may book, and with JavaScript a drop target), its closures as hatched 'Kapalı'
 * bands, and its appointments' blocks. Below 640 px one column shows (the member switcher picks).
 */
import type { RefObject } from 'react';
import { Link } from 'react-router';
import {
  isClosedSlot,
  TIMELINE,
  timelineClosedBands,
  timelineSlots,
  type ClosedBand,
  type TimelineRow,
} from '~/domain/appointment-calendar';
import type { CategoryColour } from '~/domain/category-colours';
import type { StudioCalendar } from '~/domain/hours';
import { slotClass } from './block-look';
import { Block } from './timeline-block';
import { columnKey, type Target, type TimelineItem } from './timeline-drag';
import type { DragKit } from './timeline-drag-kit';

type Column = TimelineRow<TimelineItem>;

export type TimelineGridProps = {
  date: string;
  columns: Column[];
  calendar: StudioCalendar;
  nameOf: (memberId: number | null) => string;
  colors: { backgroundColor: string };
  categories: CategoryColour[];
  slotHref: (memberId: number, time: string) => string;
  panelHref: (id: number) => string;
  /** may book a free slot and drag a block (appointments.write) */
  editable: boolean;
  /** the drag's components once loaded (timeline-drag-kit.ts), else null: plain slots and static blocks */
  kit: DragKit | null;
  gridRef: RefObject<HTMLDivElement | null>;
  dragged: RefObject<boolean>;
  /** a move is being saved: no block is picked up meanwhile */
  saving: boolean;
  target: Target | null;
};

export function TimelineGrid(props: TimelineGridProps) {
  const { date, columns, calendar, nameOf, colors, gridRef } = props;
  const slots = timelineSlots(date, calendar.weekly);
  const height = slots.length * TIMELINE.slotHeightPx;
  const gridColumns = `${TIMELINE.gutterWidthPx}px repeat(${columns.length}, minmax(${TIMELINE.minColumnWidthPx}px, 1fr))`;
  // below 640 px one column: the filtered member's, else the first (the switcher picks another)
  const phoneGrid = `${TIMELINE.gutterWidthPx}px 1fr`;
  return (
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
      <TimeGutter slots={slots} height={height} />
      {columns.map((column, columnIndex) => (
        <TimelineColumn
          key={columnKey(column.memberId)}
          {...props}
          column={column}
          index={columnIndex}
          slots={slots}
          height={height}
        />
      ))}
    </div>
  );
}

const phoneHidden = (i: number) => (i > 0 ? 'max-sm:hidden' : '');

/** The time labels at the left. */
function TimeGutter({ slots, height }: { slots: string[]; height: number }) {
  return (
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
  );
}

/** One member's column: slots, closures and blocks. */
function TimelineColumn({
  date,
  column,
  index,
  slots,
  height,
  calendar,
  nameOf,
  categories,
  slotHref,
  panelHref,
  editable,
  kit,
  dragged,
  saving,
  target,
}: TimelineGridProps & { column: Column; index: number; slots: string[]; height: number }) {
  const key = columnKey(column.memberId);
  const name = nameOf(column.memberId);
  const bands = timelineClosedBands(date, column.memberId, calendar);
  // a slot under an appointment offers no 'Yeni Randevu' link (it would hide under the block); it still takes a drop
  const busy = (i: number) =>
    column.blocks.some(
      (b) => b.topPx < (i + 1) * TIMELINE.slotHeightPx && b.topPx + b.heightPx > i * TIMELINE.slotHeightPx,
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a member's column of slots, not a set of form fields
    <div
      role="group"
      aria-label={name}
      className={`relative border-l border-line ${phoneHidden(index)}`}
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
            <SlotLink key={time} href={slotHref(column.memberId, time)} time={time} name={name} />
          );
        return kit ? (
          <kit.DroppableSlot key={time} slot={slot} top={top}>
            {link}
          </kit.DroppableSlot>
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
          kit={editable ? kit : null}
          busy={saving}
          target={target}
        />
      ))}
    </div>
  );
}

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
