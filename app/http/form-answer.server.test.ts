import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, answerRefused, answerStale, replyOf } from './form-answer.server';

const schema = z.object({ email: z.string({ error: 'E-posta gerekli' }), password: z.string().optional() });
const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema });
};

describe('the form answer', () => {
  it('keeps what was typed but never a hidden field, on a refusal too (the password forms)', () => {
    const refused = answerRefused('login', posted({ email: 'a@b.co', password: 'gizli' }), 'Hatalı', 401, undefined, [
      'password',
    ]);
    expect(refused.init).toMatchObject({ status: 401 });
    expect(refused.data.intent).toBe('login');
    expect(refused.data.lastResult.initialValue).toEqual({ email: 'a@b.co' });
    expect(refused.data.lastResult.error).toEqual({ '': ['Hatalı'] });
  });

  it("carries a form's own extras, headers and status beside conform's reply", () => {
    const sent = answer('test', posted({ email: 'a@b.co' }), {
      status: 429,
      headers: { 'Retry-After': '60' },
      formErrors: ['Çok fazla deneme'],
      extra: { result: { ok: false, message: 'Gönderilemedi' } },
    });
    expect(sent.init).toMatchObject({ status: 429, headers: { 'Retry-After': '60' } });
    expect(sent.data).toMatchObject({ intent: 'test', result: { ok: false, message: 'Gönderilemedi' } });
    expect(sent.data.lastResult.error).toEqual({ '': ['Çok fazla deneme'] });
  });

  it('a stale save: the notice, its message over the form, 409', () => {
    const notice = { title: 'Değişti', message: 'Bu kayıt değiştirildi', meanwhile: [], version: 4, current: {} };
    const stale = answerStale('save', posted({ email: 'a@b.co' }), notice);
    expect(stale.init).toMatchObject({ status: 409 });
    expect(stale.data.stale).toEqual(notice);
    expect(stale.data.lastResult.error).toEqual({ '': ['Bu kayıt değiştirildi'] });
  });

  it("replaceErrors: the given messages instead of the schema's own, or none at all", () => {
    const missing = posted({});
    expect(missing.status).toBe('error');
    expect(replyOf(missing, { replaceErrors: true, fieldErrors: { time: ['Önce tarih seçin'] } })).toEqual({
      status: 'error',
      initialValue: {},
      error: { time: ['Önce tarih seçin'] },
    });
    expect(replyOf(posted({ email: 'x' }), { replaceErrors: true })).toEqual({ initialValue: { email: 'x' } });
  });
});
