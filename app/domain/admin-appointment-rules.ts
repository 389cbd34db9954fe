/**
 * The admin's appointment form and calls (admin spec sections 3, 5 and 8): the texts of the
 * appointment screen and the zod schemas of create/edit (form and JSON alike), status
 * changes and moves. Field rules and messages come from booking-rules.ts (one place for the
 * e-mail, phone, id and notes rules); this module adds only what the admin has on top:
 * status, total price, customDuration and the conflict override.
 */
import { z } from 'zod';
import { ADMIN_APPOINTMENT_TEXTS, MAX_CUSTOM_DURATION } from './admin-appointment-texts';
import { APPOINTMENT_STATUS_VALUES, type AppointmentStatusValue } from './appointment-status';
import { BOOKING_MESSAGES, idField, idListField, slotSchema, walkInCustomerFields } from './booking-rules';
import type { StartRejection } from './availability';
import { istanbulClock, isValidDate, isValidTime, timeToMinutes } from './clock';
import { dayPlan, DEFAULT_CALENDAR, hoursOn, isDayOff, type StudioCalendar } from './hours';
import { liraToKurus } from '../utils/money';
import { overrideReasonSchema } from './fair-use';
import { versionFieldSchema } from './version-field';
import { NO_SHOW_MESSAGES } from './no-show';
import { PANEL_TEXTS } from './appointment-panel';

export { ADMIN_APPOINTMENT_TEXTS, errorWithReason, MAX_CUSTOM_DURATION } from './admin-appointment-texts';
/** The highest total price accepted (kuruş): ₺1.000.000. */
export const MAX_PRICE_KURUS = 100_000_000;

/** The spec's date rule: a value with a time part keeps the part before 'T'. */
export function normalizeDateInput(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().split('T')[0] : value;
}

/** The spec's time rule: 'HH:MM' possibly with seconds; only the first 5 characters are used. */
export function normalizeTimeInput(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().slice(0, 5) : value;
}

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const dateField = z.preprocess(
  (v) => (empty(v) ? undefined : normalizeDateInput(v)),
  z.string({ error: BOOKING_MESSAGES.requiredFields }).refine(isValidDate, BOOKING_MESSAGES.invalidDate),
);
const timeField = z.preprocess(
  (v) => (empty(v) ? undefined : normalizeTimeInput(v)),
  z.string({ error: BOOKING_MESSAGES.requiredFields }).refine(isValidTime, BOOKING_MESSAGES.invalidTime),
);

export const statusField = z.enum(APPOINTMENT_STATUS_VALUES, { error: ADMIN_APPOINTMENT_TEXTS.invalidStatus });

/** Lira as typed ('450', '450,50', 450.5); empty = null (the services' sum). Stored as kuruş. */
const priceField = z.preprocess(
  (v) => (empty(v) ? null : (liraToKurus(v) ?? Number.NaN)),
  z
    .number({ error: ADMIN_APPOINTMENT_TEXTS.invalidPrice })
    .int(ADMIN_APPOINTMENT_TEXTS.invalidPrice)
    .min(0, ADMIN_APPOINTMENT_TEXTS.invalidPrice)
    .max(MAX_PRICE_KURUS, ADMIN_APPOINTMENT_TEXTS.invalidPrice)
    .nullable(),
);

/** Whole minutes valid for this appointment only; empty = null (computed from the services). */
const customDurationField = z.preprocess(
  (v) =>
    empty(v)
      ? null
      : typeof v === 'string' && /^\s*\d{1,4}\s*$/.test(v)
        ? Number(v)
        : typeof v === 'number'
          ? v
          : Number.NaN,
  z
    .number({ error: ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration })
    .int(ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration)
    .min(1, ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration)
    .max(MAX_CUSTOM_DURATION, ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration)
    .nullable(),
);

/** A checkbox or button ('on', '1', 'true') or a JSON boolean. */
export const flagField = z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1', z.boolean());

/**
 * A booking made at the desk (the admin form, the day view's tap on a free slot, the admin JSON
 * API) is confirmed unless the person chooses otherwise (issue 27): the customer is in front
 * of the desk or on the phone, so there is nothing left to confirm. The customer's own
 * bookings (the wizard, the public API) stay pending.
 */
export const DESK_DEFAULT_STATUS: AppointmentStatusValue = 'confirmed';

/**
 * Create and edit, from the admin form or the JSON API (section 3's form draft). The
 * customer's name and the staff member are required; e-mail and phone are optional (a walk-in
 * needs a name only) and checked when given; `customerId` links a customer found by the
 * desk's lookup. The status defaults to DESK_DEFAULT_STATUS. Services and packages are optional
 * (an appointment without them lasts 60 minutes and shows 'Bilinmeyen Hizmet').
 * serviceNames and totalDuration a client may send are ignored: names, prices and durations
 * come from the database.
 */
