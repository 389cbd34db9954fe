import type { SubmissionResult } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { BOOKING_MESSAGES } from '~/domain/booking-messages';
import { formatMinutes } from '~/domain/duration';
import { formatKurus } from '~/utils/money';
import type { MemberCard } from '~/routes/booking/wizard/wizard.server';
import type { SlotStepData } from '~/routes/booking/wizard/types';
import { Alert, MemberPhoto, StepHeading, Submit, WIZARD_ANCHOR } from './booking-ui';
import { DayPicker } from './day-picker';
import { MessageConsent } from './message-consent';
import { SlotList } from './slot-list';
import { FAIR_USE_TEXTS, MY_APPOINTMENTS } from '~/domain/fair-use';
import type { CodeStep } from '~/domain/phone-verification';
import { SELF_SERVICE_TEXTS } from '~/domain/self-service';

export const SUBMITTING_TEXT = 'Randevu Alınıyor...';

/** Where step 3's answer puts a message besides the form: the date, the time, the code, and the boxes (a code that could not be sent). */
type SlotMessages = { date: string; time: string; phoneCode: string; messageConsent: string };

/**
 * Step 3, 'Randevu Detayları': the chosen member (or 'Fark etmez'), the date (DayPicker), the
 * free start times (SlotList, or the waitlist offer on a full day), notes, the SMS / WhatsApp
 * opt-in and 'Randevu Al'. Without JavaScript, 'Saatleri Göster' or a day of the strip
 * re-renders the times; the wizard script does it on a date change and swaps in the regions.
 * The last answer's messages come from conform's reply (`lastResult`).
 */
export function SlotStep({
  member,
  items,
  durationMinutes,
  priceKurus,
  slotStep,
  today,
  lastDate,
  lastResult,
  typedDate,
  typedTime,
  notice,
  code,
  fairUse,
}: {
  /** null: 'Fark etmez – ilk müsait uzman' */
  member: MemberCard | null;
  items: string[];
  durationMinutes: number;
  priceKurus: number;
  slotStep: SlotStepData;
  today: string;
  lastDate: string;
  /** conform's reply to the step's last post (the form's message, the date's, the time's, the code's) */
  lastResult: SubmissionResult<string[]> | undefined;
  /** a refused date as typed (shown back with the message) */
  typedDate: string | null;
  /** the time chosen before the step was shown again (a code to type, a refusal) */
  typedTime: string | null;
  /** a word that is not an error (the code was sent) */
  notice: string | null;
  /** the one-time code of a ticked box (docs/decisions/0330) */
  code: CodeStep;
  /** the fair-use rule refused: the message links to Randevularım (docs/decisions/0333) */
  fairUse: boolean;
}) {
  const [form, fields] = useServerForm<SlotMessages>({ id: 'randevu-detaylari', lastResult });
  const message = form.errors?.[0] ?? null;
  const date = typedDate ?? slotStep.date;
  const dateMessage = fields.date.errors?.[0] ?? slotStep.dateMessage;

  return (
    <form method="post" action={`/contact?adim=3#${WIZARD_ANCHOR}`} noValidate className="space-y-6" data-wizard-form>
      <input type="hidden" name="step" value="3" />
      <input type="hidden" name="token" value={slotStep.token} />
      <StepHeading>Randevu Detayları</StepHeading>
      <Alert message={message && message !== dateMessage ? message : null}>
        {fairUse ? (
          <p className="mt-2">
            {FAIR_USE_TEXTS.seeYours}{' '}
            <a href={MY_APPOINTMENTS.path} className="font-semibold underline underline-offset-4">
              {MY_APPOINTMENTS.label}
            </a>
          </p>
        ) : null}
      </Alert>

      <ChoiceSummary member={member} items={items} durationMinutes={durationMinutes} priceKurus={priceKurus} />

      <DayPicker date={date} dateMessage={dateMessage} today={today} lastDate={lastDate} days={slotStep.days} />

      <SlotList
        date={date}
        slots={dateMessage ? [] : slotStep.slots}
        dayState={slotStep.dayState}
        dateRefused={!!dateMessage}
        waitlistChannels={slotStep.waitlistChannels}
        chosenTime={typedTime}
        timeError={fields.time.errors?.[0]}
      />

      <NotesField notes={slotStep.notes} />

      <MessageConsent
        channels={slotStep.messageChannels}
        checked={slotStep.messageConsent}
        code={code}
        notice={notice}
        consentError={fields.messageConsent.errors?.[0]}
        codeError={fields.phoneCode.errors?.[0]}
      />

      <p className="text-sm text-stone-300" data-cutoff-rule>
        {SELF_SERVICE_TEXTS.cutoffRule(slotStep.cutoffHours)}
      </p>

      <div className="flex flex-wrap justify-between gap-3 pt-2">
        <Submit name="back" label="Geri" />
        <Submit name="book" label="Randevu Al" primary pending={SUBMITTING_TEXT} />
      </div>
    </form>
  );
}

/** What is being booked: the member's photo and name (or 'Fark etmez'), the items, the duration and the price. */
function ChoiceSummary({
  member,
  items,
  durationMinutes,
  priceKurus,
}: {
  member: MemberCard | null;
  items: string[];
  durationMinutes: number;
  priceKurus: number;
}) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-line p-3">
      {member ? (
        <MemberPhoto imageUrl={member.imageUrl} size={80} sizes="80px" eager />
      ) : (
        <span aria-hidden="true" className="grid size-20 shrink-0 place-items-center rounded-2xl bg-stone-800 text-2xl">
          ✦
        </span>
      )}
      <div className="min-w-0 text-sm">
        <p className="font-medium text-stone-50">{member ? member.name : BOOKING_MESSAGES.anyMemberLabel}</p>
        {member ? <p className="text-xs text-stone-400">{member.specialization}</p> : null}
        <p className="mt-1 text-xs text-stone-300">
          {items.join(', ')} · {formatMinutes(durationMinutes)} · {formatKurus(priceKurus)}
        </p>
      </div>
    </div>
  );
}

/** The optional notes (kept in the draft on every press of the step). */
function NotesField({ notes }: { notes: string }) {
  return (
    <div>
      <label htmlFor="notes" className="block text-sm font-medium text-stone-200">
        Notlar <span className="font-normal text-stone-400">(isteğe bağlı)</span>
      </label>
      <textarea
        id="notes"
        name="notes"
        rows={3}
        maxLength={1000}
        defaultValue={notes}
        placeholder="Tasarım isteğiniz, alerjiniz veya bilmemiz gereken bir şey varsa yazabilirsiniz."
        className="mt-1.5 block w-full rounded-xl border border-line bg-black/40 px-4 py-2.5 text-base text-stone-50 placeholder:text-stone-500 focus:border-accent"
      />
    </div>
  );
}
