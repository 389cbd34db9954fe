/** Calendar dates (`YYYY-MM-DD`, Istanbul wall time) written the Turkish way. */
const long = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const longWithDay = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long', timeZone: 'UTC' });

/** '2026-11-21' -> '21 Kasım 2026' (with weekday: '21 Kasım 2026 Cumartesi'); other input is returned as is. */
export function formatYmdTr(ymd: string, options: { weekday?: boolean } = {}): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) return ymd;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(date.getTime())) return ymd;
  return (options.weekday ? longWithDay : long).format(date);
}
