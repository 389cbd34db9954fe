/**
 * The create and edit form (admin spec sections 2, 3, 5 and 8). A plain POST form first:
 * without JavaScript the "Uygun Saatleri Göster" button asks the server for the day's slots,
 * and a conflict comes back as the 'Randevu Çakışması Tespit Edildi' dialog whose 'Yine de
 * Devam Et' posts the form again with override. With JavaScript the time-slot dialog loads
 * the slots (with who holds each one), and the inline warning ('Dolu Saat Seçildi' /
 * 'Çakışma Tespit Edildi') follows every change of member, date, time or services.
 *
 * Its parts, by what they show: the customer (customer-fields.tsx, customer-lookup.tsx), the
 * services (service-lines.tsx), who and when (schedule-fields.tsx, slot-dialog.tsx), the
 * details (detail-fields.tsx) and a stopped save (form-refusals.tsx).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { AdminSlot } from '~/domain/availability';
import { BOOKING_MESSAGES } from '~/domain/booking-messages';
import { selectionTotals } from '~/domain/selection';
import { answerView, type AppointmentFormAnswer, type AppointmentFormValues } from './form-values';
import type { FormChoices } from '~/models/appointments/overview.server';
import { Dialog } from '~/ui/admin/dialog';
import { useHydrated } from '~/ui/use-hydrated';
import { StaleNoticeBox, StaleValuesProvider } from '~/ui/admin/stale-notice';
import { useListBack } from './paths';
import { CustomerFields } from './customer-fields';
import { CustomerLookup, type CustomerLookupState } from './customer-lookup';
import { DetailFields } from './detail-fields';
import { useFieldMessages } from './field-messages';
import { availabilityParams, draftOf, readDraft, useConflictCount, type Draft } from './form-draft';
import { ConflictAnswer, FairUseBox } from './form-refusals';
import { DateField, InlineConflict, MemberField, TimeField } from './schedule-fields';
import { ServiceLines, type KeptLines } from './service-lines';
import { SlotDialog } from './slot-dialog';
import { FormAlert } from '~/ui/admin/form-alert';
import { useTypedBeforeHydration } from '~/ui/typed-before-hydration';

type Props = {
  mode: 'create' | 'edit';
  appointmentId: number | null;
  choices: FormChoices;
  initial: AppointmentFormValues;
  /** services and packages of the edited appointment that are no longer offered */
  keptLines?: KeptLines;
  today: string;
  answer: AppointmentFormAnswer | undefined;
  /** the desk's customer lookup (create only): the search and its matches (null: no search yet) */
  lookup?: CustomerLookupState;
};

export function AppointmentForm({ mode, appointmentId, choices, initial, keptLines, today, answer, lookup }: Props) {
  const back = useListBack();
  const hydrated = useHydrated();
  const submitting = useNavigation().state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  // what was typed or chosen before a slow tablet hydrated reaches the draft and the time (docs/decisions/0539)
  useTypedBeforeHydration(formRef);
  // conform's reply: what was typed, the message over the form, each field's message
  const view = useMemo(() => (answer ? answerView(answer) : null), [answer]);
  const values = view?.values ?? initial;
  // the version the form was loaded from: a live re-read of the screen must not move it on
  // silently (docs/decisions/0352); after a refused save the answer names the version now
  const [loadedVersion] = useState(initial.version);
  const version = view?.values.version || loadedVersion;
  const messages = useFieldMessages(view?.fieldErrors ?? {});

  const [draft, setDraft] = useState<Draft>(() => draftOf(values));
  const [time, setTime] = useState(values.time);
  const [slotDialog, setSlotDialog] = useState(false);
  const [picked, setPicked] = useState<AdminSlot | null>(null);
  const [conflictsDismissed, setConflictsDismissed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer from the server shows its conflicts again
  useEffect(() => setConflictsDismissed(false), [answer]);

  // totals of the chosen services and packages (the price default and the duration hint)
  const totals = useMemo(() => {
    const services = choices.groups.flatMap((g) => g.services).filter((s) => draft.serviceIds.includes(String(s.id)));
    const packages = choices.packages.filter((p) => draft.packageIds.includes(String(p.id)));
    return selectionTotals(services, packages);
  }, [choices, draft.serviceIds, draft.packageIds]);

  const conflictCount = useConflictCount(draft, time, appointmentId, hydrated);
  const pickedBusy = picked && picked.time === time.slice(0, 5) && picked.conflictInfo ? picked : null;

  const memberName = choices.members.find((m) => String(m.id) === draft.teamMemberId)?.name;
  const timeHint = !draft.date
    ? BOOKING_MESSAGES.chooseDateFirst
    : !draft.teamMemberId
      ? BOOKING_MESSAGES.chooseMemberFirst
      : null;
  const minDate = values.date && values.date < today && mode === 'edit' ? values.date : today;

  return (
    <Dialog headingLevel={2} title={mode === 'create' ? 'Yeni Randevu' : 'Randevuyu Düzenle'} closeTo={back} wide>
      {lookup ? <CustomerLookup initial={lookup} formRef={formRef} /> : null}
      <Form
        ref={formRef}
        method="post"
        noValidate
        preventScrollReset
        onChange={(event) => setDraft(readDraft(event.currentTarget))}
        className="grid gap-4 sm:grid-cols-2"
        aria-label={mode === 'create' ? 'Yeni randevu formu' : 'Randevu düzenleme formu'}
      >
        {view?.message ? <FormAlert className="sm:col-span-2">{view.message}</FormAlert> : null}
        {answer?.stale ? <StaleNoticeBox notice={answer.stale} /> : null}
        {mode === 'edit' && version ? <input type="hidden" name="version" value={version} /> : null}
        <StaleValuesProvider notice={answer?.stale ?? null}>
          <CustomerFields values={values} messages={messages} />
          <MemberField members={choices.members} value={values.teamMemberId} messages={messages} />
          <ServiceLines choices={choices} keptLines={keptLines} values={values} messages={messages} />
          <DateField value={values.date} min={minDate} messages={messages} />
          <TimeField
            values={values}
            slots={answer?.slots}
            time={time}
            onTime={setTime}
            hydrated={hydrated}
            hint={timeHint}
            onOpenSlots={() => setSlotDialog(true)}
            messages={messages}
          />
          <InlineConflict picked={pickedBusy} conflictCount={conflictCount} />
          <DetailFields values={values} totals={totals} messages={messages} />
        </StaleValuesProvider>

        <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
          <button type="submit" name="intent" value="save" className="btn-primary" disabled={submitting}>
            {submitting ? 'Kaydediliyor…' : mode === 'create' ? 'Randevu Oluştur' : 'Değişiklikleri Kaydet'}
          </button>
          <Link to={back} preventScrollReset className="btn-ghost">
            Vazgeç
          </Link>
        </div>

        {answer?.fairUse ? <FairUseBox fairUse={answer.fairUse} submitting={submitting} messages={messages} /> : null}
        {answer?.conflicts && !conflictsDismissed ? (
          <ConflictAnswer
            conflicts={answer.conflicts}
            hydrated={hydrated}
            onDismiss={() => setConflictsDismissed(true)}
          />
        ) : null}
      </Form>

      {slotDialog && !timeHint ? (
        <SlotDialog
          date={draft.date}
          memberName={memberName ?? ''}
          query={availabilityParams(draft, appointmentId)}
          current={time}
          onClose={() => setSlotDialog(false)}
          onPick={(slot) => {
            setTime(slot.time);
            setPicked(slot);
            setSlotDialog(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}
