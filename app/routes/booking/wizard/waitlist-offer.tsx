import type { CustomerChannel } from '~/domain/message-topics';
import { waitlistOfferNote } from '~/domain/customer-promises';
import { WAITLIST_TEXTS } from '~/domain/waitlist-texts';

/** Step 3 on a full day: the way to that day's waitlist (a plain link: works without JavaScript). */
export function WaitlistOffer({ date, channels }: { date: string; channels: readonly CustomerChannel[] }) {
  return (
    <div className="mt-3 rounded-2xl border border-accent/40 bg-accent/5 p-4" data-waitlist-offer>
      <p className="text-sm text-stone-200">{waitlistOfferNote(channels)}</p>
      <a href={`/contact/bekleme-listesi?gun=${date}`} className="btn-primary mt-3 inline-flex">
        {WAITLIST_TEXTS.offer}
      </a>
    </div>
  );
}
