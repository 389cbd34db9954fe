import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../db/schema';
import {
  activeQuestions,
  createSurvey,
  submitSurvey,
  surveyDetail,
  surveyStats,
  listSurveys,
} from '../../../app/models/feedback/surveys.server';
import * as page from '../../../app/routes/site/survey';
import * as apiGet from '../../../app/routes/api/api.surveys.$token';
import * as apiSubmit from '../../../app/routes/api/api.surveys.$token.submit';
import { createTestContext, createTestDb } from '../../helpers/test-db';
import { configureSmtp, insertAppointment, outboxRows } from './fixtures';
import { replyError, type FormReply } from '../../../app/utils/form-reply';

const NOW = new Date('2026-11-28T13:00:00Z');

function newSurvey(db: ReturnType<typeof createTestDb>['db'], now = NOW) {
  const { appointment } = insertAppointment(db);
  return createSurvey(db, {
    appointmentId: appointment.id,
    customerId: appointment.customerId,
    customerName: 'Ayşe Yılmaz',
    customerEmail: 'ayse@example.com',
    now,
  }).survey;
}

function fullAnswers(db: ReturnType<typeof createTestDb>['db'], ratings = [5, 4, 5, 3]) {
  let i = 0;
  return activeQuestions(db).map((q) =>
    q.questionType === 'rating'
      ? { questionId: q.id, rating: ratings[i++]! }
      : { questionId: q.id, answer: 'Çok memnun kaldım' },
  );
}

type Args = { params: Record<string, string>; request: Request; context: ReturnType<typeof createTestContext> };
const call = <T>(fn: (args: never) => T, args: Args) => fn(args as never);

function formRequest(token: string, fields: Record<string, string>) {
  return new Request(`http://localhost/survey/${token}`, { method: 'POST', body: new URLSearchParams(fields) });
}

describe('survey model', () => {
  it('creates an unguessable token, queues the invitation to be sent with SMTP on, waiting for mail without', () => {
    const { db } = createTestDb();
    const first = newSurvey(db);
    configureSmtp(db, { port: 2525 });
    const second = newSurvey(db);
    expect(first.token).not.toBe(second.token);
    expect(outboxRows(db).map((r) => [r.topic, r.status, r.payload])).toEqual([
      ['survey-invitation', 'waiting', { surveyId: first.id, to: 'ayse@example.com', customerName: 'Ayşe Yılmaz' }], // mail was off (decision 0341)
      ['survey-invitation', 'pending', { surveyId: second.id, to: 'ayse@example.com', customerName: 'Ayşe Yılmaz' }],
    ]);
  });

  it('saves the answers once', () => {
    const { db } = createTestDb();
    const survey = newSurvey(db);
    expect(submitSurvey(db, survey.token, fullAnswers(db), NOW).kind).toBe('saved');
    expect(submitSurvey(db, survey.token, fullAnswers(db, [1, 1, 1, 1]), NOW).kind).toBe('completed');
    const responses = db.select().from(t.surveyResponses).where(eq(t.surveyResponses.surveyId, survey.id)).all();
    expect(responses).toHaveLength(5);
    expect(responses.filter((r) => r.rating !== null).map((r) => r.rating)).toEqual([5, 4, 5, 3]);
  });

  it('refuses answers after the expiry and for unknown tokens', () => {
    const { db } = createTestDb();
    const survey = newSurvey(db);
    const later = new Date(survey.expiresAt.getTime() + 1);
    expect(submitSurvey(db, survey.token, fullAnswers(db), later).kind).toBe('expired');
    expect(submitSurvey(db, 'x'.repeat(43), fullAnswers(db), NOW).kind).toBe('unknown');
    expect(submitSurvey(db, '../../etc', fullAnswers(db), NOW).kind).toBe('unknown');
  });

  it('counts the stat cards and averages per rating question', () => {
    const { db } = createTestDb();
    const a = newSurvey(db);
    const b = newSurvey(db);
    newSurvey(db); // stays open
    newSurvey(db, new Date(NOW.getTime() - 15 * 86_400_000)); // expired
    submitSurvey(db, a.token, fullAnswers(db, [5, 4, 5, 3]), NOW);
    submitSurvey(db, b.token, fullAnswers(db, [4, 4, 2, 3]), NOW);
    const stats = surveyStats(db, NOW);
    expect(stats).toMatchObject({
      totalSurveys: 4,
      completedSurveys: 2,
      pendingSurveys: 1,
      expiredSurveys: 1,
      completionRate: 50,
    });
    expect(stats.ratingStats.map((r) => [r.averageRating, r.responseCount])).toEqual([
      [4.5, 2],
      [4, 2],
      [3.5, 2],
      [3, 2],
    ]);
    expect(stats.ratingStats[0]!.question.questionText).toBe('Aldığınız hizmetten ne kadar memnun kaldınız?');

    const list = listSurveys(db, NOW);
    expect(list.map((s) => s.status).sort()).toEqual(['completed', 'completed', 'expired', 'pending']);
    const detail = surveyDetail(db, a.id, NOW)!;
    expect(detail.status).toBe('completed');
    expect(detail.appointment).toMatchObject({ date: '2026-11-28', time: '14:30' });
    expect(detail.appointment!.serviceNames).toHaveLength(2);
    expect(detail.responses.map((r) => r.rating ?? r.answer)).toEqual([5, 4, 5, 3, 'Çok memnun kaldım']);
  });
});

