import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_CUSTOMER_NAME,
  anonymisedAppointmentFields,
  anonymisedSurveyFields,
  belongsToCustomer,
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
