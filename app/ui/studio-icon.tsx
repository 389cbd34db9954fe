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
import { DEFAULT_ICON, readIcon, type StudioIconName } from '~/domain/icons';

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

type Props = { value: string | null | undefined; size?: number; className?: string; fallback?: StudioIconName | null };

/**
 * A category's or service's icon: an inline SVG of the set (rendered on the server), or a
 * stored emoji as it is. Decorative (aria-hidden): the name next to it says what it is.
 */
export function StudioIcon({ value, size = 20, className, fallback = DEFAULT_ICON }: Props) {
  const icon = readIcon(value) ?? (fallback ? { kind: 'icon' as const, name: fallback } : null);
  if (!icon) return null;
  if (icon.kind === 'emoji') {
    return (
      <span aria-hidden="true" className={className} style={{ fontSize: size, lineHeight: 1 }}>
        {icon.text}
      </span>
    );
  }
  const Icon = ICONS[icon.name];
  return (
    <Icon aria-hidden="true" focusable="false" width={size} height={size} strokeWidth={1.6} className={className} />
  );
}
