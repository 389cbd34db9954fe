/** A stored emoji shown as a category's or service's icon: decorative, at the icon's size. */
export function EmojiIcon({ text, size, className }: { text: string; size: number; className?: string }) {
  return (
    <span aria-hidden="true" className={className} style={{ fontSize: size, lineHeight: 1 }}>
      {text}
    </span>
  );
}
