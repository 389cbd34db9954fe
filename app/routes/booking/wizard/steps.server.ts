/**
 * The wizard's three forms, one small action each (issue 25, item 3): route.tsx's `action`
 * reads the body and the draft (`readPost`) and hands the post to `personalAction`,
 * `selectionAction` or `slotAction` by the pressed control and the step. Each reads its form
 * with conform's `parseWithZod` against the step's schema (app/domain/booking-rules.ts) and
 * either saves the draft and redirects to the next step, or answers through
 * app/http/form-answer.server.ts's `answer` (docs/decisions/0396): conform's reply with the
 * step's Turkish message on the form, the field's under the field, plus what the step needs to
 * be shown again.
 */
import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect } from 'react-router';
import { dateAfterChoosingMember, horizonEnd, isBookableDate } from '~/domain/availability';
import { customerActor } from '~/domain/audit';
import {
  BOOKING_MESSAGES,
  personalStepFormSchema,
  selectionFormSchema,
  slotDraftSchema,
  slotSchema,
  summaryMessage,
  type SlotChoice,
} from '~/domain/booking-rules';
import { isValidDate, istanbulToday } from '~/domain/clock';
import { isDayOff, type StudioCalendar } from '~/domain/hours';
import { KVKK_MESSAGES } from '~/domain/kvkk';
import { answer, type ReplyOptions } from '~/http/form-answer.server';
import type { RequestContext } from '~/infra/app-context';
import { logger } from '~/infra/logger.server';
import { createBooking, requestHash } from '~/models/appointments/booking.server';
import { managePathFor } from '~/models/appointments/self-service.server';
import { bookedPath } from '~/domain/self-service';
import { loadBookingCatalog } from '~/models/catalogue/bookable.server';
import { currentNotice } from '~/models/content/kvkk.server';
import { channelsFor } from '~/models/messaging/customer-messages.server';
import { loadCalendar } from '~/models/studio/calendar.server';
import { newFormToken, readDraft, type BookingDraft, type DraftPersonal, type DraftSelection } from './draft.server';
import { provePhone } from './phone-proof.server';
import type { StepReview, WizardReply, WizardStep } from './types';
import { keepUnderLock, reviewSelection } from './wizard.server';

export function stepUrl(step: WizardStep): string {
  return step === 1 ? '/contact' : `/contact?adim=${step}`;
}

/** The furthest step the draft may show. */
export function furthestStep(draft: BookingDraft): WizardStep {
  // a draft from before the consent was versioned asks for the consent again
  if (!draft.personal?.kvkkVersion) return 1;
  const s = draft.selection;
  if (!s || s.serviceIds.length + s.packageIds.length === 0 || (!s.teamMemberId && !s.anyMember)) return 2;
  return 3;
}

/** The date rules of step 3 as the screen says them; null when the date can be booked. */
export function dateRefusal(
  date: string,
  now: Date,
  calendar: StudioCalendar,
  memberIds: readonly (number | null)[],
): string | null {
  if (!isValidDate(date)) return BOOKING_MESSAGES.invalidDate;
  if (date > horizonEnd(now)) return BOOKING_MESSAGES.beyondHorizon;
  if (memberIds.some((id) => isBookableDate(date, now, calendar, id))) return null;
  return date >= istanbulToday(now) && memberIds.every((id) => isDayOff(date, calendar, id))
    ? BOOKING_MESSAGES.closedDay
    : BOOKING_MESSAGES.closedOrPastDate;
}

/**
 * The submit controls: the name is the intent, the value the visible word. `intent=<name>`
 * (older clients, tests) means the same. Names with a suffix carry an id: remove.service.3,
 * offer.7, pickDate.2026-11-25.
 */
const INTENTS = ['personal', 'selection', 'refresh', 'back', 'change-date', 'book', 'resend-code'] as const;
type Intent = (typeof INTENTS)[number] | 'remove' | 'offer' | 'pickDate' | '';

