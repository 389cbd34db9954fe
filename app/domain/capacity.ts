/**
 * Appointment capacity per slot: how many appointments one team member may take in the same
 * hour slot. A setting (`appointment_capacity_per_slot`), 1 to 10, default 1.
 */
import { z } from 'zod';

export const CAPACITY_SETTING_KEY = 'appointment_capacity_per_slot';
export const MIN_CAPACITY = 1;
export const MAX_CAPACITY = 10;
export const DEFAULT_CAPACITY = 1;

export const CAPACITY_MESSAGE = `Kapasite ${MIN_CAPACITY} ile ${MAX_CAPACITY} arasında bir tam sayı olmalıdır`;
export const CAPACITY_SAVED_MESSAGE = 'Randevu ayarları başarıyla güncellendi!';

export const capacitySchema = z.object({
  capacity: z.coerce.number({ error: CAPACITY_MESSAGE }).int(CAPACITY_MESSAGE).min(MIN_CAPACITY, CAPACITY_MESSAGE).max(MAX_CAPACITY, CAPACITY_MESSAGE),
});

/** The stored text of the setting as a capacity; anything unusable is the default. */
export function parseCapacity(value: string | null | undefined): number {
  if (value == null || !/^\s*\d+\s*$/.test(value)) return DEFAULT_CAPACITY;
  const n = Number(value);
  return n >= MIN_CAPACITY && n <= MAX_CAPACITY ? n : DEFAULT_CAPACITY;
}

/** Whether a value may be stored as the capacity (for the generic settings API). */
export function isValidCapacity(value: unknown): boolean {
  return capacitySchema.safeParse({ capacity: value }).success && String(value).trim() !== '';
}
