import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { logger } from '../app/infra/logger.server';
import { parseTrustProxy, TRUST_PROXY_ERROR, type TrustProxy } from './client-ip';

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_PATH: z.string().default('./data/studio.db'),
  UPLOADS_DIR: z.string().default('./uploads'),
  SESSION_SECRET: z.string().min(16).optional(),
  /** encrypts stored secrets (SMTP password, Telegram token); required on a deployment, else kept in a file beside the database */
  SECRETS_KEY: z.string().min(16).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  /** the demo studio on an empty database: on by default, off by default on a deployment (docs/decisions/0411) */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  RATE_LIMITS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  TELEGRAM_API_ROOT: z.string().url().default('https://api.telegram.org'),
  /** tests only: the iyzico stand-in's origin, where the "Kartla öde" form may lead (CSP form-action) */
  IYZICO_PAGE_ORIGIN: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  /** where the client IP comes from: a proxy count or a header name (server/client-ip.ts) */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((v) => {
      try {
        parseTrustProxy(v);
        return true;
      } catch {
        return false;
      }
    }, TRUST_PROXY_ERROR),
  FLY_APP_NAME: z.string().optional(),
  /** object storage for the continuous copy (what `fly storage create` sets for Tigris) */
  BUCKET_NAME: z.string().min(1).optional(),
  AWS_ENDPOINT_URL_S3: z.string().url().optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).optional(),
  /** set by deploy/start.sh once the database is there (restored or checked): run Litestream with this config */
  LITESTREAM_CONFIG: z.string().min(1).optional(),
  /** the Litestream binary (default: the one in @flydotio/litestream-linux-x64) */
  LITESTREAM_BIN: z.string().min(1).optional(),
  /** where Litestream serves its Prometheus metrics (the app reads the replica's position there) */
  LITESTREAM_ADDR: z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'host:port olmalı')
    .default('127.0.0.1:9090'),
  /** the erasure log (docs/decisions/0325): a SQLite file of its own, beside the database by default */
  ERASURE_LOG_PATH: z.string().optional(),
  /** how far behind (seconds) the copy may fall before the dashboard warns and the owner is told */
  REPLICATION_ALERT_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** LiteFS's `.primary` file (multi-VM deploys only, docs/decisions/0040-litefs.md) */
  LITEFS_PRIMARY_FILE: z.string().optional(),
  /** Test-only: a fixed "now" (ISO instant) so browser tests are independent of the day. */
  FAKE_NOW: z.string().datetime({ offset: true }).optional(),
});

export type Config = {
  production: boolean;
  port: number;
  host: string;
  databasePath: string;
  uploadsDir: string;
  sessionSecret: string;
  /** key material for AES-256-GCM of stored secrets (app/infra/secrets.server.ts) */
  secretsKey: string;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  rateLimits: boolean;
  telegramApiRoot: string;
  paymentPageOrigin?: string;
  publicUrl?: string;
  trustProxy: TrustProxy;
  fakeNow?: string;
  litefsPrimaryFile?: string;
  /** the erasure log file (docs/decisions/0325) */
  erasureLogPath: string;
  /** the continuous off-site copy (docs/decisions/0320); undefined: not configured */
  replication?: ReplicationConfig;
};

