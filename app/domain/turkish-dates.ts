import { formatTurkishDate, istanbulClock } from './clock';

/** An instant as '8 Aralık 2026 Salı, 10:00' (Istanbul wall time): survey expiry, completion. */
export function formatTurkishDateTime(instant: Date): string {
  const { date, time } = istanbulClock(instant);
  return `${formatTurkishDate(date)}, ${time}`;
}
