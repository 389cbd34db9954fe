/**
 * POST /admin/appointments/waitlist/{id}{list search}: the admin removes a waitlist entry
 * (the day view's panel, app/routes/admin/appointments/waitlist-panel.tsx), then back to
 * the same day. Admin session checked on the server; an unknown id is a 404 (shown, like a
 * failed write, inside the back office's page).
 */
import { data, redirect } from 'react-router';
import { WAITLIST_TEXTS } from '~/domain/waitlist-texts';
import { backToList } from '~/routes/admin/appointments/dialog.server';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { removeWaitlistEntry } from '~/models/appointments/waitlist.server';
import type { Route } from './+types/waitlist-entry';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'waitlist.manage');
  throw redirect(backToList(request));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = actorOf(await requireAdmin(request, context, 'waitlist.manage'), context);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  if (!id || !removeWaitlistEntry(context.db, actor, id, { at: context.now() }))
    throw data(WAITLIST_TEXTS.notFound, { status: 404 });
  throw redirect(backToList(request));
}

/** Nothing of its own to show (the loader goes back to the list); a UI route so a refusal renders inside the back office's page. */
export default function RemoveWaitlistEntry() {
  return null;
}
