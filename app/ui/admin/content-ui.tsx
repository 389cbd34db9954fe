/**
 * Pieces shared by the back-office content screens (services, categories, packages, team,
 * gallery, about, home settings, customers): labelled fields with conform, an image field
 * with preview, URL-driven dialogs that work without JavaScript, toggle buttons as small
 * POST forms, delete confirmations, empty states.
 */
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Dialog } from './dialog';
import { CurrentValue } from './stale-notice';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '~/domain/uploads';
import { srcSetFor, variantUrl } from '~/utils/images';
import { inputClass } from './content-table';

// the plain pieces (no form library, no dialog) live apart so a read-only screen loads only them
export { EmptyState, inputClass, TableFrame, tdClass, thClass } from './content-table';

type Meta = FieldMetadata<unknown>;

function Hint({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-xs text-stone-400">
      {text}
    </p>
  ) : null;
}

/** A field's messages, and after a refused stale save the value stored now (stale-notice.tsx). */
export function FieldErrors({ meta }: { meta: Meta }) {
  return (
    <>
      {meta.errors?.length ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-300">
          {meta.errors.join(' ')}
        </p>
      ) : null}
      <CurrentValue name={meta.name} />
    </>
  );
}

type TextFieldProps = {
  meta: Meta;
  label: string;
  type?: 'text' | 'number' | 'email' | 'tel' | 'url';
  hint?: string;
  required?: boolean;
  className?: string;
} & Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  'min' | 'max' | 'step' | 'placeholder' | 'autoComplete' | 'inputMode'
>;

export function TextField({ meta, label, type = 'text', hint, required, className, ...rest }: TextFieldProps) {
  const hintId = `${meta.id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? hintId : undefined })}
        required={required}
        className={inputClass}
        {...rest}
      />
      <Hint id={hintId} text={hint} />
      <FieldErrors meta={meta} />
    </div>
  );
}

export function TextAreaField({
  meta,
  label,
  hint,
  rows = 3,
  required,
  className,
}: {
  meta: Meta;
  label: string;
  hint?: string;
  rows?: number;
  required?: boolean;
  className?: string;
}) {
  const hintId = `${meta.id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: hint ? hintId : undefined })}
        required={required}
        rows={rows}
        className={inputClass}
      />
      <Hint id={hintId} text={hint} />
      <FieldErrors meta={meta} />
    </div>
  );
}

export function SelectField({
  meta,
  label,
  options,
  placeholder,
  required,
  className,
}: {
  meta: Meta;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  required?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select {...getSelectProps(meta)} required={required} className={inputClass}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors meta={meta} />
    </div>
  );
}

export function CheckboxField({ meta, label, hint }: { meta: Meta; label: string; hint?: string }) {
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
        <input {...getInputProps(meta, { type: 'checkbox' })} className="size-5 accent-[var(--color-accent)]" />
        {label}
      </label>
      {hint ? <p className="text-xs text-stone-400">{hint}</p> : null}
      <FieldErrors meta={meta} />
    </div>
  );
}

/** A thumbnail of an uploaded image (the 400 px variant). */
export function Thumb({
  url,
  alt,
  className = 'h-14 w-14',
  round,
}: {
  url: string | null | undefined;
  alt: string;
  className?: string;
  round?: boolean;
}) {
  if (!url) {
    return (
      <span
        className={`${className} grid shrink-0 place-items-center ${round ? 'rounded-full' : 'rounded-lg'} bg-stone-800 text-xs text-stone-500`}
        aria-hidden={alt ? undefined : true}
      >
        {alt ? 'Resim yok' : ''}
      </span>
    );
  }
  return (
    <img
      src={variantUrl(url, 400)}
      alt={alt}
      loading="lazy"
      className={`${className} shrink-0 object-cover ${round ? 'rounded-full' : 'rounded-lg'}`}
    />
  );
}

/**
 * A file input for one image: the current picture, a live preview of the chosen file (with
 * JavaScript), the 5 MB check in the browser (the server checks again), and optionally a
 * "remove" checkbox.
 */
