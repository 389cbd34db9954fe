/**
 * The one answer of a form action that does not redirect (issue 25, item 3; issue 35, item 2):
 * which form (`intent`) and conform's `submission.reply()`, plus what only that form answers
 * (`extra`: a test send's result, the wizard step's state, a stale notice). Every action reads
 * its form with conform's `parseWithZod` and answers through these (no route calls
 * `submission.reply()` itself; tests/architecture/import-rule.test.ts checks it), so every
 * screen shows field and form messages the same way (`useServerForm({ lastResult })` of
 * app/ui/form-metadata.ts, or `replyFor` /
 * `replyError` of app/utils/form-reply.ts), with and without JavaScript.
 */
import type { Submission, SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import type { FormReply, StaleNotice } from '~/utils/form-reply';

/** What conform's reply carries besides what was typed. */
export type ReplyOptions = {
  /** the message(s) over the whole form */
  formErrors?: string[];
  /** messages under their fields, beside the schema's own */
  fieldErrors?: Record<string, string[]>;
  /** what never comes back to the browser (a typed password, a token) */
  hideFields?: string[];
  /**
   * the given messages instead of the schema's own (none given: what was typed, without any
   * message, e.g. a dialog's 'İptal Et' that shows the form again as it was)
   */
  replaceErrors?: boolean;
};

/** An answer's HTTP side and what only this form answers beside conform's reply. */
export type AnswerOptions<Extra> = ReplyOptions & {
  /** 400 unless given (a reply that is no refusal, e.g. a test send that went, passes 200) */
  status?: number;
  headers?: HeadersInit;
  extra?: Extra;
};

/**
 * conform's reply alone (`lastResult`), for an answer composed of more than it: the wizard's
 * step, the appointment form's slots.
 */
export function replyOf(submission: Submission<unknown>, options: ReplyOptions = {}): SubmissionResult<string[]> {
  const { replaceErrors, ...given } = options;
  // a key passed as undefined counts as given in conform's reply: only what has a value goes on
  const reply = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  if (!replaceErrors) return submission.reply(reply);
  const { initialValue } = submission.reply({ hideFields: given.hideFields });
  const error: Record<string, string[]> = {};
  if (given.formErrors?.length) error[''] = given.formErrors;
  for (const [name, messages] of Object.entries(given.fieldErrors ?? {})) if (messages.length) error[name] = messages;
  return Object.keys(error).length ? { status: 'error', initialValue, error } : { initialValue };
}

/**
 * The answer of a form that does not redirect: `intent`, conform's reply with the messages
 * given, and `extra` (what only this form answers). Status 400 unless `status` says otherwise.
 */
export function answer<Extra extends object = Record<never, never>>(
  intent: string,
  submission: Submission<unknown>,
  { status = 400, headers, extra, ...reply }: AnswerOptions<Extra> = {},
) {
  const body = { ...extra, intent, lastResult: replyOf(submission, reply) } as FormReply & Extra;
  return data<FormReply & Extra>(body, headers ? { status, headers } : { status });
}

/**
 * A save over a newer version (docs/decisions/0352, 0394), refused: the notice (app/http/
 * stale.server.ts's `staleNotice`) and its message over the form; what was typed stays.
 */
export function answerStale<Extra extends object = Record<never, never>>(
  intent: string,
  submission: Submission<unknown>,
  stale: StaleNotice,
  { status = 409, ...options }: AnswerOptions<Extra> = {},
) {
  return answer<Extra & { stale: StaleNotice }>(intent, submission, {
    formErrors: [stale.message],
    ...options,
    status,
    extra: { ...options.extra, stale } as Extra & { stale: StaleNotice },
  });
}

/** The submission's own field messages (a 400); `hideFields`: what never comes back to the browser (a typed password). */
export function answerInvalid(intent: string, submission: Submission<unknown>, status = 400, hideFields?: string[]) {
  return answer(intent, submission, { status, hideFields });
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
  return field
    ? answer(intent, submission, { status, fieldErrors: { [field]: [message] }, hideFields })
    : answer(intent, submission, { status, formErrors: [message], hideFields });
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
  return answer(intent, submission, { status, fieldErrors, formErrors });
}
