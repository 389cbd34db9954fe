import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useState } from 'react';
import { FieldErrors, inputClass } from '../../../ui/admin/content-ui';

/**
 * A colour as a picker and a hex text field. The text is the form field; the picker is
 * `{name}Picker` and the value shown is sent as `{name}Initial`, so without JavaScript the
 * server takes whichever of the two was changed (app/domain/content-forms.ts chooseColor).
 * With JavaScript the two follow each other.
 */
export function ColorField({
  meta,
  label,
  hint,
  onValueChange,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  onValueChange?: (value: string) => void;
}) {
  const initial = String(meta.initialValue ?? '#000000');
  const [value, setValueState] = useState(initial);
  const setValue = (next: string) => {
    setValueState(next);
    onValueChange?.(next);
  };
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  const inputProps = getInputProps(meta, { type: 'text' });
  return (
    <div>
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-3">
        <input
          type="color"
          name={`${meta.name}Picker`}
          value={(valid ? value : initial).toLowerCase()}
          onChange={(e) => setValue(e.currentTarget.value)}
          aria-label={`${label}: renk seçici`}
          className="h-11 w-16 shrink-0 cursor-pointer rounded-lg border border-line bg-stone-950 p-1"
        />
        <input type="hidden" name={`${meta.name}Initial`} value={initial} />
        <input
          {...inputProps}
          key={inputProps.key}
          defaultValue={undefined}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          spellCheck={false}
          autoComplete="off"
          className={`${inputClass} mt-0 font-mono`}
        />
        <span
          aria-hidden="true"
          className="size-11 shrink-0 rounded-lg border border-line"
          style={{ background: valid ? value : 'transparent' }}
        />
      </div>
      {hint ? <p className="mt-1 text-xs text-stone-400">{hint}</p> : null}
      <FieldErrors meta={meta} />
    </div>
  );
}
