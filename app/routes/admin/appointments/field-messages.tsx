/**
 * The appointment form's field messages (appointment-form.tsx and its parts): a field's
 * `aria-invalid` and description, its message under it, and after a refused stale save the
 * value stored now (stale-notice.tsx).
 */
import { useId, type ReactNode } from 'react';
import { CurrentValue } from '~/ui/admin/stale-notice';

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100 placeholder:text-stone-500 focus:border-accent aria-[invalid=true]:border-red-400';

export type FieldMessages = {
  /** this form's id prefix (hints under fields use it too) */
  ids: string;
  errors: Record<string, string>;
  /** the attributes of a field with a message */
  described: (name: string) => { 'aria-invalid'?: true; 'aria-describedby'?: string };
  /** the message under a field, and the value stored now after a refused stale save */
  error: (name: string) => ReactNode;
};

export function useFieldMessages(errors: Record<string, string>): FieldMessages {
  const ids = useId();
  return {
    ids,
    errors,
    described: (name) =>
      errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${ids}-${name}-error` } : {},
    error: (name) => (
      <>
        {errors[name] ? (
          <p id={`${ids}-${name}-error`} className="mt-1 text-sm text-red-300">
            {errors[name]}
          </p>
        ) : null}
        <CurrentValue name={name} />
      </>
    ),
  };
}
