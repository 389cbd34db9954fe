/**
 * Form pieces of the messaging screens (mail, Telegram, surveys): labelled inputs with their
 * error, checkboxes that post "false" when unticked (a hidden field before the box), and the
 * result line of an action.
 */
import type { FormReply } from '~/utils/form-reply';

/** A test message's answer (mail, SMS, WhatsApp, Telegram): conform's reply (what was typed stays) and the outcome. */
export type TestSendReply = FormReply & { result: { ok: boolean; message: string } };

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100 placeholder:text-stone-500 focus:border-accent aria-[invalid=true]:border-red-400';

type TextFieldProps = {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  defaultValue?: string | number | null;
  type?: 'text' | 'email' | 'number' | 'password';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  inputMode?: 'numeric' | 'email' | 'text';
  disabled?: boolean;
  value?: string;
  onChange?: (value: string) => void;
};

export function TextField({
  name,
  label,
  error,
  hint,
  defaultValue,
  type = 'text',
  value,
  onChange,
  ...rest
}: TextFieldProps) {
  const id = `f-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {rest.required ? <span className="text-stone-400"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        {...(value !== undefined
          ? { value, onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange?.(e.target.value) }
          : { defaultValue: defaultValue ?? undefined })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox that always posts a value: "false" from the hidden field, "on" when ticked (the last one wins). */
export function CheckboxField({
  name,
  label,
  hint,
  defaultChecked,
}: {
  name: string;
  label: string;
  hint?: string;
  defaultChecked: boolean;
}) {
  const id = `f-${name}`;
  return (
    <div className="flex items-start gap-3">
      <input type="hidden" name={name} value="false" />
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-5 shrink-0 accent-[var(--color-accent)]"
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-stone-400">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The outcome of an action: green status or red alert. */
export function ResultLine({ result }: { result: { ok: boolean; message: string } | null | undefined }) {
  if (!result) return null;
  return result.ok ? (
    <p
      role="status"
      className="rounded-xl border border-emerald-800 bg-emerald-950/80 px-4 py-3 text-sm text-emerald-100"
    >
      ✓ {result.message}
    </p>
  ) : (
    <p role="alert" className="rounded-xl border border-red-800 bg-red-950/80 px-4 py-3 text-sm text-red-100">
      {result.message}
    </p>
  );
}

export function Card({ title, children, id }: { title: string; children: React.ReactNode; id?: string }) {
  return (
    <section
      aria-labelledby={id ? `${id}-title` : undefined}
      className="rounded-2xl border border-line bg-stone-900 p-5"
    >
      <h3 id={id ? `${id}-title` : undefined} className="text-lg font-semibold">
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}
