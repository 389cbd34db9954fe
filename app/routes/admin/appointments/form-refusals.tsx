/**
 * What the appointment form shows after a save the rules stopped: the fair-use rule's reason
 * box ('Yine de kaydet' with a reason) and the 'Randevu Çakışması Tespit Edildi' dialog
 * ('Yine de Devam Et' posts the form again with override).
 */
import { ADMIN_APPOINTMENT_TEXTS } from '~/domain/admin-appointment-texts';
import type { Conflict } from '~/domain/availability';
import { FAIR_USE_TEXTS } from '~/domain/fair-use';
import { ConflictDialog } from './conflict-list';
import { inputClass, type FieldMessages } from './field-messages';

export function FairUseBox({
  fairUse,
  submitting,
  messages: m,
}: {
  fairUse: { message: string; override: boolean };
  submitting: boolean;
  messages: FieldMessages;
}) {
  return (
    <div
      role="alert"
      className="space-y-3 rounded-xl border border-amber-700/60 bg-amber-950/40 p-4 text-sm text-amber-100 sm:col-span-2"
      data-testid="fair-use"
    >
      <p className="font-semibold">⚠️ {FAIR_USE_TEXTS.deskTitle}</p>
      <p>{fairUse.message}</p>
      <p className="text-amber-200/90">{FAIR_USE_TEXTS.deskHint}</p>
      <label className="block font-medium text-stone-100">
        {FAIR_USE_TEXTS.reasonLabel}
        <textarea
          name="fairUseReason"
          rows={2}
          maxLength={500}
          required
          className={inputClass}
          {...m.described('fairUseReason')}
          data-autofocus
        />
        {m.error('fairUseReason')}
      </label>
      {fairUse.override ? <input type="hidden" name="override" value="1" /> : null}
      <button type="submit" name="intent" value="save" className="btn-primary" disabled={submitting}>
        {FAIR_USE_TEXTS.overrideButton}
      </button>
    </div>
  );
}

/** With JavaScript 'İptal Et' closes the dialog; without it, it posts `intent=review` (back to the form). */
export function ConflictAnswer({
  conflicts,
  hydrated,
  onDismiss,
}: {
  conflicts: Conflict[];
  hydrated: boolean;
  onDismiss: () => void;
}) {
  return (
    <ConflictDialog
      title={ADMIN_APPOINTMENT_TEXTS.conflictTitle}
      conflicts={conflicts}
      onClose={hydrated ? onDismiss : undefined}
    >
      <button type="submit" name="override" value="1" className="btn-primary">
        {ADMIN_APPOINTMENT_TEXTS.continueAnyway}
      </button>
      {/* one element before and after hydration, so a tap while the page hydrates is not lost */}
      <button
        className="btn-ghost"
        data-autofocus
        {...(hydrated
          ? { type: 'button' as const, onClick: onDismiss }
          : { type: 'submit' as const, name: 'intent', value: 'review' })}
      >
        {ADMIN_APPOINTMENT_TEXTS.cancel}
      </button>
    </ConflictDialog>
  );
}
