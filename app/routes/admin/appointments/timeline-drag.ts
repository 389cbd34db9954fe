/**
 * The day view's drag and drop (day-timeline.tsx): what a block and a slot carry, where a
 * dragged block lands (the slot under its top edge, in the column under its middle), what a
 * screen reader hears, and the hook that holds a drag's state and posts its drop to
 * /admin/appointments/{id}/move through a fetcher. A refused move ('Bu saatte başka bir
 * randevu bulunuyor…', or moved meanwhile: 'Bu randevu siz sürüklerken değiştirildi…') is
 * shown and the block goes back; a block moved meanwhile is read again where it is now.
 */
// types only: dnd-kit itself loads with the drag layer (timeline-drag-kit.ts)
import type {
  Announcements,
  CollisionDetection,
  DragEndEvent,
  DragOverEvent,
  KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { TIMELINE } from '~/domain/appointment-calendar';
import type { AdminAppointment } from '~/models/appointments/json.server';
import type { BlockMarks } from '~/models/appointments/overview.server';
import type { MoveActionData } from './types';
import { dialogHref, FETCH_MODE_FIELD, FETCH_MODE_VALUE } from './paths';

export type TimelineItem = Pick<
  AdminAppointment,
  'id' | 'customerName' | 'service' | 'teamMemberId' | 'time' | 'status'
> & {
  durationMinutes: number;
  /** the version the screen shows, posted with a drop (docs/decisions/0352); a busy block has none (it does not move) */
  version?: number;
  /** another artist's appointment on an artist's day: 'Dolu', no customer, not movable (docs/decisions/0381) */
  busy?: boolean;
} & BlockMarks;

/** A slot a block can be dropped on: its column, member, time and the member's name. */
export type Target = { column: string; memberId: number | null; time: string; name: string };

export const NO_MEMBER = 'Çalışan Yok';
export const columnKey = (memberId: number | null) => (memberId === null ? 'none' : String(memberId));

/** The slot under the top of the dragged block, in the column under its middle. */
export const topEdgeSlot: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) => {
  const x = collisionRect.left + collisionRect.width / 2;
  const y = collisionRect.top + TIMELINE.slotHeightPx / 2;
  for (const container of droppableContainers) {
    const r = droppableRects.get(container.id);
    if (r && x >= r.left && x < r.left + r.width && y >= r.top && y < r.top + r.height) return [{ id: container.id }];
  }
  return [];
};

const targetText = (t: Target | undefined) => (t ? `${t.time}, ${t.name}` : '');
export const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `${String(active.data.current?.label ?? 'Randevu')} tutuldu. Yukarı ve aşağı ok tuşlarıyla saati, sağ ve sol ok tuşlarıyla çalışanı değiştirin; bırakmak için boşluk tuşuna basın.`,
  onDragOver: ({ over }) =>
    over ? `${targetText(over.data.current as Target)} üzerinde.` : 'Bir saatin üzerinde değil.',
  onDragEnd: ({ over }) =>
    over ? `${targetText(over.data.current as Target)} için bırakıldı.` : 'Bırakıldı; randevu yerinde kaldı.',
  onDragCancel: () => 'Taşıma iptal edildi; randevu yerinde kaldı.',
};
export const screenReaderInstructions = {
  draggable:
    'Randevuyu taşımak için boşluk veya Enter tuşuna basın, yukarı ve aşağı ok tuşlarıyla saati, sağ ve sol ok tuşlarıyla çalışanı değiştirin, bırakmak için yeniden boşluk veya Enter, vazgeçmek için Escape tuşuna basın.',
};

type Moving = { id: number; time: string; teamMemberId: number | null };

/**
 * A drag's state: the block being saved where it was dropped (`moving`), the slot under a
 * dragged block (`target`), a refusal (`message`), the handlers of the DndContext and the
 * keyboard's steps (its sensors are made in timeline-drag-layer.tsx). `dragged` is true from a drag's start until just after its end: the click that
 * ends a drag is not a tap on the block.
 */
export function useTimelineDrag(search: string) {
  const fetcher = useFetcher<MoveActionData>();
  const revalidator = useRevalidator();
  const gridRef = useRef<HTMLDivElement>(null);
  const dragged = useRef(false);
  const [moving, setMoving] = useState<Moving | null>(null);
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
    if (!fetcher.data.ok) setMessage(fetcher.data.message ?? null);
    // moved elsewhere meanwhile: the day is read again so the block shows where it is now
    if (!fetcher.data.ok && fetcher.data.stale) void revalidator.revalidate();
    setMoving(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

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

  const dragFinished = () =>
    setTimeout(() => {
      dragged.current = false;
    }, 0);

  function onDragOver({ over }: DragOverEvent) {
    setTarget((over?.data.current as Target | undefined) ?? null);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setTarget(null);
    dragFinished();
    const item = active.data.current?.item as TimelineItem | undefined;
    const to = over?.data.current as Target | undefined;
    if (!item || !to || to.memberId === null) return;
    if (item.busy || item.version === undefined) return;
    const sameMember = to.memberId === item.teamMemberId;
    if (sameMember && to.time === item.time) return;
    setMessage(null);
    setMoving({ id: item.id, time: to.time, teamMemberId: to.memberId });
    // the version the block was shown with: a move made meanwhile elsewhere refuses this drop (docs/decisions/0352, 0430)
    const body: Record<string, string> = {
      time: `${to.time}:00`,
      version: String(item.version),
      [FETCH_MODE_FIELD]: FETCH_MODE_VALUE,
    };
    if (!sameMember) body.teamMemberId = String(to.memberId);
    fetcher.submit(body, { method: 'post', action: dialogHref(item.id, 'move', search) });
  }

  const context = {
    collisionDetection: topEdgeSlot,
    autoScroll: false,
    onDragStart: () => {
      dragged.current = true;
    },
    onDragOver,
    onDragEnd,
    onDragCancel: () => {
      setTarget(null);
      dragFinished();
    },
    accessibility: { announcements, screenReaderInstructions },
  };
  return { context, keyboardStep, gridRef, dragged, moving, target, message, saving: fetcher.state !== 'idle' };
}

export type TimelineDrag = ReturnType<typeof useTimelineDrag>;
