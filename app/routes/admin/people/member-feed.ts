/**
 * GET /takvim/{token}: a team member's appointments as an iCalendar subscription
 * (issue 19 item 2). Public by its unguessable token only: an unknown, renewed or closed
 * token is a 404. Never cached by the server's page cache or a proxy.
 */
import { data } from 'react-router';
import { memberFeedIcs } from '~/models/people/calendar-feeds.server';
import type { Route } from './+types/member-feed';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const host = new URL(context.config.publicUrl ?? request.url).hostname;
  const feed = memberFeedIcs(context.db, params.token, host, context.now());
  if (!feed)
    throw data('Takvim bulunamadı', {
      status: 404,
      headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    });
  return new Response(feed.ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="sheva-takvim.ics"',
      'Cache-Control': 'private, no-cache',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
