/**
 * The pieces of 'Ödeme al' (app/routes/admin/sales/checkout.tsx), one per part of the form
 * the desk reads: the services, the discount, the tips, the payments and the totals beside
 * them. The screen keeps the form's values; each piece shows its part and changes it through
 * the setters it is given (so the form still posts every field as a plain HTML form).
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  CHECKOUT_TEXTS,
  DISCOUNT_REASONS,
  parseItemChoice,
  restFor,
  splitTipRows,
  withLineAdded,
  withLineRemoved,
  type CheckoutFormValues,
} from '~/domain/checkout-form';
import { DISCOUNT_KIND_LABELS, PAYMENT_METHOD_LABELS, type SaleTotals } from '~/domain/sale';
import { formatKurus, kurusToLiraText, liraToKurus } from '~/utils/money';
import { inputClass } from '~/ui/admin/content-table';

export const numberInput = `${inputClass} text-right tabular-nums`;
export const sectionClass = 'rounded-xl border border-line bg-stone-950/60 p-3';

type Line = CheckoutFormValues['lines'][number];
type SetValues = React.Dispatch<React.SetStateAction<CheckoutFormValues>>;
/** The field messages of the last refusal, by field name ('lines[0].price', 'payments', …). */
export type FieldErrors = Record<string, string | undefined>;
/** The first message of any of the fields named (or of their rows: 'tips[1].amount' for 'tips'). */
export type ErrorFor = (...keys: string[]) => string | undefined;

export type CheckoutCatalogue = {
  groups: { name: string; services: { id: number; name: string; priceKurus: number }[] }[];
  packages: { id: number; name: string; priceKurus: number }[];
};
export type BookedLine = { id: number; kind: Line['kind']; name: string; priceKurus: number };
export type Member = { id: number; name: string };

/** A line's name and list price: the booked line's, or the catalogue's item. */
function lineItem(l: Line, booked: readonly BookedLine[], catalogue: CheckoutCatalogue) {
  if (l.appointmentLineId) return booked.find((b) => String(b.id) === l.appointmentLineId && b.kind === l.kind) ?? null;
  const list = l.kind === 'service' ? catalogue.groups.flatMap((g) => g.services) : catalogue.packages;
  return list.find((s) => String(s.id) === l.itemId) ?? null;
}

