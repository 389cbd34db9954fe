/**
 * /admin/appointments/{id}/checkout: 'Ödeme al' (issue 27, item 2; docs/decisions/0376), over
 * the calendar like the panel it is opened from. The appointment's services at their prices
 * (editable, each with its artist), services or packages added, a discount (amount or percent,
 * with a reason), tips per artist ('Eşit böl' spreads a total over the sale's artists), and
 * the payments (Nakit, Kart, Havale; 'Kalanı yaz' fills what is left); what is not paid is
 * owed. 'Ödemeyi tamamla' writes the sale in one transaction (app/models/sales/checkout.server.ts),
 * completes the visit, e-mails the receipt when asked and the customer has an address, and
 * goes back to the panel (receipt links there).
 *
 * A plain HTML form first: repeated rows are numbered fields (`lines[0].price`, ...), 'Kalem
 * ekle' and 'Çıkar' are submit buttons answered with the form one line longer or shorter,
 * 'Hesapla' shows the totals. With JavaScript the same happens in place and the totals follow
 * each keystroke (app/domain/checkout-form.ts). A retried submit is one sale (its
 * idempotency key).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useId, useMemo, useState } from 'react';
import { data, Form, Link, redirect, useLocation, useNavigation } from 'react-router';
import {
  CHECKOUT_TEXTS,
  checkoutTotals,
  DISCOUNT_REASONS,
  addItemSchema,
  checkoutFormSchema,
  initialCheckoutValues,
  parseItemChoice,
  restFor,
  splitTipRows,
  withLineAdded,
  withLineRemoved,
  type CheckoutFormValues,
} from '~/domain/checkout-form';
import { istanbulToday } from '~/domain/clock';
import {
  checkoutProblem,
  checkoutSchema,
  DISCOUNT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  SALE_MESSAGES,
} from '~/domain/sale';
import { replyFor, replyView, type FormReply } from '~/utils/form-reply';
import { formatKurus, kurusToLiraText, liraToKurus } from '~/utils/money';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { Dialog } from '~/ui/admin/dialog';
import { inputClass } from '~/ui/admin/content-ui';
import { formatYmdTr } from '~/ui/turkish-date';
import { useHydrated } from '~/ui/use-hydrated';
import { networkGuardedAction, type NetworkFailure } from '~/ui/network-guard';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { logger } from '~/infra/logger.server';
import { loadFormChoices } from '~/models/appointments/overview.server';
import { loadBookingCatalog } from '~/models/catalogue/bookable.server';
import { checkoutAppointment } from '~/models/sales/checkout.server';
import { liveSaleOf } from '~/models/sales/queries.server';
import { queueSaleReceipt, receiptRecipient } from '~/models/sales/receipts.server';
import { requireAppointment } from '~/routes/admin/appointments/dialog.server';
import { panelHref } from '~/routes/admin/appointments/paths';
import type { Route } from './+types/checkout';
import { depositCreditFor } from '~/models/deposits/ledger.server';
import { FormAlert } from '~/ui/admin/form-alert';

/**
 * The answer of a step that does not redirect: the values the form shows again ('Kalem ekle',
 * 'Çıkar', 'Hesapla' and a refused submit), and for a refusal conform's reply to the step
 * ('add-line' or 'checkout') with the form message and the field messages.
 */
type CheckoutAnswer = { values: CheckoutFormValues; intent?: undefined } | (FormReply & { values: CheckoutFormValues });

