/**
 * What the appointment form has chosen so far (member, date, lines, length, status), read on
 * every change: the price and length hints, the time-slot dialog and the inline conflict check
 * follow it (with JavaScript).
 */
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { AppointmentFormValues } from './form-values';

export type Draft = {
  teamMemberId: string;
  date: string;
  serviceIds: string[];
  packageIds: string[];
  customDuration: string;
  status: string;
};

export function draftOf(values: AppointmentFormValues): Draft {
  return {
    teamMemberId: values.teamMemberId,
    date: values.date,
    serviceIds: values.serviceIds,
    packageIds: values.packageIds,
    customDuration: values.customDuration,
    status: values.status,
  };
}

export function readDraft(form: HTMLFormElement): Draft {
  const fd = new FormData(form);
  const text = (name: string) => String(fd.get(name) ?? '');
  return {
    teamMemberId: text('teamMemberId'),
    date: text('date'),
    serviceIds: fd.getAll('serviceIds').map(String),
    packageIds: fd.getAll('packageIds').map(String),
    customDuration: text('customDuration'),
    status: text('status'),
  };
}

/** The query of the admin's availability calls for a draft. */
export function availabilityParams(
  draft: Draft,
  appointmentId: number | null,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({
    teamMemberId: draft.teamMemberId,
    serviceIds: draft.serviceIds.join(','),
    packageIds: draft.packageIds.join(','),
    ...extra,
  });
  if (/^\d{1,3}$/.test(draft.customDuration.trim())) params.set('customDuration', draft.customDuration.trim());
  if (appointmentId) params.set('excludeAppointmentId', String(appointmentId));
  return params.toString();
}

/**
 * The inline conflict check (pending and confirmed count; the edited one excluded): how many
 * of the member's appointments the chosen start overlaps, once hydrated.
 */
export function useConflictCount(draft: Draft, time: string, appointmentId: number | null, hydrated: boolean): number {
  const check = useFetcher<{ hasConflict?: boolean; conflicts?: unknown[] }>();
  const checkUrl =
    hydrated &&
    draft.teamMemberId &&
    draft.date &&
    /^\d{2}:\d{2}/.test(time) &&
    (draft.status === 'pending' || draft.status === 'confirmed')
      ? `/api/appointments/check-conflict?${availabilityParams(draft, appointmentId, { date: draft.date, time: time.slice(0, 5) })}`
      : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads when the check's URL changes; the fetcher's load is stable
  useEffect(() => {
    if (checkUrl) check.load(checkUrl);
  }, [checkUrl]);
  return checkUrl && check.data?.hasConflict ? (check.data.conflicts?.length ?? 0) : 0;
}
