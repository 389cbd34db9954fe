/**
 * The pieces of Gün sonu (app/routes/admin/sales/takings.tsx), one per thing the screen
 * shows: the day picker, the day's figures, the cash count and its close, the payment
 * methods with the artists' tips, the discounts, the voids, and the day's sales with their
 * downloads. Each takes what the loader read; only the cash count keeps state (the form).
 */
import { useServerForm } from '~/ui/form-metadata';
import { useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { addDays, formatTurkishDateTime } from '~/domain/clock';
import { cashDifference, expectedCash, TAKINGS_MESSAGES } from '~/domain/takings';
import { PAYMENT_METHOD_LABELS } from '~/domain/sale';
import { postedText } from '~/domain/form-fields';
import { replyFor, type FormReply } from '~/utils/form-reply';
import { formatKurus, kurusToLiraText, liraToKurus } from '~/utils/money';
import { SuccessNotice } from '~/ui/admin/admin-ui';
import { inputClass } from '~/ui/admin/content-table';
import { FormAlert } from '~/ui/admin/form-alert';
import { useHydrated } from '~/ui/use-hydrated';
import { useTypedBeforeHydration } from '~/ui/typed-before-hydration';
import { collectHref, daySalesDownloadHref, receiptHref, refundHref, takingsHref, voidHref } from './paths';
import type { Route } from './+types/takings';

type LoaderData = Route.ComponentProps['loaderData'];
type DayTakings = LoaderData['takings'];

export const card = 'rounded-2xl border border-line bg-stone-900 p-4';
/**
 * Below 640 px the day's sales are stacked rows, one card per sale, each value after its
 * column's name (`data-label`): the phone never scrolls the table sideways (issue 36 item 7).
 */
const stackTable = 'max-sm:block max-sm:[&_tbody]:block';
const stackRow = 'max-sm:block max-sm:border-b max-sm:border-line max-sm:py-2';
const stackCell =
  'max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-3 max-sm:border-0 max-sm:py-1 max-sm:text-right max-sm:before:text-left max-sm:before:text-xs max-sm:before:text-stone-400 max-sm:before:content-[attr(data-label)]';
const th = 'border-b border-line px-2 py-2 text-left text-xs font-semibold tracking-wide text-stone-400';
const td = 'border-b border-line/60 px-2 py-2';

/** ← the day before, 'Bugün', → the day after (not past today), and a date picker (a plain GET form). */
export function DayNav({ date, today }: { date: string; today: string }) {
  return (
    <nav aria-label="Gün" className="flex flex-wrap items-center gap-2">
      <Link to={takingsHref(addDays(date, -1))} className="btn-ghost px-4" aria-label="Önceki gün">
        ←
      </Link>
      {date !== today ? (
        <Link to={takingsHref(today)} className="btn-ghost px-4">
          Bugün
        </Link>
      ) : null}
      {date < today ? (
        <Link to={takingsHref(addDays(date, 1))} className="btn-ghost px-4" aria-label="Sonraki gün">
          →
        </Link>
      ) : null}
      <Form method="get" className="flex items-center gap-2">
        <label htmlFor="gun-sonu-tarih" className="sr-only">
          Tarih
        </label>
        <input
          id="gun-sonu-tarih"
          type="date"
          name="date"
          defaultValue={date}
          max={today}
          className={`${inputClass} mt-0 w-auto`}
        />
        <button type="submit" className="btn-ghost px-4">
          Göster
        </button>
      </Form>
    </nav>
  );
}

/** The day's figures: taken in total and by method, sales, tips, discounts, owed, voided. */
export function TakingsSummary({ t }: { t: DayTakings }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Günün özeti" data-testid="takings-summary">
      <Figure label="Tahsil edilen" value={formatKurus(t.takenKurus)} testId="takings-taken" strong />
      {t.byMethod.map((m) => (
        <Figure
          key={m.method}
          label={m.label}
          value={formatKurus(m.kurus)}
          note={`${m.count} ödeme`}
          testId={`takings-${m.method}`}
        />
      ))}
      <Figure
        label="Satış"
        value={String(t.sales.count)}
        note={`Hizmetler ${formatKurus(t.sales.netKurus)}`}
        testId="takings-count"
      />
      <Figure label="Bahşiş" value={formatKurus(t.sales.tipsKurus)} testId="takings-tips" />
      <Figure label="İndirim" value={formatKurus(t.sales.discountKurus)} testId="takings-discounts" />
      <Figure label="Kalan borç" value={formatKurus(t.sales.owedKurus)} testId="takings-owed" />
      <Figure
        label="İptal edilen"
        value={formatKurus(t.voidedKurus)}
        note={`${t.voids.length} satış`}
        testId="takings-voided"
      />
    </ul>
  );
}