function screenData(context: Route.LoaderArgs['context'], id: string | undefined) {
  const a = requireAppointment(context.db, id);
  const choices = loadFormChoices(context.db, a.teamMemberId);
  // the tip rows: the appointment's artist first, then the others
  const memberIds = [
    ...new Set([...(a.teamMemberId !== null ? [a.teamMemberId] : []), ...choices.members.map((m) => m.id)]),
  ];
  return { a, choices, memberIds };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'sales.checkout');
  const { a, choices, memberIds } = screenData(context, params.id);
  const today = istanbulToday(context.now());
  const sale = liveSaleOf(context.db, a.id);
  const canEmail = receiptRecipient(context.db, { customerId: a.customerId, appointmentId: a.id }) !== null;
  return {
    appointment: { id: a.id, customerName: a.customerName, date: a.date, time: a.time, teamMemberId: a.teamMemberId },
    booked: a.lines.map((l) => ({ id: l.id, kind: l.kind, name: l.name, priceKurus: l.priceKurus })),
    catalogue: {
      groups: choices.groups.map((g) => ({
        name: g.name,
        services: g.services.map((s) => ({ id: s.id, name: s.name, priceKurus: s.priceKurus })),
      })),
      packages: choices.packages.map((p) => ({ id: p.id, name: p.name, priceKurus: p.priceKurus })),
    },
    members: memberIds.map((id) => ({
      id,
      name: choices.members.find((m) => m.id === id)?.name ?? a.teamMember?.name ?? 'Çalışan',
    })),
    values: initialCheckoutValues({
      lines: a.lines,
      teamMemberId: a.teamMemberId,
      tipMemberIds: memberIds,
      customerHasEmail: canEmail,
      idempotencyKey: crypto.randomUUID(),
    }),
    problem: sale?.status === 'completed' ? SALE_MESSAGES.alreadyPaid : checkoutProblem(a, today),
    canEmail,
    // the kapora paid before the visit counts as paid (issue 38)
    kaporaKurus: depositCreditFor(context.db, a.id, sale?.id ?? null),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'sales.checkout');
  const a = requireAppointment(context.db, params.id);
  const form = await requireFormData(request);
  // what was typed, as the form shows it again (the schema is lenient and never refuses: checkoutSchema checks on save)
  const typed = parseWithZod(form, { schema: checkoutFormSchema, disableAutoCoercion: true });
  const values =
    typed.status === 'success'
      ? typed.value
      : initialCheckoutValues({
          lines: [],
          teamMemberId: null,
          tipMemberIds: [],
          customerHasEmail: false,
          idempotencyKey: '',
        });
  const intent = String(form.get('intent') ?? 'complete');
  /** A refused step or submit: conform's reply (form message, field messages) and the values to show again. */
  const refuse = (step: string, lastResult: FormReply['lastResult'], status: number) =>
    data<CheckoutAnswer>({ intent: step, lastResult, values }, { status });

  if (intent === 'add-line') {
    const added = parseWithZod(form, { schema: addItemSchema, disableAutoCoercion: true });
    const choice = added.status === 'success' ? added.value.addItem : null;
    if (!choice)
      return refuse(
        'add-line',
        added.reply({ formErrors: [CHECKOUT_TEXTS.noItem], fieldErrors: { addItem: [CHECKOUT_TEXTS.noItem] } }),
        400,
      );
    const catalog = loadBookingCatalog(context.db);
    const item =
      choice.kind === 'service'
        ? catalog.services.find((s) => s.id === choice.id && s.isActive)
        : catalog.packages.find((p) => p.id === choice.id);
    if (!item)
      return refuse(
        'add-line',
        added.reply({
          formErrors: [SALE_MESSAGES.itemUnavailable],
          fieldErrors: { addItem: [SALE_MESSAGES.itemUnavailable] },
        }),
        400,
      );
    return data<CheckoutAnswer>({
      values: withLineAdded(values, { kind: choice.kind, id: item.id, priceKurus: item.priceKurus }, a.teamMemberId),
    });
  }
  const remove = /^remove-line:(\d{1,2})$/.exec(intent);
  if (remove) return data<CheckoutAnswer>({ values: withLineRemoved(values, Number(remove[1])) });
  if (intent === 'preview') return data<CheckoutAnswer>({ values });

  const submission = parseWithZod(form, { schema: checkoutSchema });
  if (submission.status !== 'success') {
    // the first message also heads the form (as the desk reads it first)
    const first =
      Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0] ?? SALE_MESSAGES.invalidAmount;
    return refuse('checkout', submission.reply({ formErrors: [first] }), 400);
  }
  let result: ReturnType<typeof checkoutAppointment>;
  try {
    result = checkoutAppointment(context, a.id, submission.value, actorOf(session, context));
  } catch (error) {
    logger.error({ err: error }, '[sales] checkout failed');
    return refuse('checkout', submission.reply({ formErrors: ['Ödeme kaydedilemedi. Lütfen tekrar deneyin.'] }), 503);
  }
  if (!result.ok) {
    const fieldErrors =
      'fieldErrors' in result && result.fieldErrors
        ? Object.fromEntries(Object.entries(result.fieldErrors).map(([name, message]) => [name, [message]]))
        : undefined;
    return refuse('checkout', submission.reply({ formErrors: [result.message], fieldErrors }), result.status);
  }
  if (values.sendReceipt && result.changed) queueSaleReceipt(context, result.sale.id);
  throw redirect(panelHref(a.id, new URL(request.url).search));
}