export function readIntent(form: FormData): { intent: Intent; arg: string } {
  const named = form.get('intent');
  if (typeof named === 'string' && named) {
    if ((INTENTS as readonly string[]).includes(named)) return { intent: named as Intent, arg: '' };
  }
  for (const key of form.keys()) {
    if ((INTENTS as readonly string[]).includes(key)) return { intent: key as Intent, arg: '' };
    const dot = key.indexOf('.');
    const head = dot > 0 ? key.slice(0, dot) : '';
    if (head === 'remove' || head === 'offer' || head === 'pickDate') return { intent: head, arg: key.slice(dot + 1) };
  }
  // older clients: remove=service:3, pickDate=2026-11-25
  const remove = form.get('remove');
  if (typeof remove === 'string' && remove) return { intent: 'remove', arg: remove.replace(':', '.') };
  const pick = form.get('pickDate');
  if (typeof pick === 'string' && pick) return { intent: 'pickDate', arg: pick };
  return { intent: '', arg: '' };
}

/** The value of `X-Requested-With` on the wizard script's posts. */
export const WIZARD_SCRIPT_HEADER = 'wizard';

export const PRIVATE_PAGE = { 'Cache-Control': 'private, no-store' } as const;
const TOKEN = /^[0-9a-f-]{36}$/;

/** One post to /contact: the form, the pressed control and the draft (saved with the answer). */
export async function readPost(form: FormData, request: Request, context: RequestContext) {
  const { session, draft, commit } = await readDraft(request, context);
  const save = async () => {
    session.set('draft', draft);
    return { 'Set-Cookie': await commit() };
  };
  return {
    form,
    context,
    session,
    /** posted by the wizard's script (wizard.js sends `X-Requested-With: wizard`): the answer is swapped in, not shown as a page */
    fromScript: request.headers.get('X-Requested-With') === WIZARD_SCRIPT_HEADER,
    draft,
    commit,
    now: context.now(),
    ...readIntent(form),
    /** the draft saved, and the step shown */
    go: async (step: WizardStep) => redirect(stepUrl(step), { headers: await save() }),
    /**
     * the step shown again with conform's reply to `submission` (`reply`: its messages) and what
     * the step needs besides (`extra`); never cached: it holds what was typed; `persist` saves the draft too
     */
    answer: async (
      intent: WizardReply['intent'],
      submission: Submission<unknown>,
      reply: ReplyOptions,
      extra: WizardExtra,
      status: number,
      persist: boolean,
    ) =>
      answer(intent, submission, {
        ...reply,
        status,
        headers: { ...PRIVATE_PAGE, ...(persist ? await save() : {}) },
        extra,
      }),
  };
}
export type WizardPost = Awaited<ReturnType<typeof readPost>>;
/** What a step answers beside conform's reply (app/routes/booking/wizard/types.ts). */
type WizardExtra = Omit<WizardReply, 'intent' | 'lastResult'>;

/**
 * The messages of a step's reply: `message` on the form (the Alert), `fieldErrors` under their
 * fields, beside the schema's own. A failed parse says its one summary (summaryMessage: 'Lütfen
 * tüm gerekli alanları doldurun.' when anything is missing).
 */
function stepReply(
  submission: Submission<unknown>,
  message: string | null,
  fieldErrors: Record<string, string> = {},
  hideFields?: string[],
): ReplyOptions {
  const own = submission.status === 'error' ? Object.values(submission.error ?? {}).flatMap((m) => m ?? []) : [];
  const formMessage = message ?? (own.length > 0 ? summaryMessage(own) : null);
  return {
    formErrors: formMessage ? [formMessage] : [],
    fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([name, m]) => [name, [m]])),
    hideFields,
  };
}

// ---- step 1: personal details and the KVKK consent --------------------------------------------

