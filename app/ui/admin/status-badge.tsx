import { APPOINTMENT_STATUS, displayStatus } from '~/domain/appointment-status';

/** The status of an appointment: colour and Turkish label together. */
export function StatusBadge({ status }: { status: unknown }) {
  const meta = APPOINTMENT_STATUS[displayStatus(status)];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-semibold ${meta.badgeClass}`}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${meta.dotClass}`} />
      {meta.label}
    </span>
  );
}
