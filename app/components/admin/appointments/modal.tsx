/**
 * A dialog of the appointment screen. It is a route of its own (create, edit, delete, note,
 * move, status conflict), so it renders on the server and works without JavaScript; with
 * JavaScript, focus moves into it and Escape closes it.
 */
import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router';

export function Modal({ title, closeTo, onClose, children, wide = false }: { title: string; closeTo?: string; onClose?: () => void; children: React.ReactNode; wide?: boolean }) {
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
    const previous = document.activeElement as HTMLElement | null;
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>('[data-modal-body] :is(input:not([type=hidden]), select, textarea, button, a[href])');
    (first ?? dialog).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('keydown', onKey);
    return () => {
      dialog.removeEventListener('keydown', onKey);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-black/70 p-3 sm:p-6">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`my-auto w-full ${wide ? 'max-w-3xl' : 'max-w-lg'} rounded-2xl border border-line bg-stone-900 text-stone-100 shadow-2xl`}
      >
        <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {closeTo ? (
            <Link to={closeTo} preventScrollReset className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-lg hover:bg-stone-800" aria-label="Kapat">
              ✕
            </Link>
          ) : onClose ? (
            <button type="button" onClick={onClose} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-lg hover:bg-stone-800" aria-label="Kapat">
              ✕
            </button>
          ) : null}
        </div>
        <div className="px-5 py-4" data-modal-body>{children}</div>
      </div>
    </div>
  );
}
