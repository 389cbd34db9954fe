import { describe, expect, it } from 'vitest';
import { answerRating, NO_CONSENT_MESSAGE, reviewDecision, reviewerName } from './reviews';

describe('reviews on the site', () => {
  it('shows the first name and the initial of the surname', () => {
    expect(reviewerName('Ayşe Kaya')).toBe('Ayşe K.');
    expect(reviewerName('  Ayşe Nur   çelik ')).toBe('Ayşe Nur Ç.');
    expect(reviewerName('İrem işık')).toBe('İrem İ.');
    expect(reviewerName('Zeynep')).toBe('Zeynep');
  });

  it('never approves an answer without consent; hiding is always allowed', () => {
    const now = new Date('2026-11-24T10:00:00+03:00');
    expect(reviewDecision({ isCompleted: true, reviewConsentAt: null }, 'approved')).toEqual({
      ok: false,
      message: NO_CONSENT_MESSAGE,
    });
    expect(reviewDecision({ isCompleted: false, reviewConsentAt: now }, 'approved').ok).toBe(false);
    expect(reviewDecision({ isCompleted: true, reviewConsentAt: now }, 'approved')).toEqual({ ok: true });
    expect(reviewDecision({ isCompleted: true, reviewConsentAt: null }, 'hidden')).toEqual({ ok: true });
  });

  it('rates an answer by the mean of its rating questions', () => {
    expect(answerRating([5, 4, null, 4])).toBe(4.3);
    expect(answerRating([null])).toBeNull();
  });
});
