/**
 * POST /admin/appointments/waitlist/{id}/book{list search}: 'Randevu ver' on the day view's
 * waitlist (issue 27, item 4; docs/decisions/0372): one tap books the waiting customer at the
 * offered start (`time`, `teamMemberId`) through the desk's booking rules, confirmed; her
 * confirmation goes out like any confirmed booking and her entry leaves the waitlist. Then
 * back to the same day. A start taken meanwhile is refused with the conflict's message and
 * nothing changes.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Link, redirect } from 'react-router';
import { WAITLIST_TEXTS, waitlistBookSchema } from '~/domain/waitlist';
import { answerInvalid, answerRefused } from '~/http/form-answer.server';
import { replyMessage } from '~/utils/form-reply';
import { Dialog } from '~/ui/admin/dialog';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { bookFromWaitlist } from '~/models/appointments/writes.server';
import { backToList } from '~/routes/admin/appointments/dialog.server';
import { useListBack } from '~/routes/admin/appointments/paths';
import type { Route } from './+types/waitlist-book';
import { FormAlert } from '~/ui/admin/form-alert';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'waitlist.manage');
  throw redirect(backToList(request));
}

/** The intent of the 'Randevu ver' form's answer. */
const BOOK = 'waitlist-book';

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'waitlist.manage');
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  if (!id) throw data(WAITLIST_TEXTS.notFound, { status: 404 });
  const submission = parseWithZod(await requireFormData(request), { schema: waitlistBookSchema });
  if (submission.status !== 'success') return answerInvalid(BOOK, submission);
  const result = bookFromWaitlist(context, actorOf(session, context), id, submission.value, {
    userId: session.user.id,
    source: 'admin',
  });
  if (!result.ok) return answerRefused(BOOK, submission, result.message, result.status);
  throw redirect(backToList(request));
}

/** A refusal (the start was taken meanwhile, the entry is gone) over the day view. */
export default function BookFromWaitlist({ actionData }: Route.ComponentProps) {
  const back = useListBack();
  const message = replyMessage(actionData, BOOK);
  if (!message) return null;
  return (
    <Dialog headingLevel={2} title={WAITLIST_TEXTS.bookFailed} closeTo={back}>
      <FormAlert>{message}</FormAlert>
      <Link to={back} className="btn-ghost mt-4">
        Randevulara Dön
      </Link>
    </Dialog>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
