import { describe, expect, it } from 'vitest';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  adminAppointmentSchema,
  adminScheduleRejection,
  arrivedFormSchema,
  DESK_DEFAULT_STATUS,
  moveFormSchema,
  moveSchema,
  noShowFormSchema,
  noteFormSchema,
  statusChangeSchema,
  statusFormSchema,
  versionOnlyFormSchema,
} from './admin-appointment-rules';
import { cancelFormSchema, PANEL_TEXTS } from './appointment-panel';
import { NO_SHOW_MESSAGES } from './no-show';
import { errorWithReason } from './admin-appointment-texts';
import { validationMessage } from './booking-rules';

const NOW = new Date('2026-11-24T10:00:00+03:00'); // a Tuesday
const FORM = {
  customerName: 'Ayşe Kaya',
  customerEmail: 'ayse@example.com',
  customerPhone: '0532 123 45 67',
  teamMemberId: '2',
  serviceIds: ['3', '5'],
  date: '2026-11-25',
  time: '10:30',
};
const parse = (values: Record<string, unknown>) => adminAppointmentSchema.safeParse(values);
const messages = (values: Record<string, unknown>) => {
  const r = parse(values);
  return r.success ? null : validationMessage(r.error).fieldErrors;
};

describe('the admin appointment schema', () => {
  it('reads the form as typed: ids, empty price and duration, default status', () => {
    const r = parse({ ...FORM, totalPrice: '', customDuration: '', notes: '  ' });
    expect(r.success && r.data).toEqual({
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      customerPhone: '0532 123 45 67',
      customerId: null,
      teamMemberId: 2,
      serviceIds: [3, 5],
      packageIds: [],
      date: '2026-11-25',
      time: '10:30',
      notes: null,
      totalPriceKurus: null,
      // issue 27: a booking made at the desk is confirmed unless the person chooses otherwise
      status: 'confirmed',
      customDuration: null,
      override: false,
      fairUseReason: null,
    });
    expect(DESK_DEFAULT_STATUS).toBe('confirmed');
    expect(parse({ ...FORM, status: 'pending' }).data?.status).toBe('pending');
  });

  it('reads the JSON API: lira, a date with a time part, a time with seconds, override', () => {
    const r = parse({
      ...FORM,
      teamMemberId: 2,
      serviceIds: '[3]',
      totalPrice: 450.5,
      date: '2026-11-25T00:00:00.000Z',
      time: '10:30:00',
      status: 'confirmed',
      customDuration: 75,
      override: true,
    });
    expect(r.success && r.data).toMatchObject({
      totalPriceKurus: 45050,
      date: '2026-11-25',
      time: '10:30',
      status: 'confirmed',
      customDuration: 75,
      override: true,
      serviceIds: [3],
    });
    expect(parse({ ...FORM, totalPrice: '1.250,00' }).data?.totalPriceKurus).toBe(125000);
  });

  it('gives the spec messages: required fields, e-mail (örn:) and phone', () => {
    // issue 27: a walk-in needs a name only: e-mail and phone are no longer required
    expect(messages({})).toEqual({
      customerName: 'Lütfen tüm gerekli alanları doldurun.',
      teamMemberId: 'Lütfen bir ekip üyesi seçin.',
      date: 'Lütfen tüm gerekli alanları doldurun.',
      time: 'Lütfen tüm gerekli alanları doldurun.',
    });
    expect(parse({ ...FORM, customerEmail: '', customerPhone: '  ' }).data).toMatchObject({
      customerEmail: null,
      customerPhone: null,
    });
    expect(parse({ ...FORM, customerEmail: null, customerPhone: undefined, customerId: '7' }).data).toMatchObject({
      customerEmail: null,
      customerPhone: null,
      customerId: 7,
    });
    expect(messages({ ...FORM, customerId: 'x' })).toEqual({ customerId: 'Müşteri bulunamadı.' });
    expect(messages({ ...FORM, customerEmail: 'ayse@example', customerPhone: '123456789' })).toEqual({
      customerEmail: 'Lütfen geçerli bir e-posta adresi girin (örn: ornek@eposta.com).',
      customerPhone:
        'Lütfen geçerli bir telefon numarası girin (örnek: 0532 123 45 67; yurt dışı numaraları + ve ülke koduyla).',
    });
    expect(messages({ ...FORM, customerPhone: '0 (532) 123-45-67' })).toBeNull(); // 11 digits
  });

  it('refuses a bad price, custom duration, status, date or time', () => {
    expect(messages({ ...FORM, totalPrice: 'on beş' })).toEqual({
      totalPrice: 'Lütfen geçerli bir tutar girin (örn: 450 veya 450,50).',
    });
    expect(messages({ ...FORM, totalPrice: -5 })).toHaveProperty('totalPrice');
    for (const customDuration of ['0', '601', '45.5', 'abc', 0])
      expect(messages({ ...FORM, customDuration }), String(customDuration)).toEqual({
        customDuration: 'Özel süre 1 ile 600 dakika arasında bir tam sayı olmalıdır.',
      });
    expect(messages({ ...FORM, customDuration: '600' })).toBeNull();
    expect(messages({ ...FORM, status: 'deleted' })).toEqual({ status: 'Geçersiz randevu durumu.' });
    expect(messages({ ...FORM, date: '2026-02-30' })).toEqual({ date: 'Lütfen geçerli bir tarih seçin (YYYY-AA-GG).' });
    expect(messages({ ...FORM, time: '25:00' })).toEqual({ time: 'Lütfen geçerli bir saat seçin (SS:DD).' });
  });

  it('status changes and moves', () => {
    expect(statusChangeSchema.parse({ status: 'confirmed', override: '1' })).toEqual({
      status: 'confirmed',
      override: true,
    });
    expect(statusChangeSchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(moveSchema.parse({ time: '14:30:00' })).toEqual({ time: '14:30', date: undefined });
    expect(moveSchema.parse({ date: '2026-11-26', time: '14:30' })).toEqual({ date: '2026-11-26', time: '14:30' });
    expect(moveSchema.safeParse({ time: '' }).success).toBe(false);
  });

  it("the dialogs' forms as conform reads them: the version a field (malformed: 400 'Geçersiz sürüm', except the move's)", () => {
    const read = (schema: Parameters<typeof parseWithZod>[1]['schema'], fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      const submission = parseWithZod(form, { schema });
      return submission.status === 'success' ? { value: submission.value } : { error: submission.error };
    };
    expect(read(statusFormSchema, { status: 'confirmed', version: '3' })).toEqual({
      value: { status: 'confirmed', override: false, version: 3 },
    });
    expect(read(statusFormSchema, { status: 'confirmed', version: 'x' })).toEqual({
      error: { version: ['Geçersiz sürüm'] },
    });
    expect(read(versionOnlyFormSchema, {})).toEqual({ value: { version: undefined } });
    expect(read(noteFormSchema, { notes: '', version: '2' })).toEqual({ value: { notes: '', version: 2 } });
    expect(read(noShowFormSchema, { noShow: '1' })).toEqual({ value: { noShow: true, version: undefined } });
    expect(read(noShowFormSchema, { noShow: 'evet' })).toEqual({ error: { noShow: [NO_SHOW_MESSAGES.invalid] } });
    expect(read(arrivedFormSchema, { arrived: '0' })).toEqual({ value: { arrived: false, version: undefined } });
    expect(read(arrivedFormSchema, {})).toEqual({ error: { arrived: [PANEL_TEXTS.invalidMark] } });
    expect(read(moveFormSchema, { time: '14:30', version: 'x' })).toEqual({
      value: { time: '14:30', date: undefined, teamMemberId: undefined, version: undefined },
    });
    expect(read(cancelFormSchema, { reason: '   ' })).toEqual({
      error: { reason: [PANEL_TEXTS.cancelReasonRequired] },
    });
    expect(read(cancelFormSchema, { reason: ' Müşteri hasta ', version: '1' })).toEqual({
      value: { reason: 'Müşteri hasta', version: 1 },
    });
  });

  it('writes section 8 errors as prefix and reason', () => {
    expect(errorWithReason('Randevu silinemedi: ', 'Randevu bulunamadı.')).toBe(
      'Randevu silinemedi: Randevu bulunamadı.',
    );
    expect(errorWithReason('Randevular yüklenemedi: ', null)).toBe('Randevular yüklenemedi: Bilinmeyen hata');
  });
});

describe('where the admin may put an appointment', () => {
  it('not before today, not on Monday, a start within opening hours', () => {
    expect(adminScheduleRejection({ date: '2026-11-24', time: '09:00' }, NOW)).toBeNull(); // earlier today is the admin's call
    expect(adminScheduleRejection({ date: '2026-11-23', time: '10:00' }, NOW)).toBe('closed-or-past-date');
    expect(adminScheduleRejection({ date: '2026-11-30', time: '10:00' }, NOW)).toBe('closed-or-past-date'); // Monday
    expect(adminScheduleRejection({ date: '2026-11-25', time: '08:30' }, NOW)).toBe('outside-hours');
    expect(adminScheduleRejection({ date: '2026-11-25', time: '17:59' }, NOW)).toBeNull();
    expect(adminScheduleRejection({ date: '2026-11-25', time: '18:00' }, NOW)).toBe('outside-hours');
    expect(adminScheduleRejection({ date: '2026-11-29', time: '10:30' }, NOW)).toBe('outside-hours'); // Sunday opens at 11:00
    expect(adminScheduleRejection({ date: '2026-11-29', time: '11:00' }, NOW)).toBeNull();
  });

  it('an appointment may keep a past date; it may not be moved into the past', () => {
    const past = { date: '2026-11-20', time: '10:00' };
    expect(adminScheduleRejection(past, NOW, past)).toBeNull();
    expect(adminScheduleRejection({ date: '2026-11-20', time: '11:00' }, NOW, past)).toBeNull();
    expect(adminScheduleRejection({ date: '2026-11-19', time: '10:00' }, NOW, past)).toBe('closed-or-past-date');
    const monday = { date: '2026-11-30', time: '10:00' };
    expect(adminScheduleRejection(monday, NOW, monday)).toBeNull(); // unchanged passes
  });
});
