/**
 * POST /kapora/donus: iyzico's callback after its hosted payment page (issue 38). The post's
 * `token` is only a key: the payment is retrieved from iyzico and checked there
 * (app/models/deposits/card.server.ts). The customer lands back on her own page with the
 * answer (303). A GET (a reload, a bookmark) goes to the home page.
 */
import { redirect } from 'react-router';
import { customerActor } from '~/domain/audit';
import { completeCardPayment } from '~/models/deposits/card.server';
import { managePathFor } from '~/models/appointments/self-service.server';
import { requireFormData } from '~/http/multipart.server';
import { KAPORA_PARAM } from './kapora.server';
import type { Route } from './+types/kapora-return';

export function loader() {
  return redirect('/', 303);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireFormData(request);
  const token = String(form.get('token') ?? '');
  const result = await completeCardPayment(context, customerActor(context.clientIp), token);
  if (!result.ok || result.appointmentId === null)
    return new Response(result.ok ? 'Randevu bulunamadı.' : result.message, {
      status: result.ok ? 404 : result.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  const path = managePathFor(context.db, context.config.sessionSecret, result.appointmentId);
  if (!path) return redirect('/', 303);
  const answer = result.outcome === 'declined' ? 'olmadi' : 'alindi';
  return redirect(`${path}?${KAPORA_PARAM}=${answer}#kapora`, 303);
}
