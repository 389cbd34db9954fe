/**
 * The one dialog of the back office. It is opened by the URL (`?edit=3`, a route of its own)
 * or by state, so it renders on the server and works without JavaScript: closing is then a
 * link back (`closeTo`). With JavaScript it is modal: focus moves into it (the first field,
 * or an element marked `data-autofocus`, unless a field of it already has the focus), Tab and Shift+Tab stay inside, Escape closes it,
 * and focus returns to where it was when it closes. Dialogs may stack (a slot picker over the
 * appointment form): only the top one answers the keyboard.
 */
import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router';

/** The dialogs open now, the top one last. */
const openDialogs: HTMLElement[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
}

export type DialogProps = {
  title: string;
  /** the page to go back to (a link without JavaScript, Escape and ✕ with it) */
  closeTo?: string;
  /** closes a dialog opened by state (no URL of its own) */
  onClose?: () => void;
  /** the title's heading level: 3 under a screen's h2 (the default), 2 where the dialog stands for a screen of its own */
  headingLevel?: 2 | 3;
  wide?: boolean;
  /** shown under the title (a status badge) */
  subtitle?: React.ReactNode;
  children: React.ReactNode;
};

export function Dialog({ title, closeTo, onClose, headingLevel = 3, wide = false, subtitle, children }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const close = useRef<() => void>(() => {});
  close.current = () => {
    if (onClose) onClose();
    else if (closeTo) navigate(closeTo, { preventScrollReset: true });
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    openDialogs.push(dialog);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const body = dialog.querySelector<HTMLElement>('[data-dialog-body]') ?? dialog;
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(body)[0];
    // a field the user is already typing in (the page arrived before its script did) keeps the focus
    if (!(previous && dialog.contains(previous))) (first ?? dialog).focus();
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== dialog || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        const items = focusablesIn(dialog);
        if (items.length === 0) {
          event.preventDefault();
          dialog.focus();
          return;
        }
        const head = items[0]!;
        const tail = items[items.length - 1]!;
        const active = document.activeElement;
        const outside = !(active instanceof Node) || !dialog.contains(active) || active === dialog;
        if (event.shiftKey && (outside || active === head)) {
          event.preventDefault();
          tail.focus();
        } else if (!event.shiftKey && (outside || active === tail)) {
          event.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, []);

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const closeClass =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-lg hover:bg-stone-800';
  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-black/70 p-3 sm:p-6">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`my-auto w-full ${wide ? 'max-w-4xl' : 'max-w-xl'} rounded-2xl border border-line bg-stone-900 text-stone-100 shadow-2xl`}
      >
        <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-3 sm:px-6">
          <div className="min-w-0 self-center">
            <Heading id={titleId} className="text-xl font-semibold">
              {title}
            </Heading>
            {subtitle ? <div className="mt-1">{subtitle}</div> : null}
          </div>
          {closeTo ? (
            <Link to={closeTo} preventScrollReset className={closeClass} aria-label="Kapat">
              ✕
            </Link>
          ) : onClose ? (
            <button type="button" onClick={onClose} className={closeClass} aria-label="Kapat">
              ✕
            </button>
          ) : null}
        </div>
        <div className="px-5 py-4 sm:px-6 sm:py-5" data-dialog-body>
          {children}
        </div>
      </div>
    </div>
  );
}
