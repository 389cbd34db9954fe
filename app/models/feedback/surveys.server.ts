/**
 * Surveys in the database: creation (with its invitation queued in the same transaction),
 * the public token page's reads and the one-time submit, the admin's list, detail and stats.
 */
import crypto from 'node:crypto';
import { and, asc, count, countDistinct, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, surveyQuestions, surveyResponses, surveys, type ReviewStatus } from '../../../db/schema';
import {
  checkAnswers,
  completionRate,
  roundToOneDecimal,
  surveyExpiresAt,
  surveyStatus,
  type AnswerCheck,
  type RawAnswer,
  type SurveyCreateInput,
  type SurveyQuestion,
  type SurveyStatus,
} from '~/domain/surveys';
import { lineNames } from '../appointments/json.server';
import { readAppointment, readAppointmentLines } from '../appointments/queries.server';
import { answerRating, reviewDecision, reviewerName, type ReviewDecision } from '~/domain/reviews';
import { currentNotice } from '../content/kvkk.server';
import type { DbOrTx } from '../db.server';
import { pageWindow, type PageWindow } from '~/domain/pagination';
import { recordChange, type Actor } from '../audit/history.server';
import { queueCustomerMessage } from '../messaging/customer-messages.server';
import { type OutboxContext, wakeOutboxWhen } from '../commit.server';

export type SurveyRow = typeof surveys.$inferSelect;

/** 32 random bytes, base64url: 43 characters nobody can guess. */
export function newSurveyToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** A token as it may appear in a URL: anything else is "unknown" without a database read. */
export function isWellFormedToken(token: string | undefined): token is string {
  return !!token && /^[A-Za-z0-9_-]{20,100}$/.test(token);
}

export type NewSurvey = {
  appointmentId?: number | null;
  customerId?: number | null;
  customerName: string;
  customerEmail?: string | null;
  now: Date;
  /** queue the invitation e-mail (when there is an address); default true */
  invite?: boolean;
};

/**
 * Creates a survey and queues its invitation in the caller's transaction. An appointment has
 * at most one survey: for an appointment that already has one, that one is returned
 * (`created: false`) and nothing is queued.
 */
export function createSurvey(
  tx: DbOrTx,
  input: NewSurvey,
): { survey: SurveyRow; created: boolean; invitationId: number | null } {
  if (input.appointmentId) {
    const existing = tx.select().from(surveys).where(eq(surveys.appointmentId, input.appointmentId)).get();
    if (existing) return { survey: existing, created: false, invitationId: null };
  }
  const survey = tx
    .insert(surveys)
    .values({
      token: newSurveyToken(),
      appointmentId: input.appointmentId ?? null,
      customerId: input.customerId ?? null,
      customerName: input.customerName.trim(),
      customerEmail: input.customerEmail?.trim() || null,
      expiresAt: surveyExpiresAt(input.now),
      createdAt: input.now,
    })
    .returning()
    .get();
  // e-mail when there is an address; SMS / WhatsApp when the appointment's customer opted in
  const invitationId =
    input.invite !== false
      ? (queueCustomerMessage(
          tx,
          'survey-invitation',
          { surveyId: survey.id, to: survey.customerEmail, customerName: survey.customerName },
          {
            dedupeKey: (channel) =>
              channel === 'email' ? `survey-invitation:${survey.id}` : `survey-invitation:${channel}:${survey.id}`,
          },
        )[0] ?? null)
      : null;
  return { survey, created: true, invitationId };
}

export function createSurveyForAppointment(
  tx: DbOrTx,
  appointment: { id: number; customerId: number | null; customerName: string; customerEmail: string | null },
  now: Date,
) {
  return createSurvey(tx, {
    appointmentId: appointment.id,
    customerId: appointment.customerId,
    customerName: appointment.customerName,
    customerEmail: appointment.customerEmail,
    now,
  });
}

