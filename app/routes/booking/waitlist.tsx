/**
 * /contact/bekleme-listesi — the waitlist of a full day (docs/decisions/0206-waitlist.md).
 * Reached from step 3 of the wizard when the chosen day has no fitting start: the page shows
 * the day, the selection and the member the wizard holds (its draft cookie) and a form with the
 * contact (prefilled from step 1) and the consent to be told (not pre-ticked). A plain HTML
 * POST: it validates (Turkish messages, 4xx), joins, and redirects back here with one answer
 * whether or not the entry was known (docs/decisions/0335). The confirmation e-mail's link
 * comes back here (`?onay={token}`): GET asks, the button POSTs (link scanners confirm nothing).
 */
import { data, redirect } from 'react-router';
import type { RouteHandle } from '~/root';
import { parseWithZod } from '@conform-to/zod/v4';
import { BOOKING_MESSAGES, summaryMessage } from '~/domain/booking-rules';
import { formatTurkishDate, isValidDate } from '~/domain/clock';
import { waitlistConfirmSchema, waitlistJoinSchema, WAITLIST_TEXTS } from '~/domain/waitlist';
import { readDraft } from '~/routes/booking/wizard/draft.server';
import { answer, answerRefused, replyWithError } from '~/http/form-answer.server';
import { requireFormData } from '~/http/multipart.server';
import { replyFor, replyView } from '~/utils/form-reply';
import { errorMeta, seoMeta } from '~/ui/seo';
import { loadBookingCatalog, resolveSelection } from '~/models/catalogue/bookable.server';
import { confirmWaitlistEntry, entryOfConfirmToken, joinWaitlist } from '~/models/appointments/waitlist.server';
import { Alert, Field } from '~/routes/booking/wizard/booking-ui';
import { channelsFor } from '~/models/messaging/customer-messages.server';
import { waitlistConsent, waitlistJoinedPromise, waitlistOfferNote } from '~/domain/customer-promises';
import type { Route } from './+types/waitlist';

export const handle: RouteHandle = { hydrate: false };

const PAGE = '/contact/bekleme-listesi';
const NO_STORE = { 'Cache-Control': 'private, no-store' } as const;

type Choice = {
  date: string;
  serviceIds: number[];
  packageIds: number[];
  teamMemberId: string;
  items: string[];
  memberName: string;
};

/** The answers shown after a redirect (?durum=...). */
const DONE = { alindi: WAITLIST_TEXTS.received, onaylandi: WAITLIST_TEXTS.confirmed } as const;
type Done = keyof typeof DONE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('onay');
  if (token !== null) {
    const entry = entryOfConfirmToken(context.db, context.config.sessionSecret, token);
    const confirm = entry ? { token, date: entry.date } : null;
    return data(
      {
        choice: null,
        personal: null,
        channels: [] as ReturnType<typeof channelsFor>,
        done: null,
        date: entry?.date ?? null,
        confirm,
        confirmInvalid: !entry,
      },
      { status: entry ? 200 : 404, headers: NO_STORE },
    );
  }
  const { draft } = await readDraft(request, context);
  const date = url.searchParams.get('gun') ?? draft.date ?? '';
  const done = url.searchParams.get('durum');
  const s = draft.selection;
  let choice: Choice | null = null;
  if (s && isValidDate(date) && (s.teamMemberId || s.anyMember)) {
    const catalog = loadBookingCatalog(context.db);
    const resolved = resolveSelection(catalog, s);
    const member = catalog.members.find((m) => m.id === s.teamMemberId);
    choice = {
      date,
      serviceIds: s.serviceIds,
      packageIds: s.packageIds,
      teamMemberId: s.anyMember ? 'any' : String(s.teamMemberId),
      items: [...resolved.services.map((x) => x.name), ...resolved.packages.map((x) => x.name)],
      memberName: s.anyMember ? BOOKING_MESSAGES.anyMemberLabel : (member?.name ?? ''),
    };
  }
  const personal = draft.personal
    ? {
        customerName: draft.personal.customerName,
        customerEmail: draft.personal.customerEmail,
        customerPhone: draft.personal.customerPhone,
      }
    : null;
  const channels = channelsFor(context.db, 'waitlist-slot-freed', { email: true });
  return data(
    {
      choice,
      personal,
      channels,
      done: done !== null && Object.hasOwn(DONE, done) ? (done as Done) : null,
      date: isValidDate(date) ? date : null,
      confirm: null,
      confirmInvalid: false,
    },
    { headers: NO_STORE },
  );
}

export const headers: Route.HeadersFunction = () => NO_STORE;

