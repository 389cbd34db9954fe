/**
 * Which appointment a dialog is about (delete, history): the customer, the service, the day,
 * time and artist, and the status, in one box.
 */
import type { ComponentProps } from 'react';
import { formatYmdTr } from '~/ui/turkish-date';
import { StatusBadge } from '~/ui/admin/status-badge';

type Summary = {
  customerName: string;
  service: string;
  date: string;
  time: string;
  teamMemberName: string | null;
  status: ComponentProps<typeof StatusBadge>['status'];
};

export function AppointmentSummary({ appointment: a, className }: { appointment: Summary; className?: string }) {
  return (
    <div
      className={`${className ? `${className} ` : ''}rounded-xl border border-line bg-stone-950/60 px-3 py-2 text-sm`}
    >
      <p className="font-semibold">{a.customerName}</p>
      <p className="text-stone-300">{a.service}</p>
      <p className="text-stone-300">
        {formatYmdTr(a.date, { weekday: true })} · <span className="tabular-nums">{a.time}</span> · {a.teamMemberName}
      </p>
      <p className="mt-1">
        <StatusBadge status={a.status} />
      </p>
    </div>
  );
}
