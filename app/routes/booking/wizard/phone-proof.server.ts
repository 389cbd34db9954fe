/**
 * Step 3's one-time code (docs/decisions/0330): when the customer ticks SMS or WhatsApp, her
 * phone must be proved before the booking records the opt-in. Without JavaScript and with it
 * the flow is the same form: 'Randevu Al' with a box ticked sends a code and shows step 3
 * again with a code field; 'Randevu Al' with the code checks it and books; 'Kodu Tekrar
 * Gönder' sends a new one. The draft remembers which verification belongs to which phone.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { codeRefusalMessage, phoneCodeFormSchema, PHONE_CODE_TEXTS, type CodeStep } from '~/domain/phone-verification';
import { samePhone } from '~/domain/phone-key';
import type { RequestContext } from '~/infra/app-context';
import { checkPhoneCode, hasPhoneProof, requestPhoneCode } from '~/models/messaging/phone-verification.server';
import { deliveryOf } from '~/models/messaging/outbox.server';
import type { BookingDraft } from './draft.server';

export type { CodeStep };

export type PhoneProof =
  /** no box ticked: book without an opt-in */
  | { kind: 'not-asked' }
  /** the phone is proved: book with this verification */
  | { kind: 'proved'; verificationId: string }
  /** show step 3 again: a code was sent (`notice`), or the typed code / the sending was refused (`error`) */
  | {
      kind: 'ask';
      status: 200 | 400 | 429 | 503;
      notice: string | null;
      error: string | null;
      field: 'phoneCode' | 'messageConsent' | null;
      code: CodeStep;
    };

/** The draft's verification, when it was made for the phone of step 1. */
function currentVerification(draft: BookingDraft) {
  const v = draft.phoneVerification;
  return v && draft.personal && samePhone(v.phone, draft.personal.customerPhone) ? v : null;
}

/** What the loader shows (a GET of step 3 after a reload): the code field while a code waits, 'doğrulandı' once proved. */
export function codeStateOf(context: Pick<RequestContext, 'db' | 'now' | 'config'>, draft: BookingDraft): CodeStep {
  const v = currentVerification(draft);
  if (!v || !draft.personal) return 'none';
  return hasPhoneProof(context.db, {
    id: v.id,
    phone: draft.personal.customerPhone,
    now: context.now(),
    secretsKey: context.config.secretsKey,
  })
    ? 'verified'
    : 'requested';
}

/** How long step 3 waits for the provider's answer before it says the code is on its way. */
export const CODE_SEND_WAIT_MS = 10_000;

/**
 * Sends a code to the draft's phone and remembers it (the caller saves the draft), then waits
 * (at most CODE_SEND_WAIT_MS) for the outbox to try it, so the step says what happened: sent,
 * could not be sent, or still on its way (docs/decisions/0424).
 */
async function sendCode(context: RequestContext, draft: BookingDraft, notice: string): Promise<PhoneProof> {
  const phone = draft.personal!.customerPhone;
  const sent = requestPhoneCode(context, {
    phone,
    ip: context.clientIp,
    now: context.now(),
    secretsKey: context.config.secretsKey,
  });
  if (!sent.ok) {
    const error =
      sent.reason === 'rate-limited'
        ? PHONE_CODE_TEXTS.rateLimited
        : sent.reason === 'unavailable'
          ? PHONE_CODE_TEXTS.unavailable
          : PHONE_CODE_TEXTS.invalidPhone;
    return {
      kind: 'ask',
      status: sent.reason === 'rate-limited' ? 429 : sent.reason === 'unavailable' ? 503 : 400,
      notice: null,
      error,
      field: 'messageConsent',
      code: currentVerification(draft) ? 'requested' : 'none',
    };
  }
  draft.phoneVerification = { id: sent.id, phone };
  if (sent.outboxId === null) return { kind: 'ask', status: 200, notice, error: null, field: null, code: 'requested' };
  await tried(sent.sending, CODE_SEND_WAIT_MS);
  const delivery = deliveryOf(context.db, sent.outboxId);
  if (delivery === 'not-sent')
    return {
      kind: 'ask',
      status: 503,
      notice: null,
      error: PHONE_CODE_TEXTS.notSent,
      field: 'messageConsent',
      code: 'requested',
    };
  return {
    kind: 'ask',
    status: 200,
    notice: delivery === 'sent' ? notice : PHONE_CODE_TEXTS.sending,
    error: null,
    field: null,
    code: 'requested',
  };
}

/** The outbox's pass after a kick, or the time-out, whichever comes first (a kick that answers nothing: at once). */
async function tried(pass: void | Promise<void>, ms: number): Promise<void> {
  if (!pass) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([pass, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * Step 3's 'Randevu Al' (or 'Kodu Tekrar Gönder' with `resend`) with the boxes as ticked:
 * whether to book, with which proof, or to show the step again. The typed code is the form's
 * `phoneCode`, read with conform against `phoneCodeFormSchema`.
 */
export async function provePhone(
  context: RequestContext,
  draft: BookingDraft,
  form: FormData,
  options: { resend: boolean },
): Promise<PhoneProof> {
  const wants = !!(draft.messageConsent?.sms || draft.messageConsent?.whatsapp);
  if (!draft.personal || !wants) return { kind: 'not-asked' };
  if (options.resend) return sendCode(context, draft, PHONE_CODE_TEXTS.resent);
  const phone = draft.personal.customerPhone;
  const v = currentVerification(draft);
  const now = context.now();
  const secretsKey = context.config.secretsKey;
  if (v && hasPhoneProof(context.db, { id: v.id, phone, now, secretsKey }))
    return { kind: 'proved', verificationId: v.id };
  if (!v) return sendCode(context, draft, PHONE_CODE_TEXTS.sent);
  const typed = parseWithZod(form, { schema: phoneCodeFormSchema });
  if (typed.status !== 'success')
    return {
      kind: 'ask',
      status: 400,
      notice: null,
      error: typed.error?.phoneCode?.[0] ?? PHONE_CODE_TEXTS.codeRequired,
      field: 'phoneCode',
      code: 'requested',
    };
  const check = checkPhoneCode(context.db, { id: v.id, code: typed.value.phoneCode, now, secretsKey, phone });
  if (check.ok) return { kind: 'proved', verificationId: v.id };
  if (check.reason === 'not-found') return sendCode(context, draft, PHONE_CODE_TEXTS.sent);
  return {
    kind: 'ask',
    status: check.reason === 'exhausted' ? 429 : 400,
    notice: null,
    error: codeRefusalMessage(check),
    field: 'phoneCode',
    code: 'requested',
  };
}
