/** A privacy notice version's stored text, rendered from its blocks (no HTML is stored). */
import { parseNoticeText } from '~/domain/kvkk';

export function KvkkText({ body, headingLevel = 3 }: { body: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-3 text-sm leading-relaxed text-stone-300">
      {parseNoticeText(body).map((block, i) =>
        block.kind === 'heading' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
          <Heading key={i} className="pt-2 text-base font-semibold text-stone-100">
            {block.text}
          </Heading>
        ) : block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
          <ul key={i} className="list-disc space-y-1 pl-5">
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
          <p key={i}>{block.text}</p>
        ),
      )}
    </div>
  );
}

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
});

/** 'Sürüm 2 · 1 Aralık 2026' */
export function noticeVersionLabel(notice: { version: number; publishedAt: string | Date }): string {
  return `Sürüm ${notice.version} · ${dateFormat.format(new Date(notice.publishedAt))}`;
}
