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
  /** encrypts stored secrets (SMTP password, Telegram token); derived from SESSION_SECRET when unset */
  SECRETS_KEY: z.string().min(16).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  RATE_LIMITS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  TELEGRAM_API_ROOT: z.string().url().default('https://api.telegram.org'),
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
  /** key material for AES-256-GCM of stored secrets (app/lib/secrets.server.ts) */
  secretsKey: string;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  rateLimits: boolean;
  telegramApiRoot: string;
  publicUrl?: string;
  trustProxy: TrustProxy;
  fakeNow?: string;
  litefsPrimaryFile?: string;
};

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
  const databasePath = path.resolve(e.DATABASE_PATH);
  const sessionSecret = e.SESSION_SECRET ?? sessionSecretBeside(databasePath);
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databasePath,
    uploadsDir: path.resolve(e.UPLOADS_DIR),
    sessionSecret,
    secretsKey: e.SECRETS_KEY ?? `derived-from-session-secret:${sessionSecret}`,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    rateLimits: e.RATE_LIMITS,
    telegramApiRoot: e.TELEGRAM_API_ROOT.replace(/\/$/, ''),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    trustProxy: parseTrustProxy(e.TRUST_PROXY, { FLY_APP_NAME: e.FLY_APP_NAME }),
    fakeNow: e.FAKE_NOW,
    litefsPrimaryFile: e.LITEFS_PRIMARY_FILE,
  };
}

function sessionSecretBeside(databasePath: string): string {
  const file = path.join(path.dirname(databasePath), '.session-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  const secret = crypto.randomBytes(32).toString('hex');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  logger.warn(`[config] SESSION_SECRET is not set: generated one and kept it in ${file}. Set SESSION_SECRET in production.`);
  return secret;
}
