/**
 * The create and edit form's action (/admin/appointments/new and /{id}/edit), shared by both
 * routes. Plain POST first: the action reads the form with conform, saves and redirects to the
 * screen, or answers conform's reply (what was typed, Turkish field messages; form-values.ts), the conflicts ('Randevu Çakışması
 * Tespit Edildi': the admin may post again with override), or, for the "show free times"
 * button of the form without JavaScript, the day's slots with who holds them.
 */
import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect } from 'react-router';
import { z } from 'zod';
import {
  adminAppointmentSchema,
  ADMIN_APPOINTMENT_TEXTS,
  DESK_DEFAULT_STATUS,
  errorWithReason,
  MAX_CUSTOM_DURATION,
} from '~/domain/admin-appointment-rules';
import { BOOKING_MESSAGES, submissionFailure } from '~/domain/booking-rules';
import { isValidDate } from '~/domain/clock';
import type { RequestContext } from '~/infra/app-context';
import { APPOINTMENT_STATUS, displayStatus } from '~/domain/appointment-status';
import { kurusToLira } from '~/utils/money';
import { itemIdsOf, readAppointmentLines, type Appointment } from '~/models/appointments/queries.server';
import { createAdminAppointment, updateAdminAppointment } from '~/models/appointments/writes.server';
import { resolveAvailabilityQuery } from '~/http/availability-query.server';
import { backToList } from '~/routes/admin/appointments/dialog.server';
import { adminSlotsForDay } from '~/models/appointments/availability.server';
import { answer, type AnswerOptions } from '~/http/form-answer.server';
import { requireFormData } from '~/http/multipart.server';
import { logger } from '~/infra/logger.server';
import type { Actor } from '~/domain/audit';
import { staleNotice, submittedVersion } from '~/http/stale.server';
import { APPOINTMENT_FORM, type AppointmentFormAnswer, type AppointmentFormValues } from './form-values';

export type { AppointmentFormAnswer, AppointmentFormValues } from './form-values';

export const EMPTY_FORM_VALUES: AppointmentFormValues = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  teamMemberId: '',
  serviceIds: [],
  packageIds: [],
  date: '',
  time: '',
  notes: '',
  totalPrice: '',
  status: DESK_DEFAULT_STATUS,
  customDuration: '',
  version: '',
};

/** Whether an appointment's total is its lines' sum (nobody typed another figure). */
export function totalFollowsLines(a: Pick<Appointment, 'totalPriceKurus' | 'lines'>): boolean {
  return a.totalPriceKurus === a.lines.reduce((s, l) => s + l.priceKurus, 0);
}

/** The form's values of a stored appointment (for editing). */
export function formValuesOf(a: Appointment): AppointmentFormValues {
  return {
    customerName: a.customerName,
    customerEmail: a.customerEmail ?? '',
    customerPhone: a.customerPhone ?? '',
    teamMemberId: a.teamMemberId ? String(a.teamMemberId) : '',
    serviceIds: itemIdsOf(a.lines, 'service').map(String),
    packageIds: itemIdsOf(a.lines, 'package').map(String),
    date: a.date,
    time: a.time,
    notes: a.notes ?? '',
    // empty while the total is its lines' sum, so an added or removed line moves it (issue 38: #10 + Parafin);
    // a total typed at the desk (another figure) stays as typed
    totalPrice: totalFollowsLines(a) ? '' : String(kurusToLira(a.totalPriceKurus)).replace('.', ','),
    status: displayStatus(a.status),
    customDuration: a.customDuration ? String(a.customDuration) : '',
    version: String(a.version),
  };
}

/** The stored appointment's value of a field as the stale notice shows it (a member's name, the lines' names). */
function shownValue(a: Appointment) {
  return (field: string, value: unknown): string => {
    if (field === 'teamMemberId') return a.teamMember?.name ?? '—';
    if (field === 'serviceIds' || field === 'packageIds') {
      const names = a.lines
        .filter((l) => l.kind === (field === 'serviceIds' ? 'service' : 'package'))
        .map((l) => l.name);
      return names.length ? names.join(', ') : '—';
    }
    if (field === 'status') return APPOINTMENT_STATUS[value as keyof typeof APPOINTMENT_STATUS]?.label ?? String(value);
    if (field === 'totalPrice') return `${String(value)} ₺`;
    return value === '' || value === null || value === undefined ? '—' : String(value);
  };
}

const positiveId = z.number().int().positive();

/**
 * The "show free times" button's form (without JavaScript): a date first, then a member,
 * the chosen services and packages, and the appointment's own length if typed. The first
 * message in this order is the answer.
 */
const slotsFormSchema = z.object({
  date: z.string({ error: BOOKING_MESSAGES.chooseDateFirst }).refine(isValidDate, BOOKING_MESSAGES.chooseDateFirst),
  teamMemberId: positiveId.optional().refine((id) => id !== undefined, BOOKING_MESSAGES.chooseMemberFirst),
  serviceIds: z.array(positiveId, { error: BOOKING_MESSAGES.itemUnavailable }).default([]),
  packageIds: z.array(positiveId, { error: BOOKING_MESSAGES.itemUnavailable }).default([]),
  customDuration: z
    .number({ error: ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration })
    .int(ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration)
    .min(1, ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration)
    .max(MAX_CUSTOM_DURATION, ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration)
    .optional(),
});
const SLOT_FIELDS_IN_ORDER = ['date', 'teamMemberId', 'serviceIds', 'packageIds', 'customDuration'];

