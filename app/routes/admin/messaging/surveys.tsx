import { useServerForm } from '~/ui/form-metadata';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { AdminPageHeader } from '~/ui/admin/admin-ui';
import { Dialog } from '~/ui/admin/dialog';
import { Card, ResultLine, TextField } from '~/routes/admin/messaging/messaging-fields';
import { formatTurkishDate, formatTurkishDateTime } from '~/domain/clock';
import {
  formatRating,
  RATING_MAX,
  reviewRecordSchema,
  SURVEY_STATUS_LABELS,
  surveyCreateSchema,
  type SurveyStatus,
} from '~/domain/surveys';
import { postedText } from '~/domain/form-fields';
import { answerInvalid, answerRefused, replyWithError } from '~/http/form-answer.server';
import { replyError, replyFor, withParam, type FormReply } from '~/utils/form-reply';
import { pageParam } from '~/domain/pagination';
import { Pager } from '~/ui/admin/pager';
import { actorOf, requireAdmin } from '~/http/auth.server';
import {
  createSurveyByHand,
  surveysPage,
  setReviewStatus,
  surveyDetail,
  surveyStats,
} from '~/models/feedback/surveys.server';
import { REVIEW_STATUS_LABELS } from '~/domain/reviews';
import type { Route } from './+types/surveys';
import { requireFormData } from '~/http/multipart.server';

/**
 * Surveys: four stat cards, the average rating per question (one decimal), the list with
 * the derived status, and the detail of one survey (?anket={id}) with its answers and link.
 * A survey can also be made by hand (it is made automatically when an appointment is
 * completed).
 */
const tab = adminTab('/admin/surveys');
/** The list's URL on a page (page 1 is the screen's own URL). */
const surveysHref = (page: number) => (page > 1 ? `/admin/surveys?page=${page}` : '/admin/surveys');

const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 0 });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'content.write');
  const url = new URL(request.url);
  const now = context.now();
  const detailId = Number(url.searchParams.get('anket'));
  const detail = Number.isSafeInteger(detailId) && detailId > 0 ? surveyDetail(context.db, detailId, now) : null;
  const base = context.config.publicUrl ?? url.origin;
  const created = url.searchParams.get('olusturuldu');
  const shown = surveysPage(context.db, now, pageParam(url.searchParams.get('page')));
  return {
    stats: surveyStats(context.db, now),
    page: shown.page,
    pages: shown.pages,
    surveys: shown.surveys.map((s) => ({
      id: s.id,
      customerName: s.customerName,
      customerEmail: s.customerEmail,
      status: s.status,
      appointmentText: s.appointment ? `${formatTurkishDate(s.appointment.date)}, ${s.appointment.time}` : null,
      services: s.appointment?.serviceNames.join(', ') ?? '',
      createdText: formatTurkishDateTime(s.createdAt),
      expiresText: formatTurkishDateTime(s.expiresAt),
      review: { status: s.review.status, consent: s.review.consentAt !== null, completed: s.isCompleted },
    })),
    detail: detail
      ? {
          id: detail.id,
          customerName: detail.customerName,
          customerEmail: detail.customerEmail,
          status: detail.status,
          link: `${base}/survey/${detail.token}`,
          appointmentText: detail.appointment
            ? `${formatTurkishDate(detail.appointment.date)}, ${detail.appointment.time}`
            : null,
          services: detail.appointment?.serviceNames ?? [],
          createdText: formatTurkishDateTime(detail.createdAt),
          expiresText: formatTurkishDateTime(detail.expiresAt),
          completedText: detail.completedAt ? formatTurkishDateTime(detail.completedAt) : null,
          responses: detail.responses,
          consentText: detail.review.consentAt
            ? `${formatTurkishDateTime(detail.review.consentAt)} · Aydınlatma Metni sürüm ${detail.review.noticeVersion ?? '—'}`
            : null,
        }
      : null,
    createdNotice:
      created === 'davet' ? 'Anket oluşturuldu ve davet e-postası sıraya alındı' : created ? 'Anket oluşturuldu' : null,
    reviewNotice:
      url.searchParams.get('yorum') === 'onaylandi'
        ? 'Yorum sitede gösteriliyor'
        : url.searchParams.get('yorum') === 'gizlendi'
          ? 'Yorum gizlendi'
          : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireAdmin(request, context, 'content.write'), context);
  const form = await requireFormData(request);
  const intent = form.get('intent');
  if (intent === 'review-approve' || intent === 'review-hide') {
    const submission = parseWithZod(form, { schema: reviewRecordSchema });
    const result =
      submission.status === 'success'
        ? setReviewStatus(
            context.db,
            actor,
            submission.value.recordId,
            intent === 'review-approve' ? 'approved' : 'hidden',
            context.now(),
          )
        : null;
    if (!result) throw data('Anket bulunamadı', { status: 404 });
    if (!result.ok) return replyWithError('review', result.message, 409);
    // back to the page the answer was on
    const list = surveysHref(pageParam(new URL(request.url).searchParams.get('page')));
    throw redirect(`${withParam(list, 'yorum', intent === 'review-approve' ? 'onaylandi' : 'gizlendi')}#yorumlar`);
  }
  if (intent !== 'create') throw data('Bilinmeyen işlem', { status: 400 });
  const submission = parseWithZod(form, { schema: surveyCreateSchema, disableAutoCoercion: true });
  if (submission.status !== 'success') return answerInvalid('create', submission);
  const result = createSurveyByHand(context, submission.value, context.now());
  if (!result.ok) return answerRefused('create', submission, result.message, result.status);
  throw redirect(`/admin/surveys?anket=${result.survey.id}&olusturuldu=${result.invitationQueued ? 'davet' : '1'}`);
}

