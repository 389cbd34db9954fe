/**
 * /contact — 'RANDEVU AL': the three-step booking wizard (public spec section 2).
 *
 * Every step is a server-rendered form that works with JavaScript off: each POST validates,
 * keeps the draft in a signed cookie (draft.server.ts beside this route) and redirects to the
 * next step (?adim=2, ?adim=3), or re-renders with the Turkish message. The page does not
 * hydrate React: the wizard's own small script (app/scripts/wizard.js, decision 0100) posts the
 * same forms with fetch and swaps in the server's answer (live availability on step 2, slots on
 * a date change, pending texts, the connection message, the KVKK notice in a modal, scrolling
 * on narrow screens). Submit buttons are <input type="submit"> whose value is the visible word
 * (text browsers print a <button>'s value) and whose name is the intent.
 * Pre-selection: /contact?hizmet={serviceId} or /contact?paket={packageId}, with &uzman={memberId|farketmez}
 * and &gun={date} from the rebooking nudge and the waitlist notice (preset.server.ts).
 */
import { data, redirect } from 'react-router';
import { BookingWizard } from '~/routes/booking/wizard/booking-wizard';
import type { WizardNotice } from '~/routes/booking/wizard/kvkk-notice';
import type { RouteHandle } from '~/root';
import { STUDIO } from '~/domain/studio';
import { dateAfterChoosingMember, defaultBookingDate, horizonEnd, isBookableDate, stripDayState } from '~/domain/availability';
import { appointmentIcs } from '~/domain/emails';
import type { StudioCalendar } from '~/domain/hours';
import { BOOKING_MESSAGES, personalInfoSchema, selectionStepSchema, slotSchema, validationMessage } from '~/domain/booking-rules';
import { addDays, isValidDate, istanbulToday } from '~/domain/clock';
import { newFormToken, readDraft, type BookingDraft, type DraftSelection } from '~/routes/booking/wizard/draft.server';
import { loadBookingCatalog } from '~/models/catalogue/bookable.server';
import { keepUnderLock, reviewSelection, slotStepTimes, wizardCatalog } from '~/routes/booking/wizard/wizard.server';
import { createBooking, requestHash } from '~/models/appointments/booking.server';
import { codeStateOf, provePhone } from '~/routes/booking/wizard/phone-proof.server';
import { customerActor } from '~/domain/audit';
import { managePathFor } from '~/models/appointments/self-service.server';
import { hasPreset, presetFromUrl } from '~/routes/booking/wizard/preset.server';
import { loadCalendar, publicOpeningHours } from '~/models/studio/calendar.server';
import { isDayOff } from '~/domain/hours';
import { beautySalonJsonLd, errorMeta, seoMeta } from '~/ui/seo';
import { currentNotice } from '~/models/content/kvkk.server';
import { KVKK_MESSAGES } from '~/domain/kvkk';
import { channelsFor } from '~/models/messaging/customer-messages.server';
import { CONSENT_FIELD } from '~/domain/phone-messages';
import { optInChannels } from '~/models/messaging/phone-verification.server';
import { readSetting } from '~/models/settings/registry.server';
import type { Route } from './+types/route';
import { requireFormData } from '~/http/multipart.server';
import { logger } from '~/infra/logger.server';
import { PUBLIC_CACHE_CONTROL } from '~/http/cache-headers';
import type { ActionResult, SlotStepData, StepReview, WizardData, WizardStep } from './types';

export type { ActionResult, SlotStepData, StepReview, WizardData, WizardStep };

/** No React Router runtime in the browser: the wizard's own script enhances the server's HTML. */
export const handle: RouteHandle = { hydrate: false };

/** How many days the strip of step 3 shows. */
export const DAY_STRIP_LENGTH = 14;

/**
 * The submit controls: the name is the intent, the value the visible word. `intent=<name>`
 * (older clients, tests) means the same. Names with a suffix carry an id: remove.service.3,
 * offer.7, pickDate.2026-11-25.
 */
