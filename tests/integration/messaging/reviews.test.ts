/**
 * Reviews on the site: the survey page's consent is recorded with time, notice version and
 * IP; the admin approves or hides under Anketler; an answer without consent can never be
 * approved; the home page shows the approved ones, else the owner's text alone.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../db/schema';
import {
  activeQuestions,
  createSurvey,
  setReviewStatus,
  siteReviews,
} from '../../../app/models/feedback/surveys.server';
import { currentNotice } from '../../../app/models/content/kvkk.server';
import { NO_CONSENT_MESSAGE, REVIEW_CONSENT_FIELD } from '../../../app/domain/reviews';
import * as surveyPage from '../../../app/routes/site/survey';
import * as adminSurveys from '../../../app/routes/admin/messaging/surveys';
import * as home from '../../../app/routes/site/home';
import { createTestContext, createTestDb, TEST_ACTOR } from '../../helpers/test-db';
import { createTestUser, sessionCookieHeader, testRequest } from '../../helpers/admin';
import { fieldMessages } from '../../helpers/form-reply';
import { insertAppointment } from './fixtures';

const NOW = new Date('2026-11-28T13:00:00Z');

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db, { now: NOW, clientIp: '203.0.113.7' });
  const admin = await createTestUser(db);
  const cookie = await sessionCookieHeader(context, admin.id);
  return { db, context, cookie };
}

function newSurvey(db: ReturnType<typeof createTestDb>['db'], name: string) {
  const { appointment } = insertAppointment(db);
  return createSurvey(db, {
    appointmentId: appointment.id,
    customerId: appointment.customerId,
    customerName: name,
    customerEmail: null,
    now: NOW,
  }).survey;
}

/** Answers the survey through its page's form (as a browser without JavaScript would). */
async function answer(
  context: ReturnType<typeof createTestContext>,
  token: string,
  text: string,
  ratings: number[],
  consent: boolean,
) {
  const fields: Record<string, string> = {};
  let i = 0;
  for (const q of activeQuestions(context.db)) {
    if (q.questionType === 'rating') fields[`rating-${q.id}`] = String(ratings[i++] ?? 5);
    else fields[`answer-${q.id}`] = text;
  }
  if (consent) fields[REVIEW_CONSENT_FIELD] = 'on';
  const request = new Request(`http://localhost/survey/${token}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const response = (await surveyPage.action({ params: { token }, request, context } as never)) as Response;
  expect(response.status).toBe(303);
}

async function adminPost(context: ReturnType<typeof createTestContext>, cookie: string, form: Record<string, string>) {
  try {
    const value = (await adminSurveys.action({
      request: testRequest('/admin/surveys', { cookie, form }),
      context,
      params: {},
    } as never)) as { data?: any; init?: ResponseInit | null };
    return { status: value.init?.status ?? 200, data: value.data, location: null as string | null };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, data: null, location: thrown.headers.get('Location') };
    const v = thrown as { data?: any; init?: ResponseInit | null };
    return { status: v.init?.status ?? 500, data: v.data, location: null };
  }
}

describe('reviews on the site', () => {
  it('records the consent with time, notice version and IP; no consent records nothing', async () => {
    const { db, context } = await setup();
    const withConsent = newSurvey(db, 'Ayşe Kaya');
    const without = newSurvey(db, 'Derya Tunç');
    await answer(context, withConsent.token, 'Harika bir deneyimdi', [5, 5, 5, 5], true);
    await answer(context, without.token, 'Güzeldi', [4, 4, 4, 4], false);
    const rows = new Map(
      db
        .select()
        .from(t.surveys)
        .all()
        .map((s) => [s.id, s]),
    );
    expect(rows.get(withConsent.id)).toMatchObject({
      reviewConsentAt: NOW,
      reviewNoticeVersion: currentNotice(db)!.version,
      reviewConsentIp: '203.0.113.7',
      reviewStatus: 'pending',
    });
    expect(rows.get(without.id)).toMatchObject({
      reviewConsentAt: null,
      reviewNoticeVersion: null,
      reviewConsentIp: null,
      reviewStatus: 'pending',
    });
  });

  it('an answer without consent can never be approved (409, nothing changes); one with consent is approved and hidden again', async () => {
    const { db, context, cookie } = await setup();
    const yes = newSurvey(db, 'Ayşe Kaya');
    const no = newSurvey(db, 'Derya Tunç');
    const open = newSurvey(db, 'Selin Ak');
    await answer(context, yes.token, 'Harika bir deneyimdi', [5, 5, 5, 5], true);
    await answer(context, no.token, 'Güzeldi', [4, 4, 4, 4], false);

    const refused = await adminPost(context, cookie, { intent: 'review-approve', recordId: String(no.id) });
    expect(refused.status).toBe(409);
    expect(fieldMessages(refused.data)['']).toBe(NO_CONSENT_MESSAGE);
    expect(setReviewStatus(db, TEST_ACTOR, open.id, 'approved', NOW)).toMatchObject({ ok: false });
    expect(setReviewStatus(db, TEST_ACTOR, 99999, 'approved', NOW)).toBeNull();
    expect((await adminPost(context, cookie, { intent: 'review-approve', recordId: '99999' })).status).toBe(404);
    const statuses = () =>
      Object.fromEntries(
        db
          .select()
          .from(t.surveys)
          .all()
          .map((s) => [s.id, s.reviewStatus]),
      );
    expect(statuses()).toMatchObject({ [no.id]: 'pending', [open.id]: 'pending' });

    const approved = await adminPost(context, cookie, { intent: 'review-approve', recordId: String(yes.id) });
    expect(approved).toMatchObject({ status: 302, location: '/admin/surveys?yorum=onaylandi#yorumlar' });
    expect(statuses()[yes.id]).toBe('approved');

    // even a row changed behind the rule's back (consent cleared) is not approved by the update
    db.update(t.surveys).set({ reviewStatus: 'pending', reviewConsentAt: null }).where(eq(t.surveys.id, yes.id)).run();
    expect(setReviewStatus(db, TEST_ACTOR, yes.id, 'approved', NOW)).toEqual({
      ok: false,
      message: NO_CONSENT_MESSAGE,
    });
  });

  it('the home page shows the latest approved answers (first name and initial, rating, text) and the average; else the owner text alone', async () => {
    const { db, context } = await setup();
    const homeData = () =>
      (home.loader({ request: new Request('http://localhost/'), context, params: {} } as never) as any).testimonials;
    expect(homeData()).toMatchObject({ reviews: [], average: null, count: 0, description: expect.any(String) });

    const a = newSurvey(db, 'Ayşe Nur Kaya');
    const b = newSurvey(db, 'Derya Tunç');
    await answer(context, a.token, 'Tırnaklarım hiç bu kadar güzel olmamıştı', [5, 5, 5, 5], true);
    await answer(context, b.token, 'Özenli ve temiz', [4, 4, 3, 5], true);
    setReviewStatus(db, TEST_ACTOR, a.id, 'approved', NOW);
    expect(homeData()).toMatchObject({
      reviews: [{ name: 'Ayşe Nur K.', rating: 5, text: 'Tırnaklarım hiç bu kadar güzel olmamıştı' }],
      average: 5,
      count: 1,
    });
    setReviewStatus(db, TEST_ACTOR, b.id, 'approved', NOW);
    expect(homeData().average).toBe(4.5); // (5·4 + 4+4+3+5) / 8
    expect(homeData().count).toBe(2);
    setReviewStatus(db, TEST_ACTOR, a.id, 'hidden', NOW);
    expect(siteReviews(db, 3).reviews.map((r) => r.name)).toEqual(['Derya T.']);
  });
});
