import { describe, expect, it } from 'vitest';
import {
  ANSWER_ALL_MESSAGE,
  checkAnswers,
  parseSurveyCreate,
  completionRate,
  formatRating,
  roundToOneDecimal,
  surveyExpiresAt,
  surveyStatus,
  SURVEY_STATUS_LABELS,
} from './surveys';

const questions = [
  { id: 1, questionText: 'Hizmet?', questionType: 'rating' as const },
  { id: 2, questionText: 'Uzman?', questionType: 'rating' as const },
  { id: 3, questionText: 'Görüşleriniz?', questionType: 'text' as const },
];

describe('survey status', () => {
  const expiresAt = new Date('2026-12-08T10:00:00Z');
  it('is completed once answered, whatever the date', () => {
    expect(surveyStatus({ isCompleted: true, expiresAt }, new Date('2027-01-01T00:00:00Z'))).toBe('completed');
  });
  it('is expired only after the expiry instant', () => {
    expect(surveyStatus({ isCompleted: false, expiresAt }, expiresAt)).toBe('pending');
    expect(surveyStatus({ isCompleted: false, expiresAt }, new Date(expiresAt.getTime() + 1))).toBe('expired');
  });
  it('has the spec labels', () => {
    expect(SURVEY_STATUS_LABELS).toEqual({ completed: 'Tamamlandı', expired: 'Süresi Doldu', pending: 'Bekliyor' });
  });
  it('stays open for 14 days', () => {
    expect(surveyExpiresAt(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-12-08T10:00:00.000Z');
  });
});

describe('answers', () => {
  it('accepts every question answered (form strings or JSON numbers)', () => {
    const check = checkAnswers(questions, [
      { questionId: '1', rating: '5' },
      { questionId: 2, rating: 4 },
      { questionId: 3, answer: '  Harika  ' },
      { questionId: 99, rating: 1 },
    ]);
    expect(check).toEqual({
      ok: true,
      answers: [
        { questionId: 1, rating: 5, answer: null },
        { questionId: 2, rating: 4, answer: null },
        { questionId: 3, rating: null, answer: 'Harika' },
      ],
    });
  });

  it('asks for every question with the spec message', () => {
    const check = checkAnswers(questions, [
      { questionId: 1, rating: 5 },
      { questionId: 3, answer: '   ' },
    ]);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.message).toBe(ANSWER_ALL_MESSAGE);
      expect(ANSWER_ALL_MESSAGE).toBe('Lütfen tüm soruları cevaplayın');
      expect(check.missing).toEqual([2, 3]);
      expect(check.answers[0]).toEqual({ questionId: 1, rating: 5, answer: null });
    }
  });

  it('takes only whole ratings from 1 to 5', () => {
    for (const bad of [0, 6, 3.5, '3.5', 'beş', null, -1, '']) {
      expect(checkAnswers([questions[0]!], [{ questionId: 1, rating: bad }]).ok, String(bad)).toBe(false);
    }
  });

  it('cuts very long text answers', () => {
    const check = checkAnswers([questions[2]!], [{ questionId: 3, answer: 'a'.repeat(5000) }]);
    expect(check.ok && check.answers[0]!.answer!.length).toBe(2000);
  });
});

describe('stats numbers', () => {
  it('rounds averages to one decimal and shows them the Turkish way', () => {
    expect(roundToOneDecimal(13 / 3)).toBe(4.3);
    expect(roundToOneDecimal(4.25)).toBe(4.3);
    expect(formatRating(4.3)).toBe('4,3');
    expect(formatRating(5)).toBe('5,0');
  });
  it('gives the completion rate in whole percent', () => {
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(0, 0)).toBe(0);
  });
});

describe('survey made by hand', () => {
  it('is for an appointment or for a name with an optional address', () => {
    expect(parseSurveyCreate({ appointmentId: '12' })).toEqual({ ok: true, value: { appointmentId: 12 } });
    expect(parseSurveyCreate({ customerName: ' Ayşe ', customerEmail: '' })).toEqual({
      ok: true,
      value: { customerName: 'Ayşe', customerEmail: undefined },
    });
    expect(parseSurveyCreate({ customerName: '' })).toEqual({
      ok: false,
      errors: { customerName: 'Müşteri adı zorunludur' },
    });
    expect(parseSurveyCreate({ customerName: 'A', customerEmail: 'x@' })).toEqual({
      ok: false,
      errors: { customerEmail: 'Lütfen geçerli bir e-posta adresi girin.' },
    });
    expect(parseSurveyCreate({ appointmentId: 'abc' })).toEqual({
      ok: false,
      errors: { appointmentId: 'Geçersiz randevu' },
    });
  });
});
