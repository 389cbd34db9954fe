/**
 * Turkish date texts for messages and the survey page. Istanbul keeps UTC+03:00 all year.
 * (Interim: replaced by app/domain/clock.ts of the booking work once merged.)
 */
const MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'] as const;
const WEEKDAYS = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'] as const;

/** '2026-11-21' -> '21 Kasım 2026 Cumartesi' */
export function formatTurkishDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${WEEKDAYS[d.getUTCDay()]}`;
}

/** The Istanbul wall date and time of an instant: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function istanbulWallTime(instant: Date): { date: string; time: string } {
  const iso = new Date(instant.getTime() + 3 * 3_600_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The instant of an Istanbul wall date and time. */
export function instantOf(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time}:00+03:00`);
}

/** An instant as '8 Aralık 2026 Salı, 10:00' (Istanbul time). */
export function formatTurkishDateTime(instant: Date): string {
  const { date, time } = istanbulWallTime(instant);
  return `${formatTurkishDate(date)}, ${time}`;
}
