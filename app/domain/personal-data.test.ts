import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_CUSTOMER_NAME,
  anonymisedAppointmentFields,
  anonymisedSurveyFields,
  belongsToCustomer,
  carriesContactOf,
  contactMatch,
  contactSpellings,
  contactsOf,
  quotesPerson,
  exportFileName,
} from './personal-data';

describe('erasure rules', () => {
  it('clears every personal field of an appointment and nothing that the calendar or the statistics need', () => {
    const fields = anonymisedAppointmentFields();
    expect(fields).toEqual({
      customerId: null,
      customerName: ANONYMOUS_CUSTOMER_NAME,
      customerEmail: null,
      customerPhone: null,
      notes: null,
      kvkkConsentIp: null,
      messageConsentIp: null,
      fairUseOverrideReason: null,
      idempotencyHash: null,
    });
    for (const kept of [
      'date',
      'time',
      'teamMemberId',
      'status',
      'totalPriceKurus',
      'durationMinutes',
      'customDuration',
      'kvkkNoticeVersion',
      'kvkkConsentAt',
    ]) {
      expect(fields, kept).not.toHaveProperty(kept);
    }
    expect(anonymisedSurveyFields()).toEqual({
      customerId: null,
      customerName: ANONYMOUS_CUSTOMER_NAME,
      customerEmail: null,
      reviewStatus: 'hidden',
      reviewConsentAt: null,
      reviewNoticeVersion: null,
      reviewConsentIp: null,
    });
  });

  it("takes the customer's own appointments and unlinked ones with their e-mail AND phone, never another customer's", () => {
    const customer = { id: 7, email: 'ayse@example.com', phone: '05321234567' };
    expect(
      belongsToCustomer({ customerId: 7, customerEmail: 'baska@example.com', customerPhone: null }, customer),
    ).toBe(true);
    expect(
      belongsToCustomer(
        { customerId: null, customerEmail: 'ayse@example.com', customerPhone: '05321234567' },
        customer,
      ),
    ).toBe(true);
    // the same e-mail with another phone, or the same phone with another e-mail: someone else
    expect(
      belongsToCustomer(
        { customerId: null, customerEmail: 'ayse@example.com', customerPhone: '05559998877' },
        customer,
      ),
    ).toBe(false);
    expect(
      belongsToCustomer(
        { customerId: null, customerEmail: 'baska@example.com', customerPhone: '05321234567' },
        customer,
      ),
    ).toBe(false);
    expect(belongsToCustomer({ customerId: null, customerEmail: null, customerPhone: '05321234567' }, customer)).toBe(
      false,
    );
    expect(
      belongsToCustomer({ customerId: 8, customerEmail: 'ayse@example.com', customerPhone: '05321234567' }, customer),
    ).toBe(false);
    expect(
      belongsToCustomer(
        { customerId: null, customerEmail: null, customerPhone: null },
        { id: 7, email: null, phone: null },
      ),
    ).toBe(false);
  });

  it('names the export file after the customer and the day', () => {
    expect(exportFileName(12, '2026-11-24')).toBe('kisisel-veriler-musteri-12-2026-11-24.json');
  });
});

describe('what the erasure takes as hers (issue 37)', () => {
  const person = contactsOf([
    { email: 'Ayse@Example.com ', phone: '0532 123 45 67' },
    { email: null, phone: null },
  ]);

  it('reads her contacts normalised, and takes a row with her e-mail OR her phone however typed', () => {
    expect([...person.emails]).toEqual(['ayse@example.com']);
    expect([...person.phones]).toEqual(['05321234567']);
    expect(carriesContactOf({ email: 'AYSE@example.com', phone: null }, person)).toBe(true);
    expect(carriesContactOf({ email: null, phone: '+90 532 123 4567' }, person)).toBe(true);
    expect(carriesContactOf({ email: 'baska@example.com', phone: '905321234567' }, person)).toBe(true);
    expect(carriesContactOf({ email: 'baska@example.com', phone: '05559998877' }, person)).toBe(false);
    expect(carriesContactOf({ email: null, phone: null }, person)).toBe(false);
    // her phone beside someone else's e-mail: someone else's row that quotes her (only her phone goes)
    expect(contactMatch({ email: 'baska@example.com', phone: '905321234567' }, person)).toEqual({
      match: 'quotes',
      email: false,
      phone: true,
    });
    expect(contactMatch({ email: 'ayse@example.com', phone: null }, person).match).toBe('hers');
  });

  it('finds her in stored text by e-mail, any spelling of her phone, or her name', () => {
    expect(quotesPerson('Alıcı: AYSE@EXAMPLE.COM', person)).toBe(true);
    expect(quotesPerson('tel +90 (532) 123 45 67', person)).toBe(true);
    expect(quotesPerson('Nakit 100: Ayşe Yılmaz istedi', person, ['AYŞE YILMAZ'])).toBe(true);
    expect(quotesPerson('Nakit 100: Anonim Müşteri', person, ['Anonim Müşteri'])).toBe(false);
    expect(quotesPerson('2026-11-25 10:00 Klasik Manikür 450', person, ['Ayşe Yılmaz'])).toBe(false);
    expect(contactSpellings(person)).toEqual(
      expect.arrayContaining(['ayse@example.com', '05321234567', '+905321234567', '0532 123 45 67', '532 123 45 67']),
    );
  });
});