export async function personalAction(post: WizardPost) {
  const { context, draft } = post;
  const submission = parseWithZod(post.form, { schema: personalStepFormSchema });
  const refuse = (
    message: string | null,
    status: number,
    fieldErrors: Record<string, string> = {},
    hideFields?: string[],
  ) =>
    post.answer(
      'personal',
      submission,
      stepReply(submission, message, fieldErrors, hideFields),
      { step: 1 },
      status,
      false,
    );
  if (submission.status !== 'success') return refuse(null, 400);
  // the version shown must still be the current one (a new version may have been published meanwhile)
  const notice = currentNotice(context.db);
  if (!notice) return refuse(BOOKING_MESSAGES.bookingFailed, 503);
  if (submission.value.kvkkVersion !== String(notice.version))
    return refuse(KVKK_MESSAGES.outdated, 409, { kvkkConsent: KVKK_MESSAGES.outdated }, ['kvkkConsent']);
  const { customerName, customerEmail, customerPhone } = submission.value;
  draft.personal = {
    customerName,
    customerEmail,
    customerPhone,
    kvkkConsentAt: post.now.getTime(),
    kvkkVersion: notice.version,
    kvkkIp: context.clientIp,
  };
  // a link with the member chosen (nudge, waitlist) goes straight on to the times
  const presetDone = draft.preset && furthestStep(draft) === 3;
  delete draft.preset;
  return post.go(presetDone ? 3 : 2);
}

// ---- step 2: services, packages, team member ---------------------------------------------------

export async function selectionAction(post: WizardPost) {
  const { context, draft, intent, arg, now } = post;
  const submission = parseWithZod(post.form, { schema: selectionFormSchema });
  if (submission.status !== 'success')
    return post.answer('selection', submission, stepReply(submission, null), { step: 2 }, 400, true);
  const refuse = (message: string, field: string, extra: Partial<WizardExtra> = {}) =>
    post.answer(
      'selection',
      submission,
      stepReply(submission, message, { [field]: message }),
      { step: 2, ...extra },
      400,
      true,
    );
  const form = submission.value;
  const catalog = loadBookingCatalog(context.db);
  const removed = intent === 'remove' ? arg : '';
  const kept = (ids: number[], kind: string) => [...new Set(ids.filter((id) => removed !== `${kind}.${id}`))];
  const offered = intent === 'offer' ? catalog.packages.find((p) => String(p.id) === arg) : undefined;
  const chosen = offered
    ? { serviceIds: [], packageIds: [offered.id] }
    : { serviceIds: kept(form.serviceIds, 'service'), packageIds: kept(form.packageIds, 'package') };
  const anyMember = form.teamMemberId === 'any';
  const memberId = anyMember ? null : Number(form.teamMemberId ?? '') || null;
  const review = reviewSelection(context.db, catalog, chosen, now, draft.selection);
  if (intent === 'back' && !review.ok) return redirect(stepUrl(1));
  if (!review.ok) {
    // The category lock keeps what was chosen before (and what still fits) and offers a
    // package that covers both, if one does.
    const lock = keepUnderLock(catalog, chosen, draft.selection);
    const lockReview = reviewSelection(context.db, catalog, lock, now);
    const lockMember = lockReview.ok ? lockReview.members.find((m) => m.id === memberId) : undefined;
    draft.selection = {
      serviceIds: lock.serviceIds,
      packageIds: lock.packageIds,
      teamMemberId: lockMember?.id ?? null,
      anyMember: anyMember && lockReview.ok,
    };
    const keptStep: StepReview = lockReview.ok
      ? {
          message: null,
          durationMinutes: lockReview.durationMinutes,
          priceKurus: lockReview.priceKurus,
          members: lockReview.members,
        }
      : { message: null, durationMinutes: 0, priceKurus: 0, members: [] };
    return refuse(review.message, 'serviceIds', {
      offer: lock.offer,
      kept: { selection: draft.selection, review: keptStep },
    });
  }
  const member = review.members.find((m) => m.id === memberId);
  // whether the members of this choice were on the screen this post came from (the draft's
  // choice is what the page showed): a tick the page never answered (no JavaScript, or a tick
  // made before the script arrived) has not been offered anyone yet
  const shown = sameItems(draft.selection, chosen);
  const selection: DraftSelection = {
    ...chosen,
    teamMemberId: member ? member.id : null,
    anyMember: anyMember && review.members.length > 0,
  };
  draft.selection = selection;

  if (intent === 'back') return post.go(1);
  if (intent !== 'selection') return post.go(2); // refresh, remove, offer

  // 'Devam Et' without someone: the step again with the choice kept and its members shown (the
  // loader still sees the request's older cookie); 200 when this is the first time they are
  // shown (the next choice, not a mistake), 400 when they were there and none was chosen
  // (docs/decisions/0420)
  const askMember = (message: string, status = shown ? 400 : 200) =>
    post.answer(
      'selection',
      submission,
      stepReply(submission, message, { teamMemberId: message }),
      {
        step: 2,
        kept: {
          selection,
          review: {
            message: null,
            durationMinutes: review.durationMinutes,
            priceKurus: review.priceKurus,
            members: review.members,
          },
        },
      },
      status,
      true,
    );

  // 'Devam Et': something chosen, then someone (selectionStepSchema's order and messages)
  if (chosen.serviceIds.length + chosen.packageIds.length === 0)
    return refuse(BOOKING_MESSAGES.selectionRequired, 'serviceIds');
  if (anyMember ? review.members.length === 0 : memberId === null) return askMember(BOOKING_MESSAGES.memberRequired);
  const earliest = anyMember
    ? review.members
        .flatMap((m) => (m.earliest ? [m.earliest] : []))
        .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))[0]
    : member?.earliest;
  if (!anyMember && !member) return askMember(BOOKING_MESSAGES.memberUnavailable);
  if (!earliest) return askMember(BOOKING_MESSAGES.memberFullyBooked, 400);
  // Choosing a member sets the date to the earliest date (and clears the time).
  const next = dateAfterChoosingMember(earliest.date, loadCalendar(context.db, earliest.date), member?.id ?? null);
  draft.date = next.date ?? undefined;
  return post.go(3);
}

