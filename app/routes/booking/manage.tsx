/**
 * /randevu/{token}: the customer's private page of one appointment (the link in every booking
 * e-mail and on the booking success screen). Shows the appointment and, until the cut-off
 * before its start, lets the customer cancel it or move it to another available time of the
 * same team member: pick a date (a GET form), then a time (a POST form). Plain HTML forms,
 * no hydration: everything works without JavaScript. The token is the only key (nothing to
 * sign in with); it never reaches the request log (server/request-log.ts).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect } from 'react-router';
import { statusLabel } from '~/domain/appointment-status';
import { formatTurkishDate, formatTurkishDateTime, isValidDate } from '~/domain/clock';
import {
  BOOKED_ANCHOR,
  customerCancelSchema,
  customerMoveSchema,
  DONE_PARAM,
  JUST_BOOKED,
  SELF_SERVICE_TEXTS,
} from '~/domain/self-service';
import { BOOKING_MESSAGES } from '~/domain/booking-messages';
import { bookingReceivedPromise } from '~/domain/customer-promises';
import { MY_BOOKINGS_PATH } from '~/domain/my-bookings';
import { bookingWhatsappMessage } from '~/domain/whatsapp';
import { WhatsAppLink } from '~/ui/whatsapp-link';
import { customerActor } from '~/domain/audit';
import { STUDIO } from '~/domain/studio';
import { formatMinutes } from '~/utils/format';
import { formatKurus } from '~/utils/money';
import {
  appointmentIdOfToken,
  cancelByCustomer,
  loadManagePage,
  moveByCustomer,
  type SelfServiceResult,
} from '~/models/appointments/self-service.server';
import { lineNames } from '~/models/appointments/json.server';
import { channelsFor } from '~/models/messaging/customer-messages.server';
import type { Route } from './+types/manage';
import { requireFormData } from '~/http/multipart.server';
import { answerRefused, replyWithError } from '~/http/form-answer.server';
import { replyView } from '~/utils/form-reply';
import { KaporaBox } from './kapora-box';
import { KAPORA_PARAM, kaporaView, startKaporaCard } from './kapora.server';

const DATE_PARAM = 'tarih';
/** ?iptal=onay: the question before a cancellation (decision 0345) */
const CANCEL_PARAM = 'iptal';
const CANCEL_ASK = 'onay';
const CONFIRM_FIELD = 'confirm';
const NO_STORE = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

export function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const chosen = url.searchParams.get(DATE_PARAM);
  const page = loadManagePage(
    context.db,
    context.config.sessionSecret,
    params.token,
    context.now(),
    isValidDate(chosen) ? chosen : null,
  );
  if (!page.found) return data({ found: false as const }, { status: 404, headers: NO_STORE });
  const a = page.appointment;
  const done = url.searchParams.get(DONE_PARAM);
  return data(
    {
      found: true as const,
      done: done === 'iptal' ? SELF_SERVICE_TEXTS.cancelled : done === 'tasindi' ? SELF_SERVICE_TEXTS.moved : null,
      // right after the booking (the wizard's redirect, docs/decisions/0421): the success first, and what she will be told by
      booked:
        done === JUST_BOOKED && a.status !== 'cancelled'
          ? {
              promise: bookingReceivedPromise(
                channelsFor(context.db, 'appointment-confirmed', {
                  email: !!a.customerEmail,
                  ...page.messageConsent,
                }),
              ),
              pageUrl: `${context.config.publicUrl ?? url.origin}${url.pathname}`,
            }
          : null,
      appointment: {
        customerName: a.customerName,
        date: a.date,
        time: a.time,
        status: a.status,
        memberName: a.teamMember?.name ?? null,
        items: lineNames(a),
        durationMinutes: a.durationMinutes,
        totalPriceKurus: a.totalPriceKurus,
      },
      state: page.state.kind,
      deadlineText: page.state.kind === 'closed' ? null : formatTurkishDateTime(page.state.deadline),
      cutoffHours: page.cutoffHours,
      move: page.move,
      chosenDate: chosen,
      askCancel: url.searchParams.get(CANCEL_PARAM) === CANCEL_ASK,
      // the kapora (issue 38): its state and how to pay it
      kapora: kaporaView(context.db, context.config.secretsKey, page.id, context.now()),
      kaporaAnswer: url.searchParams.get(KAPORA_PARAM),
    },
    { headers: NO_STORE },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await requireFormData(request);
  const intent = form.get('intent');
  const here = `/randevu/${encodeURIComponent(params.token)}`;
  const actor = customerActor(context.clientIp);
  const done = (result: SelfServiceResult) => {
    if (result.ok) return redirect(`${here}?${DONE_PARAM}=${result.action === 'cancelled' ? 'iptal' : 'tasindi'}`, 303);
    return replyWithError(String(intent), result.message, result.status);
  };
  if (intent === 'cancel') {
    // one tap never cancels: a cancel without the second form's answer asks the question
    if (parseWithZod(form, { schema: customerCancelSchema }).status !== 'success')
      return redirect(`${here}?${CANCEL_PARAM}=${CANCEL_ASK}#iptal`, 303);
    return done(cancelByCustomer(context, actor, params.token));
  }
  if (intent === 'kapora-kart') {
    const id = appointmentIdOfToken(context.db, context.config.sessionSecret, params.token);
    if (id === null) return replyWithError('kapora-kart', SELF_SERVICE_TEXTS.notFound, 404);
    const started = await startKaporaCard(request, context, id);
    return started instanceof Response ? started : replyWithError('kapora-kart', started.message, started.status);
  }
  if (intent === 'move') {
    const submission = parseWithZod(form, { schema: customerMoveSchema });
    // the page shows one message above the forms: the first of them (the day before the time)
    if (submission.status !== 'success')
      return answerRefused(
        'move',
        submission,
        Object.values(submission.error ?? {}).flatMap((m) => m ?? [])[0] ?? SELF_SERVICE_TEXTS.failed,
      );
    const result = moveByCustomer(context, actor, params.token, submission.value);
    return result.ok ? done(result) : answerRefused('move', submission, result.message, result.status);
  }
  return replyWithError(String(intent), SELF_SERVICE_TEXTS.failed, 400);
}

