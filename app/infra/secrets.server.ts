import crypto from 'node:crypto';

/**
 * Secrets at rest (SMTP password, Telegram bot token): AES-256-GCM with a key derived by
 * HKDF-SHA256 from `SECRETS_KEY` (never from SESSION_SECRET since 0324; see
 * docs/decisions/0060-secrets-at-rest.md).
 *
 * Stored form: `v1.<iv>.<tag>.<ciphertext>` (base64url). The purpose (e.g. 'smtp.password')
 * is bound as additional authenticated data, so a value cannot be moved to another column.
 */
const VERSION = 'v1';

function keyOf(keyMaterial: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', keyMaterial, 'sheva-studio', 'stored-secrets v1', 32));
}

export function encryptSecret(plain: string, keyMaterial: string, purpose: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(keyMaterial), iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/**
 * The plain text, or null when the value cannot be read (other key, tampered, not ours).
 * Callers treat null as "not set": the admin enters the secret again.
 */
export function decryptSecret(stored: string | null | undefined, keyMaterial: string, purpose: string): string | null {
  if (!stored) return null;
  const parts = stored.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  try {
    const [, iv, tag, ciphertext] = parts as [string, string, string, string];
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(keyMaterial), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
