/**
 * /randevularim — 'Randevularım' (issue 30 item 2; docs/decisions/0344-my-bookings.md): a
 * customer who lost her link types her phone and e-mail; her bookings' links go to her by the
 * channel she has. The same answer whether or not a booking exists (a redirect to
 * `?durum=gonderildi`), limited per IP and per phone and e-mail (429 with the Turkish message).
 * A plain HTML form: works without JavaScript; the page does not hydrate.
 */
import { data, redirect } from 'react-router';
import type { RouteHandle } from '~/root';
import { parseWithZod } from '@conform-to/zod/v4';
import { summaryMessage } from '~/domain/booking-rules';
import { linksSentPromise } from '~/domain/customer-promises';
import { MY_BOOKINGS_PATH, MY_BOOKINGS_TEXTS, myBookingsRequestSchema } from '~/domain/my-bookings';
import { STUDIO } from '~/domain/studio';
import { answer, answerRefused } from '~/http/form-answer.server';
import { requireFormData } from '~/http/multipart.server';
import { replyFor, replyView } from '~/utils/form-reply';
import { errorMeta, seoMeta } from '~/ui/seo';
import { myBookingsChannels, requestBookingLinks } from '~/models/appointments/my-bookings.server';
import { Alert, Field } from '~/routes/booking/wizard/booking-ui';
import type { Route } from './+types/my-bookings';

export const handle: RouteHandle = { hydrate: false };

const NO_STORE = { 'Cache-Control': 'private, no-store' } as const;
const DONE = 'gonderildi';

export function loader({ request, context }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get('durum') === DONE;
  return data({ done, promise: linksSentPromise(myBookingsChannels(context.db)) }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

/** The form's name in its answer (the page's one form). */
const INTENT = 'my-bookings';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireFormData(request);
  const submission = parseWithZod(form, { schema: myBookingsRequestSchema });
  if (submission.status !== 'success') {
    // one form message above the fields: "fill in both" when one is missing, else the first field's
    const messages = Object.values(submission.error ?? {}).flatMap((m) => m ?? []);
    return answerRefused(
      INTENT,
      submission,
      messages.includes(MY_BOOKINGS_TEXTS.required) ? MY_BOOKINGS_TEXTS.required : summaryMessage(messages),
      400,
    );
  }
  const result = requestBookingLinks(context, submission.value);
  if (!result.ok) {
    return answer(INTENT, submission, {
      status: 429,
      headers: { ...NO_STORE, 'Retry-After': String(Math.ceil(result.retryAfterMs / 1000)) },
      formErrors: [result.message],
    });
  }
  throw redirect(`${MY_BOOKINGS_PATH}?durum=${DONE}`, 303);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[1]?.loaderData;
  if (!site) return errorMeta(MY_BOOKINGS_TEXTS.title);
  return seoMeta({
    title: MY_BOOKINGS_TEXTS.title,
    description: 'Randevu bağlantınızı kaybettiyseniz telefon numaranız ve e-posta adresinizle yeniden isteyin.',
    origin: site.origin,
    path: MY_BOOKINGS_PATH,
    noindex: true,
  });
};

export default function MyBookings({ loaderData, actionData }: Route.ComponentProps) {
  const reply = replyFor(actionData, INTENT);
  const { message, errors, typed } = replyView(reply);
  return (
    <section className="container-page py-10 sm:py-16">
      <h1 className="section-title">{MY_BOOKINGS_TEXTS.title.toLocaleUpperCase('tr')}</h1>
      <div className="mt-8 max-w-xl rounded-3xl border border-line bg-white/[0.03] p-4 sm:p-8">
        {loaderData.done && !reply ? (
          <div role="status" data-my-bookings-done>
            <p className="text-stone-100">{loaderData.promise}</p>
            <p className="mt-3 text-sm text-stone-400">
              Bir şey gelmezse bilgileri randevu alırken yazdığınız gibi yazdığınızdan emin olun veya bizi arayın:{' '}
              <a className="text-accent underline" href={STUDIO.phoneHref}>
                {STUDIO.phone}
              </a>
            </p>
            <a href={MY_BOOKINGS_PATH} className="btn-ghost mt-6 inline-flex">
              {MY_BOOKINGS_TEXTS.again}
            </a>
          </div>
        ) : (
          <form method="post" action={MY_BOOKINGS_PATH} noValidate className="space-y-5" data-my-bookings-form>
            <p className="text-sm text-stone-300">{MY_BOOKINGS_TEXTS.intro}</p>
            <Alert message={message} />
            <Field
              label="Telefon"
              name="customerPhone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="05XX XXX XX XX"
              defaultValue={typed('customerPhone')}
              error={errors.customerPhone}
              required
            />
            <Field
              label="E-posta"
              name="customerEmail"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="ornek@eposta.com"
              defaultValue={typed('customerEmail')}
              error={errors.customerEmail}
              required
            />
            <div className="flex flex-wrap justify-between gap-3 pt-2">
              <a href="/contact" className="btn-ghost">
                Yeni randevu al
              </a>
              <input type="submit" value={MY_BOOKINGS_TEXTS.submit} className="btn-primary cursor-pointer" />
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
