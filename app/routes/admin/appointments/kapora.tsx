/**
 * POST /admin/appointments/{id}/kapora (issue 38): the desk's kapora writes on the panel:
 * `intent=take` ("Kapora geldi" for a transfer seen on the account, or "Kapora al" in cash or
 * by card at the desk, with the amount) and `intent=refunded` (a transfer or desk kapora sent
 * back). The kapora's version is checked; the history row is written with the write. A plain
 * form is redirected back to the panel; a refusal renders here.
 */
import { data, Link, redirect } from 'react-router';
import { DEPOSIT_METHODS, DEPOSIT_MESSAGES, type DepositMethod } from '~/domain/deposits';
import { liraToKurus } from '~/utils/money';
import { requireFormData } from '~/http/multipart.server';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { deskDepositWrite } from '~/models/deposits/ledger.server';
import { appointmentIdParam, requireAppointmentFor, returnTo } from '~/routes/admin/appointments/dialog.server';
import { Dialog } from '~/ui/admin/dialog';
import { FormAlert } from '~/ui/admin/form-alert';
import { useListBack } from '~/routes/admin/appointments/paths';
import type { Route } from './+types/kapora';

/** Taking money at the desk: who may take a payment (sales.checkout). */
const KAPORA_WRITERS = 'sales.checkout' as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, KAPORA_WRITERS);
  return null;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, KAPORA_WRITERS);
  const id = appointmentIdParam(params.id);
  requireAppointmentFor(session, context.db, params.id, 'read');
  const form = await requireFormData(request);
  const intent = form.get('intent');
  const versionText = String(form.get('version') ?? '');
  const expectedVersion = /^\d{1,9}$/.test(versionText) ? Number(versionText) : null;
  let result: ReturnType<typeof deskDepositWrite>;
  if (intent === 'take') {
    const method = String(form.get('method') ?? '');
    const amountKurus = liraToKurus(form.get('amount'));
    if (!(DEPOSIT_METHODS as readonly string[]).includes(method) || method === 'card')
      return data({ message: 'Ödeme yöntemini seçin' }, { status: 400 });
    if (amountKurus === null || amountKurus <= 0 || amountKurus > 10_000_000)
      return data({ message: DEPOSIT_MESSAGES.amount }, { status: 400 });
    result = deskDepositWrite(context, actorOf(session, context), id, {
      intent: 'take',
      method: method as DepositMethod,
      amountKurus,
      expectedVersion,
    });
  } else if (intent === 'refunded') {
    result = deskDepositWrite(context, actorOf(session, context), id, { intent: 'refunded', expectedVersion });
  } else return data({ message: 'Geçersiz işlem' }, { status: 400 });
  if (!result.ok) return data({ message: result.message }, { status: result.status });
  throw redirect(returnTo(request, form), 303);
}

/** Without JavaScript: the answer of a kapora form that did not go through. */
export default function KaporaAnswer({ actionData }: Route.ComponentProps) {
  const back = useListBack();
  if (!actionData) return null;
  return (
    <Dialog headingLevel={2} title="Kapora kaydedilemedi" closeTo={back}>
      <FormAlert>{actionData.message}</FormAlert>
      <Link to={back} className="btn-ghost mt-4">
        Randevulara Dön
      </Link>
    </Dialog>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
