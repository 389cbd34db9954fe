import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, isRouteErrorResponse, redirect, useRouteError } from 'react-router';
import { formatTurkishDate, formatTurkishDateTime } from '~/domain/clock';
import { KVKK_PATH, KVKK_TITLE } from '~/domain/kvkk';
import { REVIEW_CONSENT_FIELD, REVIEW_CONSENT_HINT, REVIEW_CONSENT_TEXT } from '~/domain/reviews';
import { QUESTION_MISSING_MESSAGE, RATING_MAX, RATING_MIN, surveyFormSchema, type RawAnswer } from '~/domain/surveys';
import { submitSurvey, surveyForAnswering } from '~/models/feedback/surveys.server';
import type { Route } from './+types/survey';
import { FormBodyError, readFormData } from '~/http/multipart.server';
import { answerFieldErrors, replyWithError } from '~/http/form-answer.server';
import { replyFor, replyView } from '~/utils/form-reply';

/**
 * /survey/{token}: 'Memnuniyet Anketi'. A plain HTML form (no hydration): the action saves
 * the answers once and redirects to the thank-you view, which returns home after 3 seconds
 * by a meta refresh (so it works without JavaScript too) and has a link for the impatient.
 */

const THANKS_PARAM = 'tesekkurler';
/** The spec's two error texts of this page. */
const LOAD_FAILED = 'Anket yüklenirken hata oluştu';
const SUBMIT_FAILED = 'Anket gönderilirken hata oluştu';

export function loader({ params, request, context }: Route.LoaderArgs) {
  const view = surveyForAnswering(context.db, params.token, context.now());
  const thanks = new URL(request.url).searchParams.has(THANKS_PARAM);
  switch (view.state) {
    case 'unknown':
      return data({ state: 'unknown' as const }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
    case 'expired':
      return data(
        {
          state: 'expired' as const,
          customerName: view.customerName,
          expiresText: formatTurkishDateTime(view.expiresAt),
        },
        { status: 410, headers: { 'Cache-Control': 'no-store' } },
      );
    case 'completed': {
      const completedText = view.completedAt ? formatTurkishDateTime(view.completedAt) : null;
      const headers = { 'Cache-Control': 'no-store' };
      if (thanks)
        return data({ state: 'thanks' as const, customerName: view.customerName, completedText }, { headers });
      return data({ state: 'completed' as const, customerName: view.customerName, completedText }, { headers });
    }
    case 'open':
      return data(
        {
          state: 'open' as const,
          customerName: view.survey.customerName,
          expiresText: formatTurkishDateTime(view.survey.expiresAt),
          appointmentText: view.appointment
            ? `${formatTurkishDate(view.appointment.date)}, ${view.appointment.time}${view.appointment.serviceNames.length ? ` · ${view.appointment.serviceNames.join(', ')}` : ''}`
            : null,
          questions: view.questions,
        },
        { headers: { 'Cache-Control': 'no-store' } },
      );
  }
}

/** Form fields: `rating-{questionId}` (1-5) and `answer-{questionId}` (text). */
function answersFromForm(form: Record<string, unknown>): RawAnswer[] {
  const byId = new Map<string, RawAnswer>();
  for (const [key, value] of Object.entries(form)) {
    const m = /^(rating|answer)-(\d+)$/.exec(key);
    if (!m || typeof value !== 'string') continue;
    const entry = byId.get(m[2]!) ?? { questionId: m[2] };
    if (m[1] === 'rating') entry.rating = value;
    else entry.answer = value;
    byId.set(m[2]!, entry);
  }
  return [...byId.values()];
}

/** The form's name in its answer (the page's one form); a question's messages are under `soru-{id}`. */
const INTENT = 'survey';

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readFormData(request).catch((error: unknown) => {
    throw error instanceof FormBodyError ? data(SUBMIT_FAILED, { status: error.status }) : error;
  });
  const submission = parseWithZod(form, { schema: surveyFormSchema });
  const here = `/survey/${encodeURIComponent(params.token)}`;
  if (submission.status !== 'success') return replyWithError(INTENT, SUBMIT_FAILED, 400);
  const consent = submission.value[REVIEW_CONSENT_FIELD] === 'on';
  const result = submitSurvey(
    context.db,
    params.token,
    answersFromForm(submission.value),
    context.now(),
    consent ? { ip: context.clientIp } : null,
  );
  if (result.kind === 'saved') return redirect(`${here}?${THANKS_PARAM}`, 303);
  if (result.kind === 'invalid') {
    const missing = Object.fromEntries(result.check.missing.map((id) => [`soru-${id}`, [QUESTION_MISSING_MESSAGE]]));
    return answerFieldErrors(INTENT, submission, missing, [result.check.message]);
  }
  // expired, already answered or unknown: the page explains
  return redirect(here, 303);
}