export type ManualSurveyResult =
  | { ok: true; survey: SurveyRow; invitationQueued: boolean }
  | { ok: false; status: 404 | 409; message: string };

/** `POST /api/surveys/create` and the admin's form: a survey for an appointment, or for a name (and address). */
export function createSurveyByHand(context: OutboxContext, input: SurveyCreateInput, now: Date): ManualSurveyResult {
  return wakeOutboxWhen(context, writeSurveyByHand(context.db, input, now), (r) => r.ok && r.invitationQueued);
}

function writeSurveyByHand(db: Db, input: SurveyCreateInput, now: Date): ManualSurveyResult {
  return db.transaction((tx): ManualSurveyResult => {
    if ('appointmentId' in input) {
      const appointment = tx
        .select({
          id: appointments.id,
          customerId: appointments.customerId,
          customerName: appointments.customerName,
          customerEmail: appointments.customerEmail,
        })
        .from(appointments)
        .where(eq(appointments.id, input.appointmentId))
        .get();
      if (!appointment) return { ok: false, status: 404, message: 'Randevu bulunamadı' };
      const made = createSurveyForAppointment(tx, appointment, now);
      if (!made.created) return { ok: false, status: 409, message: 'Bu randevu için zaten bir anket var' };
      return { ok: true, survey: made.survey, invitationQueued: made.invitationId !== null };
    }
    const made = createSurvey(tx, { customerName: input.customerName, customerEmail: input.customerEmail, now });
    return { ok: true, survey: made.survey, invitationQueued: made.invitationId !== null };
  });
}

export function findSurveyByToken(db: DbOrTx, token: string): SurveyRow | null {
  if (!isWellFormedToken(token)) return null;
  return db.select().from(surveys).where(eq(surveys.token, token)).get() ?? null;
}

export function findSurvey(db: DbOrTx, id: number): SurveyRow | null {
  return db.select().from(surveys).where(eq(surveys.id, id)).get() ?? null;
}

export function activeQuestions(db: DbOrTx): SurveyQuestion[] {
  return db
    .select({
      id: surveyQuestions.id,
      questionText: surveyQuestions.questionText,
      questionType: surveyQuestions.questionType,
    })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.isActive, true))
    .orderBy(asc(surveyQuestions.displayOrder), asc(surveyQuestions.id))
    .all();
}

export type SurveyView =
  | { state: 'unknown' }
  | { state: 'expired'; customerName: string; expiresAt: Date }
  | { state: 'completed'; customerName: string; completedAt: Date | null }
  | {
      state: 'open';
      survey: { customerName: string; expiresAt: Date };
      appointment: { date: string; time: string; serviceNames: string[] } | null;
      questions: SurveyQuestion[];
    };

/** What the public survey page and `GET /api/surveys/{token}` show for a token. */
export function surveyForAnswering(db: Db, token: string, now: Date): SurveyView {
  const survey = findSurveyByToken(db, token);
  if (!survey) return { state: 'unknown' };
  const status = surveyStatus(survey, now);
  if (status === 'completed')
    return { state: 'completed', customerName: survey.customerName, completedAt: survey.completedAt };
  if (status === 'expired') return { state: 'expired', customerName: survey.customerName, expiresAt: survey.expiresAt };
  const appointment = survey.appointmentId ? readAppointment(db, survey.appointmentId) : null;
  return {
    state: 'open',
    survey: { customerName: survey.customerName, expiresAt: survey.expiresAt },
    appointment: appointment
      ? { date: appointment.date, time: appointment.time, serviceNames: lineNames(appointment) }
      : null,
    questions: activeQuestions(db),
  };
}

export type SubmitResult =
  | { kind: 'saved'; survey: SurveyRow }
  | { kind: 'unknown' }
  | { kind: 'expired'; survey: SurveyRow }
  | { kind: 'completed'; survey: SurveyRow }
  | { kind: 'invalid'; survey: SurveyRow; check: Extract<AnswerCheck, { ok: false }> };

