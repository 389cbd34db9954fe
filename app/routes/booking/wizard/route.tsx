/**
 * /contact — 'RANDEVU AL': the three-step booking wizard (public spec section 2).
 *
 * Every step is a server-rendered form that works with JavaScript off: each POST validates,
 * keeps the draft in a signed cookie (draft.server.ts beside this route) and redirects to the
 * next step (?adim=2, ?adim=3), or re-renders with the Turkish message. The page does not
 * hydrate React: the wizard's own small script (app/routes/booking/wizard/wizard.js, decision 0100) posts the
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
import { defaultBookingDate, horizonEnd, stripDayState } from '~/domain/availability';
import { appointmentIcs } from '~/domain/emails';
import { BOOKING_MESSAGES } from '~/domain/booking-rules';
import { addDays, isValidDate, istanbulToday } from '~/domain/clock';
import { newFormToken, readDraft, type DraftSelection } from '~/routes/booking/wizard/draft.server';
import { loadBookingCatalog } from '~/models/catalogue/bookable.server';
import { reviewSelection, slotStepTimes, wizardCatalog } from '~/routes/booking/wizard/wizard.server';
import { codeStateOf } from '~/routes/booking/wizard/phone-proof.server';
import {
  dateRefusal,
  furthestStep,
  personalAction,
  PRIVATE_PAGE,
  readPost,
  selectionAction,
  slotAction,
  stepUrl,
} from '~/routes/booking/wizard/steps.server';
import { hasPreset, presetFromUrl } from '~/routes/booking/wizard/preset.server';
import { loadCalendar, publicOpeningHours } from '~/models/studio/calendar.server';
import { beautySalonJsonLd, errorMeta, seoMeta } from '~/ui/seo';
import { currentNotice } from '~/models/content/kvkk.server';
import { channelsFor } from '~/models/messaging/customer-messages.server';
import { optInChannels } from '~/models/messaging/phone-verification.server';
import { readSetting } from '~/models/settings/registry.server';
import type { Route } from './+types/route';
import { requireFormData } from '~/http/multipart.server';
import { PUBLIC_CACHE_CONTROL } from '~/http/cache-headers';
import type { SlotStepData, StepReview, WizardData, WizardReply, WizardStep } from './types';

export type { SlotStepData, StepReview, WizardData, WizardReply, WizardStep };

/** No React Router runtime in the browser: the wizard's own script enhances the server's HTML. */
export const handle: RouteHandle = { hydrate: false };

/** How many days the strip of step 3 shows. */
export const DAY_STRIP_LENGTH = 14;

const EMPTY_SELECTION: DraftSelection = { serviceIds: [], packageIds: [], teamMemberId: null };

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
        ics: appointmentIcs(
          { ...flash, status: 'pending', teamMemberName: flash.memberName },
          { baseUrl: context.config.publicUrl ?? url.origin, now },
        ),
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
      ? {
          customerName: draft.personal.customerName,
          customerEmail: draft.personal.customerEmail,
          customerPhone: draft.personal.customerPhone,
          kvkkConsent: !!draft.personal.kvkkVersion,
        }
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
      ? {
          message: null,
          durationMinutes: review.durationMinutes,
          priceKurus: review.priceKurus,
          members: review.members,
        }
      : { message: review.message, durationMinutes: 0, priceKurus: 0, members: [] };
    if (step === 3) {
      const members = !review.ok
        ? []
        : selection.anyMember
          ? review.members
          : review.members.filter((m) => m.id === selection.teamMemberId);
      if (members.length === 0) throw redirect(stepUrl(2));
      const memberIds = members.map((m) => m.id);
      const calendar = loadCalendar(context.db, today, horizonEnd(now));
      const earliest = members.flatMap((m) => (m.earliest ? [m.earliest.date] : [])).sort()[0];
      const date =
        draft.date && isValidDate(draft.date) && draft.date >= today
          ? draft.date
          : (earliest ?? defaultBookingDate(now, calendar, memberIds[0]));
      if (!draft.token) {
        draft.token = newFormToken();
        draftChanged = true;
        session.set('draft', draft);
      }
      const times = slotStepTimes(context.db, {
        now,
        memberIds,
        date,
        durationMinutes: review.ok ? review.durationMinutes : 0,
      });
      base.slotStep = {
        date,
        dateMessage: dateRefusal(date, now, calendar, memberIds),
        slots: times.slots,
        days: Array.from({ length: DAY_STRIP_LENGTH }, (_, i) => addDays(today, i)).map((d) => ({
          date: d,
          state: stripDayState(d, now, calendar, memberIds, times.freeDates.includes(d)),
        })),
        dayState: stripDayState(
          date,
          now,
          calendar,
          memberIds,
          times.slots.some((s) => s.available),
        ),
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

/**
 * One small action per step (steps.server.ts): 'Devam Et' of step 1 from anywhere, then the
 * step the form says (its hidden `step`), once step 1 is done.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await readPost(await requireFormData(request), request, context);
  if (post.intent === 'personal') return personalAction(post);
  if (!post.draft.personal?.kvkkVersion) return redirect(stepUrl(1));
  const step = Number(post.form.get('step') ?? '');
  if (step === 2) return selectionAction(post);
  if (step === 3) return slotAction(post);
  return redirect(stepUrl(furthestStep(post.draft)));
}

/** Every step shares one canonical address; origin and hours come from the layout's loader. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[1]?.loaderData;
  if (!site) return errorMeta('Randevu Al');
  return seoMeta({
    title: 'Randevu Al',
    description:
      'Sheva Nail Art Studio’da manikür, pedikür, kalıcı oje ve nail art için online randevu alın. Konya, Selçuklu.',
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