/** The page names the customer: never cached, never indexed (a route's loader headers reach the document only through this). */
export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = () => [
  { title: 'Randevunuz | Sheva Nail Art Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-6 gap-y-1 border-b border-line py-3 last:border-b-0">
      <dt className="text-stone-400">{label}</dt>
      <dd className="font-medium text-stone-100">{children}</dd>
    </div>
  );
}

function Alert({
  role,
  tone,
  children,
}: {
  role: 'alert' | 'status';
  tone: 'error' | 'ok' | 'info';
  children: React.ReactNode;
}) {
  const colours =
    tone === 'error'
      ? 'border-red-400/60 bg-red-950/50 text-red-100'
      : tone === 'ok'
        ? 'border-emerald-400/60 bg-emerald-950/40 text-emerald-100'
        : 'border-line bg-black/30 text-stone-200';
  return (
    <p role={role} className={`rounded-2xl border px-4 py-3 ${colours}`}>
      {children}
    </p>
  );
}

type Found = Extract<Route.ComponentProps['loaderData'], { found: true }>;

/** An unknown or spent link: the message and the studio's phone. */
function LinkNotFound() {
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 className="section-title mb-8 text-center">{SELF_SERVICE_TEXTS.title}</h1>
      <div className="mx-auto max-w-xl space-y-6 text-center">
        <Alert role="alert" tone="error">
          {SELF_SERVICE_TEXTS.notFound}
        </Alert>
        <p className="text-stone-300">
          Randevularınızın bağlantılarını telefon numaranız ve e-posta adresinizle yeniden isteyebilirsiniz:{' '}
          <a className="text-accent underline" href={MY_BOOKINGS_PATH}>
            Randevularım
          </a>
        </p>
        <p className="text-stone-300">
          Yardım için bizi arayın:{' '}
          <a className="text-accent underline" href={STUDIO.phoneHref}>
            {STUDIO.phone}
          </a>
        </p>
      </div>
    </section>
  );
}

/**
 * Right after the booking (the wizard's redirect): the success, what she will be told and by
 * what, the cut-off rule and this page's address to keep. Its own block, first on the page, so
 * what a booking adds later (a deposit to pay) has a place under it.
 */
