/** One line of the public opening hours (studio calendar): 'Salı - Cumartesi', '09:00 - 18:00'. */
export type OpeningHoursLine = { label: string; hours: string };

/** The opening hours as a definition list (footer, home page, booking page). */
export function OpeningHoursList({
  lines,
  className,
  hoursClassName = '',
}: {
  lines: OpeningHoursLine[];
  className?: string;
  hoursClassName?: string;
}) {
  return (
    <dl className={className}>
      {lines.map((line) => (
        <div key={line.label} className="flex justify-between gap-4">
          <dt>{line.label}</dt>
          <dd className={`tabular-nums ${hoursClassName}`.trim()}>{line.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
