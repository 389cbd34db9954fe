/**
 * The day view's appointment blocks (day-timeline.tsx): filled with the category's colour,
 * status and marks as patterns and badges (block-look.tsx); every block is a link to its panel
 * (a tap or Enter); a confirmed one can be picked up and dragged (with JavaScript and the right
 * to move); another artist's appointment on an artist's day is a 'Dolu' block with the time only.
 */
import { useRef } from 'react';
import { Link } from 'react-router';
import { DRAG, type TimelineBlock } from '~/domain/appointment-calendar';
import type { CategoryColour } from '~/domain/category-colours';
import { APPOINTMENT_STATUS, displayStatus } from '~/domain/appointment-status';
import { minutesToTime, timeToMinutes } from '~/domain/clock';
import { badgeWords, BlockBadges, blockLook } from './block-look';
import type { Target, TimelineItem } from './timeline-drag';
import type { DragKit } from './timeline-drag-kit';

type BlockProps = {
  block: TimelineBlock<TimelineItem>;
  lanes: number;
  categories: CategoryColour[];
  href: string;
  dragged: React.RefObject<boolean>;
  /** the drag's components once loaded (with JavaScript and the right to move), else null: static blocks */
  kit: DragKit | null;
  busy: boolean;
  target: Target | null;
};

/** An appointment on the day: another artist's time ('Dolu') or one of the viewer's. */
export function Block(props: BlockProps) {
  const { item } = props.block;
  const end = minutesToTime(timeToMinutes(item.time) + item.durationMinutes);
  if (item.busy) return <BusyBlockView block={props.block} lanes={props.lanes} end={end} />;
  return <AppointmentBlock {...props} end={end} />;
}

/** An appointment the viewer sees in full: a link to its panel; a confirmed one can be dragged. */
function AppointmentBlock({
  block,
  lanes,
  categories,
  href,
  dragged,
  kit,
  busy,
  target,
  end,
}: BlockProps & { end: string }) {
  const { item } = block;
  const status = displayStatus(item.status);
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
  if (status === 'confirmed' && kit) {
    return (
      <kit.DraggableBlock
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
function BusyBlockView({ block, lanes, end }: { block: TimelineBlock<TimelineItem>; lanes: number; end: string }) {
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