/** The hand-made survey's form: conform's reply puts the messages under the fields and keeps what was typed. */
function CreateSurveyForm({ reply, busy }: { reply: FormReply | undefined; busy: boolean }) {
  const lastResult = replyFor(reply, 'create');
  const [form, fields] = useServerForm({ id: 'create-survey-form', lastResult });
  const typed = lastResult ? postedText(lastResult.initialValue) : {};
  return (
    <Form method="post" className="space-y-4" id={form.id}>
      <input type="hidden" name="intent" value="create" />
      <TextField
        name="customerName"
        label="Müşteri adı"
        required
        defaultValue={typed.customerName}
        error={fields.customerName?.errors?.[0]}
        autoComplete="off"
      />
      <TextField
        name="customerEmail"
        label="E-posta (isteğe bağlı)"
        type="email"
        hint="Girilirse anket daveti e-postayla gönderilir."
        defaultValue={typed.customerEmail}
        error={fields.customerEmail?.errors?.[0]}
        autoComplete="off"
      />
      {form.errors?.length ? <ResultLine result={{ ok: false, message: form.errors.join(' ') }} /> : null}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Oluşturuluyor...' : 'Anket Oluştur'}
      </button>
    </Form>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

const STATUS_CLASS: Record<SurveyStatus, string> = {
  completed: 'border-sky-500/50 bg-sky-400/15 text-sky-200',
  expired: 'border-red-500/50 bg-red-400/15 text-red-200',
  pending: 'border-yellow-500/50 bg-yellow-400/15 text-yellow-200',
};

function SurveyStatusBadge({ status }: { status: SurveyStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${STATUS_CLASS[status]}`}
    >
      {SURVEY_STATUS_LABELS[status]}
    </span>
  );
}

type ListedSurvey = Route.ComponentProps['loaderData']['surveys'][number];

/** The answer's place on the site: its state, and approve / hide as small POST forms (no JavaScript needed). */
function ReviewControl({ survey }: { survey: ListedSurvey }) {
  const { review } = survey;
  if (!review.completed) return <span className="text-xs text-stone-500">—</span>;
  const button = 'inline-flex min-h-11 items-center rounded-full border px-3 text-xs font-semibold';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-xs text-stone-300" data-testid="review-state">
        {review.consent ? REVIEW_STATUS_LABELS[review.status] : 'İzin yok'}
      </span>
      {review.consent && review.status !== 'approved' ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="review-approve" />
          <input type="hidden" name="recordId" value={survey.id} />
          <button
            type="submit"
            className={`${button} border-emerald-500/60 text-emerald-200 hover:bg-emerald-500/10`}
            aria-label={`Onayla: ${survey.customerName}`}
          >
            Onayla
          </button>
        </Form>
      ) : null}
      {review.consent && review.status === 'approved' ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="review-hide" />
          <input type="hidden" name="recordId" value={survey.id} />
          <button
            type="submit"
            className={`${button} border-line text-stone-200 hover:border-accent`}
            aria-label={`Gizle: ${survey.customerName}`}
          >
            Gizle
          </button>
        </Form>
      ) : null}
    </div>
  );
}

type Detail = NonNullable<Route.ComponentProps['loaderData']['detail']>;

/** The detail of one survey (?anket={id}): the back office's dialog, a link back without JavaScript. */
function SurveyDetailDialog({ detail, notice, closeTo }: { detail: Detail; notice: string | null; closeTo: string }) {
  return (
    <Dialog
      title={`Anket Detayı: ${detail.customerName}`}
      closeTo={closeTo}
      subtitle={<SurveyStatusBadge status={detail.status} />}
    >
      <div className="space-y-4">
        {notice ? <ResultLine result={{ ok: true, message: notice }} /> : null}
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          {detail.customerEmail ? (
            <>
              <dt className="text-stone-400">E-posta</dt>
              <dd>{detail.customerEmail}</dd>
            </>
          ) : null}
          {detail.appointmentText ? (
            <>
              <dt className="text-stone-400">Randevu</dt>
              <dd>
                {detail.appointmentText}
                {detail.services.length ? ` · ${detail.services.join(', ')}` : ''}
              </dd>
            </>
          ) : null}
          <dt className="text-stone-400">Oluşturulma</dt>
          <dd>{detail.createdText}</dd>
          <dt className="text-stone-400">Son geçerlilik</dt>
          <dd>{detail.expiresText}</dd>
          {detail.completedText ? (
            <>
              <dt className="text-stone-400">Yanıtlanma</dt>
              <dd>{detail.completedText}</dd>
            </>
          ) : null}
          <dt className="text-stone-400">Sitede gösterme izni</dt>
          <dd>{detail.consentText ?? 'Yok'}</dd>
          <dt className="text-stone-400">Anket bağlantısı</dt>
          <dd className="break-all">
            <a href={detail.link} className="text-accent underline-offset-4 hover:underline" data-testid="survey-link">
              {detail.link}
            </a>
          </dd>
        </dl>
        <h4 className="font-semibold">Yanıtlar</h4>
        {detail.responses.length === 0 ? (
          <p className="text-sm text-stone-400">Henüz yanıt yok.</p>
        ) : (
          <ul className="space-y-3">
            {detail.responses.map((r) => (
              <li key={r.id} className="rounded-xl border border-line p-3">
                <p className="text-sm text-stone-300">{r.question.questionText}</p>
                {r.rating !== null ? (
                  <p className="mt-1 font-semibold">
                    <span role="img" aria-label={`${r.rating} / ${RATING_MAX} puan`} className="text-accent">
                      {'★'.repeat(r.rating)}
                      <span className="text-stone-600">{'★'.repeat(RATING_MAX - r.rating)}</span>
                    </span>{' '}
                    {r.rating} / {RATING_MAX}
                  </p>
                ) : (
                  <p className="mt-1 whitespace-pre-line">{r.answer}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

export default function AdminSurveys({ loaderData, actionData }: Route.ComponentProps) {
  const { stats, surveys, page, pages, detail, createdNotice, reviewNotice } = loaderData;
  const listHref = surveysHref(page);
  const reply = actionData as FormReply | undefined;
  const reviewError = replyError(reply, 'review');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const cards = [
    { label: 'Toplam Anket', value: String(stats.totalSurveys) },
    { label: 'Tamamlanan', value: String(stats.completedSurveys) },
    { label: 'Bekleyen', value: String(stats.pendingSurveys) },
    { label: 'Tamamlanma Oranı', value: percent.format(stats.completionRate / 100) },
  ];
  return (
    <section>
      <AdminPageHeader title={tab.label} />
      <ul className="grid grid-cols-2 gap-4 xl:grid-cols-4" aria-label="Anket istatistikleri">
        {cards.map((card) => (
          <li key={card.label} className="rounded-2xl border border-line bg-stone-900 p-5">
            <p className="text-sm text-stone-400">{card.label}</p>
            <p className="mt-2 text-3xl font-semibold tabular-nums" data-testid={`survey-stat-${card.label}`}>
              {card.value}
            </p>
          </li>
        ))}
      </ul>
      {stats.expiredSurveys > 0 ? (
        <p className="mt-2 text-sm text-stone-400">Süresi dolan: {stats.expiredSurveys}</p>
      ) : null}

      <div className="mt-6 grid gap-6 xl:grid-cols-[2fr_1fr]">
        <Card title="Soru Bazında Ortalama Puan" id="averages">
          {stats.ratingStats.length === 0 ? (
            <p className="text-sm text-stone-400">Henüz puanlanmış anket yok.</p>
          ) : (
            <ul className="space-y-4" data-testid="survey-averages">
              {stats.ratingStats.map((r) => (
                <li key={r.questionId}>
                  <div className="flex items-baseline justify-between gap-3">
                    <p className="text-sm">{r.question.questionText}</p>
                    <p className="shrink-0 font-semibold tabular-nums">
                      {formatRating(r.averageRating)}{' '}
                      <span className="text-sm font-normal text-stone-400">/ {RATING_MAX}</span>
                    </p>
                  </div>
                  <meter
                    min={0}
                    max={RATING_MAX}
                    value={r.averageRating}
                    className="mt-1 block h-2 w-full"
                    aria-label={`${r.question.questionText}: ortalama ${formatRating(r.averageRating)}`}
                  />
                  <p className="text-xs text-stone-400">{r.responseCount} yanıt</p>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Anket Oluştur" id="create-survey">
          <CreateSurveyForm reply={reply} busy={busy} />
        </Card>
      </div>

      <div className="mt-6 rounded-2xl border border-line bg-stone-900" id="yorumlar">
        <h3 className="border-b border-line px-5 py-3 text-lg font-semibold">Anketler</h3>
        <p className="border-b border-line px-5 py-3 text-sm text-stone-400">
          Müşterinin izin verdiği yanıtlar, siz onaylayınca ana sayfadaki “Müşterilerimiz ne diyor?” bölümünde ad ve
          soyadının baş harfiyle görünür. İzin verilmeyen yanıtlar onaylanamaz.
        </p>
        {reviewNotice || reviewError ? (
          <div className="border-b border-line px-5 py-3">
            <ResultLine
              result={reviewError ? { ok: false, message: reviewError } : { ok: true, message: reviewNotice! }}
            />
          </div>
        ) : null}
        {surveys.length === 0 ? (
          <p className="px-5 py-8 text-center text-stone-400">
            Henüz anket yok. Tamamlanan her randevu için otomatik olarak bir anket oluşturulur.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="text-stone-400">
                <tr>
                  <th scope="col" className="px-5 py-3 font-medium">
                    Müşteri
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    Randevu
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    Son geçerlilik
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    Durum
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    Sitede
                  </th>
                  <th scope="col" className="px-5 py-3 font-medium">
                    <span className="sr-only">İşlem</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {surveys.map((s) => (
                  <tr key={s.id} data-testid="survey-row">
                    <td className="px-5 py-3">
                      <span className="block font-medium">{s.customerName}</span>
                      {s.customerEmail ? <span className="block text-xs text-stone-400">{s.customerEmail}</span> : null}
                    </td>
                    <td className="px-3 py-3">
                      {s.appointmentText ?? '—'}
                      {s.services ? <span className="block text-xs text-stone-400">{s.services}</span> : null}
                    </td>
                    <td className="px-3 py-3">{s.expiresText}</td>
                    <td className="px-3 py-3">
                      <SurveyStatusBadge status={s.status} />
                    </td>
                    <td className="px-3 py-3">
                      <ReviewControl survey={s} />
                    </td>
                    <td className="px-5 py-3 text-right">
                      <Link
                        to={withParam(listHref, 'anket', s.id)}
                        preventScrollReset
                        className="inline-flex min-h-11 items-center text-accent underline-offset-4 hover:underline"
                        aria-label={`Detay: ${s.customerName}`}
                      >
                        Detay
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 ? (
          <div className="px-5 pb-4">
            <Pager page={page} pages={pages} hrefOf={(p) => `${surveysHref(p)}#yorumlar`} />
          </div>
        ) : null}
      </div>
      {detail ? <SurveyDetailDialog key={detail.id} detail={detail} notice={createdNotice} closeTo={listHref} /> : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
