/**
 * How long an appointment lasts (both spec documents):
 * - its customDuration when set (admin-only, valid for that appointment only);
 * - else the sum of its services' durations (60 for a service without one) and its packages'
 *   (the package's own duration, else the sum of its services');
 * - 60 minutes when nothing is known.
 * The server always computes this from the database, never from a client's totalDuration.
 */
export const DEFAULT_DURATION_MINUTES = 60;

type Minutes = number | null | undefined;

function positive(value: Minutes): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** A service's duration: its own, else 60. */
export function serviceDuration(durationMinutes: Minutes): number {
  return positive(durationMinutes) ? Math.round(durationMinutes) : DEFAULT_DURATION_MINUTES;
}

export type PackageDurationInput = { durationMinutes: Minutes; services: { durationMinutes: Minutes }[] };

/** A package's duration: its own, else the sum of its services' (60 when it has none). */
export function packageDuration(pkg: PackageDurationInput): number {
  if (positive(pkg.durationMinutes)) return Math.round(pkg.durationMinutes);
  if (pkg.services.length === 0) return DEFAULT_DURATION_MINUTES;
  return pkg.services.reduce((sum, s) => sum + serviceDuration(s.durationMinutes), 0);
}

export type AppointmentDurationInput = {
  customDuration?: Minutes;
  services?: { durationMinutes: Minutes }[];
  packages?: PackageDurationInput[];
};

/** The length of an appointment in minutes (see the module comment). */
export function appointmentDuration(input: AppointmentDurationInput): number {
  if (positive(input.customDuration)) return Math.round(input.customDuration);
  const services = input.services ?? [];
  const packages = input.packages ?? [];
  if (services.length === 0 && packages.length === 0) return DEFAULT_DURATION_MINUTES;
  return (
    services.reduce((sum, s) => sum + serviceDuration(s.durationMinutes), 0) +
    packages.reduce((sum, p) => sum + packageDuration(p), 0)
  );
}

/** The length of a stored appointment row: customDuration, else the duration written with it. */
export function storedDuration(row: { customDuration?: Minutes; durationMinutes?: Minutes }): number {
  if (positive(row.customDuration)) return Math.round(row.customDuration);
  return positive(row.durationMinutes) ? Math.round(row.durationMinutes) : DEFAULT_DURATION_MINUTES;
}

/** 75 -> '75 dk' */
export function formatMinutes(minutes: number): string {
  return `${minutes} dk`;
}