describe('/survey/{token}', () => {
  it("answers a body that is not a form with the spec's 'Anket gönderilirken hata oluştu' and a 400", async () => {
    const { db } = createTestDb();
    const survey = newSurvey(db);
    const request = new Request(`http://localhost/survey/${survey.token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"rating-1":5}',
    });
    const thrown = await Promise.resolve(
      call(page.action, { params: { token: survey.token }, request, context: createTestContext(db, { now: NOW }) }),
    ).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ data: 'Anket gönderilirken hata oluştu', init: { status: 400 } });
    expect(db.select().from(t.surveys).where(eq(t.surveys.id, survey.id)).get()?.isCompleted).toBe(false);
  });

  it('shows the open survey with the name, expiry and questions', async () => {
    const { db } = createTestDb();
    const survey = newSurvey(db);
    const context = createTestContext(db, { now: NOW });
    const result = (await call(page.loader, {
      params: { token: survey.token },
      request: new Request(`http://localhost/survey/${survey.token}`),
      context,
    })) as unknown as { data: { state: string; customerName: string; expiresText: string; questions: unknown[] } };
    expect(result.data).toMatchObject({
      state: 'open',
      customerName: 'Ayşe Yılmaz',
      expiresText: '12 Aralık 2026 Cumartesi, 16:00',
    });
    expect(result.data.questions).toHaveLength(5);
  });

  it('tells unknown and expired tokens apart (404 / 410)', async () => {
    const { db } = createTestDb();
    const survey = newSurvey(db);
    const unknown = (await call(page.loader, {
      params: { token: 'nope' },
      request: new Request('http://localhost/survey/nope'),
      context: createTestContext(db, { now: NOW }),
    })) as unknown as { data: { state: string }; init: ResponseInit };
    expect([unknown.data.state, unknown.init.status]).toEqual(['unknown', 404]);
    const later = createTestContext(db, { now: new Date(survey.expiresAt.getTime() + 60_000) });
    const expired = (await call(page.loader, {
      params: { token: survey.token },
      request: new Request('http://localhost/'),
      context: later,
    })) as unknown as { data: { state: string }; init: ResponseInit };
    expect([expired.data.state, expired.init.status]).toEqual(['expired', 410]);
  });

  it('asks for every answer, keeps the given ones, then saves and thanks', async () => {
    const { db } = createTestDb();
    const survey = newSurvey(db);
    const context = createTestContext(db, { now: NOW });
    const questions = activeQuestions(db);
    const partial = (await call(page.action, {
      params: { token: survey.token },
      request: formRequest(survey.token, { [`rating-${questions[0]!.id}`]: '4' }),
      context,
    })) as unknown as {
      data: FormReply;
      init: ResponseInit;
    };
    expect(partial.init.status).toBe(400);
    expect(replyError(partial.data, 'survey')).toBe('Lütfen tüm soruları cevaplayın');
    expect(Object.keys(partial.data.lastResult.error ?? {}).filter((k) => k.startsWith('soru-'))).toHaveLength(4);
    expect(partial.data.lastResult.initialValue).toEqual({ [`rating-${questions[0]!.id}`]: '4' });

    const fields: Record<string, string> = {};
    for (const q of questions)
      fields[q.questionType === 'rating' ? `rating-${q.id}` : `answer-${q.id}`] =
        q.questionType === 'rating' ? '5' : 'Teşekkürler';
    const saved = (await call(page.action, {
      params: { token: survey.token },
      request: formRequest(survey.token, fields),
      context,
    })) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe(`/survey/${survey.token}?tesekkurler`);

    const thanks = (await call(page.loader, {
      params: { token: survey.token },
      request: new Request(`http://localhost/survey/${survey.token}?tesekkurler`),
      context,
    })) as unknown as { data: { state: string } };
    expect(thanks.data.state).toBe('thanks');
    expect(page.meta({ loaderData: thanks.data } as never)).toContainEqual({
      httpEquiv: 'refresh',
      content: '3;url=/',
    });
    const again = (await call(page.loader, {
      params: { token: survey.token },
      request: new Request(`http://localhost/survey/${survey.token}`),
      context,
    })) as unknown as { data: { state: string } };
    expect(again.data.state).toBe('completed');
  });
});