/** Object storage (S3 API: Tigris on Fly, a stand-in in tests). */
export type BucketConfig = {
  bucket: string;
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

export type ReplicationConfig = {
  bucket: BucketConfig;
  /** Litestream runs (supervised by the server) only when deploy/start.sh handed over its config */
  litestream?: { config: string; bin: string; addr: string };
  alertAfterSeconds: number;
};

const BUCKET_VARIABLES = [
  'BUCKET_NAME',
  'AWS_ENDPOINT_URL_S3',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_REGION',
] as const;

/**
 * Where the server runs for real (docs/decisions/0324): on Fly (FLY_APP_NAME, which Fly sets on
 * every machine) or with object storage configured. There, production refuses to start
 * without an explicit SECRETS_KEY; `npm start` on a developer's machine is not a deployment.
 */
export function isDeployment(env: { NODE_ENV?: string; FLY_APP_NAME?: string; BUCKET_NAME?: string }): boolean {
  return env.NODE_ENV === 'production' && !!(env.FLY_APP_NAME || env.BUCKET_NAME);
}

export const MISSING_SECRETS_KEY_MESSAGE = [
  'SECRETS_KEY ayarlı değil: saklanan SMTP, Telegram, SMS ve WhatsApp bilgileri bu anahtarla şifrelenir ve sunucu onsuz üretimde başlamaz.',
  'Bir kez üretin ve saklayın: fly secrets set SECRETS_KEY=$(openssl rand -hex 32)  (değiştirmek, kayıtlı şifrelerin yeniden girilmesi demektir).',
  'SECRETS_KEY is not set: the stored SMTP, Telegram, SMS and WhatsApp credentials are encrypted with it, and production does not start without it.',
  'Generate it once and keep it: fly secrets set SECRETS_KEY=$(openssl rand -hex 32)  (changing it means typing the stored credentials again).',
].join('\n');

/**
 * Reads the environment once. SESSION_SECRET, when unset, is generated on first start and
 * kept in a file beside the database so sessions survive restarts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  if (!e.SECRETS_KEY && isDeployment(e)) throw new Error(MISSING_SECRETS_KEY_MESSAGE);
  const databasePath = path.resolve(e.DATABASE_PATH);
  const sessionSecret = e.SESSION_SECRET ?? secretBeside(databasePath, '.session-secret', 'SESSION_SECRET');
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databasePath,
    uploadsDir: path.resolve(e.UPLOADS_DIR),
    sessionSecret,
    // Never derived from SESSION_SECRET: rotating the session secret leaves stored credentials readable.
    secretsKey: e.SECRETS_KEY ?? secretBeside(databasePath, '.secrets-key', 'SECRETS_KEY'),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO ?? !isDeployment(e),
    rateLimits: e.RATE_LIMITS,
    telegramApiRoot: e.TELEGRAM_API_ROOT.replace(/\/$/, ''),
    paymentPageOrigin: e.IYZICO_PAGE_ORIGIN ? new URL(e.IYZICO_PAGE_ORIGIN).origin : undefined,
    publicUrl: publicUrlOf(e),
    trustProxy: parseTrustProxy(e.TRUST_PROXY, { FLY_APP_NAME: e.FLY_APP_NAME }),
    fakeNow: e.FAKE_NOW,
    litefsPrimaryFile: e.LITEFS_PRIMARY_FILE,
    erasureLogPath: path.resolve(e.ERASURE_LOG_PATH ?? defaultErasureLogPath(databasePath)),
    replication: replicationConfig(e),
  };
}

/** PUBLIC_URL, else on Fly the app's own address (`https://<FLY_APP_NAME>.fly.dev`; docs/decisions/0411). */
export function publicUrlOf(e: { PUBLIC_URL?: string; FLY_APP_NAME?: string }): string | undefined {
  if (e.PUBLIC_URL) return e.PUBLIC_URL.replace(/\/$/, '');
  return e.FLY_APP_NAME ? `https://${e.FLY_APP_NAME}.fly.dev` : undefined;
}

/** The erasure log's place when ERASURE_LOG_PATH is unset: beside the database (deploy/start.sh says the same). */
export function defaultErasureLogPath(databasePath: string): string {
  return path.join(path.dirname(path.resolve(databasePath)), 'erasures.db');
}

/** The key stored secrets were encrypted with before docs/decisions/0324 (derived from the session secret). */
export function legacySecretsKey(sessionSecret: string): string {
  return `derived-from-session-secret:${sessionSecret}`;
}

function replicationConfig(e: z.infer<typeof envSchema>): ReplicationConfig | undefined {
  const set = BUCKET_VARIABLES.filter((name) => e[name]);
  if (set.length === 0) {
    if (e.LITESTREAM_CONFIG)
      throw new Error(
        `Invalid environment:\n  LITESTREAM_CONFIG is set but the bucket is not (${BUCKET_VARIABLES.join(', ')})`,
      );
    return undefined;
  }
  if (set.length < BUCKET_VARIABLES.length) {
    const missing = BUCKET_VARIABLES.filter((name) => !e[name]);
    throw new Error(
      `Invalid environment:\n  object storage is half configured: ${missing.join(', ')} missing (set all of ${BUCKET_VARIABLES.join(', ')}, or none)`,
    );
  }
  return {
    bucket: {
      bucket: e.BUCKET_NAME!,
      endpoint: e.AWS_ENDPOINT_URL_S3!,
      accessKeyId: e.AWS_ACCESS_KEY_ID!,
      secretAccessKey: e.AWS_SECRET_ACCESS_KEY!,
      region: e.AWS_REGION!,
    },
    litestream: e.LITESTREAM_CONFIG
      ? {
          config: path.resolve(e.LITESTREAM_CONFIG),
          bin: e.LITESTREAM_BIN ?? defaultLitestreamBin(),
          addr: e.LITESTREAM_ADDR,
        }
      : undefined,
    alertAfterSeconds: e.REPLICATION_ALERT_AFTER_SECONDS,
  };
}

/** The binary shipped by the optional npm package (Linux x64 only, docs/decisions/0321). */
export function defaultLitestreamBin(): string {
  return path.resolve('node_modules/@flydotio/litestream-linux-x64/litestream');
}

/** A secret generated on first start and kept in a file beside the database (development and tests). */
function secretBeside(databasePath: string, name: string, variable: string): string {
  const file = path.join(path.dirname(databasePath), name);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  const secret = crypto.randomBytes(32).toString('hex');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  logger.warn(`[config] ${variable} is not set: generated one and kept it in ${file}. Set ${variable} in production.`);
  return secret;
}