/** Whether two choices hold the same services and packages (the member aside). */
function sameItems(
  a: { serviceIds: readonly number[]; packageIds: readonly number[] } | undefined,
  b: { serviceIds: readonly number[]; packageIds: readonly number[] },
): boolean {
  const key = (ids: readonly number[]) => [...ids].sort((x, y) => x - y).join(',');
  return !!a && key(a.serviceIds) === key(b.serviceIds) && key(a.packageIds) === key(b.packageIds);
}

// ---- step 3: date, time, notes, the phone code, booking ----------------------------------------

export async function slotAction(post: WizardPost) {
  const { context, draft, intent, arg, now } = post;
  // what the step keeps on every press; 'Randevu Al' reads the same form with slotSchema below
  const typed = parseWithZod(post.form, { schema: slotDraftSchema });
  if (typed.status !== 'success') return post.answer('slot', typed, stepReply(typed, null), { step: 3 }, 400, true);
  const date = intent === 'pickDate' ? arg : (typed.value.date ?? '');
  draft.notes = (typed.value.notes ?? '').slice(0, 2000);
  draft.messageConsent = { sms: typed.value.smsConsent, whatsapp: typed.value.whatsappConsent };
  if (intent === 'back') return post.go(2);
  const selection = draft.selection;
  if (!draft.personal || !selection || (!selection.teamMemberId && !selection.anyMember)) return redirect(stepUrl(2));

  // what was chosen stays chosen when the step is shown again (a code to type, a refusal)
  const values = { date, time: typed.value.time ?? '' };
  const consent = draft.messageConsent;
  const refuse = (
    submission: Submission<unknown>,
    message: string | null,
    status: number,
    fieldErrors: Record<string, string> = {},
    extra: Partial<WizardExtra> = {},
  ) =>
    post.answer(
      'slot',
      submission,
      stepReply(submission, message, fieldErrors),
      { step: 3, values, consent, ...extra },
      status,
      true,
    );

  // A refused date is said, never silently replaced; the date shown before stays in the draft.
  const catalog = loadBookingCatalog(context.db);
  const review = reviewSelection(context.db, catalog, selection, now);
  const memberIds = review.ok
    ? selection.anyMember
      ? review.members.map((m) => m.id)
      : [selection.teamMemberId]
    : [selection.teamMemberId];
  const refusal = dateRefusal(date, now, loadCalendar(context.db, istanbulToday(now), horizonEnd(now)), memberIds);
  if (refusal)
    return post.answer(
      'slot',
      typed,
      stepReply(typed, refusal, { date: refusal }),
      { step: 3, values: { date } },
      400,
      true,
    );
  draft.date = date;
  if (intent !== 'book' && intent !== 'resend-code') return post.go(3); // change-date, pickDate

  const slot = parseWithZod(post.form, { schema: slotSchema });
  if (slot.status !== 'success' && intent === 'book') return refuse(slot, null, 400);
  // SMS / WhatsApp ticked: the phone is proved with a one-time code first (docs/decisions/0330)
  const proof = await provePhone(context, draft, post.form, { resend: intent === 'resend-code' });
  if (proof.kind === 'ask') {
    const message = proof.field === 'messageConsent' ? proof.error : null;
    return refuse(typed, message, proof.status, proof.error && proof.field ? { [proof.field]: proof.error } : {}, {
      notice: proof.notice,
      code: proof.code,
    });
  }
  if (intent === 'resend-code') return post.go(3); // nothing to send (no box ticked): never a booking
  if (slot.status !== 'success') return refuse(slot, null, 400);
  const choice = {
    personal: draft.personal,
    selection,
    slot: slot.value,
    token: typed.value.token ?? '',
    verificationId: proof.kind === 'proved' ? proof.verificationId : null,
  };
  return bookSlot(post, choice, (message, status, fieldErrors, extra) =>
    refuse(slot, message, status, fieldErrors, extra),
  );
}

