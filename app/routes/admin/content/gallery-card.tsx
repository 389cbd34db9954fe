/**
 * The admin gallery's cards: each photo with move-up/move-down POST buttons (they work without
 * JavaScript), edit and delete links. The static grid (gallery-grid.tsx) draws them as they
 * are; the sortable grid (gallery-sortable.tsx) gives each its drag handle and its place.
 */
import type { CSSProperties, ReactNode, Ref } from 'react';
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

/** What the sortable grid adds to a card: its element's ref and place, and the drag handle. */
export type CardDrag = {
  ref: Ref<HTMLLIElement>;
  style: CSSProperties;
  dragging: boolean;
  handle: ReactNode;
};

export function GalleryCard({
  item,
  index,
  count,
  drag,
}: {
  item: GalleryItem;
  index: number;
  count: number;
  drag?: CardDrag;
}) {
  const url = item.imageUrl ?? PLACEHOLDER_IMAGE;
  return (
    <li
      ref={drag?.ref}
      style={drag?.style}
      className={`flex flex-col overflow-hidden rounded-2xl border bg-stone-900 ${drag?.dragging ? 'z-10 border-accent shadow-2xl' : 'border-line'}`}
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
          {drag?.handle}
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

/** The grid itself: up to 5 columns, in the gallery's order. */
export function GalleryList({ children }: { children: ReactNode }) {
  return (
    <ol
      className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5"
      aria-label="Galeri resimleri (sıralı)"
    >
      {children}
    </ol>
  );
}