/**
 * Saves the answers once: the survey is marked completed by a conditional update in the same
 * transaction as the answers, so a double submit (two tabs, a resent form) saves nothing more.
 * `reviewConsent`: the customer ticked "show my answer on the site"; recorded with the time,
 * the privacy notice's current version and the IP.
 */
export function submitSurvey(
  db: Db,
  token: string,
  raw: RawAnswer[],
  now: Date,
  reviewConsent?: { ip: string | null } | null,
): SubmitResult {
  return db.transaction(
    (tx): SubmitResult => {
      const survey = findSurveyByToken(tx, token);
      if (!survey) return { kind: 'unknown' };
      const status = surveyStatus(survey, now);
      if (status === 'completed') return { kind: 'completed', survey };
      if (status === 'expired') return { kind: 'expired', survey };
      const check = checkAnswers(activeQuestions(tx), raw);
      if (!check.ok) return { kind: 'invalid', survey, check };
      const marked = tx
        .update(surveys)
        .set({
          isCompleted: true,
          completedAt: now,
          ...(reviewConsent
            ? {
                reviewConsentAt: now,
                reviewNoticeVersion: currentNotice(tx)?.version ?? null,
                reviewConsentIp: reviewConsent.ip,
              }
            : {}),
        })
        .where(and(eq(surveys.id, survey.id), eq(surveys.isCompleted, false), gte(surveys.expiresAt, now)))
        .run();
      if (marked.changes !== 1) return { kind: 'completed', survey };
      for (const a of check.answers)
        tx.insert(surveyResponses)
          .values({ surveyId: survey.id, questionId: a.questionId, rating: a.rating, answer: a.answer, createdAt: now })
          .run();
      return { kind: 'saved', survey: { ...survey, isCompleted: true, completedAt: now } };
    },
    { behavior: 'immediate' },
  );
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

export type SurveyListItem = {
  id: number;
  customerName: string;
  customerEmail: string | null;
  appointment: { id: number; date: string; time: string; serviceNames: string[] } | null;
  isCompleted: boolean;
  status: SurveyStatus;
  expiresAt: Date;
  createdAt: Date;
  completedAt: Date | null;
  /** showing the answer on the site: the customer's consent and the admin's decision */
  review: { status: ReviewStatus; consentAt: Date | null; noticeVersion: number | null };
};

function toListItems(
  db: Db,
  rows: { s: SurveyRow; date: string | null; time: string | null }[],
  now: Date,
): SurveyListItem[] {
  const lines = readAppointmentLines(
    db,
    rows.map((r) => r.s.appointmentId).filter((id): id is number => id !== null),
  );
  return rows.map(({ s, date, time }) => ({
    id: s.id,
    customerName: s.customerName,
    customerEmail: s.customerEmail,
    appointment:
      s.appointmentId && date && time
        ? { id: s.appointmentId, date, time, serviceNames: (lines.get(s.appointmentId) ?? []).map((l) => l.name) }
        : null,
    isCompleted: s.isCompleted,
    status: surveyStatus(s, now),
    expiresAt: s.expiresAt,
    createdAt: s.createdAt,
    completedAt: s.completedAt,
    review: { status: s.reviewStatus, consentAt: s.reviewConsentAt, noticeVersion: s.reviewNoticeVersion },
  }));
}

export function listSurveys(db: Db, now: Date, options: { limit?: number; offset?: number } = {}): SurveyListItem[] {
  const rows = db
    .select({ s: surveys, date: appointments.date, time: appointments.time })
    .from(surveys)
    .leftJoin(appointments, eq(appointments.id, surveys.appointmentId))
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(options.limit ?? 500)
    .offset(options.offset ?? 0)
    .all();
  return toListItems(db, rows, now);
}

/** Surveys per page on the surveys screen (docs/decisions/0553). */
export const SURVEYS_PAGE_SIZE = 50;

/** One page of the surveys, newest first; a page past the end shows the last one. */
export function surveysPage(
  db: Db,
  now: Date,
  page: number,
  size = SURVEYS_PAGE_SIZE,
): { surveys: SurveyListItem[]; total: number } & PageWindow {
  const total = db.select({ n: count() }).from(surveys).get()?.n ?? 0;
  const window = pageWindow(total, page, size);
  return { surveys: listSurveys(db, now, { limit: size, offset: window.offset }), total, ...window };
}

export type SurveyDetail = SurveyListItem & {
  /** the survey's personal link token (admins may pass the link on by hand) */
  token: string;
  responses: {
    id: number;
    questionId: number;
    question: { questionText: string; questionType: 'rating' | 'text' };
    rating: number | null;
    answer: string | null;
  }[];
};

export function surveyDetail(db: Db, id: number, now: Date): SurveyDetail | null {
  const row = db
    .select({ s: surveys, date: appointments.date, time: appointments.time })
    .from(surveys)
    .leftJoin(appointments, eq(appointments.id, surveys.appointmentId))
    .where(eq(surveys.id, id))
    .get();
  if (!row) return null;
  const [item] = toListItems(db, [row], now);
  const responses = db
    .select({
      id: surveyResponses.id,
      questionId: surveyResponses.questionId,
      questionText: surveyQuestions.questionText,
      questionType: surveyQuestions.questionType,
      rating: surveyResponses.rating,
      answer: surveyResponses.answer,
    })
    .from(surveyResponses)
    .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyResponses.questionId))
    .where(eq(surveyResponses.surveyId, id))
    .orderBy(asc(surveyQuestions.displayOrder), asc(surveyQuestions.id))
    .all();
  return {
    ...item!,
    token: row.s.token,
    responses: responses.map((r) => ({
      id: r.id,
      questionId: r.questionId,
      question: { questionText: r.questionText, questionType: r.questionType },
      rating: r.rating,
      answer: r.answer,
    })),
  };
}