const INTENTS = ['personal', 'selection', 'refresh', 'back', 'change-date', 'book', 'resend-code'] as const;
type Intent = (typeof INTENTS)[number] | 'remove' | 'offer' | 'pickDate' | '';

function readIntent(form: FormData): { intent: Intent; arg: string } {
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

/** The date rules of step 3 as the screen says them; null when the date can be booked. */
function dateRefusal(date: string, now: Date, calendar: StudioCalendar, memberIds: readonly (number | null)[]): string | null {
  if (!isValidDate(date)) return BOOKING_MESSAGES.invalidDate;
  if (date > horizonEnd(now)) return BOOKING_MESSAGES.beyondHorizon;
  if (memberIds.some((id) => isBookableDate(date, now, calendar, id))) return null;
  return date >= istanbulToday(now) && memberIds.every((id) => isDayOff(date, calendar, id)) ? BOOKING_MESSAGES.closedDay : BOOKING_MESSAGES.closedOrPastDate;
}

const TOKEN = /^[0-9a-f-]{36}$/;
const EMPTY_SELECTION: DraftSelection = { serviceIds: [], packageIds: [], teamMemberId: null };

export function stepUrl(step: WizardStep): string {
  return step === 1 ? '/contact' : `/contact?adim=${step}`;
}

function furthestStep(draft: BookingDraft): WizardStep {
  // a draft from before the consent was versioned asks for the consent again
  if (!draft.personal?.kvkkVersion) return 1;
  const s = draft.selection;
  if (!s || s.serviceIds.length + s.packageIds.length === 0 || (!s.teamMemberId && !s.anyMember)) return 2;
  return 3;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { session, draft, commit } = await readDraft(request, context);
  const now = context.now();
  const catalog = loadBookingCatalog(context.db);

  // Pre-selection from a service or package card, a rebooking nudge or a waitlist notice (preset.server.ts).
  if (hasPreset(url)) {
    const preset = presetFromUrl(url, catalog, now);
    if (preset) {
      draft.selection = preset.selection;
      draft.date = preset.date ?? undefined;
      draft.preset = true;
    }
    session.set('draft', draft);
    throw redirect(stepUrl(draft.personal ? furthestStep(draft) : 1), { headers: { 'Set-Cookie': await commit() } });
  }

  const flash = session.get('booked') ?? null;
  const booked = flash
    ? {
        ...flash,
        ics: appointmentIcs({ ...flash, status: 'pending', teamMemberName: flash.memberName }, { baseUrl: context.config.publicUrl ?? url.origin, now }),
        cutoffHours: readSetting(context.db, 'selfServiceCutoffHours'),
        manageUrl: flash.managePath ? `${context.config.publicUrl ?? url.origin}${flash.managePath}` : null,
      }
    : null;
  const furthest = furthestStep(draft);
  const requested = Number(url.searchParams.get('adim') ?? 1);
  const step = ([1, 2, 3].includes(requested) ? requested : 1) as WizardStep;
  if (step > furthest) throw redirect(stepUrl(furthest));

  const today = istanbulToday(now);
  const selection = draft.selection ?? EMPTY_SELECTION;
  // whether this loader changed the draft (a new one-time token): only then does it send the cookie
  let draftChanged = false;
  const base: WizardData = {
    step,
    booked,
    channels: channelsFor(context.db, 'appointment-confirmed', { email: true }),
    today,
    lastDate: horizonEnd(now),
    hours: publicOpeningHours(context.db).lines,
    personal: draft.personal
      ? { customerName: draft.personal.customerName, customerEmail: draft.personal.customerEmail, customerPhone: draft.personal.customerPhone, kvkkConsent: !!draft.personal.kvkkVersion }
      : null,
    notice: step === 1 ? noticeForWizard(context.db) : null,
    catalog: wizardCatalog(catalog),
    selection,
    review: null,
    slotStep: null,
  };

  if (step >= 2) {
    const review = reviewSelection(context.db, catalog, selection, now);
    base.review = review.ok
      ? { message: null, durationMinutes: review.durationMinutes, priceKurus: review.priceKurus, members: review.members }
      : { message: review.message, durationMinutes: 0, priceKurus: 0, members: [] };
    if (step === 3) {
      const members = !review.ok ? [] : selection.anyMember ? review.members : review.members.filter((m) => m.id === selection.teamMemberId);
      if (members.length === 0) throw redirect(stepUrl(2));
      const memberIds = members.map((m) => m.id);
      const calendar = loadCalendar(context.db, today, horizonEnd(now));
      const earliest = members.flatMap((m) => (m.earliest ? [m.earliest.date] : [])).sort()[0];
      const date = draft.date && isValidDate(draft.date) && draft.date >= today ? draft.date : (earliest ?? defaultBookingDate(now, calendar, memberIds[0]));
      if (!draft.token) {
        draft.token = newFormToken();
        draftChanged = true;
        session.set('draft', draft);
      }
      const times = slotStepTimes(context.db, { now, memberIds, date, durationMinutes: review.ok ? review.durationMinutes : 0 });
      base.slotStep = {
        date,
        dateMessage: dateRefusal(date, now, calendar, memberIds),
        slots: times.slots,
        days: Array.from({ length: DAY_STRIP_LENGTH }, (_, i) => addDays(today, i)).map((d) => ({ date: d, state: stripDayState(d, now, calendar, memberIds, times.freeDates.includes(d)) })),
        dayState: stripDayState(date, now, calendar, memberIds, times.slots.some((s) => s.available)),
        notes: draft.notes ?? '',
        token: draft.token,
        cutoffHours: readSetting(context.db, 'selfServiceCutoffHours'),
        waitlistChannels: channelsFor(context.db, 'waitlist-slot-freed', { email: true }),
        messageChannels: optInChannels(context.db),
        messageConsent: { sms: false, whatsapp: false, ...draft.messageConsent },
        code: codeStateOf(context, draft),
      };
    }
  }
  // After a post, React Router runs this loader with the request's (older) cookie: sending it
  // again would undo what the action just saved (the one-time code's verification, the boxes).
  const cookieChanged = booked !== null || draftChanged;
  // A first visit (no cookie at all) sees the same step 1 as everyone else: a public page the
  // page cache may keep (server/page-cache.ts, keyed on the data version and the day). Anything
  // else shows this visitor's draft or booking: never stored by anyone.
  const firstVisit = !cookieChanged && request.method === 'GET' && step === 1 && !request.headers.get('Cookie');
  if (firstVisit) return data(base, { headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL, Vary: 'Cookie' } });
  return data(base, { headers: { ...PRIVATE_PAGE, ...(cookieChanged ? { 'Set-Cookie': await commit() } : {}) } });
}

