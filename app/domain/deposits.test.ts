import { describe, expect, it } from 'vitest';
import {
  cancellationOutcome,
  DEFAULT_DEPOSIT_POLICY,
  depositDeadline,
  depositFor,
  depositPolicyText,
  depositReference,
  ibanValid,
  normalIban,
  policyFromForm,
  serializeDepositPolicy,
  type DepositPolicy,
} from './deposits';

const ON: DepositPolicy = { ...DEFAULT_DEPOSIT_POLICY, enabled: true };
const NEW = { pastVisits: 0, pastNoShows: 0 };
const REGULAR = { pastVisits: 4, pastNoShows: 0 };
const RISKY = { pastVisits: 4, pastNoShows: 1 };

describe('what a booking owes', () => {
  it('is nothing while the policy is off (the default)', () => {
    expect(depositFor(DEFAULT_DEPOSIT_POLICY, [{ serviceId: 1, priceKurus: 35_000 }], NEW)).toBe(0);
  });

  it('is 30 % of the lines, a fixed sum never above a line, per-service overrides first', () => {
    expect(depositFor(ON, [{ serviceId: 1, priceKurus: 35_000 }], NEW)).toBe(10_500);
    const fixed = { ...ON, amount: { kind: 'fixed' as const, value: 20_000 } };
    expect(depositFor(fixed, [{ serviceId: 1, priceKurus: 15_000 }], NEW)).toBe(15_000);
    const override = { ...ON, overrides: [{ serviceId: 2, amount: { kind: 'fixed' as const, value: 5_000 } }] };
    expect(
      depositFor(
        override,
        [
          { serviceId: 1, priceKurus: 10_000 },
          { serviceId: 2, priceKurus: 40_000 },
        ],
        NEW,
      ),
    ).toBe(3_000 + 5_000);
  });

  it('asks only its audience, and nothing under the minimum', () => {
    const lines = [{ serviceId: 1, priceKurus: 35_000 }];
    expect(depositFor({ ...ON, audience: 'new' }, lines, REGULAR)).toBe(0);
    expect(depositFor({ ...ON, audience: 'new' }, lines, NEW)).toBe(10_500);
    expect(depositFor({ ...ON, audience: 'risky' }, lines, REGULAR)).toBe(0);
    expect(depositFor({ ...ON, audience: 'risky' }, lines, RISKY)).toBe(10_500);
    expect(depositFor({ ...ON, minimumKurus: 50_000 }, lines, NEW)).toBe(0);
  });
});

describe('the deadline of an unpaid kapora', () => {
  const booked = new Date('2026-11-24T10:00:00+03:00');
  it('is the hold after booking, never past the cut-off, at least 15 minutes, never past the start', () => {
    expect(depositDeadline(booked, { date: '2026-11-26', time: '12:00' }, 120, 24).toISOString()).toBe(
      new Date('2026-11-24T12:00:00+03:00').toISOString(),
    );
    // the cut-off comes first
    expect(depositDeadline(booked, { date: '2026-11-25', time: '11:00' }, 24 * 60, 24).toISOString()).toBe(
      new Date('2026-11-24T11:00:00+03:00').toISOString(),
    );
    // booked inside the cut-off: 15 minutes
    expect(depositDeadline(booked, { date: '2026-11-24', time: '16:00' }, 120, 24).toISOString()).toBe(
      new Date('2026-11-24T10:15:00+03:00').toISOString(),
    );
    // starting in 10 minutes: the start
    expect(depositDeadline(booked, { date: '2026-11-24', time: '10:10' }, 120, 24).toISOString()).toBe(
      new Date('2026-11-24T10:10:00+03:00').toISOString(),
    );
  });

  it('a cancellation before the cut-off refunds, after it keeps', () => {
    const a = { date: '2026-11-26', time: '12:00' };
    expect(cancellationOutcome(a, new Date('2026-11-25T11:59:00+03:00'), 24)).toBe('refund');
    expect(cancellationOutcome(a, new Date('2026-11-25T12:00:00+03:00'), 24)).toBe('keep');
  });
});

describe('the stored policy and its form', () => {
  it('round-trips as JSON and refuses anything else', () => {
    expect(depositPolicyText.parse(serializeDepositPolicy(ON))).toEqual(ON);
    expect(depositPolicyText.safeParse('{"enabled":true}').success).toBe(false);
    expect(depositPolicyText.safeParse('not json').success).toBe(false);
  });

  it('reads the plain form, with a Turkish message per wrong field', () => {
    const good = policyFromForm({
      enabled: 'on',
      amountKind: 'percent',
      amountValue: '30',
      audience: 'new',
      minimum: '200',
      holdMinutes: '120',
      cardEnabled: 'on',
      transferEnabled: 'on',
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      accountName: 'Sheva Nail Art',
      overrides: [
        { serviceId: 7, kind: 'fixed', value: '150' },
        { serviceId: 8, value: '' },
      ],
    });
    expect(good).toMatchObject({
      ok: true,
      policy: {
        enabled: true,
        amount: { kind: 'percent', value: 3000 },
        audience: 'new',
        minimumKurus: 20_000,
        overrides: [{ serviceId: 7, amount: { kind: 'fixed', value: 15_000 } }],
        iban: 'TR330006100519786457841326',
      },
    });
    const bad = policyFromForm({ amountKind: 'percent', amountValue: '150', holdMinutes: '5', transferEnabled: 'on' });
    expect(bad).toMatchObject({ ok: false });
    if (!bad.ok) expect(Object.keys(bad.fieldErrors).sort()).toEqual(['amountValue', 'holdMinutes', 'iban']);
  });

  it('checks an IBAN with its mod-97 digits', () => {
    expect(ibanValid(normalIban('tr33 0006 1005 1978 6457 8413 26'))).toBe(true);
    expect(ibanValid('TR330006100519786457841327')).toBe(false);
  });

  it('makes short reference codes without look-alike letters', () => {
    let i = 0;
    expect(depositReference(() => i++ % 3)).toMatch(/^KP-[ACD]{6}$/);
  });
});