/** The page names the customer: never cached, never indexed. */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: 'Memnuniyet Anketi | Sheva Nail Art Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
  ...(loaderData?.state === 'thanks' ? [{ httpEquiv: 'refresh', content: '3;url=/' } as const] : []),
];

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl rounded-3xl border border-line bg-[var(--studio-bg-2)] p-8 text-center">
      <h2 className="text-2xl font-semibold">{title}</h2>
      <div className="mt-4 space-y-3 text-stone-300">{children}</div>
      <a href="/" className="btn-primary mt-8">
        Ana Sayfaya Dön
      </a>
    </div>
  );
}

const RATING_VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

export default function SurveyPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const page = loaderData;
  const reply = replyFor(actionData, INTENT);
  const { message, errors, typed } = replyView(reply);
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 className="section-title mb-8 text-center">Memnuniyet Anketi</h1>
      {page.state === 'unknown' ? (
        <Notice title="Anket bulunamadı">
          <p>
            Bu bağlantı geçersiz ya da anket kaldırılmış. Lütfen e-postanızdaki bağlantıyı eksiksiz açtığınızdan emin
            olun.
          </p>
        </Notice>
      ) : page.state === 'expired' ? (
        <Notice title="Anketin süresi doldu">
          <p>
            Merhaba {page.customerName}, bu anket {page.expiresText} tarihinde sona erdi.
          </p>
          <p>İlginiz için teşekkür ederiz; sizi yeniden stüdyomuzda görmek isteriz.</p>
        </Notice>
      ) : page.state === 'completed' ? (
        <Notice title="Bu anket zaten yanıtlandı">
          <p>
            Merhaba {page.customerName}, yanıtlarınız{page.completedText ? ` ${page.completedText} tarihinde` : ''}{' '}
            kaydedildi. Anket yalnızca bir kez yanıtlanabilir.
          </p>
          <p>Değerli görüşleriniz için teşekkür ederiz!</p>
        </Notice>
      ) : page.state === 'thanks' ? (
        <div role="status">
          <Notice title="Teşekkür ederiz!">
            <p>Yanıtlarınız kaydedildi. Görüşleriniz hizmetimizi geliştirmemize yardımcı oluyor.</p>
            <p>3 saniye içinde ana sayfaya yönlendirileceksiniz.</p>
          </Notice>
        </div>
      ) : (
        <div className="mx-auto max-w-2xl">
          <div className="rounded-3xl border border-line bg-[var(--studio-bg-2)] p-6 sm:p-8">
            <p className="text-lg">
              Merhaba <strong>{page.customerName}</strong>,
            </p>
            <p className="mt-2 text-stone-300">
              Stüdyomuzu tercih ettiğiniz için teşekkür ederiz. Birkaç kısa soruyla deneyiminizi değerlendirir misiniz?
            </p>
            {page.appointmentText ? (
              <p className="mt-2 text-sm text-stone-400">Randevunuz: {page.appointmentText}</p>
            ) : null}
            <p className="mt-2 text-sm text-stone-400">
              Bu anket <strong className="text-stone-200">{page.expiresText}</strong> tarihine kadar geçerlidir.
            </p>
          </div>

          <Form
            method="post"
            action={`/survey/${encodeURIComponent(params.token)}`}
            className="mt-8 space-y-6"
            noValidate
          >
            {message ? (
              <p role="alert" className="rounded-2xl border border-red-400/60 bg-red-950/50 px-4 py-3 text-red-100">
                {message}
              </p>
            ) : null}
            {page.questions.map((q, index) => {
              const missing = errors[`soru-${q.id}`];
              const errorId = `soru-${q.id}-hata`;
              return q.questionType === 'rating' ? (
                <fieldset
                  key={q.id}
                  className={`rounded-3xl border p-5 sm:p-6 ${missing ? 'border-red-400' : 'border-line'}`}
                  aria-describedby={missing ? errorId : `olcek-${q.id}`}
                >
                  {/* floated: the question sits inside the card, not across its top border */}
                  <legend className="float-left w-full font-medium">
                    {index + 1}. {q.questionText}
                  </legend>
                  <p id={`olcek-${q.id}`} className="clear-left pt-2 text-sm text-stone-400">
                    1 = Hiç memnun değilim, 5 = Çok memnunum
                  </p>
                  <div className="mt-3 flex flex-wrap gap-3">
                    {RATING_VALUES.map((value) => (
                      <label key={value} className="cursor-pointer">
                        <input
                          type="radio"
                          name={`rating-${q.id}`}
                          value={value}
                          defaultChecked={typed(`rating-${q.id}`) === String(value)}
                          className="peer sr-only"
                        />
                        <span className="grid size-12 place-items-center rounded-full border border-line text-lg font-semibold transition peer-checked:border-accent peer-checked:bg-accent peer-checked:text-ink peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:border-accent">
                          {value}
                        </span>
                      </label>
                    ))}
                  </div>
                  {missing ? (
                    <p id={errorId} className="mt-3 text-sm text-red-300">
                      {missing}
                    </p>
                  ) : null}
                </fieldset>
              ) : (
                <div
                  key={q.id}
                  className={`rounded-3xl border p-5 sm:p-6 ${missing ? 'border-red-400' : 'border-line'}`}
                >
                  <label htmlFor={`answer-${q.id}`} className="font-medium">
                    {index + 1}. {q.questionText}
                  </label>
                  <textarea
                    id={`answer-${q.id}`}
                    name={`answer-${q.id}`}
                    rows={4}
                    maxLength={2000}
                    defaultValue={typed(`answer-${q.id}`)}
                    aria-invalid={missing ? true : undefined}
                    aria-describedby={missing ? errorId : undefined}
                    className="mt-3 w-full rounded-2xl border border-line bg-black/40 px-4 py-3 text-stone-100 placeholder:text-stone-500"
                    placeholder="Görüşlerinizi buraya yazabilirsiniz"
                  />
                  {missing ? (
                    <p id={errorId} className="mt-2 text-sm text-red-300">
                      {missing}
                    </p>
                  ) : null}
                </div>
              );
            })}
            <div className="rounded-3xl border border-line p-5 sm:p-6">
              <label className="flex cursor-pointer items-start gap-3">
                <input
                  type="checkbox"
                  name={REVIEW_CONSENT_FIELD}
                  defaultChecked={typed(REVIEW_CONSENT_FIELD) === 'on'}
                  aria-describedby="yorum-izni-not"
                  className="mt-1 size-5 shrink-0 accent-[var(--color-accent)]"
                />
                <span>{REVIEW_CONSENT_TEXT}</span>
              </label>
              <p id="yorum-izni-not" className="mt-2 pl-8 text-sm text-stone-400">
                {REVIEW_CONSENT_HINT} Ayrıntılar:{' '}
                <a
                  href={KVKK_PATH}
                  className="inline-flex min-h-11 items-center text-accent underline underline-offset-4"
                >
                  {KVKK_TITLE}
                </a>
              </p>
            </div>
            <div className="flex justify-end">
              <button type="submit" className="btn-primary">
                Anketi Gönder
              </button>
            </div>
          </Form>
        </div>
      )}
    </section>
  );
}

/** Anything unexpected: the spec's text, the site around it, a way home. */
export function ErrorBoundary() {
  const error = useRouteError();
  const submitting = isRouteErrorResponse(error) && error.data === SUBMIT_FAILED;
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 className="section-title mb-8 text-center">Memnuniyet Anketi</h1>
      <div role="alert">
        <Notice title={submitting ? SUBMIT_FAILED : LOAD_FAILED}>
          <p>Lütfen sayfayı yenileyip tekrar deneyin. Sorun sürerse bizi arayabilirsiniz.</p>
        </Notice>
      </div>
    </section>
  );
}
