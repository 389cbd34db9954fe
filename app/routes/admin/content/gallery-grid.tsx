/**
 * The admin gallery grid: up to 5 columns, each photo with move-up/move-down POST buttons
 * (they work without JavaScript, gallery-card.tsx) and, with JavaScript, a drag handle. The
 * drag and drop (@dnd-kit, gallery-sortable.tsx) loads once the screen is interactive, not
 * with its first load (issue 39); until then, or when it cannot load (offline), the grid is
 * the one drawn without JavaScript. A drop reorders at once (optimistic) and saves through a
 * fetcher; the screen reloads the list when saving fails.
 */
import { useEffect, useState } from 'react';
import { useModuleAfterHydration } from '~/ui/use-module-after-hydration';
import { GalleryCard, type GalleryItem, GalleryList } from './gallery-card';

export type { GalleryItem } from './gallery-card';

const loadSortable = () => import('./gallery-sortable');

/**
 * `onReorder` receives the ids in their new order; the grid shows that order at once and
 * follows `items` again whenever the list from the server changes.
 */
export function GalleryGrid({ items, onReorder }: { items: GalleryItem[]; onReorder: (ids: number[]) => void }) {
  const [order, setOrder] = useState(items);
  useEffect(() => setOrder(items), [items]);
  const sortable = useModuleAfterHydration(loadSortable, true);

  if (sortable) {
    const onMove = (next: GalleryItem[]) => {
      setOrder(next);
      onReorder(next.map((i) => i.id));
    };
    return <sortable.SortableGallery order={order} onMove={onMove} />;
  }
  return (
    <GalleryList>
      {order.map((item, index) => (
        <GalleryCard key={item.id} item={item} index={index} count={order.length} />
      ))}
    </GalleryList>
  );
}