/** 'Randevu Al' with everything in order: the booking, or the step again with the rule's message (a taken time, fair use, an old tab's token). */
async function bookSlot(
  post: WizardPost,
  {
    personal,
    selection,
    slot,
    token,
    verificationId,
  }: {
    personal: DraftPersonal;
    selection: DraftSelection;
    slot: SlotChoice;
    token: string;
    verificationId: string | null;
  },
  refuse: (
    message: string,
    status: number,
    fieldErrors?: Record<string, string>,
    extra?: Partial<WizardExtra>,
  ) => Promise<unknown>,
) {
  const { context, draft, session } = post;
  const consent = draft.messageConsent ?? { sms: false, whatsapp: false };
  let result: ReturnType<typeof createBooking>;
  try {
    const booking = {
      customerName: personal.customerName,
      customerEmail: personal.customerEmail,
      customerPhone: personal.customerPhone,
      serviceIds: selection.serviceIds,
      packageIds: selection.packageIds,
      teamMemberId: selection.anyMember ? null : selection.teamMemberId,
      ...slot,
    };
    result = createBooking(context, customerActor(context.clientIp), {
      ...booking,
      consent: { version: personal.kvkkVersion, at: new Date(personal.kvkkConsentAt), ip: personal.kvkkIp },
      messageConsent: { ...consent, ip: context.clientIp, verificationId },
      idempotencyKey: TOKEN.test(token) ? token : null,
      idempotencyHash: requestHash({ ...booking, messageConsent: consent }),
      source: 'web',
    });
  } catch (error) {
    logger.error({ err: error }, '[booking] wizard booking failed');
    return refuse(BOOKING_MESSAGES.bookingFailed, 503);
  }
  if (!result.ok && result.status === 422) {
    // the form's token went with another booking (an old tab): a new token, and the step again
    draft.token = newFormToken();
    return refuse(BOOKING_MESSAGES.formAlreadySent, 422, {}, { token: draft.token });
  }
  if (!result.ok)
    return refuse(result.message, result.status, result.field ? { [result.field]: result.message } : {}, {
      fairUse: result.fairUse,
    });

  const a = result.appointment;
  const managePath = managePathFor(context.db, context.config.sessionSecret, a.id);
  // the next booking of this browser asks for its own proof (one code, one booking)
  session.unset('draft');
  // Without the script: POST-redirect-GET to the booking's own page, the success first
  // (docs/decisions/0421); a reload there reads the page again and posts nothing.
  if (!post.fromScript && managePath)
    return redirect(bookedPath(managePath), { status: 303, headers: { 'Set-Cookie': await post.commit() } });
  session.flash('booked', {
    id: a.id,
    date: a.date,
    time: a.time,
    memberName: a.teamMemberName,
    items: [...a.services, ...a.packages].map((l) => l.name),
    totalPriceKurus: a.totalPriceKurus,
    durationMinutes: a.durationMinutes,
    managePath,
    channels: channelsFor(context.db, 'appointment-confirmed', { email: !!a.customerEmail, ...consent }),
  });
  return redirect(stepUrl(1), { status: 303, headers: { 'Set-Cookie': await post.commit() } });
}