/** 'Hizmetler': each line with its artist and price ('Çıkar'), and 'Kalem ekle' from the catalogue. */
export function LinesSection({
  values,
  setValues,
  booked,
  catalogue,
  members,
  appointmentMemberId,
  errors,
  errorFor,
  hydrated,
}: {
  values: CheckoutFormValues;
  setValues: SetValues;
  booked: readonly BookedLine[];
  catalogue: CheckoutCatalogue;
  members: readonly Member[];
  appointmentMemberId: number | null;
  errors: FieldErrors;
  errorFor: ErrorFor;
  hydrated: boolean;
}) {
  const [addChoice, setAddChoice] = useState('');
  const itemName = (l: Line) => lineItem(l, booked, catalogue)?.name ?? 'Hizmet';
  const listPrice = (l: Line) => lineItem(l, booked, catalogue)?.priceKurus ?? null;
  const setLine = (i: number, patch: Partial<Line>) =>
    setValues((v) => ({ ...v, lines: v.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) }));

  function addLine(event: React.MouseEvent) {
    if (!hydrated) return;
    event.preventDefault();
    const choice = parseItemChoice(addChoice);
    if (!choice) return;
    const list = choice.kind === 'service' ? catalogue.groups.flatMap((g) => g.services) : catalogue.packages;
    const item = list.find((s) => s.id === choice.id);
    if (!item) return;
    setValues((v) =>
      withLineAdded(v, { kind: choice.kind, id: item.id, priceKurus: item.priceKurus }, appointmentMemberId),
    );
    setAddChoice('');
  }

  return (
    <fieldset className={sectionClass}>
      <legend className="px-1 text-sm font-semibold text-stone-300">Hizmetler</legend>
      <ul className="space-y-3">
        {values.lines.map((l, i) => {
          const list = listPrice(l);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the index names the fields (lines[i].…); the ids change the key when a line moves up
              key={`${i}-${l.kind}-${l.appointmentLineId}-${l.itemId}`}
              className="grid grid-cols-2 items-end gap-2 border-b border-line/60 pb-3 sm:grid-cols-[1fr_10rem_8rem_auto]"
              data-testid="checkout-line"
            >
              <input type="hidden" name={`lines[${i}].kind`} value={l.kind} />
              <input type="hidden" name={`lines[${i}].appointmentLineId`} value={l.appointmentLineId} />
              <input type="hidden" name={`lines[${i}].itemId`} value={l.itemId} />
              <div className="col-span-2 min-w-0 sm:col-span-1">
                <p
                  className="font-medium outline-none"
                  tabIndex={i === 0 ? -1 : undefined}
                  data-autofocus={i === 0 ? true : undefined}
                >
                  {i + 1}. {itemName(l)}
                  {l.kind === 'package' ? <span className="ml-1 text-xs text-stone-400">(paket)</span> : null}
                </p>
                {list !== null ? <p className="text-xs text-stone-400">Liste fiyatı {formatKurus(list)}</p> : null}
              </div>
              <label className="col-span-2 text-xs text-stone-400 sm:col-span-1">
                Uzman
                <select
                  name={`lines[${i}].teamMemberId`}
                  value={l.teamMemberId}
                  onChange={(e) => setLine(i, { teamMemberId: e.currentTarget.value })}
                  className={inputClass}
                  aria-label={`${i + 1}. kalemin uzmanı`}
                >
                  <option value="">—</option>
                  {members.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-xs text-stone-400">
                Fiyat (₺)
                <input
                  name={`lines[${i}].price`}
                  value={l.price}
                  onChange={(e) => setLine(i, { price: e.currentTarget.value })}
                  inputMode="decimal"
                  autoComplete="off"
                  className={numberInput}
                  aria-label={`${i + 1}. ${itemName(l)} fiyatı`}
                  aria-invalid={errors[`lines[${i}].price`] ? true : undefined}
                />
              </label>
              <button
                type="submit"
                name="intent"
                value={`remove-line:${i}`}
                formNoValidate
                onClick={(e) => {
                  if (!hydrated) return;
                  e.preventDefault();
                  setValues((v) => withLineRemoved(v, i));
                }}
                className="inline-flex min-h-11 items-center justify-self-end rounded-full border border-line px-3 text-sm text-stone-300 hover:border-red-400 hover:text-red-200 sm:justify-self-auto"
                aria-label={`${CHECKOUT_TEXTS.removeLine}: ${itemName(l)}`}
              >
                {CHECKOUT_TEXTS.removeLine}
              </button>
              {errors[`lines[${i}].price`] ? (
                <p className="col-span-full text-sm text-red-300">{errors[`lines[${i}].price`]}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {errorFor('lines') ? <p className="mt-2 text-sm text-red-300">{errorFor('lines')}</p> : null}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label className="min-w-0 flex-1 basis-full text-sm sm:basis-auto">
          <span className="text-stone-300">{CHECKOUT_TEXTS.chooseItem}</span>
          <select
            name="addItem"
            value={addChoice}
            onChange={(e) => setAddChoice(e.currentTarget.value)}
            className={inputClass}
            aria-invalid={errors.addItem ? true : undefined}
          >
            <option value="">—</option>
            {catalogue.groups.map((g) => (
              <optgroup key={g.name} label={g.name}>
                {g.services.map((s) => (
                  <option key={s.id} value={`service:${s.id}`}>
                    {s.name} · {formatKurus(s.priceKurus)}
                  </option>
                ))}
              </optgroup>
            ))}
            {catalogue.packages.length ? (
              <optgroup label="Paketler">
                {catalogue.packages.map((p) => (
                  <option key={p.id} value={`package:${p.id}`}>
                    {p.name} · {formatKurus(p.priceKurus)}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        </label>
        <button
          type="submit"
          name="intent"
          value="add-line"
          formNoValidate
          onClick={addLine}
          className="btn-ghost px-4"
        >
          + {CHECKOUT_TEXTS.addLine}
        </button>
      </div>
      {errors.addItem ? <p className="mt-1 text-sm text-red-300">{errors.addItem}</p> : null}
    </fieldset>
  );
}

/** 'İndirim': an amount or a percentage, with its reason. */
export function DiscountSection({
  values,
  set,
  errorFor,
}: {
  values: CheckoutFormValues;
  set: (patch: Partial<CheckoutFormValues>) => void;
  errorFor: ErrorFor;
}) {
  const ids = useId();
  return (
    <fieldset className={sectionClass}>
      <legend className="px-1 text-sm font-semibold text-stone-300">İndirim</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div role="radiogroup" aria-label="İndirim türü" className="flex gap-1">
          {(['amount', 'percent'] as const).map((kind) => (
            <label
              key={kind}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-3 text-sm has-checked:border-accent has-checked:bg-stone-800"
            >
              <input
                type="radio"
                name="discountType"
                value={kind}
                checked={values.discountType === kind}
                onChange={() => set({ discountType: kind })}
              />
              {DISCOUNT_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
        <label className="w-32 text-sm">
          <span className="text-stone-300">{values.discountType === 'percent' ? 'Yüzde' : 'Tutar (₺)'}</span>
          <input
            name="discountValue"
            value={values.discountValue}
            onChange={(e) => set({ discountValue: e.currentTarget.value })}
            inputMode="decimal"
            autoComplete="off"
            className={numberInput}
            aria-invalid={errorFor('discountValue', 'discount') ? true : undefined}
          />
        </label>
        <label className="min-w-[12rem] flex-1 text-sm">
          <span className="text-stone-300">Neden</span>
          <input
            name="discountReason"
            value={values.discountReason}
            onChange={(e) => set({ discountReason: e.currentTarget.value })}
            list={`${ids}-reasons`}
            maxLength={200}
            autoComplete="off"
            className={inputClass}
            aria-invalid={errorFor('discountReason') ? true : undefined}
          />
          <datalist id={`${ids}-reasons`}>
            {DISCOUNT_REASONS.map((r) => (
              <option key={r} value={r} />
            ))}
          </datalist>
        </label>
      </div>
      {errorFor('discountValue', 'discount', 'discountReason') ? (
        <p className="mt-2 text-sm text-red-300">{errorFor('discountValue', 'discount', 'discountReason')}</p>
      ) : null}
    </fieldset>
  );
}

/** 'Bahşiş': a row per artist of the sale ('Eşit böl' shares a total with JavaScript), the others folded. */
export function TipsSection({
  values,
  setValues,
  members,
  errorFor,
  hydrated,
}: {
  values: CheckoutFormValues;
  setValues: SetValues;
  members: readonly Member[];
  errorFor: ErrorFor;
  hydrated: boolean;
}) {
  const [tipTotal, setTipTotal] = useState('');
  const set = (patch: Partial<CheckoutFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const setTip = (i: number, amount: string) =>
    setValues((v) => ({ ...v, tips: v.tips.map((t, j) => (j === i ? { ...t, amount } : t)) }));
  const memberName = (id: string) => members.find((m) => String(m.id) === id)?.name ?? '—';
  // the sale's artists: whom 'Eşit böl' shares the tip between
  const saleArtists = [...new Set(values.lines.map((l) => l.teamMemberId).filter(Boolean))];
  const ownerOfTips = members.filter((m) => saleArtists.includes(String(m.id)));
  const otherTipIndexes = values.tips
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => !saleArtists.includes(t.teamMemberId));
  return (
    <fieldset className={sectionClass}>
      <legend className="px-1 text-sm font-semibold text-stone-300">Bahşiş</legend>
      {hydrated && saleArtists.length > 0 ? (
        <div className="mb-3 flex flex-wrap items-end gap-2">
          <label className="w-36 text-sm">
            <span className="text-stone-300">Toplam bahşiş (₺)</span>
            <input
              value={tipTotal}
              onChange={(e) => setTipTotal(e.currentTarget.value)}
              inputMode="decimal"
              autoComplete="off"
              className={numberInput}
            />
          </label>
          <button
            type="button"
            className="btn-ghost px-4"
            onClick={() => {
              const kurus = liraToKurus(tipTotal);
              if (kurus !== null) set({ tips: splitTipRows(values, kurus, saleArtists) });
            }}
          >
            {CHECKOUT_TEXTS.splitTips}: {ownerOfTips.map((m) => m.name).join(', ')}
          </button>
        </div>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {values.tips.map((t, i) =>
          saleArtists.includes(t.teamMemberId) ? (
            <TipRow key={t.teamMemberId} i={i} tip={t} name={memberName(t.teamMemberId)} onChange={setTip} />
          ) : null,
        )}
      </div>
      {otherTipIndexes.length ? (
        <details className="mt-2" open={otherTipIndexes.some(({ t }) => t.amount !== '') || undefined}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-stone-300">
            Diğer uzmanlar
          </summary>
          <div className="grid gap-2 sm:grid-cols-2">
            {otherTipIndexes.map(({ t, i }) => (
              <TipRow key={t.teamMemberId} i={i} tip={t} name={memberName(t.teamMemberId)} onChange={setTip} />
            ))}
          </div>
        </details>
      ) : null}
      {errorFor('tips', 'tipTotal', 'tipMemberIds') ? (
        <p className="mt-2 text-sm text-red-300">{errorFor('tips', 'tipTotal', 'tipMemberIds')}</p>
      ) : null}
    </fieldset>
  );
}

/** 'Ödeme': Nakit, Kart, Havale ('Kalanı yaz' fills what is left, with JavaScript). */
export function PaymentsSection({
  values,
  kaporaKurus,
  setValues,
  errors,
  errorFor,
  hydrated,
}: {
  values: CheckoutFormValues;
  /** a kapora paid before the visit: 'Kalanı yaz' leaves it out (issue 38) */
  kaporaKurus: number;
  setValues: SetValues;
  errors: FieldErrors;
  errorFor: ErrorFor;
  hydrated: boolean;
}) {
  const setPayment = (i: number, amount: string) =>
    setValues((v) => ({ ...v, payments: v.payments.map((p, j) => (j === i ? { ...p, amount } : p)) }));
  return (
    <fieldset className={sectionClass}>
      <legend className="px-1 text-sm font-semibold text-stone-300">Ödeme</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {values.payments.map((p, i) => (
          <div key={p.method}>
            <input type="hidden" name={`payments[${i}].method`} value={p.method} />
            <label className="text-sm">
              <span className="font-medium">{PAYMENT_METHOD_LABELS[p.method]} (₺)</span>
              <input
                name={`payments[${i}].amount`}
                value={p.amount}
                onChange={(e) => setPayment(i, e.currentTarget.value)}
                inputMode="decimal"
                autoComplete="off"
                className={numberInput}
                aria-invalid={errors[`payments[${i}].amount`] ? true : undefined}
              />
            </label>
            {hydrated ? (
              <button
                type="button"
                className="mt-1 inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-line text-sm text-stone-200 hover:border-accent"
                onClick={() => setPayment(i, kurusToLiraText(restFor(values, i, kaporaKurus), ','))}
                aria-label={`${CHECKOUT_TEXTS.fillRest}: ${PAYMENT_METHOD_LABELS[p.method]}`}
              >
                {CHECKOUT_TEXTS.fillRest}
              </button>
            ) : null}
            {errors[`payments[${i}].amount`] ? (
              <p className="mt-1 text-sm text-red-300">{errors[`payments[${i}].amount`]}</p>
            ) : null}
          </div>
        ))}
      </div>
      {errorFor('payments') ? <p className="mt-2 text-sm text-red-300">{errorFor('payments')}</p> : null}
    </fieldset>
  );
}

/** The totals beside the form, the receipt by e-mail and the submit ('Ödemeyi tamamla · ₺…'). */
export function TotalsAside({
  totals,
  values,
  set,
  canEmail,
  busy,
  hydrated,
  back,
}: {
  totals: SaleTotals;
  values: CheckoutFormValues;
  set: (patch: Partial<CheckoutFormValues>) => void;
  canEmail: boolean;
  busy: boolean;
  hydrated: boolean;
  back: string;
}) {
  return (
    <aside aria-label="Toplam" className="lg:sticky lg:top-2 lg:self-start">
      <div className={`${sectionClass} space-y-1 text-sm`} aria-live="polite" data-testid="checkout-totals">
        <Row label="Ara toplam" value={formatKurus(totals.subtotalKurus)} />
        {totals.discountKurus > 0 ? <Row label="İndirim" value={`−${formatKurus(totals.discountKurus)}`} /> : null}
        <Row label="Hizmetler" value={formatKurus(totals.netKurus)} />
        {totals.tipsKurus > 0 ? <Row label="Bahşiş" value={formatKurus(totals.tipsKurus)} /> : null}
        <Row label="Toplam" value={formatKurus(totals.totalKurus)} strong testId="checkout-total" />
        {totals.creditKurus > 0 ? (
          <Row label="Kapora (önceden ödendi)" value={`−${formatKurus(totals.creditKurus)}`} testId="checkout-kapora" />
        ) : null}
        <Row label="Ödenen" value={formatKurus(totals.paidKurus)} />
        <Row
          label="Kalan"
          value={formatKurus(Math.max(0, totals.totalKurus - totals.paidKurus))}
          strong
          testId="checkout-owed"
        />
        {totals.paidKurus > totals.totalKurus ? (
          <p className="pt-1 text-amber-200">{CHECKOUT_TEXTS.overpaid(formatKurus(totals.totalKurus))}</p>
        ) : totals.totalKurus > totals.paidKurus ? (
          <p className="pt-1 text-amber-200">
            {CHECKOUT_TEXTS.owedWarning(formatKurus(totals.totalKurus - totals.paidKurus))}
          </p>
        ) : null}
      </div>
      {canEmail ? (
        <label className="mt-3 flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="sendReceipt"
            checked={values.sendReceipt}
            onChange={(e) => set({ sendReceipt: e.currentTarget.checked })}
            className="size-5"
          />
          Fişi e-postayla gönder
        </label>
      ) : (
        <p className="mt-3 text-xs text-stone-400">Müşterinin e-posta adresi yok: fiş yazdırılabilir.</p>
      )}
      <div className="mt-3 grid gap-2">
        <button
          type="submit"
          name="intent"
          value="complete"
          disabled={busy}
          className="btn-primary min-h-12 w-full justify-center"
          data-testid="checkout-submit"
        >
          {busy ? 'Kaydediliyor…' : `${CHECKOUT_TEXTS.complete} · ${formatKurus(totals.totalKurus)}`}
        </button>
        {hydrated ? null : (
          <button
            type="submit"
            name="intent"
            value="preview"
            formNoValidate
            className="btn-ghost w-full justify-center"
          >
            {CHECKOUT_TEXTS.preview}
          </button>
        )}
        <Link to={back} preventScrollReset className="btn-ghost w-full justify-center">
          Vazgeç
        </Link>
      </div>
    </aside>
  );
}

function TipRow({
  i,
  tip,
  name,
  onChange,
}: {
  i: number;
  tip: { teamMemberId: string; amount: string };
  name: string;
  onChange: (i: number, amount: string) => void;
}) {
  return (
    <label className="block text-sm">
      <input type="hidden" name={`tips[${i}].teamMemberId`} value={tip.teamMemberId} />
      <span className="font-medium">{name} (₺)</span>
      <input
        name={`tips[${i}].amount`}
        value={tip.amount}
        onChange={(e) => onChange(i, e.currentTarget.value)}
        inputMode="decimal"
        autoComplete="off"
        className={numberInput}
        aria-label={`Bahşiş: ${name} (₺)`}
      />
    </label>
  );
}

export function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <p className={`flex justify-between gap-3 ${strong ? 'text-base font-semibold' : 'text-stone-300'}`}>
      <span>{label}</span>
      <span className="tabular-nums" data-testid={testId}>
        {value}
      </span>
    </p>
  );
}
