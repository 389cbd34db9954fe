/**
 * The create and edit form's values and answer, shared by its action (form.server.ts), the
 * form (appointment-form.tsx) and the tests. The answer is a `FormReply`: conform's reply
 * carries what was typed (`initialValue`) and the messages (the one over the form at '', each
 * field's under it), plus what only this form answers: the conflicts, the day's slots (without
 * JavaScript) and the fair-use question. `answerView` reads it as the form shows it.
 */
import { DESK_DEFAULT_STATUS } from '~/domain/admin-appointment-rules';
import type { AdminSlot, Conflict } from '~/domain/availability';
import type { FormReply } from '~/utils/form-reply';

/** What the form shows in its fields (strings, as typed). */
export type AppointmentFormValues = {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  teamMemberId: string;
  serviceIds: string[];
  packageIds: string[];
  date: string;
  time: string;
  notes: string;
  totalPrice: string;
  status: string;
  customDuration: string;
  /** the version the edit form was loaded from (docs/decisions/0352); '' on create */
  version: string;
};

/** The intent of the form's answer. */
export const APPOINTMENT_FORM = 'appointment';

export type AppointmentFormAnswer = FormReply & {
  conflicts?: Conflict[];
  /** the "show free times" answer: the slots of the chosen date and member */
  slots?: AdminSlot[];
  /** the fair-use rule refused (docs/decisions/0333): the form asks for a reason; `override` carries a conflict override already given */
  fairUse?: { message: string; override: boolean };
};

/** What was posted, as the form shows it again (conform's payload or reply: text as typed, lists as lists). */
export function valuesOf(payload: Record<string, unknown> | null | undefined): AppointmentFormValues {
  const text = (name: keyof AppointmentFormValues) =>
    typeof payload?.[name] === 'string' ? (payload[name] as string) : '';
  const list = (name: 'serviceIds' | 'packageIds') => {
    const value = payload?.[name];
    return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
  };
  return {
    customerName: text('customerName'),
    customerEmail: text('customerEmail'),
    customerPhone: text('customerPhone'),
    teamMemberId: text('teamMemberId'),
    serviceIds: list('serviceIds'),
    packageIds: list('packageIds'),
    date: text('date'),
    time: text('time'),
    notes: text('notes'),
    totalPrice: text('totalPrice'),
    status: text('status') || DESK_DEFAULT_STATUS,
    customDuration: text('customDuration'),
    version: text('version'),
  };
}

/**
 * The answer as the form shows it: the values typed (after a stale refusal naming the version
 * stored now, so saving again is a deliberate overwrite), the message over the form, and the
 * first message of each field (`serviceIds[0]` counted as `serviceIds`).
 */
export function answerView(answer: AppointmentFormAnswer): {
  values: AppointmentFormValues;
  message: string | null;
  fieldErrors: Record<string, string>;
} {
  const values = valuesOf(answer.lastResult.initialValue);
  if (answer.stale) values.version = String(answer.stale.version);
  const fieldErrors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(answer.lastResult.error ?? {})) {
    const name = key.split(/[[.]/)[0]!;
    if (name && messages?.[0] && !(name in fieldErrors)) fieldErrors[name] = messages[0];
  }
  return { values, message: answer.lastResult.error?.['']?.[0] ?? null, fieldErrors };
}
