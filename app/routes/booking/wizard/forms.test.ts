import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  personalStepFormSchema,
  selectionFormSchema,
  slotDraftSchema,
  slotSchema,
  summaryMessage,
} from '~/domain/booking-rules';
import { PHONE_CODE_TEXTS, phoneCodeFormSchema } from '~/domain/phone-verification';

// The booking wizard's forms as conform reads them (steps.server.ts): a FormData as the
// browser posts it, parsed with parseWithZod against the step's schema.

/** The field messages of a refused submission (null when it passed). */
function errorsOf(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  return submission.status === 'error' ? (submission.error ?? {}) : null;
}

function form(fields: Record<string, string | string[]>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of ([] as string[]).concat(value)) body.append(name, v);
  return body;
}

describe('step 1', () => {
  it('names each empty field and says the one summary for the form', () => {
    const submission = parseWithZod(
      form({ customerName: '', customerEmail: 'ayse@', customerPhone: '0532 123 45 67', kvkkVersion: '1' }),
      { schema: personalStepFormSchema },
    );
    const errors = errorsOf(submission);
    expect(errors).toMatchObject({
      customerName: [BOOKING_MESSAGES.personalInfoRequired],
      customerEmail: [BOOKING_MESSAGES.invalidEmail],
      kvkkConsent: [BOOKING_MESSAGES.kvkkRequired],
    });
    expect(summaryMessage(Object.values(errors ?? {}).flatMap((m) => m ?? []))).toBe(
      BOOKING_MESSAGES.personalInfoRequired,
    );
  });
  it('keeps the notice version it showed, and the details trimmed', () => {
    const submission = parseWithZod(
      form({
        customerName: ' Ayşe Kaya ',
        customerEmail: 'ayse@example.com',
        customerPhone: '0532 123 45 67',
        kvkkConsent: 'on',
        kvkkVersion: '2',
      }),
      {
        schema: personalStepFormSchema,
      },
    );
    expect(submission.status === 'success' && submission.value).toMatchObject({
      customerName: 'Ayşe Kaya',
      kvkkConsent: true,
      kvkkVersion: '2',
    });
  });
});

describe('step 2 on every press', () => {
  it('reads the ticked ids, leaves out what is not an id, and never refuses a tick', () => {
    const submission = parseWithZod(form({ serviceIds: ['4', 'x', '5', '-1'], packageIds: '', teamMemberId: 'any' }), {
      schema: selectionFormSchema,
    });
    expect(submission.status === 'success' && submission.value).toEqual({
      serviceIds: [4, 5],
      packageIds: [],
      teamMemberId: 'any',
    });
    expect(parseWithZod(form({}), { schema: selectionFormSchema }).status).toBe('success');
  });
});

describe('step 3', () => {
  it('keeps the date, notes and boxes without asking for a time; "Randevu Al" asks for it', () => {
    const posted = form({ date: '2026-11-25', time: '', notes: 'Kısa', smsConsent: 'on', token: 'abc' });
    const kept = parseWithZod(posted, { schema: slotDraftSchema });
    expect(kept.status === 'success' && kept.value).toEqual({
      date: '2026-11-25',
      notes: 'Kısa',
      token: 'abc',
      smsConsent: true,
      whatsappConsent: false,
    });
    const book = parseWithZod(posted, { schema: slotSchema });
    expect(errorsOf(book)).toEqual({ time: [BOOKING_MESSAGES.requiredFields] });
  });
  it('reads the typed code without its spaces, and names an empty or short one', () => {
    const ok = parseWithZod(form({ phoneCode: '123 456' }), { schema: phoneCodeFormSchema });
    expect(ok.status === 'success' && ok.value.phoneCode).toBe('123456');
    expect(errorsOf(parseWithZod(form({ phoneCode: '' }), { schema: phoneCodeFormSchema }))).toEqual({
      phoneCode: [PHONE_CODE_TEXTS.codeRequired],
    });
    expect(errorsOf(parseWithZod(form({ phoneCode: '12' }), { schema: phoneCodeFormSchema }))).toEqual({
      phoneCode: [PHONE_CODE_TEXTS.invalidFormat],
    });
  });
});
