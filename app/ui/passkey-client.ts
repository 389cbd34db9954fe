/**
 * The browser half of the passkey ceremonies (WebAuthn; docs/decisions/0355, 0384): the
 * options come from the server, `@simplewebauthn/browser` (loaded only when a button is
 * pressed) talks to the authenticator, the answer goes back to the server. Everything else on
 * the sign-in and profile pages works without JavaScript; this does not (a passkey needs it).
 */
import { NETWORK_ERROR_MESSAGE } from './network-guard';

export const PASSKEY_CLIENT_TEXTS = {
  unsupported: 'Bu tarayıcı geçiş anahtarlarını (passkey) desteklemiyor.',
  cancelled: 'Geçiş anahtarı işlemi iptal edildi veya süresi doldu. Lütfen yeniden deneyin.',
  duplicate: 'Bu cihazdaki geçiş anahtarı bu hesaba zaten eklenmiş.',
  failed: 'Geçiş anahtarı işlemi tamamlanamadı. Lütfen yeniden deneyin.',
} as const;

export type PasskeyOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** Whether this browser offers WebAuthn at all (the button is not shown otherwise). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

async function postJson(url: string, body: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body ?? {}),
    credentials: 'same-origin',
  });
  let data: Record<string, unknown> = {};
  try {
    data = (await res.json()) as Record<string, unknown>;
  } catch {
    // a body that is not JSON: the status says enough
  }
  return { status: res.status, data };
}

/** The Turkish sentence of a ceremony that threw in the browser. */
function browserFailure(error: unknown): string {
  const name = (error as { name?: string })?.name;
  const code = (error as { code?: string })?.code;
  if (name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_CLIENT_TEXTS.cancelled;
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return PASSKEY_CLIENT_TEXTS.duplicate;
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  return PASSKEY_CLIENT_TEXTS.failed;
}

const serverMessage = (data: Record<string, unknown>) =>
  typeof data.message === 'string' ? data.message : PASSKEY_CLIENT_TEXTS.failed;

/** Signs in with a passkey; on success the server has set the session cookie and says where to go. */
export async function signInWithPasskey(redirectTo: string): Promise<PasskeyOutcome<{ redirectTo: string }>> {
  if (!passkeysSupported()) return { ok: false, message: PASSKEY_CLIENT_TEXTS.unsupported };
  try {
    const options = await postJson('/api/auth/passkey/options', {});
    if (options.status !== 200) return { ok: false, message: serverMessage(options.data) };
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const response = await startAuthentication({ optionsJSON: options.data.options as never });
    const signedIn = await postJson('/api/auth/passkey/login', { response, redirectTo });
    if (signedIn.status !== 200) return { ok: false, message: serverMessage(signedIn.data) };
    return { ok: true, value: { redirectTo: String(signedIn.data.redirectTo ?? '/admin') } };
  } catch (error) {
    return { ok: false, message: browserFailure(error) };
  }
}

/** Adds a passkey to the signed-in account under `name` (the current password: not needed right after signing in). */
export async function addPasskey(name: string, currentPassword: string): Promise<PasskeyOutcome<{ message: string }>> {
  if (!passkeysSupported()) return { ok: false, message: PASSKEY_CLIENT_TEXTS.unsupported };
  try {
    const options = await postJson('/api/account/passkeys/options', currentPassword ? { currentPassword } : {});
    if (options.status !== 200) return { ok: false, message: serverMessage(options.data) };
    const { startRegistration } = await import('@simplewebauthn/browser');
    const response = await startRegistration({ optionsJSON: options.data.options as never });
    const added = await postJson('/api/account/passkeys', { name, response });
    if (added.status !== 201) return { ok: false, message: serverMessage(added.data) };
    return { ok: true, value: { message: serverMessage(added.data) } };
  } catch (error) {
    return { ok: false, message: browserFailure(error) };
  }
}
