/**
 * Appointment statuses as the back office shows them: the Turkish label and the spec's
 * colour (confirmed green, pending yellow, completed blue, cancelled red), always together.
 * Any unknown value is shown as cancelled. (Same list as db/schema.ts APPOINTMENT_STATUSES;
 * kept here so browser code does not import the schema.)
 */
export const APPOINTMENT_STATUS_VALUES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type AppointmentStatusValue = (typeof APPOINTMENT_STATUS_VALUES)[number];

export const APPOINTMENT_STATUS: Record<
  AppointmentStatusValue,
  { label: string; badgeClass: string; dotClass: string }
> = {
  pending: {
    label: 'Bekliyor',
    badgeClass: 'border-yellow-500/50 bg-yellow-400/15 text-yellow-200',
    dotClass: 'bg-yellow-400',
  },
  confirmed: {
    label: 'Onaylandı',
    badgeClass: 'border-emerald-500/50 bg-emerald-400/15 text-emerald-200',
    dotClass: 'bg-emerald-400',
  },
  completed: {
    label: 'Tamamlandı',
    badgeClass: 'border-sky-500/50 bg-sky-400/15 text-sky-200',
    dotClass: 'bg-sky-400',
  },
  cancelled: { label: 'İptal', badgeClass: 'border-red-500/50 bg-red-400/15 text-red-200', dotClass: 'bg-red-400' },
};

export function isAppointmentStatus(value: unknown): value is AppointmentStatusValue {
  return typeof value === 'string' && (APPOINTMENT_STATUS_VALUES as readonly string[]).includes(value);
}

/** The status to display: a known status as is, anything else as cancelled. */
export function displayStatus(value: unknown): AppointmentStatusValue {
  return isAppointmentStatus(value) ? value : 'cancelled';
}

export function statusLabel(value: unknown): string {
  return APPOINTMENT_STATUS[displayStatus(value)].label;
}
