import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useFetcher, useLocation } from 'react-router';
import type { CustomerMatch } from '~/models/people/customers.server';
import { useHydrated } from '~/ui/use-hydrated';
import { inputClass } from './field-messages';
import { useTypedBeforeHydration } from '~/ui/typed-before-hydration';

/** The desk's customer lookup (create only): the search and its matches (null: no search yet). */
export type CustomerLookupState = { q: string; matches: CustomerMatch[] | null };

/**
 * 'Kayıtlı müşteri ara': a GET form over the customers (name, e-mail or phone). Without
 * JavaScript it reloads the dialog with `?lookup=` and each match is a link that fills the
 * form (`?customer=`); with JavaScript the matches come as the user types (a fetcher on the
 * same loader) and a tap fills name, e-mail and phone in place.
 */
export function CustomerLookup({
  initial,
  formRef,
}: {
  initial: CustomerLookupState;
  formRef: React.RefObject<HTMLFormElement | null>;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const fetcher = useFetcher<{ lookup: CustomerLookupState }>();
  const [q, setQ] = useState(initial.q);
  const [picked, setPicked] = useState<string | null>(null);
  const kept = [...new URLSearchParams(location.search)].filter(([k]) => k !== 'lookup' && k !== 'customer');
  const matches = hydrated && fetcher.data ? fetcher.data.lookup.matches : initial.matches;
  const ids = useId();
  // a name typed before the dialog hydrated is searched once it has (docs/decisions/0539)
  const lookupRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(lookupRef);

  const search = (text: string) => {
    const params = new URLSearchParams(kept);
    params.set('lookup', text.trim());
    fetcher.load(`${location.pathname}?${params.toString()}`);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: searches when what is typed changes; search and the first value are stable for the dialog's life
  useEffect(() => {
    if (!hydrated || q.trim().length < 2 || q === initial.q) return;
    const timer = setTimeout(() => search(q), 250);
    return () => clearTimeout(timer);
  }, [q, hydrated]);

  function fill(c: CustomerMatch) {
    const form = formRef.current;
    if (!form) return;
    const set = (name: string, value: string) => {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = value;
    };
    set('customerName', c.name);
    set('customerEmail', c.email ?? '');
    set('customerPhone', c.phone ?? '');
    setPicked(c.name);
  }

  const customerHref = (id: number) => {
    const params = new URLSearchParams(kept);
    params.set('customer', String(id));
    return `${location.pathname}?${params.toString()}`;
  };
  const line = (c: CustomerMatch) => [c.name, c.phone, c.email].filter(Boolean).join(' · ');

  return (
    <Form
      ref={lookupRef}
      method="get"
      role="search"
      aria-label="Müşteri arama"
      preventScrollReset
      className="mb-4 rounded-xl border border-line bg-stone-950/60 p-3"
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        search(q);
      }}
    >
      {kept.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor={`${ids}-lookup`} className="text-sm font-medium">
        Kayıtlı müşteri ara
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${ids}-lookup`}
          type="search"
          name="lookup"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          placeholder="Ad, telefon veya e-posta"
          autoComplete="off"
          className={`${inputClass} mt-0 flex-1`}
        />
        <button type="submit" className="btn-ghost px-4">
          Ara
        </button>
      </div>
      {picked ? (
        <p className="mt-2 text-sm text-emerald-300" role="status">
          {picked} seçildi: ad, e-posta ve telefon dolduruldu.
        </p>
      ) : null}
      {matches === null ? null : matches.length === 0 ? (
        <p className="mt-2 text-sm text-stone-400">Bu aramayla kayıtlı müşteri bulunamadı.</p>
      ) : (
        <ul className="mt-2 grid gap-1" aria-label="Bulunan müşteriler" data-testid="customer-matches">
          {matches.map((c) => (
            <li key={c.id}>
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => fill(c)}
                  className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm hover:bg-stone-800"
                >
                  {line(c)}
                </button>
              ) : (
                <Link
                  to={customerHref(c.id)}
                  className="flex min-h-11 w-full items-center rounded-lg px-3 text-sm hover:bg-stone-800"
                >
                  {line(c)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </Form>
  );
}
