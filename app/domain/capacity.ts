/**
 * Appointment capacity per slot: how many appointments one team member may take in the same
 * hour slot. A setting (`appointment_capacity_per_slot`), 1 to 10, default 1.
 *
 * ONE rule for every reader and writer (docs/decisions/0150-settings-registry.md): the
 * settings screen's form, the generic settings API and the stored text all go through
 * `capacityValueSchema`; stored text it refuses (e.g. "15" written by hand) reads as the
 * default, on the booking side, the admin side and the settings screen alike.
 */
import { z } from 'zod';
import { wholeNumberText } from './form-fields';

export const CAPACITY_SETTING_KEY = 'appointment_capacity_per_slot';
export const MIN_CAPACITY = 1;
export const MAX_CAPACITY = 10;
export const DEFAULT_CAPACITY = 1;

export const CAPACITY_MESSAGE = `Kapasite ${MIN_CAPACITY} ile ${MAX_CAPACITY} arasında bir tam sayı olmalıdır`;
export const CAPACITY_SAVED_MESSAGE = 'Randevu ayarları başarıyla güncellendi!';

/** The capacity as text (a form field, an API value as text, the stored setting): a whole number 1-10. */
export const capacityValueSchema = wholeNumberText(MIN_CAPACITY, MAX_CAPACITY, CAPACITY_MESSAGE);

/** The settings screen's capacity form. */
export const capacitySchema = z.object({ capacity: capacityValueSchema });
