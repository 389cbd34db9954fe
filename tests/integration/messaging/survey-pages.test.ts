/**
 * The surveys screen of a studio after years of work (docs/decisions/0553): 50 surveys a
 * page, every one reachable (the list used to stop at the newest 500 without a word), the
 * detail and the review buttons return to the page they were opened on.
 */
import { describe, expect, it } from 'vitest';
import * as t from '../../../db/schema';
import * as adminSurveys from '../../../app/routes/admin/messaging/surveys';
import { SURVEYS_PAGE_SIZE } from '../../../app/models/feedback/surveys.server';
import { currentNotice } from '../../../app/models/content/kvkk.server';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../../helpers/admin';
import { createTestContext, createTestDb } from '../../helpers/test-db';

const NOW = new Date('2026-11-28T13:00:00Z');

type Screen = {
  surveys: { id: number; customerName: string }[];
  page: number;
  pages: number;
  stats: { totalSurveys: number };
};

/** 530 surveys without an appointment, `Müşteri 1` the oldest; `Müşteri 75` answered with consent. */
async function studio() {
  const { db } = createTestDb();
  const context = createTestContext(db, { now: NOW });
  const admin = await createTestUser(db);
  const cookie = await sessionCookieHeader(context, admin.id);
  const notice = currentNotice(db)!.version;
  const ids = new Map<number, number>();
  db.transaction((tx) => {
    for (let n = 1; n <= 530; n++) {
      const at = new Date(NOW.getTime() - (531 - n) * 3_600_000);
      const answered = n === 75;
      const row = tx
        .insert(t.surveys)
        .values({
          token: `anket-${n}`,
          customerName: `Müşteri ${n}`,
          isCompleted: answered,
          completedAt: answered ? at : null,
          reviewConsentAt: answered ? at : null,
          reviewNoticeVersion: answered ? notice : null,
          expiresAt: new Date(at.getTime() + 30 * 86_400_000),
          createdAt: at,
        })
        .returning({ id: t.surveys.id })
        .get();
      ids.set(n, row.id);
    }
  });
  const screen = async (path: string) => {
    const r = await callRoute(adminSurveys.loader, testRequest(path, { cookie }), context);
    expect(r.status).toBe(200);
    return r.data as Screen;
  };
  const post = (path: string, form: Record<string, string>) =>
    callRoute(adminSurveys.action, testRequest(path, { cookie, form }), context);
  return { ids, screen, post };
}

const names = (s: Screen) => s.surveys.map((x) => x.customerName);

describe('the surveys screen of a large studio', () => {
  it('lists 50 a page, newest first, down to the oldest', async () => {
    const { screen } = await studio();
    expect(SURVEYS_PAGE_SIZE).toBe(50);
    const first = await screen('/admin/surveys');
    expect(first).toMatchObject({ page: 1, pages: 11, stats: { totalSurveys: 530 } });
    expect(names(first)).toHaveLength(50);
    expect(names(first)[0]).toBe('Müşteri 530');
    // the last page holds the oldest 30: beyond the 500 the list used to stop at
    const last = await screen('/admin/surveys?page=11');
    expect(names(last)).toEqual(Array.from({ length: 30 }, (_, i) => `Müşteri ${30 - i}`));
    expect((await screen('/admin/surveys?page=500')).page).toBe(11);
    expect((await screen('/admin/surveys?page=x')).page).toBe(1);
  });

  it('a review approved on page 10 returns to page 10', async () => {
    const { screen, post, ids } = await studio();
    const tenth = await screen('/admin/surveys?page=10');
    expect(names(tenth)).toContain('Müşteri 75');
    const approved = await post('/admin/surveys?page=10', { intent: 'review-approve', recordId: String(ids.get(75)) });
    expect(approved.status).toBe(302);
    expect(approved.headers.get('Location')).toBe('/admin/surveys?page=10&yorum=onaylandi#yorumlar');
    const onFirst = await post('/admin/surveys', { intent: 'review-hide', recordId: String(ids.get(75)) });
    expect(onFirst.headers.get('Location')).toBe('/admin/surveys?yorum=gizlendi#yorumlar');
  });
});
