import wizardScript from '~/routes/booking/wizard/wizard.js?url';
import { BOOKING_MESSAGES } from '~/domain/booking-messages';
import { bookingReceivedPromise, wizardIntro } from '~/domain/customer-promises';
import { MY_BOOKINGS_PATH } from '~/domain/my-bookings';
import { SELF_SERVICE_TEXTS } from '~/domain/self-service';
import { formatTurkishDate } from '~/domain/clock';
import { formatMinutes } from '~/domain/duration';
import { formatKurus } from '~/utils/money';
import { replyFor } from '~/utils/form-reply';
import type { WizardData, WizardReply, WizardStep } from '~/routes/booking/wizard/types';
import { ContactBlock } from '../../../ui/contact-block';
import { WIZARD_ANCHOR } from './booking-ui';
import { BookingWhatsApp } from './booking-whatsapp';
import { PersonalStep } from './personal-step';
import { CHECKING_TEXT, SelectionStep } from './selection-step';
import { SlotStep } from './slot-step';

export const STEP_LABELS = ['Kişisel Bilgiler', 'Hizmet & Ekip Üyesi', 'Randevu Detayları'] as const;

/**
 * The wizard as server markup. app/routes/booking/wizard/wizard.js (a few KB, no framework) enhances it:
 * it posts the forms with fetch and swaps in the server's answer (`data-wizard` whole,
 * `data-region` parts), so the page never loads React Router's runtime (decision 0100).
 */
export function BookingWizard({ data, actionResult }: { data: WizardData; actionResult: WizardReply | null }) {
  const result = actionResult && actionResult.step === data.step ? actionResult : null;
  const member = data.selection.anyMember
    ? null
    : (data.review?.members.find((m) => m.id === data.selection.teamMemberId) ?? null);
  const itemNames = [
    ...data.selection.serviceIds.flatMap(
      (id) => data.catalog.groups.flatMap((g) => g.services).find((s) => s.id === id)?.name ?? [],
    ),
    ...data.selection.packageIds.flatMap((id) => data.catalog.packages.find((p) => p.id === id)?.name ?? []),
  ];

  return (
    <section
      className="container-page py-10 sm:py-16"
      data-wizard
      data-step={data.step}
      data-connection-message={BOOKING_MESSAGES.connectionError}
      data-checking-message={CHECKING_TEXT}
    >
      <h1 className="section-title">RANDEVU AL</h1>
      <p className="mt-3 max-w-2xl text-stone-300">{wizardIntro(data.channels)}</p>
      <div className="mt-8 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div
          id={WIZARD_ANCHOR}
          className="min-w-0 scroll-mt-20 rounded-3xl border border-line bg-white/[0.03] p-4 sm:p-8"
        >
          <StepIndicator step={data.step} />
          <div className="mt-6">
            {data.step === 1 && data.notice ? (
              <PersonalStep
                notice={data.notice}
                saved={data.personal}
                lastResult={replyFor(result ?? undefined, 'personal')}
              />
            ) : null}
            {data.step === 2 && data.review ? (
              <SelectionStep
                catalog={data.catalog}
                selection={result?.kept?.selection ?? data.selection}
                review={result?.kept?.review ?? data.review}
                today={data.today}
                lastResult={replyFor(result ?? undefined, 'selection')}
                offer={result?.offer ?? null}
              />
            ) : null}
            {data.step === 3 && data.slotStep && data.review ? (
              <SlotStep
                member={member}
                items={itemNames}
                durationMinutes={data.review.durationMinutes}
                priceKurus={data.review.priceKurus}
                slotStep={{
                  ...data.slotStep,
                  token: result?.token ?? data.slotStep.token,
                  messageConsent: result?.consent ?? data.slotStep.messageConsent,
                }}
                today={data.today}
                lastDate={data.lastDate}
                lastResult={replyFor(result ?? undefined, 'slot')}
                typedDate={result?.values?.date ?? null}
                typedTime={result?.values?.time ?? null}
                notice={result?.notice ?? null}
                code={result?.code ?? data.slotStep.code}
                fairUse={result?.fairUse ?? false}
              />
            ) : null}
          </div>
        </div>
        <ContactBlock hours={data.hours} />
      </div>
      {data.booked ? <SuccessDialog booked={data.booked} /> : null}
      <script src={wizardScript} defer />
    </section>
  );
}

