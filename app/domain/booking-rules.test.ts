import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  bookingRequestSchema,
  categoryLockMessage,
  conflictCountMessage,
  EMAIL_EXAMPLE,
  idListField,
  isValidEmail,
  isValidPhone,
  normalizeEmail,
  storedPhone,
  personalInfoSchema,
  selectionStepSchema,
  slotSchema,
  slotTakenMessage,
  startRejectionMessage,
  submissionFailure,
  validationMessage,
} from './booking-rules';

function messageOf(result: { success: boolean; error?: unknown }) {
  if (result.success) return 'ok';
  return validationMessage(result.error as Parameters<typeof validationMessage>[0]).message;
}

const person = {
  customerName: 'Ayşe Kaya',
  customerEmail: 'ayse@example.com',
  customerPhone: '0532 123 45 67',
  kvkkConsent: 'on',
};

describe('messages in correct Turkish', () => {
  it('spells the spec messages with Turkish letters', () => {
    expect(BOOKING_MESSAGES.personalInfoRequired).toBe('Lütfen tüm kişisel bilgileri doldurun.');
    expect(BOOKING_MESSAGES.invalidEmail).toBe(`Lütfen geçerli bir e-posta adresi girin (örnek: ${EMAIL_EXAMPLE}).`);
    expect(BOOKING_MESSAGES.invalidPhone).toBe(
      'Lütfen geçerli bir telefon numarası girin (örnek: 0532 123 45 67; yurt dışı numaraları + ve ülke koduyla).',
    );
    expect(BOOKING_MESSAGES.kvkkRequired).toBe("KVKK Aydınlatma Metni'ni kabul etmelisiniz.");
    expect(BOOKING_MESSAGES.selectionRequired).toBe('Lütfen en az bir hizmet veya paket seçin.');
    expect(BOOKING_MESSAGES.memberRequired).toBe('Lütfen bir ekip üyesi seçin.');
    expect(BOOKING_MESSAGES.closedOrPastDate).toBe('Pazartesi günleri kapalıdır veya geçmiş tarih seçemezsiniz.');
    expect(BOOKING_MESSAGES.pastTime).toBe('Geçmiş saatlere randevu alamazsınız.');
    expect(BOOKING_MESSAGES.outsideHours).toBe('Seçilen süre iş saatleri dışında kalıyor.');
    expect(BOOKING_MESSAGES.requiredFields).toBe('Lütfen tüm gerekli alanları doldurun.');
    expect(BOOKING_MESSAGES.success).toBe('Randevunuz Başarıyla Oluşturuldu!');
  });
  it('names the current and the new categories in the lock message', () => {
    expect(categoryLockMessage(['Manikür'], ['Pedikür'])).toBe(
      'Farklı kategorilerden hizmet seçemezsiniz. Önce mevcut seçimleri kaldırın. (Mevcut: Manikür, Yeni: Pedikür)',
    );
    expect(categoryLockMessage(['Manikür', 'Pedikür'], ['Protez Tırnak'])).toContain(
      '(Mevcut: Manikür / Pedikür, Yeni: Protez Tırnak)',
    );
  });
  it('names another customer only when asked (admin)', () => {
    expect(slotTakenMessage('14:00', 'Elif Yılmaz')).toBe(
      'Seçilen saat (14:00) dolu. Elif Yılmaz adlı müşterinin randevusu bulunmaktadır.',
    );
    expect(slotTakenMessage('14:00')).toBe('Seçilen saat (14:00) dolu. Lütfen başka bir saat seçin.');
    expect(conflictCountMessage(2)).toBe('Bu tarih ve saatte 2 randevu çakışması bulunuyor.');
  });
  it('has a message for every reason a start is refused', () => {
    expect(startRejectionMessage('closed-or-past-date', '10:00')).toBe(BOOKING_MESSAGES.closedOrPastDate);
    expect(startRejectionMessage('past-time', '10:00')).toBe(BOOKING_MESSAGES.pastTime);
    expect(startRejectionMessage('outside-hours', '17:30')).toBe(BOOKING_MESSAGES.outsideHours);
    expect(startRejectionMessage('not-a-slot', '10:15')).toBe(BOOKING_MESSAGES.notASlot);
    expect(startRejectionMessage('full', '10:00')).toBe(slotTakenMessage('10:00'));
  });
});

