/**
 * What the booking wizard's route hands to its screens: the loader's data per step and the
 * action's answer. Its own file so the step components never import the route module.
 */
import type { Slot, StripDayState } from '~/domain/availability';
import type { CustomerChannel, PhoneChannel } from '~/domain/message-topics';
import type { CodeStep } from '~/domain/phone-verification';
import type { FormReply } from '~/utils/form-reply';
import type { BookedSummary, DraftSelection } from './draft.server';
import type { WizardNotice } from './kvkk-notice';
import type { MemberCard, WizardCatalog } from './wizard.server';

export type WizardStep = 1 | 2 | 3;
export type StepReview = { message: string | null; durationMinutes: number; priceKurus: number; members: MemberCard[] };
export type SlotStepData = {
  date: string;
  dateMessage: string | null;
  /** today's past starts left out */
  slots: Slot[];
  /** the next 14 days from today: a free start for the selection, full ('dolu') or closed ('kapalı') */
  days: { date: string; state: StripDayState }[];
  /** the chosen date read the same way (a closed day, e.g. today after its last start, offers no waitlist) */
  dayState: StripDayState;
  notes: string;
  token: string;
  /** the self-service cut-off (hours before the start), said before booking */
  cutoffHours: number;
  /** the channels a waitlist notice goes by (the offer on a full day says them) */
  waitlistChannels: CustomerChannel[];
  /** the phone channels the studio has switched on (their opt-in boxes), and the boxes as last sent */
  messageChannels: PhoneChannel[];
  messageConsent: Record<PhoneChannel, boolean>;
  /** the one-time code of a ticked box (docs/decisions/0330): none, sent (the code field), or the phone proved */
  code: CodeStep;
};
export type WizardData = {
  step: WizardStep;
  /** the booking just made (flash): the success dialog, with its calendar file, its page's full address and the cut-off rule */
  booked: (BookedSummary & { ics: string; cutoffHours: number; manageUrl: string | null }) | null;
  /** the channels that tell a customer her booking is confirmed (the intro's promise; SMS / WhatsApp need her opt-in) */
  channels: CustomerChannel[];
  today: string;
  /** the last date of the booking horizon (60 days) */
  lastDate: string;
  /** the contact block's opening-hours lines (studio calendar) */
  hours: { label: string; hours: string }[];
  personal: { customerName: string; customerEmail: string; customerPhone: string; kvkkConsent: boolean } | null;
  /** step 1: the privacy notice to accept (current version) */
  notice: WizardNotice | null;
  catalog: WizardCatalog;
  selection: DraftSelection;
  /** step 2 and 3: the selection checked, its totals and the members who can serve it */
  review: StepReview | null;
  /** step 3 */
  slotStep: SlotStepData | null;
};
/**
 * The answer of a step's post that does not redirect: conform's reply to the step's form
 * (`intent`: 'personal', 'selection' or 'slot'; the Turkish message on the form, the field's
 * under the field, what was typed) and what the step needs besides to be shown again.
 */
export type WizardReply = FormReply & {
  step: WizardStep;
  /** step 3: the date as typed or picked (a refused one is shown back) and the time chosen */
  values?: { date: string; time?: string };
  /** step 2: the package that covers both categories the lock kept apart */
  offer?: { id: number; name: string } | null;
  /** step 2 after a lock refusal: what stays chosen and its members (the loader still sees the request's cookie) */
  kept?: { selection: DraftSelection; review: StepReview };
  /** step 3: a word that is not an error ('Telefonunuza … kod gönderdik') */
  notice?: string | null;
  /** step 3: the code field's state after this post (the loader still sees the request's cookie) */
  code?: CodeStep;
  /** step 3: the fair-use rule refused (docs/decisions/0333): the message links to Randevularım */
  fairUse?: boolean;
  /** step 3: a new one-time token (the old one went with another booking) */
  token?: string;
  /** step 3: the SMS / WhatsApp boxes as sent with this post */
  consent?: { sms: boolean; whatsapp: boolean };
};