function StepIndicator({ step }: { step: WizardStep }) {
  return (
    <ol aria-label="Randevu adımları" className="grid grid-cols-3 gap-2">
      {STEP_LABELS.map((label, i) => {
        const n = i + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:text-left"
          >
            <span
              className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold ${state === 'current' ? 'bg-accent text-ink' : state === 'done' ? 'border border-accent text-accent' : 'border border-line text-stone-400'}`}
            >
              {state === 'done' ? <span aria-hidden="true">✓</span> : n}
              {state === 'done' ? <span className="sr-only">{n} (tamamlandı)</span> : null}
            </span>
            <span
              className={`text-xs leading-tight sm:text-sm ${state === 'current' ? 'text-stone-50' : 'text-stone-400'}`}
            >
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * After booking: what was booked, what she will be told and by what (the channels of this
 * booking, or the studio's call), the cut-off rule, her page's link to keep (shown in full to
 * copy: the dialog is the one place it appears on screen) and the calendar file.
 */
function SuccessDialog({ booked }: { booked: NonNullable<WizardData['booked']> }) {
  return (
    // one column no wider than the screen (minmax(0,1fr)): on a 360 px phone the link field and
    // 'Kopyala' shrink into it instead of widening the dialog past the edge (issue 36)
    <div
      className="fixed inset-0 z-50 grid grid-cols-[minmax(0,1fr)] place-items-center overflow-y-auto bg-black/80 p-4"
      data-success
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="basari-baslik"
        aria-describedby="basari-metin"
        className="w-full max-w-md rounded-3xl border border-line bg-[#111113] p-6 text-center shadow-2xl sm:p-8"
      >
        <p className="text-4xl" aria-hidden="true">
          💅
        </p>
        <h2 id="basari-baslik" className="mt-3 text-xl font-semibold text-stone-50">
          {BOOKING_MESSAGES.success}
        </h2>
        <div id="basari-metin" className="mt-4 space-y-1 text-sm text-stone-300">
          <p className="text-stone-100">
            {formatTurkishDate(booked.date)} · {booked.time}
          </p>
          {booked.memberName ? <p>{booked.memberName}</p> : null}
          <p>{booked.items.join(', ')}</p>
          <p>
            {formatMinutes(booked.durationMinutes)} · {formatKurus(booked.totalPriceKurus)}
          </p>
          <p className="pt-3 text-stone-200" data-promise>
            {bookingReceivedPromise(booked.channels ?? [])}
          </p>
          <p className="text-xs text-stone-400">{SELF_SERVICE_TEXTS.cutoffRule(booked.cutoffHours)}</p>
        </div>
        <a
          href={`data:text/calendar;charset=utf-8,${encodeURIComponent(booked.ics)}`}
          download="randevu.ics"
          className="btn-ghost mt-4 w-full"
        >
          Takvime ekle
        </a>
        {booked.managePath ? (
          <a href={booked.managePath} className="mt-4 inline-block text-sm text-accent underline underline-offset-4">
            Randevunuzu görüntüleyin, iptal edin veya değiştirin
          </a>
        ) : null}
        {booked.manageUrl ? (
          <div className="mt-4 text-left">
            <label htmlFor="randevu-baglantisi" className="block text-xs text-stone-400">
              Randevu bağlantınız: saklayın, kimseyle paylaşmayın
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id="randevu-baglantisi"
                type="url"
                readOnly
                value={booked.manageUrl}
                className="min-h-11 min-w-0 flex-1 rounded-xl border border-line bg-black/40 px-3 text-sm text-stone-100"
                data-copy-source
              />
              <button
                type="button"
                className="btn-ghost shrink-0 px-4"
                data-copy="randevu-baglantisi"
                data-copied-text="Kopyalandı"
                hidden
              >
                Kopyala
              </button>
            </div>
            <p className="mt-1 text-xs text-stone-400">
              Bağlantıyı kaybederseniz{' '}
              <a href={MY_BOOKINGS_PATH} className="underline underline-offset-4">
                Randevularım
              </a>{' '}
              sayfasından yeniden isteyebilirsiniz.
            </p>
          </div>
        ) : null}
        <BookingWhatsApp booked={booked} />
        <a href="/contact" className="btn-primary mt-6 w-full" data-success-ok>
          Tamam
        </a>
      </div>
    </div>
  );
}