describe('e-mail and phone', () => {
  it('e-mail: non-space text, @, a domain with a dot', () => {
    expect(isValidEmail('ayse@example.com')).toBe(true);
    expect(isValidEmail(' ayse.kaya@mail.com.tr ')).toBe(true);
    expect(isValidEmail('ayse@example')).toBe(false);
    expect(isValidEmail('ayse example@x.com')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });
  it('phone: the one phone rule (domain/phone.ts), +90 included', () => {
    expect(isValidPhone('0532 123 45 67')).toBe(true);
    expect(isValidPhone('(532) 123-45-67')).toBe(true);
    expect(isValidPhone('+90 532 123 45 67')).toBe(true);
    expect(isValidPhone('532 123 45 6')).toBe(false);
  });
  it('normalizes contact details for matching customers', () => {
    expect(normalizeEmail('  Ayse@Example.COM ')).toBe('ayse@example.com');
    expect(storedPhone('0532 123 45 67')).toBe('05321234567');
    expect(storedPhone('532 123 45 67')).toBe('05321234567');
    expect(storedPhone('(0332) 555-1234')).toBe('03325551234');
  });
});

describe('step 1: personal information', () => {
  it('accepts complete details with consent and trims them', () => {
    const r = personalInfoSchema.safeParse({ ...person, customerName: '  Ayşe Kaya ' });
    expect(r.success && r.data).toEqual({
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      customerPhone: '0532 123 45 67',
      kvkkConsent: true,
    });
  });
  it('asks for all personal details first', () => {
    expect(messageOf(personalInfoSchema.safeParse({ ...person, customerName: '   ' }))).toBe(
      BOOKING_MESSAGES.personalInfoRequired,
    );
    expect(messageOf(personalInfoSchema.safeParse({ customerEmail: 'x' }))).toBe(BOOKING_MESSAGES.personalInfoRequired);
  });
  it('then checks the e-mail, the phone and the consent', () => {
    expect(messageOf(personalInfoSchema.safeParse({ ...person, customerEmail: 'ayse@' }))).toBe(
      BOOKING_MESSAGES.invalidEmail,
    );
    expect(messageOf(personalInfoSchema.safeParse({ ...person, customerPhone: '12345' }))).toBe(
      BOOKING_MESSAGES.invalidPhone,
    );
    expect(messageOf(personalInfoSchema.safeParse({ ...person, kvkkConsent: undefined }))).toBe(
      BOOKING_MESSAGES.kvkkRequired,
    );
  });
  it('reports each field for the form', () => {
    const r = personalInfoSchema.safeParse({ customerName: 'A', customerEmail: 'x', customerPhone: '1' });
    expect(r.success).toBe(false);
    expect(validationMessage(r.error!).fieldErrors).toEqual({
      customerEmail: BOOKING_MESSAGES.invalidEmail,
      customerPhone: BOOKING_MESSAGES.invalidPhone,
      kvkkConsent: BOOKING_MESSAGES.kvkkRequired,
    });
  });
});

describe("a conform submission's errors", () => {
  it('answer as validationMessage does: a missing field first, each field once, list items under their list', () => {
    expect(
      submissionFailure({
        customerEmail: [BOOKING_MESSAGES.invalidEmail],
        'serviceIds[0]': ['x', 'y'],
        customerName: [BOOKING_MESSAGES.requiredFields],
      }),
    ).toEqual({
      message: BOOKING_MESSAGES.requiredFields,
      fieldErrors: {
        customerEmail: BOOKING_MESSAGES.invalidEmail,
        serviceIds: 'x',
        customerName: BOOKING_MESSAGES.requiredFields,
      },
    });
    expect(submissionFailure({ time: [BOOKING_MESSAGES.invalidTime], '': ['z'] })).toEqual({
      message: BOOKING_MESSAGES.invalidTime,
      fieldErrors: { time: BOOKING_MESSAGES.invalidTime },
    });
    expect(submissionFailure(undefined)).toEqual({ message: BOOKING_MESSAGES.requiredFields, fieldErrors: {} });
  });
});

describe('step 2: selection and team member', () => {
  it('needs an item before a member', () => {
    expect(messageOf(selectionStepSchema.safeParse({}))).toBe(BOOKING_MESSAGES.selectionRequired);
    expect(messageOf(selectionStepSchema.safeParse({ teamMemberId: '2' }))).toBe(BOOKING_MESSAGES.selectionRequired);
    expect(messageOf(selectionStepSchema.safeParse({ serviceIds: '4' }))).toBe(BOOKING_MESSAGES.memberRequired);
    expect(messageOf(selectionStepSchema.safeParse({ serviceIds: '4', teamMemberId: '' }))).toBe(
      BOOKING_MESSAGES.memberRequired,
    );
  });
  it('reads ids from forms, JSON and comma lists', () => {
    expect(selectionStepSchema.parse({ serviceIds: ['4', '5', '4'], packageIds: '2', teamMemberId: '3' })).toEqual({
      serviceIds: [4, 5],
      packageIds: [2],
      teamMemberId: 3,
    });
    expect(idListField.parse('[1,"2"]')).toEqual([1, 2]);
    expect(idListField.parse('1, 2')).toEqual([1, 2]);
    expect(idListField.parse([7])).toEqual([7]);
    expect(idListField.parse(undefined)).toEqual([]);
  });
  it('refuses ids that are not ids', () => {
    expect(idListField.safeParse('1,x').success).toBe(false);
    expect(idListField.safeParse(['-1']).success).toBe(false);
    expect(idListField.safeParse('[1,').success).toBe(false);
    expect(idListField.safeParse(Array.from({ length: 21 }, (_, i) => i + 1)).success).toBe(false);
  });
});

describe('step 3 and the whole request', () => {
  it('needs a real date and time', () => {
    expect(messageOf(slotSchema.safeParse({ date: '2026-11-24', time: '' }))).toBe(BOOKING_MESSAGES.requiredFields);
    expect(messageOf(slotSchema.safeParse({ date: '2026-02-30', time: '10:00' }))).toBe(
      BOOKING_MESSAGES.requiredFields,
    );
    expect(slotSchema.parse({ date: '2026-11-24', time: '10:00', notes: '  ' })).toEqual({
      date: '2026-11-24',
      time: '10:00',
      notes: null,
    });
    expect(messageOf(slotSchema.safeParse({ date: '2026-11-24', time: '10:00', notes: 'x'.repeat(1001) }))).toBe(
      BOOKING_MESSAGES.notesTooLong,
    );
  });
  const payload = {
    customerName: 'Ayşe Kaya',
    customerEmail: 'ayse@example.com',
    customerPhone: '05321234567',
    serviceNames: ['Klasik Manikür'],
    serviceIds: [1],
    packageIds: [],
    teamMemberId: 2,
    date: '2026-11-24',
    time: '10:00',
    notes: 'Kısa tırnak',
    totalDuration: 5,
    customDuration: 5,
  };
  it('accepts the spec payload and drops what the server computes itself', () => {
    const r = bookingRequestSchema.parse(payload);
    expect(r).toEqual({
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      customerPhone: '05321234567',
      serviceIds: [1],
      packageIds: [],
      teamMemberId: 2,
      date: '2026-11-24',
      time: '10:00',
      notes: 'Kısa tırnak',
    });
    // the consent stays as sent: absent (the spec's payload), true or false (see apiConsentDecision)
    expect(r.kvkkConsent).toBeUndefined();
    expect(bookingRequestSchema.parse({ ...payload, kvkkConsent: true }).kvkkConsent).toBe(true);
    expect(bookingRequestSchema.parse({ ...payload, kvkkConsent: 'false' }).kvkkConsent).toBe(false);
    expect(bookingRequestSchema.parse({ ...payload, kvkkVersion: '2' }).kvkkVersion).toBe(2);
  });
  it('puts missing fields before format problems', () => {
    expect(messageOf(bookingRequestSchema.safeParse({ ...payload, customerEmail: 'bad', date: undefined }))).toBe(
      BOOKING_MESSAGES.requiredFields,
    );
    expect(messageOf(bookingRequestSchema.safeParse({ ...payload, teamMemberId: null }))).toBe(
      BOOKING_MESSAGES.requiredFields,
    );
    expect(messageOf(bookingRequestSchema.safeParse({ ...payload, customerEmail: 'bad' }))).toBe(
      BOOKING_MESSAGES.invalidEmail,
    );
    expect(messageOf(bookingRequestSchema.safeParse({ ...payload, customerPhone: '123' }))).toBe(
      BOOKING_MESSAGES.invalidPhone,
    );
    expect(messageOf(bookingRequestSchema.safeParse({ ...payload, serviceIds: [] }))).toBe(
      BOOKING_MESSAGES.selectionRequired,
    );
  });
});
