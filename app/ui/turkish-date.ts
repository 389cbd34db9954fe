/** Calendar dates (`YYYY-MM-DD`, Istanbul wall time) written the Turkish way, for screens that may hold anything. */
import { formatTurkishDate, formatTurkishDay, isValidDate } from '~/domain/clock';

/** '2026-11-21' -> '21 Kasım 2026' (with weekday: '21 Kasım 2026 Cumartesi'); other input is returned as is. */
export function formatYmdTr(ymd: string, options: { weekday?: boolean } = {}): string {
  if (!isValidDate(ymd)) return ymd;
  return options.weekday ? formatTurkishDate(ymd) : formatTurkishDay(ymd);
}
