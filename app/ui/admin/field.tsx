/**
 * A labelled number or password input read with conform: the hint under it (described by),
 * and the field's messages. Shared by Profilim (the password form) and Ayarlar (the capacity
 * form), which had a copy each.
 */
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { inputClass } from './content-ui';

type FieldProps = {
  label: string;
  meta: FieldMetadata<unknown>;
  type: 'number' | 'password';
  autoComplete?: string;
  hint?: string;
  min?: number;
  max?: number;
};

export function Field({ label, meta, type, autoComplete, hint, ...rest }: FieldProps) {
  return (
    <div>
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? `${meta.id}-hint` : undefined })}
        autoComplete={autoComplete}
        className={inputClass}
        {...rest}
      />
      {hint ? (
        <p id={`${meta.id}-hint`} className="mt-1 text-xs text-stone-400">
          {hint}
        </p>
      ) : null}
      {meta.errors ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-300">
          {meta.errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
