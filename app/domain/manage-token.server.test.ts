import { describe, expect, it } from 'vitest';
import { managePath, manageTokenId, signManageToken, verifyManageToken } from './manage-token.server';

const secret = 'test-secret-test-secret-test-secret';
const subject = { id: 42, createdAt: new Date('2026-11-20T09:15:00.123Z') };

describe('self-service link token', () => {
  it('is opaque, URL-safe and names its appointment', () => {
    const token = signManageToken(secret, subject);
    expect(token).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(token).not.toContain('42');
    expect(manageTokenId(token)).toBe(42);
    expect(verifyManageToken(secret, token, subject)).toBe(true);
    expect(managePath(secret, subject)).toBe(`/randevu/${token}`);
  });

  it('is refused when any character is changed', () => {
    const token = signManageToken(secret, subject);
    for (let i = 0; i < token.length; i++) {
      const other = token[i] === 'A' ? 'B' : 'A';
      const tampered = token.slice(0, i) + other + token.slice(i + 1);
      const id = manageTokenId(tampered);
      const ok = verifyManageToken(secret, tampered, { ...subject, id: id ?? subject.id });
      expect(ok, `position ${i}`).toBe(false);
    }
  });

  it('does not open another appointment, nor a new row that reuses the id', () => {
    const token = signManageToken(secret, subject);
    expect(verifyManageToken(secret, token, { id: 43, createdAt: subject.createdAt })).toBe(false);
    expect(verifyManageToken(secret, token, { id: 42, createdAt: new Date(subject.createdAt.getTime() + 1) })).toBe(
      false,
    );
    // the id part of another appointment's token swapped in: the tag no longer matches
    const other = signManageToken(secret, { id: 43, createdAt: subject.createdAt });
    const swapped = other.slice(0, 6) + token.slice(6);
    expect(verifyManageToken(secret, swapped, { id: manageTokenId(swapped) ?? 0, createdAt: subject.createdAt })).toBe(
      false,
    );
  });

  it('accepts only the canonical spelling (unused bits of the last character are signed too)', () => {
    const token = signManageToken(secret, subject);
    const last = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const c of last) {
      if (c === token.at(-1)) continue;
      expect(verifyManageToken(secret, token.slice(0, -1) + c, subject)).toBe(false);
    }
  });

  it('depends on the secret', () => {
    const token = signManageToken(secret, subject);
    expect(verifyManageToken('another-secret-another-secret', token, subject)).toBe(false);
    expect(signManageToken('another-secret-another-secret', subject)).not.toBe(token);
  });

  it('rejects malformed tokens without throwing', () => {
    for (const bad of [
      '',
      'abc',
      '../../etc/passwd',
      'A'.repeat(26),
      'A'.repeat(28),
      '!'.repeat(27),
      `AAAAAA${'x'.repeat(21)}`,
    ]) {
      expect(manageTokenId(bad)).toBeNull();
      expect(verifyManageToken(secret, bad, subject)).toBe(false);
    }
  });
});
