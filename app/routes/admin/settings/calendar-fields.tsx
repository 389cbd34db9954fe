/**
 * The time inputs of the studio calendar's forms (Çalışma Takvimi, app/routes/admin/settings/
 * calendar.tsx): one with its message under it, one whose message shows under its day.
 */
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { FieldErrors, inputClass } from '~/ui/admin/content-ui';

/** The screen's address: its forms post here. */
export const CALENDAR_PATH = '/admin/calendar';

export type Meta = FieldMetadata<unknown>;

export function TimeInput({ meta, label, step }: { meta: Meta; label: string; step?: number }) {
  return (
    <div>
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      <input {...getInputProps(meta, { type: 'time' })} step={step} className={inputClass} />
      <FieldErrors meta={meta} />
    </div>
  );
}

export /** A time input whose error shows under the day (MemberHoursForm), not under the field. */
function TimeField({ meta, label }: { meta: Meta; label: string }) {
  return (
    <div>
      <label htmlFor={meta.id} className="text-xs font-medium text-stone-300">
        {label}
      </label>
      <input {...getInputProps(meta, { type: 'time' })} step={1800} className={inputClass} />
    </div>
  );
}
