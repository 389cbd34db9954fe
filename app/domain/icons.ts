/**
 * The icons a category or service can show (decision 0121): names of lucide icons, each with
 * a Turkish label for the admin's picker. A stored emoji (the spec's default '💅' and older
 * rows) stays valid and is shown as it is.
 */
export const STUDIO_ICONS = [
  { name: 'hand', label: 'El' },
  { name: 'hand-heart', label: 'Bakım' },
  { name: 'footprints', label: 'Ayak' },
  { name: 'palette', label: 'Palet' },
  { name: 'paintbrush', label: 'Fırça' },
  { name: 'sparkles', label: 'Işıltı' },
  { name: 'gem', label: 'Mücevher' },
  { name: 'flower-2', label: 'Çiçek' },
  { name: 'droplet', label: 'Damla' },
  { name: 'bath', label: 'Banyo' },
  { name: 'flame', label: 'Sıcak bakım' },
  { name: 'bandage', label: 'Onarım' },
  { name: 'scissors', label: 'Makas' },
  { name: 'wand-sparkles', label: 'Sihirli dokunuş' },
  { name: 'crown', label: 'Taç' },
  { name: 'heart', label: 'Kalp' },
  { name: 'sun', label: 'Güneş' },
  { name: 'leaf', label: 'Yaprak' },
  { name: 'gift', label: 'Hediye' },
  { name: 'repeat', label: 'Yenileme' },
  { name: 'star', label: 'Yıldız' },
  { name: 'award', label: 'Ödül' },
  { name: 'users', label: 'Ekip' },
] as const;

export type StudioIconName = (typeof STUDIO_ICONS)[number]['name'];

export const DEFAULT_ICON: StudioIconName = 'sparkles';
export const ICON_CHOICE_MESSAGE = 'Lütfen listeden bir simge seçin';

const NAMES: ReadonlySet<string> = new Set(STUDIO_ICONS.map((i) => i.name));

export function isStudioIcon(value: string): value is StudioIconName {
  return NAMES.has(value);
}

/** An emoji as the spec stores it: pictographic characters only (with joiners and variation selectors), no letters. */
export function isEmojiIcon(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= 16 &&
    /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f)+$/u.test(value) &&
    /\p{Extended_Pictographic}/u.test(value)
  );
}

/** What a stored icon value means: one of our icons, a kept emoji, or nothing (show the default). */
export function readIcon(
  value: string | null | undefined,
): { kind: 'icon'; name: StudioIconName } | { kind: 'emoji'; text: string } | null {
  const v = value?.trim();
  if (!v) return null;
  if (isStudioIcon(v)) return { kind: 'icon', name: v };
  if (isEmojiIcon(v)) return { kind: 'emoji', text: v };
  return null;
}

/** The icon to show for a stored value: its own, else `fallback` (null: none). */
export function iconToShow(
  value: string | null | undefined,
  fallback: StudioIconName | null,
): { kind: 'icon'; name: StudioIconName } | { kind: 'emoji'; text: string } | null {
  return readIcon(value) ?? (fallback ? { kind: 'icon', name: fallback } : null);
}
