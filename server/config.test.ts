import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDeployment, legacySecretsKey, loadConfig, MISSING_SECRETS_KEY_MESSAGE } from './config';

function tempDb() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-config-test-'));
  return path.join(dir, 'studio.db');
}
const base = () => ({ DATABASE_PATH: tempDb(), SESSION_SECRET: 'a-session-secret-of-enough-length' });
const bucket = {
  BUCKET_NAME: 'studio',
  AWS_ENDPOINT_URL_S3: 'https://fly.storage.tigris.dev',
  AWS_ACCESS_KEY_ID: 'tid_x',
  AWS_SECRET_ACCESS_KEY: 'tsec_x',
  AWS_REGION: 'auto',
};

describe('SECRETS_KEY', () => {
  it('is taken from the environment', () => {
    expect(loadConfig({ ...base(), SECRETS_KEY: 'a-secrets-key-of-enough-length' }).secretsKey).toBe(
      'a-secrets-key-of-enough-length',
    );
  });

  it('when unset outside a deployment, is generated once and kept beside the database, never derived from SESSION_SECRET', () => {
    const env = base();
    const config = loadConfig(env);
    expect(config.secretsKey).not.toContain(env.SESSION_SECRET);
    expect(config.secretsKey).not.toBe(legacySecretsKey(env.SESSION_SECRET));
    expect(fs.readFileSync(path.join(path.dirname(env.DATABASE_PATH), '.secrets-key'), 'utf8').trim()).toBe(
      config.secretsKey,
    );
    // rotating the session secret leaves the key (and so the stored credentials) alone
    expect(loadConfig({ ...env, SESSION_SECRET: 'another-session-secret-entirely' }).secretsKey).toBe(
      config.secretsKey,
    );
  });

  it('is required in production on Fly or with object storage, with a Turkish and English message', () => {
    expect(() => loadConfig({ ...base(), NODE_ENV: 'production', FLY_APP_NAME: 'sheva-studio' })).toThrow(
      MISSING_SECRETS_KEY_MESSAGE,
    );
    expect(() => loadConfig({ ...base(), NODE_ENV: 'production', ...bucket })).toThrow(
      /SECRETS_KEY ayarlı değil[\s\S]*SECRETS_KEY is not set[\s\S]*fly secrets set SECRETS_KEY=/,
    );
    expect(
      loadConfig({ ...base(), NODE_ENV: 'production', FLY_APP_NAME: 'sheva-studio', SECRETS_KEY: 'k'.repeat(32) })
        .secretsKey,
    ).toBe('k'.repeat(32));
  });

  it('is not required by `npm run serve` on a developer machine, nor in development on Fly', () => {
    expect(isDeployment({ NODE_ENV: 'production' })).toBe(false);
    expect(isDeployment({ NODE_ENV: 'development', FLY_APP_NAME: 'x' })).toBe(false);
    expect(() => loadConfig({ ...base(), NODE_ENV: 'production' })).not.toThrow();
  });

  it('refuses a short key', () => {
    expect(() => loadConfig({ ...base(), SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY/);
  });
});

describe('object storage', () => {
  it('is off without the bucket variables', () => {
    expect(loadConfig(base()).replication).toBeUndefined();
  });
  it('needs all five variables; Litestream runs only with the config start.sh hands over', () => {
    const on = loadConfig({ ...base(), ...bucket, SECRETS_KEY: 'k'.repeat(32) });
    expect(on.replication?.bucket).toEqual({
      bucket: 'studio',
      endpoint: 'https://fly.storage.tigris.dev',
      accessKeyId: 'tid_x',
      secretAccessKey: 'tsec_x',
      region: 'auto',
    });
    expect(on.replication?.litestream).toBeUndefined();
    expect(on.replication?.alertAfterSeconds).toBe(60);
    const started = loadConfig({
      ...base(),
      ...bucket,
      LITESTREAM_CONFIG: 'deploy/litestream.yml',
      LITESTREAM_ADDR: '127.0.0.1:3439',
    });
    expect(started.replication?.litestream).toMatchObject({
      config: path.resolve('deploy/litestream.yml'),
      addr: '127.0.0.1:3439',
    });
    expect(() => loadConfig({ ...base(), BUCKET_NAME: 'studio' })).toThrow(
      /half configured: AWS_ENDPOINT_URL_S3, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION missing/,
    );
    expect(() => loadConfig({ ...base(), LITESTREAM_CONFIG: 'deploy/litestream.yml' })).toThrow(
      /LITESTREAM_CONFIG is set but the bucket is not/,
    );
  });
  it('keeps the erasure log beside the database unless told otherwise', () => {
    const env = base();
    expect(loadConfig(env).erasureLogPath).toBe(path.join(path.dirname(env.DATABASE_PATH), 'erasures.db'));
    expect(loadConfig({ ...env, ERASURE_LOG_PATH: '/srv/erasures.db' }).erasureLogPath).toBe('/srv/erasures.db');
  });
});

describe('a deployment starts without the demo studio, with its own address (issue 36)', () => {
  const deployed = { NODE_ENV: 'production', SECRETS_KEY: 'k'.repeat(32) };
  it('SEED_DEMO is on by default for `npm start` and tests, off by default on Fly or with object storage', () => {
    expect(loadConfig(base()).seedDemo).toBe(true);
    expect(loadConfig({ ...base(), NODE_ENV: 'production' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base(), ...deployed, FLY_APP_NAME: 'sheva-studio' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base(), ...deployed, ...bucket }).seedDemo).toBe(false);
    // asked for explicitly, either way
    expect(loadConfig({ ...base(), ...deployed, FLY_APP_NAME: 'sheva-studio', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...base(), SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });
  it("PUBLIC_URL falls back to the Fly app's own address; set, it wins", () => {
    expect(loadConfig(base()).publicUrl).toBeUndefined();
    expect(loadConfig({ ...base(), ...deployed, FLY_APP_NAME: 'sheva-studio' }).publicUrl).toBe(
      'https://sheva-studio.fly.dev',
    );
    expect(
      loadConfig({ ...base(), ...deployed, FLY_APP_NAME: 'sheva-studio', PUBLIC_URL: 'https://shevanailart.com.tr/' })
        .publicUrl,
    ).toBe('https://shevanailart.com.tr');
  });
});
