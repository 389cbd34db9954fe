/**
 * The admin gallery grid: up to 5 columns, each photo with move-up/move-down POST buttons
 * (work without JavaScript) and, with JavaScript, a drag handle (@dnd-kit: pointer and
 * keyboard). A drop reorders at once (optimistic) and saves through a fetcher; the screen
 * reloads the list when saving fails.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { PLACEHOLDER_IMAGE, srcSetFor, variantUrl } from '~/utils/images';
import { ActionLink } from '../../../ui/admin/content-ui';

export type GalleryItem = {
  id: number;
  title: string;
  description: string | null;
  imageUrl: string | null;
  width: number | null;
  height: number | null;
};

const instructions: ScreenReaderInstructions = {
  draggable:
    'Bir resmi taşımak için boşluk veya Enter tuşuna basın. Taşırken ok tuşlarıyla yerini değiştirin, bırakmak için yeniden boşluk veya Enter, vazgeçmek için Escape tuşuna basın.',
};

function announcements(titleOf: (id: unknown) => string, positionOf: (id: unknown) => number): Announcements {
  return {
    onDragStart: ({ active }) => `${titleOf(active.id)} taşınıyor.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)}, ${positionOf(over.id)}. sıraya geldi.`
        : `${titleOf(active.id)} şu an bir sıranın üzerinde değil.`,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)}, ${positionOf(over.id)}. sıraya bırakıldı.` : `${titleOf(active.id)} bırakıldı.`,
    onDragCancel: ({ active }) => `Taşıma iptal edildi. ${titleOf(active.id)} eski yerinde.`,
  };
}

function MoveButton({
  id,
  direction,
  title,
  disabled,
}: {
  id: number;
  direction: 'up' | 'down';
  title: string;
  disabled: boolean;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="recordId" value={id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        disabled={disabled}
        aria-label={`${title}: ${direction === 'up' ? 'yukarı (bir öne) taşı' : 'aşağı (bir geriye) taşı'}`}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-line text-sm hover:border-accent hover:text-accent disabled:opacity-30"
      >
        {direction === 'up' ? '↑' : '↓'}
      </button>
    </Form>
  );
}

function Card({
  item,
  index,
  count,
  sortable,
}: {
  item: GalleryItem;
  index: number;
  count: number;
  sortable: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !sortable,
  });
  const url = item.imageUrl ?? PLACEHOLDER_IMAGE;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-col overflow-hidden rounded-2xl border bg-stone-900 ${isDragging ? 'z-10 border-accent shadow-2xl' : 'border-line'}`}
      data-testid="gallery-card"
      data-id={item.id}
    >
      <div className="relative aspect-square bg-stone-800">
        <img
          src={variantUrl(url, 400)}
          srcSet={srcSetFor(url)}
          sizes="(min-width: 1536px) 20vw, (min-width: 1024px) 25vw, 50vw"
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          alt={item.title}
          loading={index < 10 ? 'eager' : 'lazy'}
          draggable={false}
          className="h-full w-full object-cover"
        />
        <span className="absolute left-2 top-2 rounded-full bg-black/70 px-2 py-0.5 text-xs tabular-nums">
          {index + 1}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="font-medium leading-snug">{item.title}</p>
        {item.description ? <p className="line-clamp-2 text-xs text-stone-400">{item.description}</p> : null}
        <div className="mt-auto flex flex-wrap items-center gap-1.5 pt-1">
          {sortable ? (
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={`Sürükle: ${item.title}`}
              className="inline-flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center rounded-full border border-line text-lg hover:border-accent active:cursor-grabbing"
            >
              <span aria-hidden="true">⠿</span>
            </button>
          ) : null}
          <MoveButton id={item.id} direction="up" title={item.title} disabled={index === 0} />
          <MoveButton id={item.id} direction="down" title={item.title} disabled={index === count - 1} />
          <ActionLink to={`?edit=${item.id}`} label={`${item.title} düzenle`}>
            Düzenle
          </ActionLink>
          <ActionLink to={`?delete=${item.id}`} label={`${item.title} sil`} danger>
            Sil
          </ActionLink>
        </div>
      </div>
    </li>
  );
}

/**
 * `onReorder` receives the ids in their new order; the grid shows that order at once and
 * follows `items` again whenever the list from the server changes.
 */
export function GalleryGrid({ items, onReorder }: { items: GalleryItem[]; onReorder: (ids: number[]) => void }) {
  const [order, setOrder] = useState(items);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setOrder(items), [items]);
  useEffect(() => setHydrated(true), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: unknown) => order.find((i) => i.id === id)?.title ?? 'Resim';
  const positionOf = (id: unknown) => order.findIndex((i) => i.id === id) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((i) => i.id === active.id);
    const to = order.findIndex((i) => i.id === over.id);
    const next = arrayMove(order, from, to);
    setOrder(next);
    onReorder(next.map((i) => i.id));
  };

  return (
    <DndContext
      id="gallery-dnd"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: instructions, announcements: announcements(titleOf, positionOf) }}
    >
      <SortableContext items={order.map((i) => i.id)} strategy={rectSortingStrategy}>
        <ol
          className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5"
          aria-label="Galeri resimleri (sıralı)"
        >
          {order.map((item, index) => (
            <Card key={item.id} item={item} index={index} count={order.length} sortable={hydrated} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
