/** Small shared pieces of the booking wizard. */
import { addDays, formatTurkishDate } from '~/domain/clock';
import { normalizeImageUrl, PLACEHOLDER_AVATAR, srcSetFor } from '~/utils/images';

/**
 * The step's message box. It is always in the page (empty when there is nothing to say), so
 * the wizard script can put the connection message there and a screen reader hears it.
 */
/**
 * The wizard's box (#randevu-formu): each step's form posts to its address with this fragment,
 * so without JavaScript the answer (and the redirect after it, which keeps the fragment) opens
 * on the form, not at the top of the page (docs/decisions/0422).
 */
export const WIZARD_ANCHOR = 'randevu-formu';

export function Alert({ message, children }: { message: string | null | undefined; children?: React.ReactNode }) {
  return (
    <div data-region="alert" role="alert">
      {message ? (
        <div className="mt-4 rounded-2xl border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm text-rose-100">
          <p>{message}</p>
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** The heading of a step; the wizard script focuses it when the step changes. */
export function StepHeading({ children }: { children: React.ReactNode }) {
  return (
    <h2
      tabIndex={-1}
      data-step-heading
      className="text-lg font-semibold tracking-wide text-stone-50 outline-none sm:text-xl"
    >
      {children}
    </h2>
  );
}

/**
 * A submit control whose name is the intent and whose value is the visible word: text
 * browsers (lynx, w3m) print an <input type="submit">'s value as its label, while a
 * <button>'s internal value would show up next to its text.
 */
export function Submit({
  name,
  label,
  primary = false,
  pending,
  nojs = false,
  className = '',
}: {
  name: string;
  label: string;
  primary?: boolean;
  /** the text while the request runs (wizard script) */
  pending?: string;
  /** only for browsers without the script (it does the same on its own) */
  nojs?: boolean;
  className?: string;
}) {
  return (
    <input
      type="submit"
      name={name}
      value={label}
      data-pending={pending}
      data-nojs={nojs ? '' : undefined}
      className={`${primary ? 'btn-primary' : 'btn-ghost'} cursor-pointer ${className}`}
    />
  );
}

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
export function MemberPhoto({
  imageUrl,
  size,
  sizes,
  eager = false,
}: {
  imageUrl: string | null;
  size: number;
  sizes: string;
  eager?: boolean;
}) {
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
