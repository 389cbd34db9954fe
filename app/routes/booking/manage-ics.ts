/**
 * /randevu/{token}/takvim.ics: the calendar file of the customer's appointment as it is now
 * (decision 0347): TENTATIVE while it waits for the studio, CONFIRMED once confirmed,
 * CANCELLED after a cancellation, always with the same UID, so opening it again updates the
 * event the phone's calendar already has. Linked from the customer's page and the booking
 * success screen. The token is the only key (as for /randevu/{token}).
 */
import { appointmentIcs } from '~/domain/emails';
import { appointmentOfToken } from '~/models/appointments/self-service.server';
import type { Route } from './+types/manage-ics';

export function loader({ params, request, context }: Route.LoaderArgs) {
  const a = appointmentOfToken(context.db, context.config.sessionSecret, params.token);
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
  if (!a)
    return new Response('Bu randevu bağlantısı geçersiz veya randevu artık bulunmuyor.', {
      status: 404,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const ics = appointmentIcs(
    { ...a, status: a.status ?? 'pending' },
    { baseUrl: context.config.publicUrl ?? new URL(request.url).origin, now: context.now() },
  );
  return new Response(ics, {
    headers: {
      ...headers,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="randevu.ics"',
    },
  });
}