function JustBooked({
  booked,
  cutoffHours,
  appointment,
}: {
  booked: NonNullable<Found['booked']>;
  cutoffHours: number;
  appointment: Found['appointment'];
}) {
  return (
    <div
      id={BOOKED_ANCHOR}
      role="status"
      className="scroll-mt-20 rounded-3xl border border-emerald-400/60 bg-emerald-950/40 p-6 sm:p-8"
    >
      <h1 className="text-2xl font-semibold text-stone-50">{BOOKING_MESSAGES.success}</h1>
      <p className="mt-3 text-stone-100" data-promise>
        {booked.promise}
      </p>
      <p className="mt-2 text-sm text-stone-300">{SELF_SERVICE_TEXTS.cutoffRule(cutoffHours)}</p>
      <div className="mt-4">
        <label htmlFor="randevu-baglantisi" className="block text-sm text-stone-300">
          Bu sayfanın bağlantısı: saklayın, kimseyle paylaşmayın
        </label>
        <input
          id="randevu-baglantisi"
          type="url"
          readOnly
          value={booked.pageUrl}
          className="mt-1 block min-h-11 w-full min-w-0 rounded-xl border border-line bg-black/40 px-3 text-sm text-stone-100"
        />
        <p className="mt-1 text-xs text-stone-400">
          Bağlantıyı kaybederseniz{' '}
          <a href={MY_BOOKINGS_PATH} className="underline underline-offset-4">
            Randevularım
          </a>{' '}
          sayfasından yeniden isteyebilirsiniz.
        </p>
      </div>
      <p className="mt-4 text-sm text-stone-300">
        Sorunuz mu var?{' '}
        <WhatsAppLink
          message={bookingWhatsappMessage(appointment)}
          className="font-medium text-accent underline underline-offset-4"
        />
      </p>
    </div>
  );
}

/** The appointment itself, and its calendar file. */
function AppointmentCard({ appointment: a, here }: { appointment: Found['appointment']; here: string }) {
  return (
    <div className="rounded-3xl border border-line bg-[var(--studio-bg-2)] p-6 sm:p-8">
      <p className="text-lg">
        Merhaba <strong>{a.customerName}</strong>,
      </p>
      <dl className="mt-4">
        <Row label="Tarih">{formatTurkishDate(a.date)}</Row>
        <Row label="Saat">{a.time}</Row>
        <Row label="Hizmetler">{a.items.length ? a.items.join(', ') : 'Bilinmeyen Hizmet'}</Row>
        {a.memberName ? <Row label="Uzman">{a.memberName}</Row> : null}
        <Row label="Süre">{formatMinutes(a.durationMinutes)}</Row>
        {a.totalPriceKurus > 0 ? <Row label="Tutar">{formatKurus(a.totalPriceKurus)}</Row> : null}
        <Row label="Durum">{statusLabel(a.status)}</Row>
      </dl>
      <a href={`${here}/takvim.ics`} download="randevu.ics" className="btn-ghost mt-4">
        {a.status === 'cancelled' ? 'Takviminizde iptal edildi olarak işaretleyin' : 'Takvime ekle'}
      </a>
    </div>
  );
}

/** Why nothing can be changed any more: cancelled, completed, refused, or past the cut-off. */
function NoChanges({ page }: { page: Found }) {
  const status = page.appointment.status;
  return page.state === 'closed' ? (
    <Alert role="status" tone="info">
      {status === 'cancelled'
        ? SELF_SERVICE_TEXTS.alreadyCancelled
        : status === 'completed'
          ? SELF_SERVICE_TEXTS.completed
          : SELF_SERVICE_TEXTS.refused}{' '}
      <a href="/contact" className="text-accent underline">
        Yeni randevu al
      </a>
    </Alert>
  ) : (
    <Alert role="status" tone="info">
      {SELF_SERVICE_TEXTS.pastCutoff(page.cutoffHours)}{' '}
      <a className="text-accent underline" href={STUDIO.phoneHref}>
        {STUDIO.phone}
      </a>
    </Alert>
  );
}

/** The question before a cancellation (?iptal=onay): the second form cancels, the link keeps it. */
function CancelQuestion({ here }: { here: string }) {
  return (
    <div id="iptal" className="rounded-3xl border border-red-400/60 p-6 sm:p-8">
      <h2 className="text-xl font-semibold">Randevuyu İptal Et</h2>
      <p className="mt-2 text-stone-100">{SELF_SERVICE_TEXTS.cancelQuestion}</p>
      <p className="mt-2 text-sm text-stone-400">İptal ettiğinizde stüdyoya haber verilir.</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Form method="post" action={here}>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name={CONFIRM_FIELD} value="evet" />
          <button type="submit" className="btn-ghost border-red-400/60 text-red-200">
            {SELF_SERVICE_TEXTS.cancelConfirm}
          </button>
        </Form>
        <a href={here} className="btn-primary">
          {SELF_SERVICE_TEXTS.cancelKeep}
        </a>
      </div>
    </div>
  );
}

