/**
 * The kapora on the customer's own page (/randevu/{token}; issue 38): what she owes, until
 * when, how to pay (card through iyzico's hosted page, or a bank transfer with its reference
 * code), and the "Kartla öde" POST that opens iyzico's page with a plain 303.
 */
import { redirect } from 'react-router';
import { formatTurkishDateTime } from '~/domain/clock';
import { DEPOSIT_STATUS_LABELS, ibanGroups, type DepositStatus } from '~/domain/deposits';
import type { RequestContext } from '~/infra/app-context';
import { startCardPayment } from '~/models/deposits/card.server';
import { iyzicoConfig } from '~/models/deposits/iyzico.server';
import { depositOfAppointment } from '~/models/deposits/ledger.server';
import { readSetting } from '~/models/settings/registry.server';
import type { DbOrTx } from '~/models/db.server';

/** Where iyzico posts the token back (the same for every kapora; the token says which). */
export const KAPORA_CALLBACK_PATH = '/kapora/donus';
/** ?kapora=alindi | olmadi: the answer of the card payment shown on the page */
export const KAPORA_PARAM = 'kapora';

export type KaporaView = {
  status: DepositStatus;
  label: string;
  amountKurus: number;
  dueText: string | null;
  reference: string;
  /** ways still open to pay (only while awaiting and before the deadline) */
  card: boolean;
  transfer: { iban: string; accountName: string } | null;
};

export function kaporaView(db: DbOrTx, secretsKey: string, appointmentId: number, now: Date): KaporaView | null {
  const deposit = depositOfAppointment(db, appointmentId);
  if (!deposit) return null;
  const open = deposit.status === 'awaiting' && (!deposit.dueAt || deposit.dueAt > now);
  const policy = readSetting(db, 'depositPolicy');
  return {
    status: deposit.status,
    label: DEPOSIT_STATUS_LABELS[deposit.status],
    amountKurus: deposit.amountKurus,
    dueText: deposit.dueAt ? formatTurkishDateTime(deposit.dueAt) : null,
    reference: deposit.reference,
    card: open && policy.cardEnabled && iyzicoConfig(db, secretsKey) !== null,
    transfer:
      open && policy.transferEnabled && policy.iban
        ? { iban: ibanGroups(policy.iban), accountName: policy.accountName }
        : null,
  };
}

/** The public origin links and the callback use (PUBLIC_URL, else the request's). */
export function siteOrigin(request: Request, context: Pick<RequestContext, 'config'>): string {
  return context.config.publicUrl ?? new URL(request.url).origin;
}

/** "Kartla öde": a 303 to iyzico's page, or the refusal's message. */
export async function startKaporaCard(
  request: Request,
  context: RequestContext,
  appointmentId: number,
): Promise<Response | { message: string; status: number }> {
  const started = await startCardPayment(context, appointmentId, {
    callbackUrl: `${siteOrigin(request, context)}${KAPORA_CALLBACK_PATH}`,
    ip: context.clientIp,
  });
  if (!started.ok) return { message: started.message, status: started.status };
  return redirect(started.url, 303);
}
