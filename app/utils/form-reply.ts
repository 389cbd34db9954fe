/**
 * An admin form's answer as the screens read it: which form (`intent`) and conform's reply.
 * Shared by the server half of the CRUD kit (app/http/crud.server.ts) and the screens
 * (app/ui/admin/crud.tsx), so neither imports the other.
 */
import type { SubmissionResult } from '@conform-to/react';

/** An admin form action's answer when it does not redirect (see app/http/crud.server.ts). */
export type FormReply = { intent: string; lastResult: SubmissionResult<string[]> };

/** conform's reply to the form of `intent`, if the last answer was for it. */
export function replyFor(reply: FormReply | undefined, intent: string): SubmissionResult<string[]> | undefined {
  return reply?.intent === intent ? reply.lastResult : undefined;
}

/** The form-level message of the last answer to `intent` (a refused delete, a missing confirmation). */
export function replyError(reply: FormReply | undefined, intent: string): string | null {
  return replyFor(reply, intent)?.error?.['']?.join(' ') ?? null;
}

/** `href` with one more search parameter (the list URL may keep filters). */
export function withParam(href: string, key: string, value: string | number): string {
  return `${href}${href.includes('?') ? '&' : '?'}${key}=${value}`;
}