export const adminAppointmentSchema = z
  .object({
    ...walkInCustomerFields(BOOKING_MESSAGES.requiredFields, BOOKING_MESSAGES.invalidEmailAdmin),
    /** the customer the desk's lookup found (empty: found or created by the contact details) */
    customerId: z
      .preprocess((v) => (empty(v) ? null : v), idField(ADMIN_APPOINTMENT_TEXTS.customerNotFound).nullable())
      .optional()
      .transform((v) => v ?? null),
    teamMemberId: idField(BOOKING_MESSAGES.memberRequired),
    serviceIds: idListField,
    packageIds: idListField,
    date: dateField,
    time: timeField,
    notes: slotSchema.shape.notes.optional().transform((v) => v ?? null),
    /** lira as typed or sent; empty = the sum of the services' prices */
    totalPrice: priceField.optional().transform((v) => v ?? null),
    status: z.preprocess((v) => (empty(v) ? DESK_DEFAULT_STATUS : v), statusField),
    customDuration: customDurationField.optional().transform((v) => v ?? null),
    /** the admin saw the conflicts and chose 'Yine de Devam Et' */
    override: flagField.optional().transform((v) => v === true),
    /**
     * The desk books past the fair-use rule (one person: no overlap, at most N open;
     * docs/decisions/0333) with this reason, kept on the appointment. Empty: the rule applies.
     */
    fairUseReason: z
      .preprocess((v) => (empty(v) ? undefined : v), overrideReasonSchema.optional())
      .transform((v) => v ?? null),
  })
  .transform(({ totalPrice, ...rest }) => ({ ...rest, totalPriceKurus: totalPrice }));
/** What the admin's writes take (`fairUseReason` may be left out by callers that build it by hand: no override). */
export type AdminAppointmentInput = Omit<z.infer<typeof adminAppointmentSchema>, 'fairUseReason'> & {
  fairUseReason?: string | null;
};

/** PUT .../status and the list's status form. */
export const statusChangeSchema = z.object({
  status: statusField,
  override: flagField.optional().transform((v) => v === true),
});

/** The drag move and the "move" form: date (optional: the same day), time and member (optional: the same member; a drop on another column of the day view). */
export const moveSchema = z.object({
  date: z.preprocess(
    (v) => (empty(v) ? undefined : normalizeDateInput(v)),
    z.string().refine(isValidDate, BOOKING_MESSAGES.invalidDate).optional(),
  ),
  time: timeField,
  teamMemberId: z.preprocess((v) => (empty(v) ? undefined : v), idField(BOOKING_MESSAGES.memberRequired).optional()),
});

/*
 * The forms of the appointment screen's dialogs and one-tap actions, as conform's
 * `parseWithZod` reads them (issue 25, item 3). Each carries the version the screen showed
 * (its hidden `version`; docs/decisions/0394): absent is no check, malformed is a 400.
 */

/** The list's, the panel's and the timeline's status form. */
export const statusFormSchema = statusChangeSchema.extend({ version: versionFieldSchema });

/** The version of the move form and of the form of create/edit: a malformed one is no check, as it always was (`submittedVersion`). */
export const lenientVersionFieldSchema = versionFieldSchema.catch(undefined);

/** The timeline's drop and the move form without JavaScript. */
export const moveFormSchema = moveSchema.extend({ version: lenientVersionFieldSchema });

/** A form that only confirms (delete): the version it was loaded with. */
export const versionOnlyFormSchema = z.object({ version: versionFieldSchema });

/** The note dialog: the note as typed (empty clears it; its length is checked by the write) and the version. */
export const noteFormSchema = z.object({
  notes: z
    .string()
    .optional()
    .transform((v) => v ?? ''),
  version: versionFieldSchema,
});

/** A mark set ('1') or cleared ('0'); anything else is refused with `message`. */
const markField = (message: string) => z.enum(['1', '0'], { error: message }).transform((v) => v === '1');

/** The 'Gelmedi' mark (`noShow`). */
export const noShowFormSchema = z.object({ noShow: markField(NO_SHOW_MESSAGES.invalid), version: versionFieldSchema });

/** The 'Geldi' mark (`arrived`). */
export const arrivedFormSchema = z.object({ arrived: markField(PANEL_TEXTS.invalidMark), version: versionFieldSchema });

export type ScheduleRejection = Extract<
  StartRejection,
  'closed-or-past-date' | 'closed-day' | 'closed-hours' | 'outside-hours'
>;

/**
 * Where the admin may put an appointment (create, edit, move): a new date not before today
 * (an appointment that keeps its date may stay in the past), an open day (hours that weekday,
 * no whole-day closure of the studio or of the member), and a start within that day's opening
 * hours and outside its closed hours. The length is the admin's call (customDuration may run
 * past closing or into a closure). Unchanged date and time always pass (an appointment booked
 * before a closure was added stays editable), unless it moves to another member, whose own
 * hours and breaks (hours.ts) then apply. Null when allowed.
 */
export function adminScheduleRejection(
  target: { date: string; time: string },
  now: Date,
  previous?: { date: string; time: string; teamMemberId?: number | null } | null,
  calendar: StudioCalendar = DEFAULT_CALENDAR,
  memberId?: number | null,
): ScheduleRejection | null {
  const sameMember = previous?.teamMemberId === undefined || previous.teamMemberId === (memberId ?? null);
  if (previous && previous.date === target.date && previous.time === target.time && sameMember) return null;
  if (target.date < istanbulClock(now).date && target.date !== previous?.date) return 'closed-or-past-date';
  if (!hoursOn(target.date, calendar.weekly)) return 'closed-or-past-date';
  const plan = dayPlan(target.date, calendar, memberId);
  if (!plan) return isDayOff(target.date, calendar, memberId) ? 'closed-day' : 'closed-or-past-date';
  const start = timeToMinutes(target.time);
  if (start < plan.open || start >= plan.close) return 'outside-hours';
  const inClosure = plan.blocked.some((b) => start >= b.start && start < b.end);
  return inClosure ? 'closed-hours' : null;
}