/** With JavaScript a submit that fails on the network keeps the form and says so. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<CheckoutAnswer | NetworkFailure> {
  return networkGuardedAction({ serverAction: () => serverAction() as Promise<CheckoutAnswer> });
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  adminMeta(d ? `${CHECKOUT_TEXTS.title}: ${d.appointment.customerName}` : CHECKOUT_TEXTS.title);

const numberInput = `${inputClass} text-right tabular-nums`;
const sectionClass = 'rounded-xl border border-line bg-stone-950/60 p-3';

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { appointment: a, booked, catalogue, members, problem, canEmail } = loaderData;
  const { search } = useLocation();
  const back = panelHref(a.id, search);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const answer = actionData && 'values' in actionData ? actionData : null;
  const network = actionData && 'kind' in actionData && actionData.kind === 'network' ? actionData.message : null;
  const [values, setValues] = useState<CheckoutFormValues>(answer?.values ?? loaderData.values);
  useEffect(() => {
    if (answer) setValues(answer.values);
  }, [answer]);
  const kaporaKurus = loaderData.kaporaKurus;
  const totals = useMemo(() => checkoutTotals(values, kaporaKurus), [values, kaporaKurus]);
  const ids = useId();
  const [tipTotal, setTipTotal] = useState('');

  const memberName = (id: string) => members.find((m) => String(m.id) === id)?.name ?? '—';
  const itemName = (l: CheckoutFormValues['lines'][number]) => {
    if (l.appointmentLineId)
      return booked.find((b) => String(b.id) === l.appointmentLineId && b.kind === l.kind)?.name ?? 'Hizmet';
    const list = l.kind === 'service' ? catalogue.groups.flatMap((g) => g.services) : catalogue.packages;
    return list.find((s) => String(s.id) === l.itemId)?.name ?? 'Hizmet';
  };
  const listPrice = (l: CheckoutFormValues['lines'][number]) => {
    if (l.appointmentLineId)
      return booked.find((b) => String(b.id) === l.appointmentLineId && b.kind === l.kind)?.priceKurus ?? null;
    const list = l.kind === 'service' ? catalogue.groups.flatMap((g) => g.services) : catalogue.packages;
    return list.find((s) => String(s.id) === l.itemId)?.priceKurus ?? null;
  };
  const reply = answer?.intent ? answer : undefined;
  const { message, errors } = replyView(replyFor(reply, 'checkout') ?? replyFor(reply, 'add-line'));
  const errorFor = (...keys: string[]) =>
    keys.map((k) => errors[k]).find(Boolean) ??
    Object.entries(errors).find(([k]) => keys.some((key) => k.startsWith(`${key}[`)))?.[1];
  const set = (patch: Partial<CheckoutFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const setLine = (i: number, patch: Partial<CheckoutFormValues['lines'][number]>) =>
    setValues((v) => ({ ...v, lines: v.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) }));
  const setTip = (i: number, amount: string) =>
    setValues((v) => ({ ...v, tips: v.tips.map((t, j) => (j === i ? { ...t, amount } : t)) }));
  const setPayment = (i: number, amount: string) =>
    setValues((v) => ({ ...v, payments: v.payments.map((p, j) => (j === i ? { ...p, amount } : p)) }));
  // the sale's artists: whom 'Eşit böl' shares the tip between
  const saleArtists = [...new Set(values.lines.map((l) => l.teamMemberId).filter(Boolean))];
  const [addChoice, setAddChoice] = useState('');

  function addLine(event: React.MouseEvent) {
    if (!hydrated) return;
    event.preventDefault();
    const choice = parseItemChoice(addChoice);
    if (!choice) return;
    const list = choice.kind === 'service' ? catalogue.groups.flatMap((g) => g.services) : catalogue.packages;
    const item = list.find((s) => s.id === choice.id);
    if (!item) return;
    setValues((v) => withLineAdded(v, { kind: choice.kind, id: item.id, priceKurus: item.priceKurus }, a.teamMemberId));
    setAddChoice('');
  }

  const ownerOfTips = members.filter((m) => saleArtists.includes(String(m.id)));
  const otherTipIndexes = values.tips
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => !saleArtists.includes(t.teamMemberId));

  return (
    <Dialog
      headingLevel={2}
      title={`${CHECKOUT_TEXTS.title}: ${a.customerName}`}
      closeTo={back}
      wide
      subtitle={
        <span className="text-sm text-stone-300">
          {formatYmdTr(a.date, { weekday: true })} · {a.time}
        </span>
      }
    >
      {problem ? (
        <div>
          <p
            role="alert"
            className="rounded-xl border border-amber-700 bg-amber-950/50 px-3 py-2 text-sm text-amber-100"
          >
            {problem}
          </p>
          <Link to={back} className="btn-ghost mt-4">
            Randevuya dön
          </Link>
        </div>
      ) : (
        <Form method="post" preventScrollReset noValidate aria-label="Ödeme formu" data-testid="checkout-form">
          <input type="hidden" name="idempotencyKey" value={values.idempotencyKey} />
          {message || network ? (
            <FormAlert className="mb-3" data-testid="checkout-error">
              {network ?? message}
            </FormAlert>
          ) : null}

          <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
            <div className="space-y-4">
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
                          {list !== null ? (
                            <p className="text-xs text-stone-400">Liste fiyatı {formatKurus(list)}</p>
                          ) : null}
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
                        <TipRow
                          key={t.teamMemberId}
                          i={i}
                          tip={t}
                          name={memberName(t.teamMemberId)}
                          onChange={setTip}
                        />
                      ))}
                    </div>
                  </details>
                ) : null}
                {errorFor('tips', 'tipTotal', 'tipMemberIds') ? (
                  <p className="mt-2 text-sm text-red-300">{errorFor('tips', 'tipTotal', 'tipMemberIds')}</p>
                ) : null}
              </fieldset>

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

              <label className="block text-sm">
                <span className="text-stone-300">Satış notu (isteğe bağlı)</span>
                <textarea
                  name="note"
                  value={values.note}
                  onChange={(e) => set({ note: e.currentTarget.value })}
                  rows={2}
                  maxLength={1000}
                  className={inputClass}
                />
              </label>
            </div>

            <aside aria-label="Toplam" className="lg:sticky lg:top-2 lg:self-start">
              <div className={`${sectionClass} space-y-1 text-sm`} aria-live="polite" data-testid="checkout-totals">
                <Row label="Ara toplam" value={formatKurus(totals.subtotalKurus)} />
                {totals.discountKurus > 0 ? (
                  <Row label="İndirim" value={`−${formatKurus(totals.discountKurus)}`} />
                ) : null}
                <Row label="Hizmetler" value={formatKurus(totals.netKurus)} />
                {totals.tipsKurus > 0 ? <Row label="Bahşiş" value={formatKurus(totals.tipsKurus)} /> : null}
                <Row label="Toplam" value={formatKurus(totals.totalKurus)} strong testId="checkout-total" />
                {totals.creditKurus > 0 ? (
                  <Row
                    label="Kapora (önceden ödendi)"
                    value={`−${formatKurus(totals.creditKurus)}`}
                    testId="checkout-kapora"
                  />
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
          </div>
        </Form>
      )}
    </Dialog>
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

function Row({
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

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