/** Moving: a day (a GET form), then one of its free times (the POST form). */
function MoveCard({
  move,
  chosenDate,
  here,
}: {
  move: NonNullable<Found['move']>;
  chosenDate: string | null;
  here: string;
}) {
  return (
    <div className="rounded-3xl border border-line p-6 sm:p-8">
      <h2 className="text-xl font-semibold">Randevuyu Taşı</h2>
      {move.dates.length === 0 ? (
        <p className="mt-3 text-stone-300">{SELF_SERVICE_TEXTS.noDates}</p>
      ) : (
        <Form method="get" action={here} className="mt-4 flex flex-wrap items-end gap-3">
          <div className="grow">
            <label htmlFor="yeni-tarih" className="text-sm font-medium">
              Yeni tarih
            </label>
            <select
              id="yeni-tarih"
              name={DATE_PARAM}
              defaultValue={move.date ?? ''}
              className="mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100"
            >
              <option value="" disabled>
                Tarih seçin
              </option>
              {move.dates.map((d) => (
                <option key={d} value={d}>
                  {formatTurkishDate(d)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-ghost">
            Saatleri Göster
          </button>
        </Form>
      )}
      {chosenDate && !move.date ? <p className="mt-3 text-sm text-red-300">{SELF_SERVICE_TEXTS.noTimes}</p> : null}
      {move.date ? (
        <Form method="post" action={here} className="mt-6">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="date" value={move.date} />
          <fieldset>
            <legend className="text-sm font-medium">{formatTurkishDate(move.date)} için müsait saatler</legend>
            <div className="mt-3 flex flex-wrap gap-2">
              {move.slots
                .filter((s) => s.available)
                .map((s) => (
                  <label key={s.time} className="cursor-pointer">
                    <input type="radio" name="time" value={s.time} required className="peer sr-only" />
                    <span className="inline-grid min-h-11 min-w-20 place-items-center rounded-full border border-line px-4 font-semibold peer-checked:border-accent peer-checked:bg-accent peer-checked:text-ink peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:border-accent">
                      {s.time}
                    </span>
                  </label>
                ))}
            </div>
          </fieldset>
          <button type="submit" className="btn-primary mt-6">
            Randevuyu Taşı
          </button>
        </Form>
      ) : null}
    </div>
  );
}

/** Before the cut-off: the deadline, moving, and the button that asks before cancelling. */
function ChangeOptions({ page, here }: { page: Found; here: string }) {
  return (
    <>
      <p className="text-sm text-stone-400">
        Randevunuzu <strong className="text-stone-200">{page.deadlineText}</strong> tarihine kadar iptal edebilir veya
        başka bir saate taşıyabilirsiniz.
      </p>
      {page.move ? (
        <MoveCard move={page.move} chosenDate={page.chosenDate} here={here} />
      ) : (
        <p className="text-stone-300">{SELF_SERVICE_TEXTS.noMember}</p>
      )}
      <div className="rounded-3xl border border-line p-6 sm:p-8">
        <h2 className="text-xl font-semibold">Randevuyu İptal Et</h2>
        <p className="mt-2 text-sm text-stone-400">
          Önce bir kez daha sorulur; iptal ettiğinizde stüdyoya haber verilir.
        </p>
        {/* #iptal: the question comes into view on a phone */}
        <Form method="get" action={`${here}#iptal`} className="mt-4">
          <input type="hidden" name={CANCEL_PARAM} value={CANCEL_ASK} />
          <button type="submit" className="btn-ghost border-red-400/60 text-red-200">
            Randevuyu İptal Et
          </button>
        </Form>
      </div>
    </>
  );
}

export default function ManageAppointment({ loaderData, actionData, params }: Route.ComponentProps) {
  const page = loaderData;
  const here = `/randevu/${encodeURIComponent(params.token)}`;
  if (!page.found) return <LinkNotFound />;
  // the last answer's message (a refused cancel or move), whichever form it was
  const message = replyView(actionData?.lastResult).message;
  return (
    <section className="container-page py-12 sm:py-16">
      {page.booked ? (
        <div className="mx-auto mb-6 max-w-2xl">
          <JustBooked booked={page.booked} cutoffHours={page.cutoffHours} appointment={page.appointment} />
        </div>
      ) : (
        <h1 className="section-title mb-8 text-center">{SELF_SERVICE_TEXTS.title}</h1>
      )}
      <div className="mx-auto max-w-2xl space-y-6">
        {page.done ? (
          <Alert role="status" tone="ok">
            {page.done}
          </Alert>
        ) : null}
        {message ? (
          <Alert role="alert" tone="error">
            {message}
          </Alert>
        ) : null}
        {page.kapora ? <KaporaBox kapora={page.kapora} here={here} answer={page.kaporaAnswer} /> : null}
        <AppointmentCard appointment={page.appointment} here={here} />
        {page.state === 'closed' || page.state === 'past-cutoff' ? (
          <NoChanges page={page} />
        ) : page.askCancel ? (
          <CancelQuestion here={here} />
        ) : (
          <ChangeOptions page={page} here={here} />
        )}
      </div>
    </section>
  );
}