export function ImageField({
  meta,
  label,
  accept,
  currentUrl,
  removeMeta,
  hint,
  round,
  required,
}: {
  meta: Meta;
  label: string;
  accept: string;
  currentUrl?: string | null;
  removeMeta?: Meta;
  hint?: string;
  round?: boolean;
  required?: boolean;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const hintId = `${meta.id}-hint`;
  const shown = preview ?? currentUrl ?? null;
  return (
    <div>
      <span id={`${meta.id}-label`} className="text-sm font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </span>
      <div className="mt-1 flex flex-wrap items-center gap-4">
        {preview ? (
          <img
            src={preview}
            alt="Seçilen resmin önizlemesi"
            className={`h-24 w-24 object-cover ${round ? 'rounded-full' : 'rounded-xl'}`}
          />
        ) : shown ? (
          <img
            src={variantUrl(shown, 400)}
            srcSet={srcSetFor(shown)}
            sizes="96px"
            alt="Mevcut resim"
            className={`h-24 w-24 object-cover ${round ? 'rounded-full' : 'rounded-xl'}`}
          />
        ) : (
          <span
            className={`grid h-24 w-24 place-items-center bg-stone-800 text-xs text-stone-400 ${round ? 'rounded-full' : 'rounded-xl'}`}
          >
            Resim yok
          </span>
        )}
        <div className="min-w-0 flex-1">
          <input
            {...getInputProps(meta, { type: 'file', ariaDescribedBy: hint ? hintId : undefined })}
            aria-labelledby={`${meta.id}-label`}
            accept={accept}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setTooLarge(Boolean(file && file.size > MAX_IMAGE_BYTES));
              setPreview(file && file.size <= MAX_IMAGE_BYTES ? URL.createObjectURL(file) : null);
            }}
            className="block min-h-11 w-full text-sm text-stone-300 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-stone-800 file:px-4 file:text-stone-100 hover:file:bg-stone-700"
          />
          <Hint id={hintId} text={hint} />
          {tooLarge && !meta.errors?.length ? (
            <p className="mt-1 text-sm text-red-300">{IMAGE_TOO_LARGE_MESSAGE}</p>
          ) : null}
          <FieldErrors meta={meta} />
          {removeMeta && currentUrl ? (
            <label className="mt-1 flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input {...getInputProps(removeMeta, { type: 'checkbox' })} className="size-5" />
              Resmi kaldır
            </label>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** Form-level errors (e.g. 'Hizmet kaydedilemedi: ...'). */
export function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  return errors?.length ? (
    <p id={id} role="alert" className="rounded-xl border border-red-900 bg-red-950/60 px-4 py-3 text-sm text-red-100">
      {errors.join(' ')}
    </p>
  ) : null;
}

/** The save and cancel buttons of a dialog form; 'Kaydediliyor...' while it is sent. */
export function FormButtons({ closeTo, label = 'Kaydet', busy }: { closeTo: string; label?: string; busy: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 pt-2">
      <Link to={closeTo} preventScrollReset className="btn-ghost">
        İptal
      </Link>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Kaydediliyor...' : label}
      </button>
    </div>
  );
}

/** Whether the current navigation is submitting a form with this intent. */
export function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

/**
 * The end of a confirmation dialog: the refusal's message, then a POST form (intent + id)
 * with what must be ticked first (`children`), 'Vazgeç' and the red button.
 */
export function ConfirmForm({
  intent,
  id,
  closeTo,
  error,
  submit,
  className = 'mt-6 flex flex-wrap justify-end gap-2',
  children,
}: {
  intent: string;
  id: number;
  closeTo: string;
  error?: string | null;
  submit: string;
  className?: string;
  children?: React.ReactNode;
}) {
  const busy = useBusy(intent);
  const buttons = (
    <>
      <Link to={closeTo} preventScrollReset className="btn-ghost">
        Vazgeç
      </Link>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-red-700 px-6 text-sm font-semibold text-white hover:bg-red-600 disabled:opacity-60"
        disabled={busy}
      >
        {busy ? 'Siliniyor...' : submit}
      </button>
    </>
  );
  return (
    <>
      {error ? (
        <p role="alert" className="mt-4 rounded-xl border border-red-900 bg-red-950/60 px-4 py-3 text-sm text-red-100">
          {error}
        </p>
      ) : null}
      <Form method="post" preventScrollReset className={className}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="recordId" value={id} />
        {children ? (
          <>
            {children}
            <div className="flex flex-wrap justify-end gap-2">{buttons}</div>
          </>
        ) : (
          buttons
        )}
      </Form>
    </>
  );
}

/** A delete confirmation as a dialog with a POST form (works without JavaScript). */
export function ConfirmDelete({
  message,
  id,
  closeTo,
  error,
  title = 'Silme Onayı',
}: {
  message: string;
  id: number;
  closeTo: string;
  error?: string | null;
  title?: string;
}) {
  return (
    <Dialog title={title} closeTo={closeTo}>
      <p className="text-stone-200">{message}</p>
      <ConfirmForm intent="delete" id={id} closeTo={closeTo} error={error} submit="Evet, Sil" />
    </Dialog>
  );
}

/** A fieldset of a long form with its legend (the about page's and the home settings' parts). */
export function FormSection({ title, large, children }: { title: string; large?: boolean; children: React.ReactNode }) {
  return (
    <fieldset
      className={
        large
          ? 'grid gap-4 rounded-2xl border border-line bg-stone-900 p-5 lg:grid-cols-2'
          : 'grid gap-4 rounded-2xl border border-line p-4 sm:grid-cols-2'
      }
    >
      <legend className={`px-2 font-semibold ${large ? 'text-lg' : 'text-base'}`}>{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * An on/off switch as a small POST form (intent + id). Shows the state in words, paired
 * with a colour; the accessible name says what pressing it does.
 */
export function ToggleButton({
  id,
  intent,
  on,
  onText = 'Aktif',
  offText = 'Pasif',
  label,
}: {
  id: number;
  intent: string;
  on: boolean;
  onText?: string;
  offText?: string;
  /** what is toggled, e.g. the record's name */
  label: string;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="recordId" value={id} />
      <button
        type="submit"
        aria-label={`${label}: ${on ? onText : offText} (değiştir)`}
        className={`inline-flex min-h-11 min-w-20 items-center justify-center gap-1.5 rounded-full border px-3 text-xs font-semibold ${
          on
            ? 'border-emerald-700 bg-emerald-950 text-emerald-200 hover:bg-emerald-900'
            : 'border-stone-600 bg-stone-800 text-stone-300 hover:bg-stone-700'
        }`}
      >
        <span aria-hidden="true" className={`size-2 rounded-full ${on ? 'bg-emerald-400' : 'bg-stone-500'}`} />
        {on ? onText : offText}
      </button>
    </Form>
  );
}

/** A link that looks like a small button (table actions). */
export function ActionLink({
  to,
  children,
  label,
  danger,
}: {
  to: string;
  children: React.ReactNode;
  label?: string;
  danger?: boolean;
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-label={label}
      className={`inline-flex min-h-11 items-center justify-center rounded-full border px-3 text-xs font-semibold ${
        danger
          ? 'border-red-900 text-red-200 hover:bg-red-950'
          : 'border-line text-stone-100 hover:border-accent hover:text-accent'
      }`}
    >
      {children}
    </Link>
  );
}
