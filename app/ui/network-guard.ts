/**
 * The desk's work survives a Wi-Fi drop (issue 15 item 7). A route whose action the admin
 * reaches through a fetcher exports `clientAction = networkGuardedAction` and
 * `shouldRevalidate = revalidateUnlessOffline`: when the request to the server fails on the
 * network, the action answers `{ ok: false, kind: 'network', message: 'Bağlantı hatası…' }`
 * instead of throwing (no error page, no 'Failed to fetch'), and no loader is re-run, so the
 * screen stays as it was and the control offers 'Tekrar Dene'. Without JavaScript nothing
 * changes (the browser posts the form).
 */
import { useContext, useEffect } from 'react';
import { UNSAFE_FrameworkContext, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';

export const NETWORK_ERROR_MESSAGE = 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin ve tekrar deneyin.';
export const RETRY_LABEL = 'Tekrar Dene';

export type NetworkFailure = { ok: false; kind: 'network'; message: string };

/** Whether an error is a failed request (fetch rejects with a TypeError when the network is gone). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return (
    error instanceof Error && /failed to fetch|networkerror|network request failed|load failed/i.test(error.message)
  );
}

export function isNetworkFailure(value: unknown): value is NetworkFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'network' &&
    (value as { ok?: unknown }).ok === false
  );
}

/** A clientAction that runs the server action and turns a network failure into an answer. */
export async function networkGuardedAction<T>({
  serverAction,
}: {
  serverAction: () => Promise<T>;
}): Promise<T | NetworkFailure> {
  try {
    return await serverAction();
  } catch (error) {
    if (isNetworkError(error)) return { ok: false, kind: 'network', message: NETWORK_ERROR_MESSAGE };
    throw error;
  }
}

/** Loaders are not re-run after an action that failed on the network (they would fail too). */
export function revalidateUnlessOffline({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (isNetworkFailure(actionResult)) return false;
  return defaultShouldRevalidate;
}

/** The routes whose actions the desk posts to through a fetcher (status, 'Gelmedi', drag to move). */
export const GUARDED_ACTION_ROUTES = [
  'routes/admin.appointments.$id.status',
  'routes/admin.appointments.$id.no-show',
  'routes/admin.appointments.$id.move',
  'routes/admin.appointments.$id.arrived',
] as const;

const warmed = new Set<string>();

/**
 * Loads the guarded routes' modules while the network is there. React Router fetches a
 * route's module only when its action is first called; offline that import fails and React
 * Router reloads the page (the browser's offline page), so the clientAction above never runs.
 * A module imported once stays in the browser's module map, so React Router's own import of
 * the same address succeeds offline. Lazy route discovery adds the routes to the manifest
 * shortly after hydration; that updates the router's state, so the check runs again then.
 */
export function useWarmGuardedActionRoutes(): void {
  const framework = useContext(UNSAFE_FrameworkContext);
  useNavigation();
  useEffect(() => {
    if (!framework) return;
    for (const id of GUARDED_ACTION_ROUTES) {
      const route = framework.manifest.routes[id];
      if (!route || warmed.has(id) || id in framework.routeModules) continue;
      warmed.add(id);
      import(/* @vite-ignore */ route.module).catch(() => warmed.delete(id));
    }
  });
}
