import type { Conflict } from '~/domain/availability';
import { ADMIN_APPOINTMENT_TEXTS } from '~/domain/admin-appointment-texts';
import { conflictCountMessage } from '~/domain/booking-messages';
import { formatMinutes } from '~/domain/duration';
import { Dialog } from '~/ui/admin/dialog';

/**
 * The conflicts of a save, confirm or move: each with start, end, duration, service and the
 * overlap, then the spec's advice. The buttons ('Yine de Devam Et' / 'Yine de Onayla' and
 * 'İptal Et') are the caller's: a form without JavaScript, fetcher calls with it.
 */
export function ConflictList({ conflicts }: { conflicts: readonly Conflict[] }) {
  return (
    <div data-testid="conflict-list">
      <p className="text-sm text-amber-100">{conflictCountMessage(conflicts.length)}</p>
      <ul className="mt-3 space-y-2">
        {conflicts.map((c) => (
          <li key={c.appointmentId} className="rounded-xl border border-amber-700/60 bg-amber-950/40 px-3 py-2 text-sm">
            <p className="font-semibold">{c.customerName || 'Müşteri'}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-stone-300">
              <dt>Başlangıç</dt>
              <dd className="tabular-nums">{c.startTime}</dd>
              <dt>Bitiş</dt>
              <dd className="tabular-nums">{c.endTime}</dd>
              <dt>Süre</dt>
              <dd>{formatMinutes(c.duration)}</dd>
              <dt>Hizmet</dt>
              <dd>{c.service}</dd>
              <dt>Çakışma</dt>
              <dd>{formatMinutes(c.overlapMinutes)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-stone-400">{ADMIN_APPOINTMENT_TEXTS.conflictAdvice}</p>
    </div>
  );
}

/**
 * The conflict dialog: title ('Randevu Çakışması Tespit Edildi' or 'Randevu Onaylama
 * Çakışması'), the list, and the caller's buttons ('Yine de Devam Et' / 'Yine de Onayla' and
 * 'İptal Et': form buttons without JavaScript, fetcher calls with it).
 */
export function ConflictDialog({
  title,
  conflicts,
  closeTo,
  onClose,
  children,
}: {
  title: string;
  conflicts: readonly Conflict[];
  closeTo?: string;
  onClose?: () => void;
  children: React.ReactNode;
}) {
  return (
    <Dialog headingLevel={2} title={title} closeTo={onClose ? undefined : closeTo} onClose={onClose}>
      <ConflictList conflicts={conflicts} />
      <div className="mt-4 flex flex-wrap gap-2">{children}</div>
    </Dialog>
  );
}
