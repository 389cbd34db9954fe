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
import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useMemo, useRef, useState } from 'react';
import { data, Form, Link, redirect, useLocation, useNavigation } from 'react-router';
import {
  CHECKOUT_TEXTS,
  checkoutTotals,
  addItemSchema,
  checkoutFormSchema,
  initialCheckoutValues,
  withLineAdded,
  withLineRemoved,
  type CheckoutFormValues,
} from '~/domain/checkout-form';
import { istanbulToday } from '~/domain/clock';
import { checkoutProblem, checkoutSchema, SALE_MESSAGES } from '~/domain/sale';
import { replyFor, replyView, type FormReply } from '~/utils/form-reply';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { Dialog } from '~/ui/admin/dialog';
import { inputClass } from '~/ui/admin/content-table';
import { formatYmdTr } from '~/ui/turkish-date';
import { useHydrated } from '~/ui/use-hydrated';
import { useTypedBeforeHydration } from '~/ui/typed-before-hydration';
import { networkGuardedAction, type NetworkFailure } from '~/ui/network-guard';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { answer, type ReplyOptions } from '~/http/form-answer.server';
import { requireFormData } from '~/http/multipart.server';
import { logger } from '~/infra/logger.server';
import { loadFormChoices } from '~/models/appointments/overview.server';
import { loadBookingCatalog } from '~/models/catalogue/bookable.server';
import { checkoutAppointment } from '~/models/sales/checkout.server';
import { liveSaleOf } from '~/models/sales/queries.server';
import { depositCreditFor } from '~/models/deposits/ledger.server';
import { queueSaleReceipt, receiptRecipient } from '~/models/sales/receipts.server';
import { requireAppointment } from '~/routes/admin/appointments/dialog.server';
import { panelHref } from '~/routes/admin/appointments/paths';
import type { Route } from './+types/checkout';
import { FormAlert } from '~/ui/admin/form-alert';
import { DiscountSection, LinesSection, PaymentsSection, TipsSection, TotalsAside } from './checkout-sections';

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
    // the kapora paid before the visit counts as paid (issue 38)
    kaporaKurus: depositCreditFor(context.db, a.id, sale?.id ?? null),
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
  const refuse = (step: string, submission: Submission<unknown>, status: number, messages: ReplyOptions) =>
    answer(step, submission, { status, ...messages, extra: { values } });

  if (intent === 'add-line') {
    const added = parseWithZod(form, { schema: addItemSchema, disableAutoCoercion: true });
    const choice = added.status === 'success' ? added.value.addItem : null;
    if (!choice)
      return refuse('add-line', added, 400, {
        formErrors: [CHECKOUT_TEXTS.noItem],
        fieldErrors: { addItem: [CHECKOUT_TEXTS.noItem] },
      });
    const catalog = loadBookingCatalog(context.db);
    const item =
      choice.kind === 'service'
        ? catalog.services.find((s) => s.id === choice.id && s.isActive)
        : catalog.packages.find((p) => p.id === choice.id);
    if (!item)
      return refuse('add-line', added, 400, {
        formErrors: [SALE_MESSAGES.itemUnavailable],
        fieldErrors: { addItem: [SALE_MESSAGES.itemUnavailable] },
      });
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
    return refuse('checkout', submission, 400, { formErrors: [first] });
  }
  let result: ReturnType<typeof checkoutAppointment>;
  try {
    result = checkoutAppointment(context, a.id, submission.value, actorOf(session, context));
  } catch (error) {
    logger.error({ err: error }, '[sales] checkout failed');
    return refuse('checkout', submission, 503, { formErrors: ['Ödeme kaydedilemedi. Lütfen tekrar deneyin.'] });
  }
  if (!result.ok) {
    const fieldErrors =
      'fieldErrors' in result && result.fieldErrors
        ? Object.fromEntries(Object.entries(result.fieldErrors).map(([name, message]) => [name, [message]]))
        : undefined;
    return refuse('checkout', submission, result.status, { formErrors: [result.message], fieldErrors });
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
  // cash typed before a slow tablet hydrated is not written over by the empty state (docs/decisions/0539)
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const kaporaKurus = loaderData.kaporaKurus;
  const totals = useMemo(() => checkoutTotals(values, kaporaKurus), [values, kaporaKurus]);

  const reply = answer?.intent ? answer : undefined;
  const { message, errors } = replyView(replyFor(reply, 'checkout') ?? replyFor(reply, 'add-line'));
  const errorFor = (...keys: string[]) =>
    keys.map((k) => errors[k]).find(Boolean) ??
    Object.entries(errors).find(([k]) => keys.some((key) => k.startsWith(`${key}[`)))?.[1];
  const set = (patch: Partial<CheckoutFormValues>) => setValues((v) => ({ ...v, ...patch }));

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
        <Form
          ref={formRef}
          method="post"
          preventScrollReset
          noValidate
          aria-label="Ödeme formu"
          data-testid="checkout-form"
        >
          <input type="hidden" name="idempotencyKey" value={values.idempotencyKey} />
          {message || network ? (
            <FormAlert className="mb-3" data-testid="checkout-error">
              {network ?? message}
            </FormAlert>
          ) : null}

          <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
            <div className="space-y-4">
              <LinesSection
                values={values}
                setValues={setValues}
                booked={booked}
                catalogue={catalogue}
                members={members}
                appointmentMemberId={a.teamMemberId}
                errors={errors}
                errorFor={errorFor}
                hydrated={hydrated}
              />
              <DiscountSection values={values} set={set} errorFor={errorFor} />
              <TipsSection
                values={values}
                setValues={setValues}
                members={members}
                errorFor={errorFor}
                hydrated={hydrated}
              />
              <PaymentsSection
                values={values}
                kaporaKurus={kaporaKurus}
                setValues={setValues}
                errors={errors}
                errorFor={errorFor}
                hydrated={hydrated}
              />
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

            <TotalsAside
              totals={totals}
              values={values}
              set={set}
              canEmail={canEmail}
              busy={busy}
              hydrated={hydrated}
              back={back}
            />
          </div>
        </Form>
      )}
    </Dialog>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
