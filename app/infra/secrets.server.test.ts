import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secrets.server';

const KEY = 'a-long-enough-key-for-tests-0123456789';

describe('stored secrets', () => {
  it('round-trips and never stores the plain text', () => {
    const stored = encryptSecret('şifre-123', KEY, 'smtp.password');
    expect(stored).not.toContain('şifre');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(decryptSecret(stored, KEY, 'smtp.password')).toBe('şifre-123');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptSecret('x', KEY, 'p')).not.toBe(encryptSecret('x', KEY, 'p'));
  });

  it('reads nothing with another key, another purpose or a tampered value', () => {
    const stored = encryptSecret('token', KEY, 'telegram.botToken');
    expect(decryptSecret(stored, `${KEY}x`, 'telegram.botToken')).toBeNull();
    expect(decryptSecret(stored, KEY, 'smtp.password')).toBeNull();
    const parts = stored.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(decryptSecret(parts.join('.'), KEY, 'telegram.botToken')).toBeNull();
    expect(decryptSecret('plain text', KEY, 'telegram.botToken')).toBeNull();
    expect(decryptSecret(null, KEY, 'telegram.botToken')).toBeNull();
  });
});
