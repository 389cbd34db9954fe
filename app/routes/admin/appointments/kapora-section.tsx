/**
 * The appointment panel's "Kapora" section (issue 38): the kapora's state, and the desk's
 * forms: "Kapora geldi" / "Kapora al" (transfer, cash or a card at the desk, with the
 * amount), "İade edildi" for a transfer or desk kapora due back. Plain POST forms.
 */
import { Form } from 'react-router';
import {
  DEPOSIT_METHOD_LABELS,
  DEPOSIT_STATUS_LABELS,
  type DepositMethod,
  type DepositStatus,
} from '~/domain/deposits';
import { formatKurus, kurusToLiraText } from '~/utils/money';

export type PanelKapora = {
  status: DepositStatus;
  amountKurus: number;
  method: DepositMethod | null;
  reference: string;
  dueAt: string | null;
  refundError: string | null;
  version: number;
} | null;

/** A small badge beside the status (the panel's subtitle, the day view). */
export function kaporaBadgeText(k: NonNullable<PanelKapora>): string {
  return `${DEPOSIT_STATUS_LABELS[k.status]} · ${formatKurus(k.amountKurus)}`;
}

const field =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100';

export function KaporaSection({
  kapora,
  action,
  back,
  mayTake,
  open,
}: {
  kapora: PanelKapora;
  action: string;
  back: string;
  /** sales.checkout */
  mayTake: boolean;
  /** the appointment is still ahead (not cancelled or completed) */
  open: boolean;
}) {
  const canTake = mayTake && open && (!kapora || kapora.status === 'awaiting');
  if (!kapora && !canTake) return null;
  return (
    <section aria-labelledby="panel-kapora" className="mt-4 rounded-xl border border-line bg-stone-950/60 p-3">
      <h3 id="panel-kapora" className="text-sm font-semibold tracking-wide text-stone-400">
        Kapora
      </h3>
      {kapora ? (
        <p className="mt-1 text-base" data-testid="panel-kapora">
          <strong>{DEPOSIT_STATUS_LABELS[kapora.status]}</strong>: {formatKurus(kapora.amountKurus)}
          {kapora.method ? ` (${DEPOSIT_METHOD_LABELS[kapora.method]})` : ''}
          <span className="ml-2 font-mono text-sm text-stone-400">{kapora.reference}</span>
        </p>
      ) : null}
      {kapora?.status === 'awaiting' && kapora.dueAt ? (
        <p className="text-sm text-stone-400">Son ödeme: {kapora.dueAt}</p>
      ) : null}
      {kapora?.status === 'refund_due' && kapora.method === 'card' ? (
        <p className="text-sm text-stone-300">
          Kart iadesi iyzico’ya gönderiliyor.{kapora.refundError ? ` Son deneme: ${kapora.refundError}` : ''}
        </p>
      ) : null}
      {canTake ? (
        <Form method="post" action={action} className="mt-2 grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="take" />
          <input type="hidden" name="back" value={back} />
          <input type="hidden" name="version" value={String(kapora?.version ?? 0)} />
          <label className="text-sm">
            Yöntem
            <select name="method" defaultValue="transfer" className={field}>
              <option value="transfer">Havale/EFT geldi</option>
              <option value="cash">Nakit</option>
              <option value="desk_card">Kart (stüdyoda)</option>
            </select>
          </label>
          <label className="text-sm">
            Tutar (₺)
            <input
              name="amount"
              inputMode="decimal"
              required
              defaultValue={kapora ? kurusToLiraText(kapora.amountKurus, ',') : ''}
              className={field}
            />
          </label>
          <button type="submit" className="btn-primary min-h-11">
            {kapora ? 'Kapora geldi' : 'Kapora al'}
          </button>
        </Form>
      ) : null}
      {mayTake && kapora?.status === 'refund_due' && kapora.method !== 'card' ? (
        <Form method="post" action={action} className="mt-2">
          <input type="hidden" name="intent" value="refunded" />
          <input type="hidden" name="back" value={back} />
          <input type="hidden" name="version" value={String(kapora.version)} />
          <p className="text-sm text-stone-300">
            Kapora müşteriye geri gönderilecek ({formatKurus(kapora.amountKurus)}).
          </p>
          <button type="submit" className="btn-ghost mt-2 min-h-11">
            İade edildi
          </button>
        </Form>
      ) : null}
    </section>
  );
}