export type SurveyStats = {
  totalSurveys: number;
  completedSurveys: number;
  /** open: not answered and not expired */
  pendingSurveys: number;
  expiredSurveys: number;
  /** percent, whole number */
  completionRate: number;
  ratingStats: {
    questionId: number;
    question: { questionText: string };
    averageRating: number;
    responseCount: number;
  }[];
};

export function surveyStats(db: Db, now: Date): SurveyStats {
  const totals = db
    .select({
      total: count(),
      completed: sql<number>`coalesce(sum(case when ${surveys.isCompleted} then 1 else 0 end), 0)`,
      expired: sql<number>`coalesce(sum(case when not ${surveys.isCompleted} and ${surveys.expiresAt} < ${now.getTime()} then 1 else 0 end), 0)`,
    })
    .from(surveys)
    .get()!;
  const ratingRows = db
    .select({
      questionId: surveyQuestions.id,
      questionText: surveyQuestions.questionText,
      average: sql<number | null>`avg(${surveyResponses.rating})`,
      responses: count(surveyResponses.rating),
    })
    .from(surveyQuestions)
    .leftJoin(
      surveyResponses,
      and(eq(surveyResponses.questionId, surveyQuestions.id), isNotNull(surveyResponses.rating)),
    )
    .where(eq(surveyQuestions.questionType, 'rating'))
    .groupBy(surveyQuestions.id)
    .orderBy(asc(surveyQuestions.displayOrder), asc(surveyQuestions.id))
    .all();
  const completed = Number(totals.completed);
  const expired = Number(totals.expired);
  return {
    totalSurveys: totals.total,
    completedSurveys: completed,
    pendingSurveys: totals.total - completed - expired,
    expiredSurveys: expired,
    completionRate: completionRate(completed, totals.total),
    ratingStats: ratingRows
      .filter((r) => r.responses > 0)
      .map((r) => ({
        questionId: r.questionId,
        question: { questionText: r.questionText },
        averageRating: roundToOneDecimal(Number(r.average)),
        responseCount: r.responses,
      })),
  };
}