/** 'Kasa sayımı': the close as it stands, and the form that closes the day (again: the last count stands). */
export function CashCount({
  date,
  t,
  may,
  closable,
  actionData,
}: {
  date: string;
  t: DayTakings;
  may: LoaderData['may'];
  closable: boolean;
  actionData: Route.ComponentProps['actionData'];
}) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'submitting';
  const done = actionData && 'ok' in actionData ? actionData : null;
  const lastResult = replyFor(actionData as FormReply | undefined, 'close');
  const [form, fields] = useServerForm({ id: 'day-close', lastResult });
  // the first message above the form (the field's, or the refusal's); the counted cash's under it too
  const failed = lastResult
    ? {
        message: Object.values(lastResult.error ?? {}).flatMap((m) => m ?? [])[0],
        values: postedText(lastResult.initialValue),
      }
    : null;
  const countedError = fields.countedCash?.errors?.[0];
  const close = t.close;
  const [floatText, setFloatText] = useState(
    failed ? (failed.values.float ?? '') : close ? kurusToLiraText(close.floatKurus, ',') : '',
  );
  const [counted, setCounted] = useState(failed?.values.countedCash ?? '');
  // the count typed before a slow tablet hydrated stays (docs/decisions/0539)
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const floatKurus = liraToKurus(floatText) ?? 0;
  const expected = expectedCash(floatKurus, t.cashKurus);
  const countedKurus = liraToKurus(counted);
  const cashMethod = t.byMethod.find((m) => m.method === 'cash')!;
  return (
    <section aria-labelledby="kasa-sayimi" className={card} data-testid="cash-count">
      <h3 id="kasa-sayimi" className="text-lg font-semibold">
        Kasa sayımı
      </h3>
      {close ? (
        <div className="mt-2 rounded-xl border border-line bg-stone-950/60 p-3 text-sm" data-testid="day-close">
          <p className="font-semibold">
            Gün kapatıldı: {close.closedByName ?? '—'} · {formatTurkishDateTime(new Date(close.closedAt))}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
            <dt className="text-stone-400">Kasa başlangıcı</dt>
            <dd className="text-right tabular-nums">{formatKurus(close.floatKurus)}</dd>
            <dt className="text-stone-400">Beklenen nakit</dt>
            <dd className="text-right tabular-nums">{formatKurus(close.expectedCashKurus)}</dd>
            <dt className="text-stone-400">Sayılan nakit</dt>
            <dd className="text-right tabular-nums">{formatKurus(close.countedCashKurus)}</dd>
            <dt className="font-semibold">Fark</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="close-difference">
              <Difference kurus={close.differenceKurus} />
            </dd>
          </dl>
          {close.note ? <p className="mt-2 text-stone-300">Not: {close.note}</p> : null}
          {t.changedSinceClose ? (
            <p
              role="status"
              className="mt-2 rounded-lg border border-amber-700 bg-amber-950/50 px-2 py-1 text-amber-100"
            >
              {TAKINGS_MESSAGES.changedSinceClose}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-1 text-sm text-stone-400">Bu gün henüz kapatılmadı.</p>
      )}
      {done?.ok ? (
        <div className="mt-2">
          <SuccessNotice message={done.message} />
        </div>
      ) : null}
      {may.close && closable ? (
        <Form
          ref={formRef}
          method="post"
          className="mt-3 grid gap-3 sm:grid-cols-2"
          aria-label="Günü kapat"
          noValidate
          id={form.id}
        >
          <input type="hidden" name="date" value={date} />
          {failed?.message ? <FormAlert className="sm:col-span-2">{failed.message}</FormAlert> : null}
          <label className="text-sm font-medium">
            Kasa başlangıcı (₺)
            <input
              name="float"
              value={floatText}
              onChange={(e) => setFloatText(e.currentTarget.value)}
              inputMode="decimal"
              autoComplete="off"
              className={`${inputClass} text-right tabular-nums`}
            />
          </label>
          <p className="text-sm">
            <span className="block font-medium">Beklenen nakit</span>
            <span
              className="mt-1 block min-h-11 rounded-xl border border-line/60 px-3 py-2 text-right text-base tabular-nums"
              data-testid="expected-cash"
            >
              {formatKurus(expected)}
            </span>
            <span className="block text-xs text-stone-400">
              Kasa başlangıcı + nakit ödemeler ({formatKurus(cashMethod.kurus)})
            </span>
          </p>
          <label className="text-sm font-medium">
            Sayılan nakit (₺)
            <input
              name="countedCash"
              value={counted}
              onChange={(e) => setCounted(e.currentTarget.value)}
              inputMode="decimal"
              autoComplete="off"
              required
              className={`${inputClass} text-right tabular-nums`}
              aria-invalid={countedError ? true : undefined}
            />
            {countedError ? <span className="mt-1 block text-sm text-red-300">{countedError}</span> : null}
          </label>
          <p className="text-sm">
            <span className="block font-medium">Fark</span>
            <span
              className="mt-1 block min-h-11 rounded-xl border border-line/60 px-3 py-2 text-right text-base tabular-nums"
              data-testid="live-difference"
            >
              {hydrated && countedKurus !== null ? <Difference kurus={cashDifference(countedKurus, expected)} /> : '—'}
            </span>
          </p>
          <label className="text-sm font-medium sm:col-span-2">
            Not (isteğe bağlı)
            <input name="note" maxLength={500} defaultValue={failed?.values.note ?? ''} className={inputClass} />
          </label>
          <div className="sm:col-span-2">
            <button type="submit" disabled={busy} className="btn-primary">
              {busy ? 'Kaydediliyor…' : close ? 'Sayımı yenile' : 'Günü kapat'}
            </button>
          </div>
        </Form>
      ) : !closable ? (
        <p className="mt-2 text-sm text-stone-400">{TAKINGS_MESSAGES.futureDay}</p>
      ) : null}
    </section>
  );
}

/** 'Ödeme yöntemleri' and the artists' tips. */
export function MethodsCard({ t }: { t: DayTakings }) {
  return (
    <section aria-labelledby="odeme-yontemleri" className={card}>
      <h3 id="odeme-yontemleri" className="text-lg font-semibold">
        Ödeme yöntemleri
      </h3>
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr>
            <th scope="col" className={th}>
              Yöntem
            </th>
            <th scope="col" className={`${th} text-right`}>
              Ödeme
            </th>
            <th scope="col" className={`${th} text-right`}>
              Tutar
            </th>
          </tr>
        </thead>
        <tbody>
          {t.byMethod.map((m) => (
            <tr key={m.method}>
              <th scope="row" className={`${td} text-left font-normal`}>
                {m.label}
              </th>
              <td className={`${td} text-right tabular-nums`}>{m.count}</td>
              <td className={`${td} text-right tabular-nums`}>{formatKurus(m.kurus)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className={`${td} text-left font-semibold`}>
              Toplam
            </th>
            <td className={td} />
            <td className={`${td} text-right font-semibold tabular-nums`}>{formatKurus(t.takenKurus)}</td>
          </tr>
        </tbody>
      </table>
      <h4 className="mt-4 font-semibold">Uzman bahşişleri</h4>
      {t.tipsByMember.length ? (
        <ul className="mt-1 text-sm" data-testid="tips-by-member">
          {t.tipsByMember.map((x) => (
            <li key={`${x.memberId}`} className="flex justify-between border-b border-line/60 py-1.5">
              <span>{x.name}</span>
              <span className="tabular-nums">{formatKurus(x.kurus)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-stone-400">Bahşiş yok.</p>
      )}
    </section>
  );
}

/** 'İndirimler' with their reasons. */
export function DiscountsCard({ t }: { t: DayTakings }) {
  return (
    <section aria-labelledby="indirimler" className={card}>
      <h3 id="indirimler" className="text-lg font-semibold">
        İndirimler
      </h3>
      {t.discounts.length ? (
        <ul className="mt-1 text-sm" data-testid="discounts">
          {t.discounts.map((d) => (
            <li key={d.saleId} className="flex justify-between gap-3 border-b border-line/60 py-1.5">
              <span>
                {d.customerName} <span className="text-stone-400">· {d.reason || '—'}</span>
              </span>
              <span className="tabular-nums">−{formatKurus(d.kurus)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-stone-400">İndirim yok.</p>
      )}
    </section>
  );
}

/** 'İptal edilen satışlar' with their reasons. */
export function VoidsCard({ t }: { t: DayTakings }) {
  return (
    <section aria-labelledby="iptaller" className={card}>
      <h3 id="iptaller" className="text-lg font-semibold">
        İptal edilen satışlar
      </h3>
      {t.voids.length ? (
        <ul className="mt-1 text-sm" data-testid="voids">
          {t.voids.map((v) => (
            <li key={v.saleId} className="flex justify-between gap-3 border-b border-line/60 py-1.5">
              <span>
                {v.customerName} <span className="text-stone-400">· {v.reason}</span>
              </span>
              <span className="tabular-nums line-through">{formatKurus(v.totalKurus)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-stone-400">İptal yok.</p>
      )}
    </section>
  );
}

/** 'Günün satışları': each sale with its receipt and void links, and the day's sales as CSV and .xlsx. */
export function DaySales({
  date,
  today,
  sales,
  may,
}: {
  date: string;
  today: string;
  sales: LoaderData['sales'];
  may: LoaderData['may'];
}) {
  return (
    <section aria-labelledby="gunun-satislari" className={`${card} mt-4`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="gunun-satislari" className="text-lg font-semibold">
          Günün satışları
        </h3>
        <div className="flex flex-wrap gap-2">
          <a
            href={daySalesDownloadHref(date, 'csv')}
            download
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-line px-4 text-sm font-medium text-accent hover:border-accent"
          >
            CSV indir
          </a>
          <a
            href={daySalesDownloadHref(date, 'xlsx')}
            download
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-line px-4 text-sm font-medium text-accent hover:border-accent"
          >
            Excel (.xlsx) indir
          </a>
        </div>
      </div>
      {sales.length === 0 ? (
        <p className="mt-2 text-sm text-stone-400">{TAKINGS_MESSAGES.noSales}</p>
      ) : (
        <div className="mt-2 sm:overflow-x-auto">
          <table className={`w-full text-sm sm:min-w-[36rem] ${stackTable}`} data-testid="day-sales">
            <thead className="max-sm:sr-only">
              <tr>
                <th scope="col" className={th}>
                  Saat
                </th>
                <th scope="col" className={th}>
                  Fiş
                </th>
                <th scope="col" className={th}>
                  Müşteri
                </th>
                <th scope="col" className={th}>
                  Durum
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Toplam
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Kalan
                </th>
                <th scope="col" className={th}>
                  İşlemler
                </th>
              </tr>
            </thead>
            <tbody>
              {sales.map((s) => (
                <tr key={s.id} className={`${stackRow} ${s.status === 'voided' ? 'text-stone-400' : ''}`}>
                  <td className={`${td} ${stackCell} tabular-nums`} data-label="Saat">
                    {s.time}
                  </td>
                  <td className={`${td} ${stackCell} tabular-nums`} data-label="Fiş">
                    {s.number}
                  </td>
                  <td className={`${td} ${stackCell}`} data-label="Müşteri">
                    <span>
                      {s.customerName}
                      {s.methods ? <span className="block text-xs text-stone-400">{s.methods}</span> : null}
                    </span>
                  </td>
                  <td className={`${td} ${stackCell}`} data-label="Durum">
                    {s.statusLabel}
                  </td>
                  <td
                    className={`${td} ${stackCell} text-right tabular-nums ${s.status === 'voided' ? 'line-through' : ''}`}
                    data-label="Toplam"
                  >
                    {formatKurus(s.totalKurus)}
                  </td>
                  <td className={`${td} ${stackCell} text-right tabular-nums`} data-label="Kalan">
                    {s.owedKurus > 0 ? formatKurus(s.owedKurus) : '—'}
                  </td>
                  <td className={`${td} ${stackCell}`} data-label="İşlemler">
                    <div className="flex flex-wrap gap-1">
                      {may.receipt && s.status === 'completed' ? (
                        <a
                          href={receiptHref(s.id, 'a4')}
                          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-line px-3 text-xs hover:border-accent"
                        >
                          Fiş<span className="sr-only">: {s.number}</span>
                        </a>
                      ) : null}
                      {may.collect && s.status === 'completed' && s.owedKurus > 0 ? (
                        <Link
                          to={collectHref(s.id, takingsHref(date))}
                          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-accent px-3 text-xs font-semibold text-accent"
                        >
                          Kalanı tahsil et<span className="sr-only">: {s.number}</span>
                        </Link>
                      ) : null}
                      {may.refund && s.status === 'completed' && s.paidKurus > 0 ? (
                        <Link
                          to={refundHref(s.id, takingsHref(date))}
                          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-line px-3 text-xs hover:border-accent"
                        >
                          İade<span className="sr-only">: {s.number}</span>
                        </Link>
                      ) : null}
                      {may.void && s.status !== 'voided' && date === today ? (
                        <Link
                          to={voidHref(s.id, takingsHref(date))}
                          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-line px-3 text-xs text-red-200 hover:border-red-400"
                        >
                          İptal<span className="sr-only">: {s.number}</span>
                        </Link>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Figure({
  label,
  value,
  note,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  note?: string;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <li className={`rounded-2xl border p-4 ${strong ? 'border-accent bg-stone-900' : 'border-line bg-stone-900'}`}>
      <p className="text-sm text-stone-400">{label}</p>
      <p className="mt-1 text-xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </p>
      {note ? <p className="text-xs text-stone-400">{note}</p> : null}
    </li>
  );
}

/** A cash difference with its sign and a word, never colour alone: '+₺10,00 fazla', '−₺10,00 eksik', '₺0,00 tam'. */
function Difference({ kurus }: { kurus: number }) {
  if (kurus === 0) return <span>{formatKurus(0)} · tam</span>;
  return kurus > 0 ? (
    <span className="text-emerald-300">+{formatKurus(kurus)} · fazla</span>
  ) : (
    <span className="text-red-300">−{formatKurus(-kurus)} · eksik</span>
  );
}

/** 'İadeler': money given back that day (whatever day its sale was), by method, with who gave and approved it. */
export function RefundsCard({ t }: { t: DayTakings }) {
  return (
    <section aria-labelledby="iadeler" className={card}>
      <h3 id="iadeler" className="text-lg font-semibold">
        İadeler
      </h3>
      {t.refunds.length ? (
        <ul className="mt-1 text-sm" data-testid="refunds">
          {t.refunds.map((r) => (
            <li key={r.id} className="flex justify-between gap-3 border-b border-line/60 py-1.5">
              <span>
                {r.customerName}{' '}
                <span className="text-stone-400">
                  · {r.saleNumber ?? '—'} · {r.reason}
                </span>
                {r.approvedByName ? (
                  <span className="block text-xs text-stone-400">Onaylayan: {r.approvedByName}</span>
                ) : null}
              </span>
              <span className="tabular-nums">
                −{formatKurus(r.amountKurus)}{' '}
                <span className="text-xs text-stone-400">{PAYMENT_METHOD_LABELS[r.method]}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-stone-400">İade yok.</p>
      )}
    </section>
  );
}

/** 'Kapanıştan sonraki değişiklikler': every change made to a closed day after its close, even when the sums agree. */
export function LaterChangesCard({ t }: { t: DayTakings }) {
  return (
    <section aria-labelledby="kapanistan-sonra" className={card} data-testid="later-changes">
      <h3 id="kapanistan-sonra" className="text-lg font-semibold">
        Kapanıştan sonraki değişiklikler
      </h3>
      {t.laterChanges.length ? (
        <ul className="mt-1 text-sm">
          {t.laterChanges.map((c) => (
            <li
              key={`${c.kind}-${c.at}-${c.saleNumber}-${c.amountKurus}`}
              className="flex justify-between gap-3 border-b border-line/60 py-1.5"
            >
              <span>
                <span className="font-semibold">{c.label}</span> · {c.saleNumber ?? '—'} · {c.customerName}
                {c.methodLabel ? ` · ${c.methodLabel}` : ''}
                <span className="block text-xs text-stone-400">
                  {formatTurkishDateTime(new Date(c.at))} · {c.byName ?? '—'}
                  {c.approvedByName ? ` · Onaylayan: ${c.approvedByName}` : ''}
                  {c.reason ? ` · ${c.reason}` : ''}
                </span>
              </span>
              <span className="tabular-nums">
                {c.amountKurus < 0 ? '−' : '+'}
                {formatKurus(Math.abs(c.amountKurus))}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-stone-400">Kapanıştan sonra değişiklik yok.</p>
      )}
    </section>
  );
}
