/**
 * How an appointment's block looks on the day and week views (issue 27, item 1;
 * docs/decisions/0375): the fill is the category's colour; the status is a pattern (pending:
 * hatched with a dashed edge; cancelled: grey, struck through) or a badge (✓ completed), and
 * the marks are badges (● Geldi, ₺ Ödendi, ⊘ Gelmedi; the kapora's K…, K✓, K↩, K⊘): never
 * colour alone. The legend below
 * the grid names the colours and the patterns.
 */
import { APPOINTMENT_STATUS, type AppointmentStatusValue } from '~/domain/appointment-status';
import { BLOCK_BADGES, BLOCK_STATUS_LEGEND, NO_CATEGORY, type CategoryColour } from '~/domain/category-colours';
import { DEPOSIT_BADGES, type DepositStatus } from '~/domain/deposit-states';
import { readableTextOn } from '~/utils/colors';
import type { BlockMarks } from '~/models/appointments/overview.server';

export type BlockLook = { className: string; style: React.CSSProperties; badges: { symbol: string; label: string }[] };

export function categoryOf(categories: readonly CategoryColour[], id: number): CategoryColour {
  return categories.find((c) => c.id === id) ?? { ...NO_CATEGORY };
}

/** The block's fill, pattern and badges. */
export function blockLook(
  status: AppointmentStatusValue,
  marks: BlockMarks,
  categories: readonly CategoryColour[],
): BlockLook {
  const badges: BlockLook['badges'] = [];
  if (status === 'completed') badges.push(BLOCK_BADGES.completed);
  if (marks.arrived && status !== 'completed') badges.push(BLOCK_BADGES.arrived);
  if (marks.sale === 'paid') badges.push(BLOCK_BADGES.paid);
  if (marks.sale === 'owed') badges.push({ symbol: '₺!', label: 'Kalan borç var' });
  if (marks.noShow) badges.push(BLOCK_BADGES.noShow);
  const kapora = marks.deposit ? DEPOSIT_BADGES[marks.deposit] : undefined;
  if (kapora) badges.push(kapora);
  if (status === 'cancelled') {
    return { className: 'border border-stone-600 bg-stone-800 text-stone-300 line-through', style: {}, badges };
  }
  const hex = categoryOf(categories, marks.categoryId).hex;
  const text = readableTextOn(hex);
  const stripe = text === '#0c0a09' ? 'rgb(255 255 255 / 0.5)' : 'rgb(0 0 0 / 0.45)';
  if (status === 'pending') {
    return {
      className: 'border-2 border-dashed',
      style: {
        backgroundColor: hex,
        backgroundImage: `repeating-linear-gradient(135deg, ${stripe} 0 5px, transparent 5px 11px)`,
        color: text,
        borderColor: text,
      },
      badges,
    };
  }
  return {
    className: status === 'completed' ? 'border-2 border-stone-900/70 shadow' : 'border border-black/30 shadow',
    style: { backgroundColor: hex, color: text },
    badges,
  };
}

/** The words a screen reader hears for the marks ('Geldi, Ödendi'). */
export function badgeWords(look: BlockLook): string {
  return look.badges.map((b) => b.label).join(', ');
}

/** The badges in front of the block's first line. */
export function BlockBadges({ look }: { look: BlockLook }) {
  if (look.badges.length === 0) return null;
  return (
    <span aria-hidden="true" className="mr-0.5 font-bold">
      {look.badges.map((b) => b.symbol).join('')}{' '}
    </span>
  );
}

/** Under the day and week views: the categories' colours shown that day or week, the patterns and the badges. */
export function BlockLegend({
  categories,
  used,
  deposits = [],
}: {
  categories: readonly CategoryColour[];
  used: ReadonlySet<number>;
  /** the kapora states of the blocks shown (their badges are explained only when present) */
  deposits?: readonly (DepositStatus | null)[];
}) {
  const kaporas = [
    ...new Map(
      deposits.flatMap((d) => {
        const badge = d ? DEPOSIT_BADGES[d] : undefined;
        return badge ? [[badge.label, badge] as const] : [];
      }),
    ).values(),
  ];
  const shown = [
    ...categories.filter((c) => used.has(c.id)),
    ...(used.has(NO_CATEGORY.id) ? [{ ...NO_CATEGORY }] : []),
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a legend of colours, not a set of form fields
    <div
      className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-stone-300"
      data-testid="calendar-legend"
      aria-label="Renk ve desen açıklaması"
      role="group"
    >
      {shown.map((c) => (
        <span key={c.id} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm border border-black/40" style={{ background: c.hex }} />
          {c.name}
        </span>
      ))}
      {shown.length ? (
        <span aria-hidden="true" className="text-stone-600">
          |
        </span>
      ) : null}
      {BLOCK_STATUS_LEGEND.map((s) => (
        <span key={s.key} className="inline-flex items-center gap-1.5">
          <LegendSwatch status={s.key} />
          {s.label}
        </span>
      ))}
      {Object.values(BLOCK_BADGES)
        .filter((b) => b.label !== APPOINTMENT_STATUS.completed.label)
        .map((b) => (
          <span key={b.label} className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="font-bold">
              {b.symbol}
            </span>
            {b.label}
          </span>
        ))}
      {kaporas.map((b) => (
        <span key={b.label} className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="font-bold">
            {b.symbol}
          </span>
          {b.label}
        </span>
      ))}
    </div>
  );
}

function LegendSwatch({ status }: { status: (typeof BLOCK_STATUS_LEGEND)[number]['key'] }) {
  const base = 'inline-block h-3 w-5 rounded-sm';
  if (status === 'pending')
    return (
      <span
        aria-hidden="true"
        className={`${base} border border-dashed border-stone-200`}
        style={{
          backgroundImage: 'repeating-linear-gradient(135deg, rgb(255 255 255 / 0.6) 0 3px, transparent 3px 6px)',
        }}
      />
    );
  if (status === 'cancelled')
    return <span aria-hidden="true" className={`${base} border border-stone-500 bg-stone-700`} />;
  if (status === 'completed')
    return (
      <span
        aria-hidden="true"
        className={`${base} border-2 border-stone-900 bg-stone-300 text-center text-[9px] leading-[8px] font-bold text-stone-900`}
      >
        ✓
      </span>
    );
  return <span aria-hidden="true" className={`${base} border border-black/40 bg-stone-300`} />;
}

/** A slot's line across its column: the hour stronger than the half hour. */
export const slotClass = (time: string) =>
  `absolute inset-x-0 border-t ${time.endsWith(':00') ? 'border-line/70' : 'border-line/30'}`;
