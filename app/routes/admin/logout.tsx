import { redirect } from 'react-router';
import { endCookieSession, requireAdmin } from '~/http/auth.server';
import type { Route } from './+types/logout';

/** POST /admin/logout: deletes the session and the cookie, back to the sign-in page. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context, 'profile.write');
  return redirect('/admin/login', { headers: { 'Set-Cookie': await endCookieSession(request, context) } });
}

/** GET /admin/logout is not a way to sign out (a link or image could trigger it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'profile.write');
  return redirect('/admin');
}
