/**
 * The waitlist of a full day (docs/decisions/0206-waitlist.md). When the chosen day has no
 * fitting start on step 3 of the wizard, the customer can leave the selection, the member (or
 * 'Fark etmez'), the day, the contact and the consent to be told. When a cancellation or a
 * move frees a start that fits an entry's selection, the entries of that day are told in the
 * order they joined, each once per freed start; booking follows the normal rules, so the first
 * to book wins. Pure: `now` is a parameter.
 */
import { z } from 'zod';
import { customerFields, idListField } from './booking-rules';
import { BOOKING_MESSAGES } from './booking-messages';
import { horizonEnd, isConflictingOverlap, overlapMinutes, type Slot } from './availability';
import { isValidDate, isValidTime, istanbulClock, timeToMinutes } from './clock';
import { WAITLIST_TEXTS } from './waitlist-texts';

export { WAITLIST_TEXTS };

/**
 * 'Randevu ver' on the day view's waitlist (docs/decisions/0372): the offered start, and its
 * member (anything but a positive id: none, the entry's own choice decides).
 */
export const waitlistBookSchema = z.object({
  time: z.string({ error: WAITLIST_TEXTS.chooseTime }).refine(isValidTime, WAITLIST_TEXTS.chooseTime),
  teamMemberId: z.preprocess((v) => {
    const id = Number(v);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  }, z.number().nullable()),
});

const checkbox = z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1', z.boolean());

/**
 * The join form (and anything posting to it): the selection and member as the wizard had
 * them, the day, the contact with the booking's rules, and the consent (not pre-ticked).
 * `teamMemberId`: a member's id or 'any'.
 */
export const waitlistJoinSchema = z
  .object({
    ...customerFields(WAITLIST_TEXTS.required),
    date: z.string({ error: WAITLIST_TEXTS.invalidDay }).refine(isValidDate, WAITLIST_TEXTS.invalidDay),
    serviceIds: idListField,
    packageIds: idListField,
    teamMemberId: z.union(
      [
        z.literal('any'),
        z
          .string()
          .regex(/^\d{1,9}$/, WAITLIST_TEXTS.invalidMember)
          .transform(Number),
      ],
      { error: BOOKING_MESSAGES.memberRequired },
    ),
    consent: checkbox.refine((v) => v, WAITLIST_TEXTS.consentRequired),
  })
  .refine((v) => v.serviceIds.length + v.packageIds.length > 0, {
    message: BOOKING_MESSAGES.selectionRequired,
    path: ['serviceIds'],
  });
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;

/** The confirmation button's form: the token of the e-mail's link (an empty one confirms nothing). */
export const waitlistConfirmSchema = z.object({ token: z.string().default('') });

/** The page's address with the confirmation link's token (the same page: GET shows the button, POST confirms). */
export function waitlistConfirmPath(token: string): string {
  return `/contact/bekleme-listesi?onay=${encodeURIComponent(token)}`;
}

/** A day one can wait for: today up to the booking horizon. */
export function isWaitlistDay(date: string, now: Date): boolean {
  return isValidDate(date) && date >= istanbulClock(now).date && date <= horizonEnd(now);
}

/** The outbox dedupe key of one notice: an entry is told once per freed start. */
export function waitlistDedupeKey(entryId: number, freed: { id: number; date: string; time: string }): string {
  return `waitlist-slot-freed:${entryId}:${freed.id}:${freed.date}T${freed.time}`;
}

/**
 * The start a freed appointment makes possible for a selection of `durationMinutes`: the
 * earliest available start (today's past starts left out) whose time would have clashed with
 * the freed appointment. Null: the freed time does not fit this selection.
 */
export function fittingStart(
  slots: readonly Slot[],
  freed: { time: string; durationMinutes: number },
  durationMinutes: number,
  now: Date,
  date: string,
): string | null {
  const clock = istanbulClock(now);
  const freedStart = timeToMinutes(freed.time);
  for (const s of slots) {
    if (!s.available) continue;
    if (date === clock.date && s.time <= clock.time) continue;
    if (isConflictingOverlap(overlapMinutes(timeToMinutes(s.time), durationMinutes, freedStart, freed.durationMinutes)))
      return s.time;
  }
  return null;
}
