import { withoutOutboxWorker } from '../../helpers/test-db';
/**
 * Issue 37 finding 8: phone codes cost money per address. The per-address limit counts an
 * IPv6 address by its /64 (IPv4 stays per address), and a studio-wide daily SMS budget (the
 * setting `smsDailyBudget`) stops codes from any number of addresses.
 */
import { describe, expect, it } from 'vitest';
import { CODES_PER_IP_PER_HOUR } from '../../../app/domain/phone-verification';
import { requestPhoneCode } from '../../../app/models/messaging/phone-verification.server';
import { writeSetting } from '../../../app/models/settings/registry.server';
import { TEST_ACTOR } from '../../helpers/test-db';
import { usePhoneStudio } from '../../helpers/phone-studio';
import { SECRETS_KEY } from '../messaging/fixtures';

const setup = usePhoneStudio();
/** A different mobile number each time (a code per phone is limited on its own). */
const phone = (i: number) => `0532 ${String(1000000 + i).slice(-7)}`;

describe('phone codes: addresses and a studio budget', () => {
  it('addresses of one IPv6 /64 share one limit; IPv4 addresses do not', async () => {
    const { db, context } = await setup();
    const now = context.now();
    const ask = (ip: string, i: number) =>
      requestPhoneCode(withoutOutboxWorker(db), { phone: phone(i), ip, now, secretsKey: SECRETS_KEY });
    for (let i = 0; i < CODES_PER_IP_PER_HOUR; i++)
      expect(ask(`2001:db8:1:2::${(i + 1).toString(16)}`, i)).toMatchObject({ ok: true });
    expect(ask('2001:db8:1:2:ffff::99', 100)).toEqual({ ok: false, reason: 'rate-limited' });
    // another /64 and an IPv4 address are counted apart
    expect(ask('2001:db8:1:3::1', 101)).toMatchObject({ ok: true });
    expect(ask('198.51.100.7', 102)).toMatchObject({ ok: true });
    expect(ask('198.51.100.8', 103)).toMatchObject({ ok: true });
  });

  it('the daily SMS budget stops codes from many addresses', async () => {
    const { db, context } = await setup();
    writeSetting(db, TEST_ACTOR, 'smsDailyBudget', 10);
    const now = context.now();
    let sent = 0;
    for (let i = 0; i < 30; i++) {
      const res = requestPhoneCode(withoutOutboxWorker(db), {
        phone: phone(i),
        ip: `198.51.100.${i + 1}`,
        now,
        secretsKey: SECRETS_KEY,
      });
      if (res.ok) sent++;
    }
    expect(sent).toBe(10);
  });
});
