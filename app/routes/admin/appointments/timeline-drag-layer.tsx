/**
 * The day view's drag and drop itself (loaded by timeline-drag-kit.ts when it can be used,
 * not with the day's first load): the context with its sensors, a draggable confirmed block,
 * a droppable slot. The drag's state and its drop stay in timeline-drag.ts.
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
} from '@dnd-kit/core';
import { Link } from 'react-router';
import { DRAG, TIMELINE } from '~/domain/appointment-calendar';
import { useOpenedVersion } from '~/ui/admin/opened-version';
import type { Target, TimelineDrag, TimelineItem } from './timeline-drag';
import { slotClass } from './block-look';

/** The DndContext of the grid, with the sensors: the mouse, a finger, the keyboard. */
export function DragLayer({ drag, children }: { drag: TimelineDrag; children: React.ReactNode }) {
  const sensors = useSensors(
    // the mouse: 5 px to start; a finger: held still (3 px tolerance) for a moment, else it scrolls the page (decision 0190)
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG.distancePx } }),
    useSensor(TouchSensor, { activationConstraint: { delay: DRAG.touchDelayMs, tolerance: DRAG.tolerancePx } }),
    // space picks a block up; Enter opens its panel (the block is a link)
    useSensor(KeyboardSensor, {
      coordinateGetter: drag.keyboardStep,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  return (
    <DndContext sensors={sensors} {...drag.context}>
      {children}
    </DndContext>
  );
}

/** A confirmed block that can be picked up (not while a move is being saved); while dragged it shows the target. A tap or Enter opens its panel. */
export function DraggableBlock({
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
  item: TimelineItem;
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
  // the version the block was shown with, not one a live re-read brought in since (docs/decisions/0430)
  const version = useOpenedVersion(item.version, item.id);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `appointment-${item.id}`,
    data: { item: { ...item, version }, label: common.title },
    disabled,
  });
  return (
    // biome-ignore lint/a11y/useValidAriaRole: takes back dnd-kit's role="button": the block stays the link it is
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

/** A drop target: one slot of one member's column. */
export function DroppableSlot({ slot, top, children }: { slot: Target; top: number; children: React.ReactNode }) {
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
