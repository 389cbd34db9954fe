import { describe, expect, it } from 'vitest';
import {
  apiConsentDecision,
  defaultNoticeText,
  KVKK_MESSAGES,
  normalizeNoticeText,
  parseNoticeText,
  publishNoticeSchema,
} from './kvkk';
import { STUDIO } from './studio';

describe('the seeded notice', () => {
  it('names the studio, the data, the purposes, the retention, the rights of art. 11 and the contact', () => {
    const text = defaultNoticeText();
    const headings = parseNoticeText(text).flatMap((b) => (b.kind === 'heading' ? [b.text] : []));
    expect(headings).toEqual([
      'Veri sorumlusu',
      'İşlenen kişisel veriler',
      'İşleme amaçları ve hukuki sebepler',
      'Toplama yöntemi',
      'Aktarım',
      'Saklama süresi',
      'KVKK m. 11 kapsamındaki haklarınız',
      'Başvuru ve iletişim',
    ]);
    expect(text).toContain(STUDIO.name);
    expect(text).toContain(STUDIO.email);
    expect(text).toContain('Konya');
    expect(text).toContain('IP adresiniz');
    expect(text).toMatch(/3 yıl/);
    // it passes the admin's own publishing rules
    expect(publishNoticeSchema(null).safeParse({ body: text }).success).toBe(true);
  });
});

describe('parseNoticeText', () => {
  it('makes headings, paragraphs (lines joined) and lists; nothing is HTML', () => {
    expect(parseNoticeText('# Başlık\nbir\niki\n\n- a\n- b\nsonra <b>kalın</b>\n\n\n# Son')).toEqual([
      { kind: 'heading', text: 'Başlık' },
      { kind: 'paragraph', text: 'bir iki' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'sonra <b>kalın</b>' },
      { kind: 'heading', text: 'Son' },
    ]);
    expect(parseNoticeText('  \r\n')).toEqual([]);
  });
});

describe('publishing a new version', () => {
  const long = (s: string) => `${s} ${'x'.repeat(200)}`;
  it('normalises the text and refuses empty, short, long and unchanged texts in Turkish', () => {
    expect(normalizeNoticeText('\r\n\r\nA  \r\n\r\n\r\n\r\nB\n\n')).toBe('A\n\nB');
    const schema = publishNoticeSchema(long('eski'));
    const message = (body: unknown) => {
      const r = schema.safeParse({ body });
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(message(undefined)).toBe(KVKK_MESSAGES.bodyRequired);
    expect(message('   ')).toBe(KVKK_MESSAGES.bodyRequired);
    expect(message('kısa')).toBe(KVKK_MESSAGES.bodyTooShort);
    expect(message('x'.repeat(20_001))).toBe(KVKK_MESSAGES.bodyTooLong);
    expect(message(`${long('eski')}\r\n\r\n`)).toBe(KVKK_MESSAGES.unchanged);
    expect(message(long('yeni'))).toBeNull();
  });
});

describe('apiConsentDecision (POST /api/appointments)', () => {
  it('books clients of the original API without a record, records true, refuses false', () => {
    expect(apiConsentDecision({}, 3)).toEqual({ ok: true, version: null });
    expect(apiConsentDecision({ kvkkConsent: true }, 3)).toEqual({ ok: true, version: 3 });
    expect(apiConsentDecision({ kvkkConsent: true, kvkkVersion: 3 }, 3)).toEqual({ ok: true, version: 3 });
    expect(apiConsentDecision({ kvkkConsent: false }, 3)).toEqual({
      ok: false,
      status: 400,
      message: KVKK_MESSAGES.required,
    });
    expect(apiConsentDecision({ kvkkVersion: 3 }, 3)).toEqual({
      ok: false,
      status: 400,
      message: KVKK_MESSAGES.required,
    });
  });
  it('answers 409 for an older version and 400 for one that does not exist', () => {
    expect(apiConsentDecision({ kvkkConsent: true, kvkkVersion: 2 }, 3)).toEqual({
      ok: false,
      status: 409,
      message: KVKK_MESSAGES.outdated,
    });
    expect(apiConsentDecision({ kvkkConsent: true, kvkkVersion: 4 }, 3)).toEqual({
      ok: false,
      status: 400,
      message: KVKK_MESSAGES.unknownVersion,
    });
  });
});
