/**
 * The admin screens' plain pieces: the input look, the empty state, the table frame and its
 * cell classes. Apart from content-ui.tsx (which re-exports them) so a screen that needs only
 * these does not load the forms' helpers, the dialog and the stale-save notice with them
 * (issue 39, docs/decisions/0535).
 */
export const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100 focus:border-accent aria-[invalid=true]:border-red-400';

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-stone-900/60 p-8 text-center">
      <p className="text-lg font-medium">{title}</p>
      {hint ? <p className="mt-2 text-sm text-stone-400">{hint}</p> : null}
    </div>
  );
}

/** A scrolling table frame (tablet-first; wide tables scroll sideways). */
export function TableFrame({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-stone-900">
      <table className="w-full min-w-[44rem] text-left text-sm" aria-label={label}>
        {children}
      </table>
    </div>
  );
}

export const thClass = 'border-b border-line px-4 py-3 text-xs font-semibold uppercase tracking-wide text-stone-400';
export const tdClass = 'border-b border-line/60 px-4 py-3 align-middle';
