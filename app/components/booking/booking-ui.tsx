/** Small shared pieces of the booking wizard. */
import { forwardRef, useRef } from 'react';
import { addDays, formatTurkishDate } from '~/domain/clock';
import { normalizeImageUrl, PLACEHOLDER_AVATAR, srcSetFor } from '~/lib/images';

export function Alert({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-4 rounded-2xl border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm text-rose-100">
      {message}
    </p>
  );
}

/** The heading of a step; it takes the focus when the step changes (JavaScript on). */
export const StepHeading = forwardRef<HTMLHeadingElement, { children: React.ReactNode }>(function StepHeading({ children }, ref) {
  return (
    <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold tracking-wide text-stone-50 outline-none sm:text-xl">
      {children}
    </h2>
  );
});

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string };

export function Field({ label, name, error, ...input }: FieldProps) {
  const errorId = error ? `${name}-hata` : undefined;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-stone-200">
        {label}
      </label>
      <input
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className="mt-1.5 block min-h-11 w-full rounded-xl border border-line bg-black/40 px-4 py-2.5 text-base text-stone-50 placeholder:text-stone-500 focus:border-accent aria-[invalid]:border-rose-400"
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-rose-200">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** 'Bugün 14:30', 'Yarın 09:00' or '27 Kasım 2026 Cuma · 11:00' */
export function formatEarliest(earliest: { date: string; time: string }, today: string): string {
  if (earliest.date === today) return `Bugün ${earliest.time}`;
  if (earliest.date === addDays(today, 1)) return `Yarın ${earliest.time}`;
  return `${formatTurkishDate(earliest.date)} · ${earliest.time}`;
}

/** A team member's photo (webp variants, placeholder avatar when missing); decorative: the name is always written beside it. */
export function MemberPhoto({ imageUrl, size, sizes, eager = false }: { imageUrl: string | null; size: number; sizes: string; eager?: boolean }) {
  const url = normalizeImageUrl(imageUrl);
  return (
    <img
      src={url ?? PLACEHOLDER_AVATAR}
      srcSet={srcSetFor(url)}
      sizes={sizes}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      alt=""
      className="aspect-square rounded-2xl bg-stone-800 object-cover"
      style={{ width: size, height: size }}
    />
  );
}

/** A native <dialog> opened as a modal; `open()` from the returned ref. */
export function useDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  return {
    ref,
    open: () => {
      const d = ref.current;
      if (d && !d.open) d.showModal();
    },
    close: () => ref.current?.close(),
  };
}

export const dialogClass =
  'm-auto w-[min(40rem,calc(100vw-2rem))] max-h-[85vh] rounded-3xl border border-line bg-[#111113] p-0 text-stone-100 shadow-2xl backdrop:bg-black/75';