/** The page's two forms, by their names in an answer. */
const JOIN = 'join';
const CONFIRM = 'confirm';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireFormData(request);
  if (form.get('intent') === CONFIRM) {
    const submission = parseWithZod(form, { schema: waitlistConfirmSchema });
    const entry =
      submission.status === 'success'
        ? confirmWaitlistEntry(context.db, context.config.sessionSecret, submission.value.token, context.now())
        : null;
    if (!entry) return replyWithError(CONFIRM, WAITLIST_TEXTS.confirmInvalid, 404);
    throw redirect(`${PAGE}?gun=${entry.date}&durum=onaylandi`);
  }
  const submission = parseWithZod(form, { schema: waitlistJoinSchema });
  if (submission.status !== 'success')
    return answerRefused(
      JOIN,
      submission,
      summaryMessage(Object.values(submission.error ?? {}).flatMap((m) => m ?? [])),
      400,
    );
  const result = joinWaitlist(context, submission.value, { now: context.now(), ip: context.clientIp });
  // the refusal above the form, and under its field when it names one
  if (!result.ok)
    return answer(JOIN, submission, {
      status: result.status,
      headers: NO_STORE,
      formErrors: [result.message],
      fieldErrors: result.field ? { [result.field]: [result.message] } : {},
    });
  // one answer, new entry or known (a stranger learns nothing about who is listed)
  throw redirect(`${PAGE}?gun=${submission.value.date}&durum=alindi`);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[1]?.loaderData;
  if (!site) return errorMeta(WAITLIST_TEXTS.title);
  return [
    ...seoMeta({
      title: WAITLIST_TEXTS.title,
      description: 'Dolu bir gün için bekleme listesine katılın; yer açılırsa size haber verelim.',
      origin: site.origin,
      path: PAGE,
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function WaitlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { choice, personal, done, date, confirm, confirmInvalid, channels } = loaderData;
  const confirmReply = replyView(replyFor(actionData, CONFIRM));
  const { message, errors, typed } = replyView(replyFor(actionData, JOIN));
  return (
    <section className="container-page py-10 sm:py-16">
      <h1 className="section-title">{WAITLIST_TEXTS.title.toLocaleUpperCase('tr')}</h1>
      <div className="mt-8 max-w-xl rounded-3xl border border-line bg-white/[0.03] p-4 sm:p-8">
        {confirm || confirmInvalid ? (
          <div data-waitlist-confirm>
            <h2 className="text-lg font-semibold text-stone-50">{WAITLIST_TEXTS.confirmTitle}</h2>
            {confirm ? (
              <form method="post" action={PAGE} className="mt-4 space-y-4">
                <input type="hidden" name="intent" value="confirm" />
                <input type="hidden" name="token" value={confirm.token} />
                <p className="text-stone-200">{WAITLIST_TEXTS.confirmQuestion}</p>
                <p className="text-sm text-stone-400">{formatTurkishDate(confirm.date)}</p>
                <Alert message={confirmReply.message} />
                <input type="submit" value={WAITLIST_TEXTS.confirmButton} className="btn-primary cursor-pointer" />
              </form>
            ) : (
              <p role="alert" className="mt-4 text-stone-200">
                {WAITLIST_TEXTS.confirmInvalid}
              </p>
            )}
          </div>
        ) : done ? (
          <div role="status" data-waitlist-done>
            <p className="text-stone-100">{done === 'alindi' ? waitlistJoinedPromise(channels) : DONE[done]}</p>
            {date ? <p className="mt-2 text-sm text-stone-400">{formatTurkishDate(date)}</p> : null}
            <a href="/contact?adim=3" className="btn-ghost mt-6 inline-flex">
              Başka bir gün seçin
            </a>
          </div>
        ) : !choice ? (
          <div>
            <p className="text-stone-200">
              Bekleme listesine randevu sayfasından katılabilirsiniz: hizmetinizi ve ekip üyesini seçip dolu bir gün
              seçin.
            </p>
            <a href="/contact" className="btn-primary mt-6 inline-flex">
              Randevu Al
            </a>
          </div>
        ) : (
          <form method="post" action={PAGE} noValidate className="space-y-5" data-waitlist-form>
            <input type="hidden" name="date" value={choice.date} />
            {choice.serviceIds.map((id) => (
              <input key={`s${id}`} type="hidden" name="serviceIds" value={id} />
            ))}
            {choice.packageIds.map((id) => (
              <input key={`p${id}`} type="hidden" name="packageIds" value={id} />
            ))}
            <input type="hidden" name="teamMemberId" value={choice.teamMemberId} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone-400">Gün</dt>
              <dd className="font-medium text-stone-50">{formatTurkishDate(choice.date)}</dd>
              <dt className="text-stone-400">Hizmet</dt>
              <dd className="text-stone-100">{choice.items.join(', ')}</dd>
              <dt className="text-stone-400">Ekip üyesi</dt>
              <dd className="text-stone-100">{choice.memberName}</dd>
            </dl>
            <p className="text-sm text-stone-300">{waitlistOfferNote(channels)}</p>
            <Alert message={message} />
            <Field
              label="Ad Soyad"
              name="customerName"
              autoComplete="name"
              defaultValue={typed('customerName', personal?.customerName)}
              error={errors.customerName}
              maxLength={100}
              required
            />
            <Field
              label="E-posta"
              name="customerEmail"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="ornek@eposta.com"
              defaultValue={typed('customerEmail', personal?.customerEmail)}
              error={errors.customerEmail}
              required
            />
            <Field
              label="Telefon"
              name="customerPhone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="05XX XXX XX XX"
              defaultValue={typed('customerPhone', personal?.customerPhone)}
              error={errors.customerPhone}
              required
            />
            <div>
              <label className="flex items-start gap-3 text-sm text-stone-200">
                <input
                  type="checkbox"
                  name="consent"
                  defaultChecked={typed('consent') === 'on'}
                  aria-invalid={errors.consent ? true : undefined}
                  className="mt-1 size-5 shrink-0 accent-[var(--color-accent)]"
                />
                <span>
                  {waitlistConsent(channels)} Kişisel verileriniz{' '}
                  <a href="/kvkk" className="underline">
                    KVKK Aydınlatma Metni
                  </a>{' '}
                  kapsamında işlenir.
                </span>
              </label>
              {errors.consent ? <p className="mt-1.5 text-sm text-rose-200">{errors.consent}</p> : null}
            </div>
            <div className="flex flex-wrap justify-between gap-3 pt-2">
              <a href="/contact?adim=3" className="btn-ghost">
                Geri
              </a>
              <input type="submit" value={WAITLIST_TEXTS.join} className="btn-primary cursor-pointer" />
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
