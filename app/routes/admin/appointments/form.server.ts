/**
 * The create and edit form's action (/admin/appointments/new and /{id}/edit), shared by both
 * routes. Plain POST first: the action validates, saves and redirects to the screen, or
 * answers the form's values with Turkish field errors, the conflicts ('Randevu Çakışması
 * Tespit Edildi': the admin may post again with override), or, for the "show free times"
 * button of the form without JavaScript, the day's slots with who holds them.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { adminAppointmentSchema, ADMIN_APPOINTMENT_TEXTS, DESK_DEFAULT_STATUS, errorWithReason, MAX_CUSTOM_DURATION } from '~/domain/admin-appointment-rules';
import type { AdminSlot, Conflict } from '~/domain/availability';
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
import { requireFormData } from '~/http/multipart.server';
import { logger } from '~/infra/logger.server';
import type { Actor } from '~/domain/audit';
import { staleNotice, submittedVersion } from '~/http/stale.server';
import type { StaleNotice } from '~/utils/form-reply';

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

export type AppointmentFormAnswer = {
  values: AppointmentFormValues;
  message?: string;
  fieldErrors?: Record<string, string>;
  conflicts?: Conflict[];
  /** the "show free times" answer: the slots of the chosen date and member */
  slots?: AdminSlot[];
  /** the fair-use rule refused (docs/decisions/0333): the form asks for a reason; `override` carries a conflict override already given */
  fairUse?: { message: string; override: boolean };
  /** refused: someone saved the appointment after this form was loaded (what changed, the values now) */
  stale?: StaleNotice;
};

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
    totalPrice: String(kurusToLira(a.totalPriceKurus)).replace('.', ','),
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
      const names = a.lines.filter((l) => l.kind === (field === 'serviceIds' ? 'service' : 'package')).map((l) => l.name);
      return names.length ? names.join(', ') : '—';
    }
    if (field === 'status') return APPOINTMENT_STATUS[value as keyof typeof APPOINTMENT_STATUS]?.label ?? String(value);
    if (field === 'totalPrice') return `${String(value)} ₺`;
    return value === '' || value === null || value === undefined ? '—' : String(value);
  };
}

/** What was posted, as the form shows it again (conform's `submission.payload`: text as typed, lists as lists). */
function valuesOf(payload: Record<string, unknown>): AppointmentFormValues {
  const text = (name: keyof AppointmentFormValues) => (typeof payload[name] === 'string' ? (payload[name] as string) : '');
  const list = (name: 'serviceIds' | 'packageIds') => {
    const value = payload[name];
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
  customDuration: z.number({ error: ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration }).int(ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration).min(1, ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration).max(MAX_CUSTOM_DURATION, ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration).optional(),
});
const SLOT_FIELDS_IN_ORDER = ['date', 'teamMemberId', 'serviceIds', 'packageIds', 'customDuration'];

/** Without JavaScript: the slots of the chosen date and member ('Önce tarih seçin' / 'Önce çalışan seçin' first). */
function slotsAnswer(context: RequestContext, form: FormData, excludeId: number | null) {
  const submission = parseWithZod(form, { schema: slotsFormSchema });
  const values = valuesOf(submission.payload);
  if (submission.status !== 'success') {
    const errors = submission.reply().error ?? {};
    const first = SLOT_FIELDS_IN_ORDER.map((name) => Object.entries(errors).find(([key]) => key === name || key.startsWith(`${name}[`))?.[1]?.[0]).find(Boolean);
    return data<AppointmentFormAnswer>({ values, fieldErrors: { time: first ?? BOOKING_MESSAGES.requiredFields } }, { status: 400 });
  }
  const { date, teamMemberId, serviceIds, packageIds, customDuration } = submission.value;
  const keptLines = excludeId !== null ? readAppointmentLines(context.db, [excludeId]).get(excludeId) : undefined;
  const resolved = resolveAvailabilityQuery(context.db, { teamMemberId, serviceIds, packageIds }, { memberRequired: true, eligibility: false, keptLines });
  if (!resolved.ok) return data<AppointmentFormAnswer>({ values, fieldErrors: { time: resolved.message } }, { status: 400 });
  const durationMinutes = customDuration ?? resolved.query.durationMinutes;
  const slots = adminSlotsForDay(context.db, { now: context.now(), memberId: resolved.query.member!.id, date, durationMinutes, excludeId });
  return data<AppointmentFormAnswer>({ values, slots });
}

/**
 * Handles a POST of the form. `existing` is the edited appointment (null: create).
 * intent=slots: the free times; intent=review: back to the form (the conflict dialog's
 * 'İptal Et' without JavaScript); otherwise save.
 */
export async function appointmentFormAction(request: Request, context: RequestContext, existing: Pick<Appointment, 'id'> | null, actor: Actor) {
  const form = await requireFormData(request);
  const intent = form.get('intent');
  if (intent === 'slots') return slotsAnswer(context, form, existing?.id ?? null);
  const submission = parseWithZod(form, { schema: adminAppointmentSchema });
  const values = valuesOf(submission.payload);
  if (intent === 'review') return data<AppointmentFormAnswer>({ values });
  if (submission.status !== 'success') {
    const { message, fieldErrors } = submissionFailure(submission.error);
    // a reason too short for the fair-use override: the reason box stays open with its message
    const fairUse = fieldErrors.fairUseReason ? { message: fieldErrors.fairUseReason, override: submission.payload.override !== undefined } : undefined;
    return data<AppointmentFormAnswer>({ values, message, fieldErrors, fairUse }, { status: 400 });
  }
  const input = submission.value;
  let result;
  try {
    result = existing ? updateAdminAppointment(context, actor, existing.id, input, { expectedVersion: submittedVersion(form) }) : createAdminAppointment(context, actor, input, { userId: actor.kind === 'account' ? actor.userId : null, source: 'admin' });
  } catch (error) {
    logger.error({ err: error }, '[appointments] the form could not be saved');
    return data<AppointmentFormAnswer>({ values, message: errorWithReason(ADMIN_APPOINTMENT_TEXTS.saveFailed, null) }, { status: 503 });
  }
  if (result.ok) throw redirect(backToList(request));
  if (result.kind === 'conflict') return data<AppointmentFormAnswer>({ values, conflicts: result.conflicts }, { status: 409 });
  if (result.kind === 'stale') {
    // someone saved in between: what she typed stays in the form, the appointment now beside it;
    // the form now names the current version, so saving again is a deliberate overwrite
    const { version: _loaded, ...current } = formValuesOf(result.current);
    const stale = staleNotice(result, current, form, shownValue(result.current));
    return data<AppointmentFormAnswer>({ values: { ...values, version: String(result.currentVersion) }, stale }, { status: 409 });
  }
  if (result.kind === 'fair-use') return data<AppointmentFormAnswer>({ values, fairUse: { message: result.message, override: input.override } }, { status: 409 });
  const prefix = existing ? ADMIN_APPOINTMENT_TEXTS.updateFailed : ADMIN_APPOINTMENT_TEXTS.createFailed;
  const fieldErrors = result.kind === 'invalid' && result.field ? { [result.field]: result.message } : undefined;
  return data<AppointmentFormAnswer>({ values, message: errorWithReason(prefix, result.message), fieldErrors }, { status: result.status });
}
