/**
 * The desk's work survives a Wi-Fi drop (issue 15 item 7). A route whose action the admin
 * reaches through a fetcher exports `clientAction = networkGuardedAction` and
 * `shouldRevalidate = revalidateUnlessOffline`: when the request to the server fails on the
 * network, the action answers `{ ok: false, kind: 'network', message: 'Bağlantı hatası…' }`
 * instead of throwing (no error page, no 'Failed to fetch'), and no loader is re-run, so the
 * screen stays as it was and the control offers 'Tekrar Dene'. Without JavaScript nothing
 * changes (the browser posts the form).
 */
import type { ShouldRevalidateFunctionArgs } from 'react-router';

export const NETWORK_ERROR_MESSAGE = 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin ve tekrar deneyin.';
export const RETRY_LABEL = 'Tekrar Dene';

export type NetworkFailure = { ok: false; kind: 'network'; message: string };

/** Whether an error is a failed request (fetch rejects with a TypeError when the network is gone). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof Error && /failed to fetch|networkerror|network request failed|load failed/i.test(error.message);
}

export function isNetworkFailure(value: unknown): value is NetworkFailure {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'network' && (value as { ok?: unknown }).ok === false;
}

/** A clientAction that runs the server action and turns a network failure into an answer. */
export async function networkGuardedAction<T>({ serverAction }: { serverAction: () => Promise<T> }): Promise<T | NetworkFailure> {
  try {
    return await serverAction();
  } catch (error) {
    if (isNetworkError(error)) return { ok: false, kind: 'network', message: NETWORK_ERROR_MESSAGE };
    throw error;
  }
}

/** Loaders are not re-run after an action that failed on the network (they would fail too). */
export function revalidateUnlessOffline({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (isNetworkFailure(actionResult)) return false;
  return defaultShouldRevalidate;
}
