/**
 * The one answer of a form action that does not redirect (issue 25, item 3): which form
 * (`intent`) and conform's `submission.reply()`. Every action reads its form with conform's
 * `parseWithZod` and answers through these, so every screen shows field and form messages the
 * same way (`useForm({ lastResult })`, or `replyFor` / `replyError` of app/utils/form-reply.ts),
 * with and without JavaScript.
 */
import type { Submission } from '@conform-to/react';
import { data } from 'react-router';
import type { FormReply } from '~/utils/form-reply';

/** The submission's own field messages (a 400); `hideFields`: what never comes back to the browser (a typed password). */
export function answerInvalid(intent: string, submission: Submission<unknown>, status = 400, hideFields?: string[]) {
  return data<FormReply>({ intent, lastResult: submission.reply({ hideFields }) }, { status });
}

/**
 * A submission that passed its schema but was refused by a rule (a taken time, a paid visit):
 * the message on `field`, or on the whole form, with what was typed kept (`hideFields`: what
 * never comes back to the browser, e.g. an approver's password).
 */
export function answerRefused(
  intent: string,
  submission: Submission<unknown>,
  message: string,
  status = 400,
  field?: string,
  hideFields?: string[],
) {
  const lastResult = field
    ? submission.reply({ fieldErrors: { [field]: [message] }, hideFields })
    : submission.reply({ formErrors: [message], hideFields });
  return data<FormReply>({ intent, lastResult }, { status });
}

/** A reply with one form-level message where there is no submission (a body that could not be read, a refused delete). */
export function replyWithError(intent: string, message: string, status = 400) {
  return data<FormReply>({ intent, lastResult: { status: 'error', error: { '': [message] } } }, { status });
}

/** A submission a model refused with its own field messages (an image the store would not take), and a form message if given. */
export function answerFieldErrors(
  intent: string,
  submission: Submission<unknown>,
  fieldErrors: Record<string, string[]>,
  formErrors?: string[],
  status = 400,
) {
  return data<FormReply>({ intent, lastResult: submission.reply({ fieldErrors, formErrors }) }, { status });
}