// ---------------------------------------------------------------------------------------------
// Reviews on the site
// ---------------------------------------------------------------------------------------------

/**
 * The admin approves or hides an answer for the site. Approval needs a completed answer with
 * the customer's consent: checked by the rule and again by the update's condition.
 */
export function setReviewStatus(
  db: Db,
  actor: Actor,
  id: number,
  status: ReviewStatus,
  now: Date,
): ReviewDecision | null {
  return db.transaction(
    (tx): ReviewDecision | null => {
      const survey = findSurvey(tx, id);
      if (!survey) return null;
      const decision = reviewDecision(survey, status);
      if (!decision.ok) return decision;
      const guard =
        status === 'approved'
          ? and(eq(surveys.id, id), eq(surveys.isCompleted, true), isNotNull(surveys.reviewConsentAt))
          : eq(surveys.id, id);
      const changed = tx.update(surveys).set({ reviewStatus: status, reviewDecidedAt: now }).where(guard).run().changes;
      if (changed !== 1) return reviewDecision({ ...survey, reviewConsentAt: null }, status);
      // the decision's history row (docs/decisions/0351): on the survey, about its customer
      if (survey.reviewStatus !== status)
        recordChange(
          tx,
          actor,
          'survey',
          id,
          'updated',
          { reviewStatus: survey.reviewStatus },
          { reviewStatus: status },
          { at: now, customerId: survey.customerId },
        );
      return { ok: true };
    },
    { behavior: 'immediate' },
  );
}

export type SiteReview = { id: number; name: string; rating: number | null; text: string; date: Date };
export type SiteReviews = { reviews: SiteReview[]; average: number | null; count: number };

const shown = and(
  eq(surveys.reviewStatus, 'approved'),
  eq(surveys.isCompleted, true),
  isNotNull(surveys.reviewConsentAt),
);

/** The home page's testimonials: the latest approved answers with a text, and the average rating of all approved ones. */
export function siteReviews(db: Db, limit: number): SiteReviews {
  const totals = db
    .select({ average: sql<number | null>`avg(${surveyResponses.rating})`, count: countDistinct(surveys.id) })
    .from(surveys)
    .innerJoin(surveyResponses, and(eq(surveyResponses.surveyId, surveys.id), isNotNull(surveyResponses.rating)))
    .where(shown)
    .get();
  // a few more than shown: some approved answers have ratings only
  const latest = db
    .select({ id: surveys.id, customerName: surveys.customerName, completedAt: surveys.completedAt })
    .from(surveys)
    .where(shown)
    .orderBy(desc(surveys.completedAt), desc(surveys.id))
    .limit(limit * 4)
    .all();
  const answers = latest.length
    ? db
        .select({ surveyId: surveyResponses.surveyId, rating: surveyResponses.rating, answer: surveyResponses.answer })
        .from(surveyResponses)
        .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyResponses.questionId))
        .where(
          inArray(
            surveyResponses.surveyId,
            latest.map((l) => l.id),
          ),
        )
        .orderBy(asc(surveyQuestions.displayOrder), asc(surveyQuestions.id))
        .all()
    : [];
  const reviews: SiteReview[] = [];
  for (const l of latest) {
    const own = answers.filter((a) => a.surveyId === l.id);
    const text = own
      .map((a) => a.answer?.trim())
      .filter((t): t is string => !!t)
      .join(' ');
    if (!text) continue;
    reviews.push({
      id: l.id,
      name: reviewerName(l.customerName),
      rating: answerRating(own.map((a) => a.rating)),
      text,
      date: l.completedAt!,
    });
    if (reviews.length === limit) break;
  }
  return {
    reviews,
    average: totals?.average == null ? null : roundToOneDecimal(Number(totals.average)),
    count: totals?.count ?? 0,
  };
}
