/**
 * POST /admin/appointments/waitlist/{id}/book{list search}: 'Randevu ver' on the day view's
 * waitlist (issue 27, item 4; docs/decisions/0372): one tap books the waiting customer at the
 * offered start (`time`, `teamMemberId`) through the desk's booking rules, confirmed; her
 * confirmation goes out like any confirmed booking and her entry leaves the waitlist. Then
 * back to the same day. A start taken meanwhile is refused with the conflict's message and
 * nothing changes.
 */
import { data, Link, redirect } from 'react-router';
import { isValidTime } from '~/domain/clock';
import { WAITLIST_TEXTS } from '~/domain/waitlist-texts';
import { Dialog } from '~/ui/admin/dialog';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { bookFromWaitlist } from '~/models/appointments/writes.server';
import { backToList } from '~/routes/admin/appointments/dialog.server';
import { useListBack } from '~/routes/admin/appointments/paths';
import type { Route } from './+types/waitlist-book';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'waitlist.manage');
  throw redirect(backToList(request));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'waitlist.manage');
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  if (!id) throw data(WAITLIST_TEXTS.notFound, { status: 404 });
  const form = await requireFormData(request);
  const time = String(form.get('time') ?? '');
  const member = Number(form.get('teamMemberId'));
  if (!isValidTime(time)) return data({ message: WAITLIST_TEXTS.chooseTime }, { status: 400 });
  const result = bookFromWaitlist(context, actorOf(session, context), id, { time, teamMemberId: Number.isSafeInteger(member) && member > 0 ? member : null }, { userId: session.user.id, source: 'admin' });
  if (!result.ok) return data({ message: result.message }, { status: result.status });
  throw redirect(backToList(request));
}

/** A refusal (the start was taken meanwhile, the entry is gone) over the day view. */
export default function BookFromWaitlist({ actionData }: Route.ComponentProps) {
  const back = useListBack();
  if (!actionData) return null;
  return (
    <Dialog headingLevel={2} title={WAITLIST_TEXTS.bookFailed} closeTo={back}>
      <p role="alert" className="rounded-xl border border-red-900 bg-red-950/60 px-3 py-2 text-sm text-red-100">
        {actionData.message}
      </p>
      <Link to={back} className="btn-ghost mt-4">
        Randevulara Dön
      </Link>
    </Dialog>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
