/**
 * The report's charts: plain SVG drawn on the server from a report table (no script, no
 * library; docs/decisions/0211-report-charts.md). Columns for a series over time or a week's
 * days, horizontal bars for named rows. The numbers stay in the table beside the chart, so
 * the picture is a summary for the eye; the SVG names itself for screen readers and prints
 * in black on white.
 */
import { formatCell, type ReportTable } from '~/domain/reports';

const WIDTH = 400;
const FONT = 12;

function values(table: ReportTable): { label: string; value: number; text: string }[] {
  const kind = table.columns[table.chart.column]!.kind;
  return table.rows.map((row) => {
    const raw = row[table.chart.column];
    return {
      label: String(row[0] ?? ''),
      value: typeof raw === 'number' ? raw : 0,
      text: formatCell(raw ?? null, kind),
    };
  });
}

/** Every how many labels one is written under the columns (so they do not overlap). */
function labelStep(columnWidth: number, longest: number): number {
  const needed = longest * FONT * 0.55 + 6;
  return Math.max(1, Math.ceil(needed / columnWidth));
}

function Columns({ table }: { table: ReportTable }) {
  const items = values(table);
  const height = 220;
  const top = 12;
  const bottom = 36;
  const plot = height - top - bottom;
  const max = Math.max(...items.map((i) => i.value), 0);
  const slot = WIDTH / Math.max(items.length, 1);
  const bar = Math.max(2, slot * 0.7);
  const longest = Math.max(...items.map((i) => i.label.length), 1);
  const step = labelStep(slot, Math.min(longest, 14));
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-label={`${table.title} grafiği; sayılar yandaki tabloda`}
      fontSize={FONT}
    >
      <line x1={0} x2={WIDTH} y1={top + plot} y2={top + plot} stroke="currentColor" strokeOpacity={0.4} />
      {items.map((item, i) => {
        const h = max > 0 ? (item.value / max) * plot : 0;
        const x = i * slot + (slot - bar) / 2;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
          <g key={i}>
            <rect
              x={x}
              y={top + plot - h}
              width={bar}
              height={h}
              rx={Math.min(3, bar / 3)}
              className="fill-accent print:fill-stone-700"
            >
              <title>{`${item.label}: ${item.text}`}</title>
            </rect>
            {i % step === 0 ? (
              <text
                x={i === 0 && slot < 40 ? 0 : i * slot + slot / 2}
                y={height - bottom + 16}
                textAnchor={i === 0 && slot < 40 ? 'start' : 'middle'}
                fill="currentColor"
              >
                {shortLabel(item.label)}
              </text>
            ) : null}
          </g>
        );
      })}
      {max > 0 ? (
        <text x={WIDTH} y={top - 2} textAnchor="end" fill="currentColor" fillOpacity={0.8}>
          {`en yüksek: ${items.find((i) => i.value === max)!.text}`}
        </text>
      ) : (
        <text x={WIDTH / 2} y={top + plot / 2} textAnchor="middle" fill="currentColor">
          Bu dönemde veri yok
        </text>
      )}
    </svg>
  );
}

/** '24 Kas 2026 haftası' -> '24 Kas'; 'Kasım 2026' -> 'Kas 26'; 'Pazartesi' -> 'Pzt'. */
function shortLabel(label: string): string {
  const day = /^(\d{1,2}) (\S{3})/.exec(label);
  if (day) return `${day[1]} ${day[2]}`;
  const month = /^(\S{3})\S* (\d{2})(\d{2})$/.exec(label);
  if (month) return `${month[1]} ${month[3]}`;
  const weekdays: Record<string, string> = {
    Pazartesi: 'Pzt',
    Salı: 'Sal',
    Çarşamba: 'Çar',
    Perşembe: 'Per',
    Cuma: 'Cum',
    Cumartesi: 'Cmt',
    Pazar: 'Paz',
  };
  return weekdays[label] ?? label;
}

function Bars({ table }: { table: ReportTable }) {
  const items = values(table);
  const row = 40;
  const height = Math.max(row, items.length * row) + 4;
  const max = Math.max(...items.map((i) => i.value), 0);
  const isShare = table.columns[table.chart.column]!.kind === 'percent';
  // a share is drawn against 100 %, other figures against the largest
  const scale = isShare ? Math.max(1, max) : max;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-label={`${table.title} grafiği; sayılar yandaki tabloda`}
      fontSize={FONT}
    >
      {items.length === 0 ? (
        <text x={WIDTH / 2} y={row / 2 + 4} textAnchor="middle" fill="currentColor">
          Bu dönemde veri yok
        </text>
      ) : null}
      {items.map((item, i) => {
        const w = scale > 0 ? (item.value / scale) * WIDTH : 0;
        const y = i * row;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
          <g key={i}>
            <text x={0} y={y + 13} fill="currentColor">
              {item.label.length > 34 ? `${item.label.slice(0, 33)}…` : item.label}
            </text>
            <text x={WIDTH} y={y + 13} textAnchor="end" fill="currentColor" className="tabular-nums">
              {item.text}
            </text>
            <rect x={0} y={y + 18} width={WIDTH} height={14} rx={4} fill="currentColor" fillOpacity={0.12} />
            <rect
              x={0}
              y={y + 18}
              width={Math.max(w, item.value > 0 ? 2 : 0)}
              height={14}
              rx={4}
              className="fill-accent print:fill-stone-700"
            >
              <title>{`${item.label}: ${item.text}`}</title>
            </rect>
          </g>
        );
      })}
    </svg>
  );
}

export function ReportChart({ table }: { table: ReportTable }) {
  return table.chart.shape === 'columns' ? <Columns table={table} /> : <Bars table={table} />;
}
