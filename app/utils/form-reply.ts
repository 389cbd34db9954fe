/**
 * An admin form's answer as the screens read it: which form (`intent`) and conform's reply.
 * Shared by the server half of the CRUD kit (app/http/crud.server.ts) and the screens
 * (app/ui/admin/crud.tsx), so neither imports the other.
 */
import type { SubmissionResult } from '@conform-to/react';

/**
 * A save refused because someone saved the record after it was loaded (docs/decisions/0352,
 * 0394): the Turkish message, who changed what meanwhile, the version to save over now, and
 * the record's current value of each field where it differs from what the person typed
 * (shown beside her value; her values stay in the form).
 */
export type StaleNotice = {
  title: string;
  message: string;
  meanwhile: { at: string; by: string; lines: string[] }[];
  /** the record's version now: the form carries it, so saving again is a deliberate overwrite */
  version: number;
  /** field name → the current value as text (only fields that differ from what was typed) */
  current: Record<string, string>;
};

/** An admin form action's answer when it does not redirect (see app/http/crud.server.ts). */
export type FormReply = { intent: string; lastResult: SubmissionResult<string[]>; stale?: StaleNotice };

/** The stale notice of the last answer to `intent`, if it was one. */
export function staleFor(
  reply: { intent?: string; stale?: StaleNotice } | undefined,
  intent: string,
): StaleNotice | null {
  return reply?.intent === intent ? (reply.stale ?? null) : null;
}

/** conform's reply to the form of `intent`, if the last answer was for it. */
export function replyFor(reply: FormReply | undefined, intent: string): SubmissionResult<string[]> | undefined {
  return reply?.intent === intent ? reply.lastResult : undefined;
}

/** The form-level message of the last answer to `intent` (a refused delete, a missing confirmation). */
export function replyError(reply: FormReply | undefined, intent: string): string | null {
  return replyFor(reply, intent)?.error?.['']?.join(' ') ?? null;
}

/**
 * The first message of the last answer to `intent`, of the form or of any field: a dialog that
 * shows one message for its whole form (a refused cancel, a missing time).
 */
export function replyMessage(reply: FormReply | undefined, intent: string): string | null {
  const error = replyFor(reply, intent)?.error ?? {};
  return error['']?.[0] ?? Object.values(error).find((messages) => messages?.length)?.[0] ?? null;
}

/** `href` with one more search parameter (the list URL may keep filters). */
export function withParam(href: string, key: string, value: string | number): string {
  return `${href}${href.includes('?') ? '&' : '?'}${key}=${value}`;
}

/**
 * A reply read without `useServerForm` (a public page that does not hydrate, whose fields are plain
 * inputs): the form's message, each field's first message, and what was typed (`typed(name,
 * fallback)`: the typed text after an answer, else the fallback, e.g. the draft's value).
 */
export function replyView(lastResult: SubmissionResult<string[]> | undefined) {
  const error = lastResult?.error ?? {};
  const initial = (lastResult?.initialValue ?? {}) as Record<string, unknown>;
  const errors: Record<string, string | undefined> = {};
  for (const [name, messages] of Object.entries(error)) if (name !== '' && messages?.length) errors[name] = messages[0];
  return {
    message: error['']?.join(' ') || null,
    errors,
    typed: (name: string, fallback = ''): string => {
      const value = initial[name];
      return typeof value === 'string' ? value : lastResult ? '' : fallback;
    },
  };
}