const PRIVATE_PAGE = { 'Cache-Control': 'private, no-store' } as const;

/** Cache headers only: React Router adds the loader's and the action's Set-Cookie itself. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  if (errorHeaders) return { 'Cache-Control': 'no-store' };
  // a refused post shows what the visitor typed: private, whatever the loader says
  if (actionHeaders.get('Cache-Control')) return PRIVATE_PAGE;
  const out: Record<string, string> = {};
  for (const name of ['Cache-Control', 'Vary']) {
    const value = loaderHeaders.get(name);
    if (value) out[name] = value;
  }
  return out;
};

function noticeForWizard(db: Parameters<typeof currentNotice>[0]): WizardNotice | null {
  const notice = currentNotice(db);
  return notice ? { version: notice.version, body: notice.body, publishedAt: notice.publishedAt.toISOString() } : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireFormData(request);
  const { session, draft, commit } = await readDraft(request, context);
  const now = context.now();
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  const save = async () => {
    session.set('draft', draft);
    return { 'Set-Cookie': await commit() };
  };
  const go = async (step: WizardStep) => redirect(stepUrl(step), { headers: await save() });
  const fail = async (result: ActionResult, status = 400, persist = false) => data(result, { status, headers: { ...PRIVATE_PAGE, ...(persist ? await save() : {}) } });

  const { intent, arg } = readIntent(form);
  const step = Number(field('step')) as WizardStep;

  // ---- step 1: personal details -----------------------------------------------------------
  if (intent === 'personal') {
    const values = { customerName: field('customerName'), customerEmail: field('customerEmail'), customerPhone: field('customerPhone'), kvkkConsent: field('kvkkConsent') };
    const parsed = personalInfoSchema.safeParse(values);
    if (!parsed.success) return fail({ step: 1, ...validationMessage(parsed.error), values });
    // the version shown must still be the current one (a new version may have been published meanwhile)
    const notice = currentNotice(context.db);
    if (!notice) return fail({ step: 1, message: BOOKING_MESSAGES.bookingFailed, fieldErrors: {}, values }, 503);
    if (field('kvkkVersion') !== String(notice.version)) {
      return fail({ step: 1, message: KVKK_MESSAGES.outdated, fieldErrors: { kvkkConsent: KVKK_MESSAGES.outdated }, values: { ...values, kvkkConsent: '' } }, 409);
    }
    const { kvkkConsent: _consent, ...personal } = parsed.data;
    draft.personal = { ...personal, kvkkConsentAt: now.getTime(), kvkkVersion: notice.version, kvkkIp: context.clientIp };
    // a link with the member chosen (nudge, waitlist) goes straight on to the times
    const presetDone = draft.preset && furthestStep(draft) === 3;
    delete draft.preset;
    return go(presetDone ? 3 : 2);
  }
  if (!draft.personal?.kvkkVersion) return redirect(stepUrl(1));

  // ---- step 2: services, packages, team member ---------------------------------------------
  if (step === 2) {
    const catalog = loadBookingCatalog(context.db);
    const removed = intent === 'remove' ? arg : '';
    const ids = (name: string, kind: string) =>
      form
        .getAll(name)
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0 && removed !== `${kind}.${id}`);
    const offered = intent === 'offer' ? catalog.packages.find((p) => String(p.id) === arg) : undefined;
    const chosen = offered
      ? { serviceIds: [], packageIds: [offered.id] }
      : { serviceIds: [...new Set(ids('serviceIds', 'service'))], packageIds: [...new Set(ids('packageIds', 'package'))] };
    const memberField = field('teamMemberId');
    const anyMember = memberField === 'any';
    const memberId = anyMember ? null : Number(memberField) || null;
    const review = reviewSelection(context.db, catalog, chosen, now, draft.selection);
    if (intent === 'back' && !review.ok) return redirect(stepUrl(1));
    if (!review.ok) {
      // The category lock keeps what was chosen before (and what still fits) and offers a
      // package that covers both, if one does.
      const kept = keepUnderLock(catalog, chosen, draft.selection);
      const keptReview = reviewSelection(context.db, catalog, kept, now);
      const keptMember = keptReview.ok ? keptReview.members.find((m) => m.id === memberId) : undefined;
      draft.selection = { serviceIds: kept.serviceIds, packageIds: kept.packageIds, teamMemberId: keptMember?.id ?? null, anyMember: anyMember && keptReview.ok };
      const keptStep: StepReview = keptReview.ok
        ? { message: null, durationMinutes: keptReview.durationMinutes, priceKurus: keptReview.priceKurus, members: keptReview.members }
        : { message: null, durationMinutes: 0, priceKurus: 0, members: [] };
      return fail({ step: 2, message: review.message, fieldErrors: { serviceIds: review.message }, offer: kept.offer, kept: { selection: draft.selection, review: keptStep } }, 400, true);
    }
    const member = review.members.find((m) => m.id === memberId);
    draft.selection = { ...chosen, teamMemberId: member ? member.id : null, anyMember: anyMember && review.members.length > 0 };

    if (intent === 'back') return go(1);
    if (intent !== 'selection') return go(2); // refresh, remove, offer

    const parsed = selectionStepSchema.safeParse({ ...chosen, teamMemberId: anyMember ? (review.members[0]?.id ?? '') : (memberId ?? '') });
    if (!parsed.success) return fail({ step: 2, ...validationMessage(parsed.error) }, 400, true);
    const earliest = anyMember ? review.members.flatMap((m) => (m.earliest ? [m.earliest] : [])).sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))[0] : member?.earliest;
    if (!anyMember && !member) return fail({ step: 2, message: BOOKING_MESSAGES.memberUnavailable, fieldErrors: { teamMemberId: BOOKING_MESSAGES.memberUnavailable } }, 400, true);
    if (!earliest) return fail({ step: 2, message: BOOKING_MESSAGES.memberFullyBooked, fieldErrors: { teamMemberId: BOOKING_MESSAGES.memberFullyBooked } }, 400, true);
    // Choosing a member sets the date to the earliest date (and clears the time).
    const next = dateAfterChoosingMember(earliest.date, loadCalendar(context.db, earliest.date), member?.id ?? null);
    draft.date = next.date ?? undefined;
    return go(3);
  }

  // ---- step 3: date, time, notes, booking --------------------------------------------------
  if (step === 3) {
    const date = intent === 'pickDate' ? arg : field('date');
    draft.notes = field('notes').slice(0, 2000);
    draft.messageConsent = { sms: field(CONSENT_FIELD.sms) === 'on', whatsapp: field(CONSENT_FIELD.whatsapp) === 'on' };
    if (intent === 'back') return go(2);
    const selection = draft.selection;
    if (!selection || (!selection.teamMemberId && !selection.anyMember)) return redirect(stepUrl(2));

    // A refused date is said, never silently replaced; the date shown before stays in the draft.
    const catalog = loadBookingCatalog(context.db);
    const review = reviewSelection(context.db, catalog, selection, now);
    const memberIds = review.ok ? (selection.anyMember ? review.members.map((m) => m.id) : [selection.teamMemberId]) : [selection.teamMemberId];
    const refusal = dateRefusal(date, now, loadCalendar(context.db, istanbulToday(now), horizonEnd(now)), memberIds);
    if (refusal) return fail({ step: 3, message: refusal, fieldErrors: { date: refusal }, values: { date } }, 400, true);
    draft.date = date;
    if (intent !== 'book' && intent !== 'resend-code') return go(3); // change-date, pickDate

    // what was chosen stays chosen when the step is shown again (a code to type, a refusal)
    const kept = { date, time: field('time') };
    const ticked = draft.messageConsent;
    const parsed = slotSchema.safeParse({ date, time: field('time'), notes: field('notes') });
    if (!parsed.success && intent === 'book') return fail({ step: 3, ...validationMessage(parsed.error), values: kept, consent: ticked }, 400, true);
    // SMS / WhatsApp ticked: the phone is proved with a one-time code first (docs/decisions/0330)
    const proof = provePhone(context, draft, field('phoneCode'), { resend: intent === 'resend-code' });
    if (proof.kind === 'ask') {
      const fieldErrors: Record<string, string> = proof.error && proof.field ? { [proof.field]: proof.error } : {};
      return fail({ step: 3, message: proof.field === 'messageConsent' ? (proof.error ?? '') : '', notice: proof.notice, code: proof.code, fieldErrors, values: kept, consent: ticked }, proof.status, true);
    }
    if (intent === 'resend-code') return go(3); // nothing to send (no box ticked): never a booking
    if (!parsed.success) return fail({ step: 3, ...validationMessage(parsed.error), values: kept, consent: ticked }, 400, true);
    const token = field('token');
    let result;
    try {
      const { customerName, customerEmail, customerPhone, kvkkConsentAt, kvkkVersion, kvkkIp } = draft.personal;
      const booking = {
        customerName,
        customerEmail,
        customerPhone,
        serviceIds: selection.serviceIds,
        packageIds: selection.packageIds,
        teamMemberId: selection.anyMember ? null : selection.teamMemberId,
        ...parsed.data,
      };
      result = createBooking(context, customerActor(context.clientIp), {
        ...booking,
        consent: { version: kvkkVersion, at: new Date(kvkkConsentAt), ip: kvkkIp },
        messageConsent: { ...draft.messageConsent!, ip: context.clientIp, verificationId: proof.kind === 'proved' ? proof.verificationId : null },
        idempotencyKey: TOKEN.test(token) ? token : null,
        idempotencyHash: requestHash({ ...booking, messageConsent: draft.messageConsent ?? null }),
        source: 'web',
      });
    } catch (error) {
      logger.error({ err: error }, '[booking] wizard booking failed');
      return fail({ step: 3, message: BOOKING_MESSAGES.bookingFailed, fieldErrors: {}, values: kept, consent: ticked }, 503, true);
    }
    if (!result.ok && result.status === 422) {
      // the form's token went with another booking (an old tab): a new token, and the step again
      draft.token = newFormToken();
      return fail({ step: 3, message: BOOKING_MESSAGES.formAlreadySent, fieldErrors: {}, values: kept, token: draft.token, consent: ticked }, 422, true);
    }
    if (!result.ok) return fail({ step: 3, message: result.message, fieldErrors: result.field ? { [result.field]: result.message } : {}, values: kept, fairUse: result.fairUse, consent: ticked }, result.status, true);

    const a = result.appointment;
    // the next booking of this browser asks for its own proof (one code, one booking)
    session.unset('draft');
    session.flash('booked', {
      id: a.id,
      date: a.date,
      time: a.time,
      memberName: a.teamMemberName,
      items: [...a.services, ...a.packages].map((l) => l.name),
      totalPriceKurus: a.totalPriceKurus,
      durationMinutes: a.durationMinutes,
      managePath: managePathFor(context.db, context.config.sessionSecret, a.id),
      channels: channelsFor(context.db, 'appointment-confirmed', { email: !!a.customerEmail, ...draft.messageConsent }),
    });
    return redirect(stepUrl(1), { headers: { 'Set-Cookie': await commit() } });
  }

  return redirect(stepUrl(furthestStep(draft)));
}

/** Every step shares one canonical address; origin and hours come from the layout's loader. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[1]?.loaderData;
  if (!site) return errorMeta('Randevu Al');
  return seoMeta({
    title: 'Randevu Al',
    description: 'Sheva Nail Art Studio’da manikür, pedikür, kalıcı oje ve nail art için online randevu alın. Konya, Selçuklu.',
    keywords: ['online randevu', 'manikür randevu', 'pedikür randevu', 'nail art randevu'],
    origin: site.origin,
    path: '/contact',
    jsonLd: beautySalonJsonLd(site.origin, { weekly: site.weekly }),
  });
};

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingWizard data={loaderData} actionResult={actionData ?? null} />;
}

/** Anything unexpected (e.g. a member removed while the page was open) keeps the site around it. */
export function ErrorBoundary() {
  return (
    <section className="container-page py-16">
      <h1 className="section-title">RANDEVU AL</h1>
      <p role="alert" className="mt-6 max-w-xl text-stone-300">
        {BOOKING_MESSAGES.bookingFailed} Lütfen sayfayı yenileyip tekrar deneyin veya bizi arayın: {STUDIO.phone}
      </p>
      <a href="/contact" className="btn-primary mt-8">
        Randevu Sayfasını Yenile
      </a>
    </section>
  );
}
