import {
  Award,
  Bandage,
  Bath,
  Crown,
  Droplet,
  Flame,
  Flower2,
  Footprints,
  Gem,
  Gift,
  Hand,
  HandHeart,
  Heart,
  Leaf,
  Paintbrush,
  Palette,
  Repeat,
  Scissors,
  Sparkles,
  Star,
  Sun,
  Users,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';
import { DEFAULT_ICON, iconToShow, type StudioIconName } from '~/domain/icons';
import { EmojiIcon } from './emoji-icon';

/** The lucide components of the studio's icon set (app/domain/icons.ts): only these are bundled. */
const ICONS: Record<StudioIconName, LucideIcon> = {
  hand: Hand,
  'hand-heart': HandHeart,
  footprints: Footprints,
  palette: Palette,
  paintbrush: Paintbrush,
  sparkles: Sparkles,
  gem: Gem,
  'flower-2': Flower2,
  droplet: Droplet,
  bath: Bath,
  flame: Flame,
  bandage: Bandage,
  scissors: Scissors,
  'wand-sparkles': WandSparkles,
  crown: Crown,
  heart: Heart,
  sun: Sun,
  leaf: Leaf,
  gift: Gift,
  repeat: Repeat,
  star: Star,
  award: Award,
  users: Users,
};

export type StudioIconProps = {
  value: string | null | undefined;
  size?: number;
  className?: string;
  fallback?: StudioIconName | null;
};

/**
 * A category's or service's icon on the public site: an inline SVG of the set (rendered on the
 * server), or a stored emoji as it is. Decorative (aria-hidden): the name next to it says what
 * it is. The admin screens show the same icons from a sprite (admin/studio-sprite-icon.tsx).
 */
export function StudioIcon({ value, size = 20, className, fallback = DEFAULT_ICON }: StudioIconProps) {
  const icon = iconToShow(value, fallback);
  if (!icon) return null;
  if (icon.kind === 'emoji') return <EmojiIcon text={icon.text} size={size} className={className} />;
  const Icon = ICONS[icon.name];
  return (
    <Icon aria-hidden="true" focusable="false" width={size} height={size} strokeWidth={1.6} className={className} />
  );
}