describe('survey JSON API', () => {
  it('GET answers the survey and its questions, or a Turkish reason', async () => {
    const { db } = createTestDb();
    const survey = newSurvey(db);
    const context = createTestContext(db, { now: NOW });
    const ok = (await call(apiGet.loader, {
      params: { token: survey.token },
      request: new Request('http://localhost/'),
      context,
    })) as Response;
    const body = (await ok.json()) as {
      success: boolean;
      survey: { customerName: string; expiresAt: string };
      questions: { questionType: string }[];
    };
    expect(body.success).toBe(true);
    expect(body.survey).toMatchObject({ customerName: 'Ayşe Yılmaz', expiresAt: survey.expiresAt.toISOString() });
    expect(body.questions.map((q) => q.questionType)).toEqual(['rating', 'rating', 'rating', 'rating', 'text']);
    const missing = (await call(apiGet.loader, {
      params: { token: 'yok' },
      request: new Request('http://localhost/'),
      context,
    })) as Response;
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: 'Anket bulunamadı' });
  });

  it('POST submit saves once; bad input is a 400, never a 500', async () => {
    const { db } = createTestDb();
    const survey = newSurvey(db);
    const context = createTestContext(db, { now: NOW });
    const post = (body: string) =>
      (
        call(apiSubmit.action, {
          params: { token: survey.token },
          request: new Request('http://localhost/', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body,
          }),
          context,
        }) as Promise<Response>
      )
        // helpers throw their 4xx answers; React Router sends a thrown Response as it is
        .catch((thrown: unknown) => thrown as Response);
    const broken = await post('{not json');
    expect(broken.status).toBe(400);
    const incomplete = await post(JSON.stringify({ responses: [{ questionId: 1, rating: 9 }] }));
    expect(incomplete.status).toBe(400);
    expect(((await incomplete.json()) as { message: string }).message).toBe('Lütfen tüm soruları cevaplayın');
    const ok = await post(JSON.stringify({ responses: fullAnswers(db) }));
    expect(await ok.json()).toEqual({ success: true, message: 'Anketiniz için teşekkür ederiz!' });
    const twice = await post(JSON.stringify({ responses: fullAnswers(db) }));
    expect(twice.status).toBe(409);
  });
});
