/**
 * The appointment form's when and who: the member, the date, the time (typed, picked in the
 * time-slot dialog with JavaScript, or chosen from the day's slots the server lists without
 * it), and the inline warning of a taken time.
 */
import { ADMIN_APPOINTMENT_TEXTS } from '~/domain/admin-appointment-texts';
import type { AdminSlot } from '~/domain/availability';
import { conflictCountMessage, slotTakenMessage } from '~/domain/booking-messages';
import type { FormChoices } from '~/models/appointments/overview.server';
import { formatYmdTr } from '~/ui/turkish-date';
import { inputClass, type FieldMessages } from './field-messages';
import { slotHolder } from './slot-dialog';

export function MemberField({
  members,
  value,
  messages: m,
}: {
  members: FormChoices['members'];
  value: string;
  messages: FieldMessages;
}) {
  return (
    <label className="text-sm font-medium">
      Çalışan
      <select name="teamMemberId" defaultValue={value} className={inputClass} {...m.described('teamMemberId')}>
        <option value="">Çalışan seçin</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name} — {member.specialization}
          </option>
        ))}
      </select>
      {m.error('teamMemberId')}
    </label>
  );
}

export function DateField({ value, min, messages: m }: { value: string; min: string; messages: FieldMessages }) {
  return (
    <label className="text-sm font-medium">
      Tarih
      <input type="date" name="date" min={min} defaultValue={value} className={inputClass} {...m.described('date')} />
      {m.error('date')}
    </label>
  );
}

type TimeFieldProps = {
  /** the date the server's slots are of, and the time chosen before */
  values: { date: string; time: string };
  /** without JavaScript, "Uygun Saatleri Göster"'s answer: the day's slots */
  slots: AdminSlot[] | undefined;
  time: string;
  onTime: (time: string) => void;
  hydrated: boolean;
  /** why the time-slot dialog cannot open yet ('Önce tarih seçin'), or null */
  hint: string | null;
  onOpenSlots: () => void;
  messages: FieldMessages;
};

export function TimeField({ values, slots, time, onTime, hydrated, hint, onOpenSlots, messages: m }: TimeFieldProps) {
  return (
    <div className="text-sm font-medium">
      {slots ? (
        <fieldset>
          <legend>Saat ({values.date ? formatYmdTr(values.date) : ''})</legend>
          {slots.length === 0 ? <p className="mt-1 text-stone-400">Bu gün için saat yok (kapalı gün).</p> : null}
          <ul className="mt-1 grid max-h-64 grid-cols-1 gap-1 overflow-y-auto rounded-xl border border-line p-2 sm:grid-cols-2">
            {slots.map((slot) => (
              <li key={slot.time}>
                <label className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm hover:bg-stone-800">
                  <input
                    type="radio"
                    name="time"
                    value={slot.time}
                    defaultChecked={values.time === slot.time}
                    className="h-5 w-5 accent-accent"
                  />
                  <span className="tabular-nums">{slot.time}</span>
                  <span
                    className={`text-xs ${slot.conflictInfo || !slot.available ? 'text-amber-200' : 'text-emerald-200'}`}
                  >
                    {slotHolder(slot)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <label className="block">
          Saat
          <input
            type="time"
            name="time"
            value={time}
            onChange={(e) => onTime(e.currentTarget.value)}
            className={inputClass}
            {...m.described('time')}
          />
        </label>
      )}
      {m.error('time')}
      {/* one button before and after hydration (a tap while the page hydrates lands on the same
          element): without JavaScript it asks the server for the free times, with it it opens
          the slot picker */}
      <button
        className="btn-ghost mt-2 w-full"
        {...(hydrated
          ? {
              type: 'button' as const,
              disabled: hint !== null,
              onClick: onOpenSlots,
              'aria-describedby': hint ? `${m.ids}-time-hint` : undefined,
            }
          : { type: 'submit' as const, name: 'intent', value: 'slots', formNoValidate: true })}
      >
        {hydrated ? 'Saat Seç' : 'Uygun Saatleri Göster'}
      </button>
      {hydrated && hint ? (
        <p id={`${m.ids}-time-hint`} className="mt-1 text-xs text-stone-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** 'Dolu Saat Seçildi' (a held slot was picked) or 'Çakışma Tespit Edildi' (the check found overlaps). */
export function InlineConflict({ picked, conflictCount }: { picked: AdminSlot | null; conflictCount: number }) {
  if (!picked && conflictCount === 0) return null;
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-700/60 bg-amber-950/40 px-3 py-2 text-sm text-amber-100 sm:col-span-2"
      data-testid="inline-conflict"
    >
      <p className="font-semibold">
        ⚠️ {picked ? ADMIN_APPOINTMENT_TEXTS.busySlotWarning : ADMIN_APPOINTMENT_TEXTS.conflictWarning}
      </p>
      {picked?.conflictInfo ? <p>{slotTakenMessage(picked.time, picked.conflictInfo.customerName)}</p> : null}
      {conflictCount > 0 ? <p>{conflictCountMessage(conflictCount)}</p> : null}
    </div>
  );
}
