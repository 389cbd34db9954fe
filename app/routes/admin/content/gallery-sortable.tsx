/**
 * The admin gallery's drag and drop (@dnd-kit: pointer and keyboard), loaded by gallery-grid.tsx
 * once the screen is interactive (issue 39): dnd-kit is not in the gallery's first load. Each
 * card gets a drag handle; a drop hands the new order to the grid, which shows it at once and
 * saves it.
 */
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GalleryCard, type GalleryItem, GalleryList } from './gallery-card';

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

function SortableCard({ item, index, count }: { item: GalleryItem; index: number; count: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  const handle = (
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
  );
  return (
    <GalleryCard
      item={item}
      index={index}
      count={count}
      drag={{
        ref: setNodeRef,
        style: { transform: CSS.Transform.toString(transform), transition },
        dragging: isDragging,
        handle,
      }}
    />
  );
}

/** The grid with drag handles: `onMove` gets the items in their new order after a drop. */
export function SortableGallery({ order, onMove }: { order: GalleryItem[]; onMove: (next: GalleryItem[]) => void }) {
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
    onMove(arrayMove(order, from, to));
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
        <GalleryList>
          {order.map((item, index) => (
            <SortableCard key={item.id} item={item} index={index} count={order.length} />
          ))}
        </GalleryList>
      </SortableContext>
    </DndContext>
  );
}
