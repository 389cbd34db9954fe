/**
 * The create and edit form's action (/admin/appointments/new and /{id}/edit), shared by both
 * routes. Plain POST first: the action validates, saves and redirects to the screen, or
 * answers the form's values with Turkish field errors, the conflicts ('Randevu Çakışması
 * Tespit Edildi': the admin may post again with override), or, for the "show free times"
 * button of the form without JavaScript, the day's slots with who holds them.
 */
import { data, redirect } from 'react-router';
import { adminAppointmentSchema, ADMIN_APPOINTMENT_TEXTS, errorWithReason } from '~/domain/admin-appointment-rules';
import type { AdminSlot, Conflict } from '~/domain/availability';
import { BOOKING_MESSAGES, validationMessage } from '~/domain/booking-rules';
import { isValidDate } from '~/domain/clock';
import type { RequestContext } from '~/lib/app-context';
import { displayStatus } from '~/domain/appointment-status';
import { kurusToLira } from '~/lib/money';
import { itemIdsOf, type Appointment } from './appointments/queries.server';
import { createAdminAppointment, updateAdminAppointment } from './appointments/writes.server';
import { readAdminAvailabilityQuery } from '../lib/admin-availability.server';
import { backToList } from '../lib/appointment-dialog.server';
import { adminSlotsForDay } from './appointments/availability.server';
import { requireFormData } from '~/lib/multipart.server';
import { logger } from '../lib/logger.server';

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
};

export type AppointmentFormAnswer = {
  values: AppointmentFormValues;
  message?: string;
  fieldErrors?: Record<string, string>;
  conflicts?: Conflict[];
  /** the "show free times" answer: the slots of the chosen date and member */
  slots?: AdminSlot[];
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
  status: 'pending',
  customDuration: '',
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
  };
}

function readValues(form: FormData): AppointmentFormValues {
  const text = (name: string) => String(form.get(name) ?? '');
  return {
    customerName: text('customerName'),
    customerEmail: text('customerEmail'),
    customerPhone: text('customerPhone'),
    teamMemberId: text('teamMemberId'),
    serviceIds: form.getAll('serviceIds').map(String),
    packageIds: form.getAll('packageIds').map(String),
    date: text('date'),
    time: text('time'),
    notes: text('notes'),
    totalPrice: text('totalPrice'),
    status: text('status') || 'pending',
    customDuration: text('customDuration'),
  };
}

/** Without JavaScript: the slots of the chosen date and member ('Önce tarih seçin' / 'Önce çalışan seçin' first). */
async function slotsAnswer(context: RequestContext, values: AppointmentFormValues, excludeId: number | null) {
  if (!values.date || !isValidDate(values.date)) return data<AppointmentFormAnswer>({ values, fieldErrors: { time: BOOKING_MESSAGES.chooseDateFirst } }, { status: 400 });
  if (!values.teamMemberId) return data<AppointmentFormAnswer>({ values, fieldErrors: { time: BOOKING_MESSAGES.chooseMemberFirst } }, { status: 400 });
  const params = new URLSearchParams({ teamMemberId: values.teamMemberId, serviceIds: values.serviceIds.join(','), packageIds: values.packageIds.join(',') });
  if (values.customDuration) params.set('customDuration', values.customDuration.trim());
  if (excludeId) params.set('excludeAppointmentId', String(excludeId));
  try {
    const query = readAdminAvailabilityQuery(context.db, new URL(`http://local/?${params}`));
    const slots = adminSlotsForDay(context.db, { now: context.now(), memberId: query.member!.id, date: values.date, durationMinutes: query.durationMinutes, excludeId });
    return data<AppointmentFormAnswer>({ values, slots });
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    const body = (await error.json().catch(() => null)) as { message?: string } | null;
    return data<AppointmentFormAnswer>({ values, fieldErrors: { time: body?.message ?? BOOKING_MESSAGES.requiredFields } }, { status: 400 });
  }
}

/**
 * Handles a POST of the form. `existing` is the edited appointment (null: create).
 * intent=slots: the free times; intent=review: back to the form (the conflict dialog's
 * 'İptal Et' without JavaScript); otherwise save.
 */
export async function appointmentFormAction(request: Request, context: RequestContext, existing: Pick<Appointment, 'id'> | null, userId: number) {
  const form = await requireFormData(request);
  const values = readValues(form);
  const intent = form.get('intent');
  if (intent === 'slots') return slotsAnswer(context, values, existing?.id ?? null);
  if (intent === 'review') return data<AppointmentFormAnswer>({ values });

  const parsed = adminAppointmentSchema.safeParse({ ...values, override: form.get('override') ?? undefined });
  if (!parsed.success) {
    const { message, fieldErrors } = validationMessage(parsed.error);
    return data<AppointmentFormAnswer>({ values, message, fieldErrors }, { status: 400 });
  }
  let result;
  try {
    result = existing ? updateAdminAppointment(context, existing.id, parsed.data) : createAdminAppointment(context, parsed.data, { userId, source: 'admin' });
  } catch (error) {
    logger.error({ err: error }, '[appointments] the form could not be saved');
    return data<AppointmentFormAnswer>({ values, message: errorWithReason(ADMIN_APPOINTMENT_TEXTS.saveFailed, null) }, { status: 503 });
  }
  if (result.ok) throw redirect(backToList(request));
  if (result.kind === 'conflict') return data<AppointmentFormAnswer>({ values, conflicts: result.conflicts }, { status: 409 });
  const prefix = existing ? ADMIN_APPOINTMENT_TEXTS.updateFailed : ADMIN_APPOINTMENT_TEXTS.createFailed;
  const fieldErrors = result.kind === 'invalid' && result.field ? { [result.field]: result.message } : undefined;
  return data<AppointmentFormAnswer>({ values, message: errorWithReason(prefix, result.message), fieldErrors }, { status: result.status });
}