/** Without JavaScript: the slots of the chosen date and member ('Önce tarih seçin' / 'Önce çalışan seçin' first). */
function slotsAnswer(context: RequestContext, form: FormData, excludeId: number | null) {
  const submission = parseWithZod(form, { schema: slotsFormSchema });
  if (submission.status !== 'success') {
    const errors = submission.error ?? {};
    const first = SLOT_FIELDS_IN_ORDER.map(
      (name) => Object.entries(errors).find(([key]) => key === name || key.startsWith(`${name}[`))?.[1]?.[0],
    ).find(Boolean);
    // one message, under the time: what is missing first
    return formAnswer(submission, {
      status: 400,
      replaceErrors: true,
      fieldErrors: { time: [first ?? BOOKING_MESSAGES.requiredFields] },
    });
  }
  const { date, teamMemberId, serviceIds, packageIds, customDuration } = submission.value;
  const keptLines = excludeId !== null ? readAppointmentLines(context.db, [excludeId]).get(excludeId) : undefined;
  const resolved = resolveAvailabilityQuery(
    context.db,
    { teamMemberId, serviceIds, packageIds },
    { memberRequired: true, eligibility: false, keptLines },
  );
  if (!resolved.ok) return formAnswer(submission, { status: 400, fieldErrors: { time: [resolved.message] } });
  const durationMinutes = customDuration ?? resolved.query.durationMinutes;
  const slots = adminSlotsForDay(context.db, {
    now: context.now(),
    memberId: resolved.query.member!.id,
    date,
    durationMinutes,
    excludeId,
  });
  return formAnswer(submission, { extra: { slots } });
}

/** The form's answer (conform's reply, and what only this form answers); 200 unless `status` says otherwise. */
function formAnswer(
  submission: Submission<unknown>,
  options: AnswerOptions<Partial<Omit<AppointmentFormAnswer, 'intent' | 'lastResult'>>> = {},
) {
  return answer<Partial<Omit<AppointmentFormAnswer, 'intent' | 'lastResult'>>>(APPOINTMENT_FORM, submission, {
    status: 200,
    ...options,
  });
}

/**
 * Handles a POST of the form. `existing` is the edited appointment (null: create).
 * intent=slots: the free times; intent=review: back to the form (the conflict dialog's
 * 'İptal Et' without JavaScript); otherwise save.
 */
export async function appointmentFormAction(
  request: Request,
  context: RequestContext,
  existing: Pick<Appointment, 'id'> | null,
  actor: Actor,
) {
  const form = await requireFormData(request);
  const intent = form.get('intent');
  if (intent === 'slots') return slotsAnswer(context, form, existing?.id ?? null);
  const submission = parseWithZod(form, { schema: adminAppointmentSchema });
  // 'İptal Et' of the conflict dialog without JavaScript: the form again, as typed, without messages
  if (intent === 'review') return formAnswer(submission, { replaceErrors: true });
  if (submission.status !== 'success') {
    const { message, fieldErrors } = submissionFailure(submission.error);
    // a reason too short for the fair-use override: the reason box stays open with its message
    const fairUse = fieldErrors.fairUseReason
      ? { message: fieldErrors.fairUseReason, override: submission.payload.override !== undefined }
      : undefined;
    return formAnswer(submission, { status: 400, formErrors: [message], extra: { fairUse } });
  }
  const input = submission.value;
  // a rule refused it: the message over the form (and the rule's own under its field)
  const refused = (message: string, status: number, field?: { name: string; message: string }) =>
    formAnswer(submission, {
      status,
      formErrors: [message],
      ...(field ? { fieldErrors: { [field.name]: [field.message] } } : {}),
    });
  let result: ReturnType<typeof updateAdminAppointment> | ReturnType<typeof createAdminAppointment>;
  try {
    result = existing
      ? updateAdminAppointment(context, actor, existing.id, input, { expectedVersion: submittedVersion(form) })
      : createAdminAppointment(context, actor, input, {
          userId: actor.kind === 'account' ? actor.userId : null,
          source: 'admin',
        });
  } catch (error) {
    logger.error({ err: error }, '[appointments] the form could not be saved');
    return refused(errorWithReason(ADMIN_APPOINTMENT_TEXTS.saveFailed, null), 503);
  }
  if (result.ok) throw redirect(backToList(request));
  if (result.kind === 'conflict')
    return formAnswer(submission, { status: 409, extra: { conflicts: result.conflicts } });
  if (result.kind === 'stale') {
    // someone saved in between: what she typed stays in the form, the appointment now beside it;
    // the notice names the current version, so saving again is a deliberate overwrite (answerView)
    const { version: _loaded, ...current } = formValuesOf(result.current);
    return formAnswer(submission, {
      status: 409,
      extra: { stale: staleNotice(result, current, form, shownValue(result.current)) },
    });
  }
  if (result.kind === 'fair-use')
    return formAnswer(submission, {
      status: 409,
      extra: { fairUse: { message: result.message, override: input.override } },
    });
  const prefix = existing ? ADMIN_APPOINTMENT_TEXTS.updateFailed : ADMIN_APPOINTMENT_TEXTS.createFailed;
  return refused(
    errorWithReason(prefix, result.message),
    result.status,
    result.kind === 'invalid' && result.field ? { name: result.field, message: result.message } : undefined,
  );
}
