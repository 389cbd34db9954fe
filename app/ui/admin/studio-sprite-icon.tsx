/**
 * A category's or service's icon on the admin screens (issue 39, docs/decisions/0547): the icon
 * from the studio's sprite (studio-icons.svg, one cached file, fetched when a screen shows an
 * icon) rather than its shapes in the screen's script, or a stored emoji as it is. It draws
 * what the public site's StudioIcon draws, with lucide's stroke. Decorative (aria-hidden): the
 * name next to it says what it is.
 */
import { DEFAULT_ICON, iconToShow } from '~/domain/icons';
import { EmojiIcon } from '../emoji-icon';
import type { StudioIconProps } from '../studio-icon';
import sprite from './studio-icons.svg?url';

export function StudioSpriteIcon({ value, size = 20, className, fallback = DEFAULT_ICON }: StudioIconProps) {
  const icon = iconToShow(value, fallback);
  if (!icon) return null;
  if (icon.kind === 'emoji') return <EmojiIcon text={icon.text} size={size} className={className} />;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-icon={icon.name}
    >
      <use href={`${sprite}#${icon.name}`} />
    </svg>
  );
}
