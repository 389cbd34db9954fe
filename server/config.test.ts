import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { DATABASE_PATH: '/tmp/studio-config-test/studio.db', SESSION_SECRET: 'a-session-secret-of-enough-length' };

describe('SECRETS_KEY', () => {
  it('is taken from the environment', () => {
    expect(loadConfig({ ...base, SECRETS_KEY: 'a-secrets-key-of-enough-length' }).secretsKey).toBe('a-secrets-key-of-enough-length');
  });
  it('is derived from SESSION_SECRET when unset (and is not the session secret itself)', () => {
    const config = loadConfig(base);
    expect(config.secretsKey).toContain(base.SESSION_SECRET);
    expect(config.secretsKey).not.toBe(base.SESSION_SECRET);
    expect(loadConfig(base).secretsKey).toBe(config.secretsKey);
  });
  it('refuses a short key', () => {
    expect(() => loadConfig({ ...base, SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY/);
  });
});
