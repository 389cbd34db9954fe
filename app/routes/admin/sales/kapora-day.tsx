/**
 * Gün sonu's "Kapora" section (issue 38): the day's kapora movements from the kapora ledger
 * (app/models/deposits/ledger.server.ts depositDayFigures): taken (by method), sent back,
 * kept ("Tutulan kapora": that day's takings from no-shows and late cancellations) and
 * counted as paid by the day's sales; and the kaporas waiting to be sent back.
 */
import { DEPOSIT_METHOD_LABELS, DEPOSIT_METHODS, type DepositMethod } from '~/domain/deposits';
import type { DepositDayFigures } from '~/models/deposits/ledger.server';
import { formatKurus } from '~/utils/money';

export type KaporaDue = {
  appointmentId: number | null;
  amountKurus: number;
  method: DepositMethod | null;
  reference: string;
};

export function KaporaDay({ figures, due, card }: { figures: DepositDayFigures; due: KaporaDue[]; card: string }) {
  const received = DEPOSIT_METHODS.filter((m) => figures.received[m] > 0);
  const refunded = DEPOSIT_METHODS.filter((m) => figures.refunded[m] > 0);
  return (
    <section aria-labelledby="kapora" className={card} data-testid="kapora-day">
      <h3 id="kapora" className="text-lg font-semibold">
        Kapora
      </h3>
      <ul className="mt-1 text-sm">
        <li className="flex justify-between gap-3 border-b border-line/60 py-1.5" data-testid="kept-deposits">
          <span>
            Tutulan kapora <span className="text-stone-400">({figures.keptCount} randevu: gelmedi veya geç iptal)</span>
          </span>
          <span className="tabular-nums font-semibold">{formatKurus(figures.keptKurus)}</span>
        </li>
        {received.map((m) => (
          <li key={`in-${m}`} className="flex justify-between gap-3 border-b border-line/60 py-1.5">
            <span>Alınan kapora · {DEPOSIT_METHOD_LABELS[m]}</span>
            <span className="tabular-nums">{formatKurus(figures.received[m])}</span>
          </li>
        ))}
        {refunded.map((m) => (
          <li key={`out-${m}`} className="flex justify-between gap-3 border-b border-line/60 py-1.5">
            <span>İade edilen kapora · {DEPOSIT_METHOD_LABELS[m]}</span>
            <span className="tabular-nums">−{formatKurus(figures.refunded[m])}</span>
          </li>
        ))}
        {figures.appliedKurus > 0 ? (
          <li className="flex justify-between gap-3 border-b border-line/60 py-1.5">
            <span>Satışlarda ödenmiş sayılan kapora</span>
            <span className="tabular-nums">{formatKurus(figures.appliedKurus)}</span>
          </li>
        ) : null}
      </ul>
      {figures.cashKurus !== 0 ? (
        <p className="mt-1 text-xs text-stone-400">
          Nakit kapora ({formatKurus(figures.cashKurus)}) beklenen nakde eklendi.
        </p>
      ) : null}
      {due.length ? (
        <>
          <h4 className="mt-3 text-sm font-semibold text-stone-300">İade bekleyen kaporalar</h4>
          <ul className="mt-1 text-sm" data-testid="deposits-due-back">
            {due.map((d) => (
              <li key={d.reference} className="flex justify-between gap-3 border-b border-line/60 py-1.5">
                <span>
                  {d.appointmentId ? (
                    <a className="text-accent underline" href={`/admin/appointments/${d.appointmentId}`}>
                      {d.reference}
                    </a>
                  ) : (
                    d.reference
                  )}{' '}
                  <span className="text-stone-400">· {d.method ? DEPOSIT_METHOD_LABELS[d.method] : '—'}</span>
                </span>
                <span className="tabular-nums">{formatKurus(d.amountKurus)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
