/**
 * The day's waitlist on the admin day view (docs/decisions/0206-waitlist.md): who waits for a
 * place that day, in the order they joined (the order they are told when a start is freed),
 * with the selection, the member or 'Fark etmez', the contact (an address not yet confirmed
 * by its owner is marked 'onay bekliyor': it is not told; 0335), and 'Sil'. The entries come
 * with the appointment screen's loader (`waitlist`, read for the open day only). When her
 * selection fits a free start (a cancellation or a move freed one), 'Randevu ver' buttons
 * book her there in one tap (issue 27; waitlist-book.tsx).
 */
import { Form, useLocation, useRouteLoaderData } from 'react-router';
import { WAITLIST_TEXTS } from '~/domain/waitlist-texts';
import { formatTurkishDateTime } from '~/domain/clock';
import type { WaitlistOffer, WaitlistRow } from '~/models/appointments/waitlist.server';

type Entry = Pick<
  WaitlistRow,
  'id' | 'customerName' | 'customerEmail' | 'customerPhone' | 'memberName' | 'items' | 'teamMemberId'
> & { createdAt: string | Date; confirmedAt: string | Date | null; offers?: WaitlistOffer[] };

export function WaitlistPanel({ date }: { date: string }) {
  const data = useRouteLoaderData('routes/admin.appointments') as
    | { waitlist?: { date: string; entries: Entry[] } }
    | undefined;
  const { search } = useLocation();
  const entries = data?.waitlist?.date === date ? data.waitlist.entries : [];
  return (
    <section
      aria-labelledby="bekleme-baslik"
      className="rounded-2xl border border-line bg-stone-900/60 p-4"
      data-testid="waitlist-panel"
    >
      <h4 id="bekleme-baslik" className="text-lg font-semibold">
        {WAITLIST_TEXTS.adminTitle} <span className="text-sm font-normal text-stone-400">({entries.length})</span>
      </h4>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-stone-400">{WAITLIST_TEXTS.adminEmpty}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {entries.map((e, i) => (
            <li
              key={e.id}
              className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-line bg-stone-950/60 px-3 py-2"
              data-testid="waitlist-entry"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold">
                  <span className="tabular-nums text-stone-400">{i + 1}.</span> {e.customerName}
                  {e.confirmedAt ? null : (
                    <span className="ml-2 text-xs font-normal text-amber-200">({WAITLIST_TEXTS.adminUnconfirmed})</span>
                  )}
                </p>
                <p className="text-stone-300">
                  {e.items.join(', ') || '—'} ·{' '}
                  {e.teamMemberId === null ? WAITLIST_TEXTS.anyMember : (e.memberName ?? '—')}
                </p>
                <p className="text-stone-400">
                  {[e.customerPhone, e.customerEmail].filter(Boolean).join(' · ')} ·{' '}
                  {formatTurkishDateTime(new Date(e.createdAt))}
                </p>
              </div>
              <Form method="post" action={`/admin/appointments/waitlist/${e.id}${search}`}>
                <button
                  type="submit"
                  className="btn-ghost px-3 py-1 text-sm"
                  aria-label={`${WAITLIST_TEXTS.remove}: ${e.customerName}`}
                >
                  {WAITLIST_TEXTS.remove}
                </button>
              </Form>
              <div className="basis-full" data-testid="waitlist-offers">
                {e.offers && e.offers.length > 0 ? (
                  <div className="flex flex-wrap gap-2">
                    {e.offers.map((o) => (
                      <Form
                        key={`${o.teamMemberId}-${o.time}`}
                        method="post"
                        action={`/admin/appointments/waitlist/${e.id}/book${search}`}
                      >
                        <input type="hidden" name="time" value={o.time} />
                        <input type="hidden" name="teamMemberId" value={o.teamMemberId} />
                        <button
                          type="submit"
                          className="inline-flex min-h-11 items-center rounded-full bg-accent px-4 text-sm font-semibold text-ink"
                          aria-label={`${WAITLIST_TEXTS.book}: ${e.customerName}, ${o.time}, ${o.memberName}`}
                        >
                          {WAITLIST_TEXTS.book} · <span className="ml-1 tabular-nums">{o.time}</span>
                          <span className="ml-1 font-normal">{o.memberName}</span>
                        </button>
                      </Form>
                    ))}
                  </div>
                ) : (
                  <p className="text-xs text-stone-400">{WAITLIST_TEXTS.noOffer}</p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
