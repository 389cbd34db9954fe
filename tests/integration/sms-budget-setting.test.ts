import { withoutOutboxWorker } from '../helpers/test-db';
/**
 * Issue 37, finding 8's last part: the studio-wide daily SMS budget (`smsDailyBudget`, default
 * 100) is a field of the settings screen's 'Kötüye Kullanım Sınırları' card: Sahip and Yönetici
 * change it with the card's other limits, version-checked, with a Turkish message for a value
 * out of range; the phone codes stop at it.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../../db/schema';
import * as settingsRoute from '../../app/routes/admin/settings/settings';
import { DEFAULT_SMS_DAILY_BUDGET, SMS_BUDGET_MESSAGE } from '../../app/domain/phone-verification';
import { readSettings } from '../../app/models/settings/registry.server';
import { requestPhoneCode } from '../../app/models/messaging/phone-verification.server';
import { configureSms } from './messaging/fixtures';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { fieldMessages } from '../helpers/form-reply';
import { createTestContext, createTestDb, TEST_SECRETS_KEY } from '../helpers/test-db';

type Loaded = { limits: { smsDailyBudget: number }; versions: { limits: string } };

async function setup(role: 'owner' | 'manager' | 'reception' = 'manager') {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const user = await createTestUser(db, { role });
  const cookie = await sessionCookieHeader(context, user.id);
  const load = async () =>
    (await callRoute(settingsRoute.loader as never, testRequest('/admin/settings', { cookie }), context)) as {
      status: number;
      data: Loaded;
    };
  const post = (form: Record<string, string>) =>
    callRoute(
      settingsRoute.action as never,
      testRequest('/admin/settings', {
        cookie,
        form: { intent: 'limits', dailyMessageCap: '5', maxOpenAppointments: '3', ...form },
      }),
      context,
    );
  return { db, context, load, post };
}

describe('the daily SMS budget on the settings screen (issue 37)', () => {
  it('shows the budget, stores a new one with who changed it, and the codes stop at it', async () => {
    const { db, context, load, post } = await setup('manager');
    const first = await load();
    expect(first.data.limits.smsDailyBudget).toBe(DEFAULT_SMS_DAILY_BUDGET);

    const saved = await post({ smsDailyBudget: '12', versions: first.data.versions.limits });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/admin/settings?ok=limits#sinirlar');
    expect(readSettings(db, ['smsDailyBudget'])).toEqual({ smsDailyBudget: 12 });
    const history = db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'setting'), eq(auditLog.actorKind, 'account')))
      .all();
    expect(JSON.stringify(history)).toMatch(/smsDailyBudget|sms_daily_budget/);

    // the budget holds: 12 SMS in the last 24 hours, the 13th code is not sent
    configureSms(db);
    const sent = Array.from({ length: 14 }, (_, i) =>
      requestPhoneCode(withoutOutboxWorker(db), {
        phone: `0532 100 ${String(10 + i).padStart(2, '0')} 00`,
        ip: `198.51.100.${i + 1}`,
        now: context.now(),
        secretsKey: TEST_SECRETS_KEY,
      }),
    );
    expect(sent.filter((r) => r.ok)).toHaveLength(12);
    expect(sent.at(-1)).toEqual({ ok: false, reason: 'rate-limited' });
    expect(db.select().from(outbox).where(eq(outbox.channel, 'sms')).all()).toHaveLength(12);
  });

  it('refuses a budget out of range or not a number with the Turkish message, and a stale form with 409', async () => {
    const { db, load, post } = await setup('owner');
    const { versions } = (await load()).data;
    for (const value of ['5', '5001', 'yüz', '', '12.5']) {
      const res = await post({ smsDailyBudget: value, versions: versions.limits });
      expect(res.status, value).toBe(400);
      expect(fieldMessages(res.data).smsDailyBudget, value).toBe(SMS_BUDGET_MESSAGE);
    }
    expect(readSettings(db, ['smsDailyBudget'])).toEqual({ smsDailyBudget: DEFAULT_SMS_DAILY_BUDGET });

    // saved meanwhile at another tablet: the form loaded before is refused, the value stays
    expect((await post({ smsDailyBudget: '200', versions: versions.limits })).status).toBe(302);
    const stale = await post({ smsDailyBudget: '300', versions: versions.limits });
    expect(stale.status).toBe(409);
    expect(readSettings(db, ['smsDailyBudget'])).toEqual({ smsDailyBudget: 200 });
  });

  it('is not for reception', async () => {
    const { load, post } = await setup('reception');
    expect((await load()).status).toBe(403);
    expect((await post({ smsDailyBudget: '50' })).status).toBe(403);
  });
});
