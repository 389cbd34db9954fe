import { z } from 'zod';

/**
 * Satisfaction surveys: validity, the derived status, answer validation and the numbers of
 * the admin's stat cards. `now` is always a parameter.
 * (docs/decisions/0063-surveys.md)
 */

/** A survey link stays open this long after it is created. */
export const SURVEY_VALIDITY_DAYS = 14;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const TEXT_ANSWER_MAX = 2000;
export const ANSWER_ALL_MESSAGE = 'Lütfen tüm soruları cevaplayın';
export const SURVEY_THANKS = 'Anketiniz için teşekkür ederiz!';
export const SURVEY_STATE_MESSAGES = {
  unknown: 'Anket bulunamadı',
  expired: 'Bu anketin süresi dolmuş',
  completed: 'Bu anket zaten yanıtlanmış',
} as const;

export function surveyExpiresAt(now: Date): Date {
  return new Date(now.getTime() + SURVEY_VALIDITY_DAYS * 86_400_000);
}

export type SurveyStatus = 'completed' | 'expired' | 'pending';

export const SURVEY_STATUS_LABELS: Record<SurveyStatus, string> = {
  completed: 'Tamamlandı',
  expired: 'Süresi Doldu',
  pending: 'Bekliyor',
};

/** Completed wins; otherwise past its expiry it is expired; otherwise it waits. */
export function surveyStatus(survey: { isCompleted: boolean; expiresAt: Date }, now: Date): SurveyStatus {
  if (survey.isCompleted) return 'completed';
  return now.getTime() > survey.expiresAt.getTime() ? 'expired' : 'pending';
}

export type SurveyQuestion = { id: number; questionText: string; questionType: 'rating' | 'text' };
export type SurveyAnswer = { questionId: number; rating: number | null; answer: string | null };
export type RawAnswer = { questionId: unknown; rating?: unknown; answer?: unknown };

export type AnswerCheck =
  | { ok: true; answers: SurveyAnswer[] }
  | { ok: false; message: string; missing: number[]; answers: SurveyAnswer[] };

function ratingOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= RATING_MIN && n <= RATING_MAX ? n : null;
}

function textOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const t = value.trim().slice(0, TEXT_ANSWER_MAX);
  return t ? t : null;
}

/**
 * Every question must be answered: a rating question with a whole number 1 to 5, a text
 * question with some text. Answers to unknown questions are ignored. The answers given so
 * far are returned either way (the form keeps them).
 */
export function checkAnswers(questions: SurveyQuestion[], raw: RawAnswer[]): AnswerCheck {
  const byId = new Map<number, RawAnswer>();
  for (const r of raw) {
    const id = Number(r.questionId);
    if (Number.isInteger(id)) byId.set(id, r);
  }
  const answers: SurveyAnswer[] = [];
  const missing: number[] = [];
  for (const q of questions) {
    const r = byId.get(q.id);
    if (q.questionType === 'rating') {
      const rating = ratingOf(r?.rating);
      if (rating === null) missing.push(q.id);
      answers.push({ questionId: q.id, rating, answer: null });
    } else {
      const answer = textOf(r?.answer);
      if (answer === null) missing.push(q.id);
      answers.push({ questionId: q.id, rating: null, answer });
    }
  }
  return missing.length ? { ok: false, message: ANSWER_ALL_MESSAGE, missing, answers } : { ok: true, answers };
}

/**
 * The survey page's form as posted: `rating-{questionId}` (1-5), `answer-{questionId}` (text)
 * and the review consent box, all text; which questions there are is the survey's, so the
 * answers are checked by `checkAnswers`.
 */
export const surveyFormSchema = z.record(z.string(), z.unknown());

/** The page's message under a question left unanswered. */
export const QUESTION_MISSING_MESSAGE = 'Bu soruyu yanıtlayın.';

/** 4.25 -> 4.3 (the JSON value); shown on screen as '4,3'. */
export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

const oneDecimal = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatRating(value: number): string {
  return oneDecimal.format(value);
}

/** Share of completed surveys in percent (whole number); 0 when there are none. */
export function completionRate(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

/** The approve / hide buttons of a completed survey's answer: which survey. */
export const reviewRecordSchema = z.object({ recordId: z.number().int().positive() });

const byAppointment = z.object({
  appointmentId: z.coerce.number({ error: 'Geçersiz randevu' }).int('Geçersiz randevu').positive('Geçersiz randevu'),
});
const byName = z.object({
  customerName: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'Müşteri adı zorunludur' }).min(1, 'Müşteri adı zorunludur').max(120),
  ),
  customerEmail: z
    .preprocess((v) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v), z.string().max(254).optional())
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Lütfen geçerli bir e-posta adresi girin.'),
});

export type SurveyCreateInput = z.infer<typeof byAppointment> | z.infer<typeof byName>;

/** The two shapes surveyCreateSchema takes (for docs/api.md). */
export const surveyCreateShapes = z.union([byAppointment, byName]);

/**
 * A survey made by hand (admin screen, POST /api/surveys/create): `{ appointmentId }` for an
 * appointment, otherwise `{ customerName, customerEmail? }`. The branch is picked by
 * appointmentId, so the errors are those of the branch meant.
 */
export const surveyCreateSchema = z.looseObject({}).transform((raw, ctx): SurveyCreateInput => {
  const hasAppointment = raw.appointmentId !== undefined && raw.appointmentId !== null && raw.appointmentId !== '';
  const result = hasAppointment ? byAppointment.safeParse(raw) : byName.safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

export function parseSurveyCreate(
  raw: Record<string, unknown>,
): { ok: true; value: SurveyCreateInput } | { ok: false; errors: Record<string, string> } {
  const result = surveyCreateSchema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return { ok: false, errors };
}
