/**
 * A "Geçmiş" list (issue 26 item 3; docs/decisions/0390): one line per history row in the
 * order given (an appointment's oldest first, a customer card's newest first): when, what ('Online randevu alındı (IP 203.0.113.7)', 'Elif taşıdı: Saat: 14:00 →
 * 15:30', 'Hatırlatma SMS ile gönderildi', 'Gelmedi işaretlendi: Elif'). The appointment's
 * dialog and the customer card show it; plain HTML, no JavaScript needed.
 */
import { formatTurkishDateTime } from '~/domain/clock';
import type { HistoryLine } from '~/domain/audit';

export const HISTORY_EMPTY = 'Henüz kayıtlı bir değişiklik yok.';

export function HistoryList({
  lines,
  label,
  showRecord = false,
}: {
  lines: readonly HistoryLine[];
  label: string;
  showRecord?: boolean;
}) {
  if (lines.length === 0) return <p className="text-sm text-stone-400">{HISTORY_EMPTY}</p>;
  return (
    <ol className="space-y-2" aria-label={label} data-testid="history-list">
      {lines.map((line) => (
        <li
          key={line.id}
          className="rounded-xl border border-line bg-stone-950/60 px-3 py-2 text-sm"
          data-testid="history-line"
        >
          <p className="text-xs text-stone-400">
            <time dateTime={line.at}>{formatTurkishDateTime(new Date(line.at))}</time>
            {showRecord ? (
              <span>
                {' '}
                · {line.entityName}
                {line.entityId ? ` #${line.entityId}` : ''}
              </span>
            ) : null}
          </p>
          <p className="mt-0.5 whitespace-pre-wrap text-stone-100">{line.text}</p>
        </li>
      ))}
    </ol>
  );
}
