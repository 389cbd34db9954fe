/**
 * The version a one-tap action or a dialog carries (docs/decisions/0430): the one it was OPENED
 * with, not the one a live re-read of the screen (websocket → revalidation) brought in since.
 * A change saved elsewhere meanwhile then refuses her tap with the usual stale notice, with
 * JavaScript as without it (a page without script keeps the version it was loaded with).
 *
 * The version moves on only where a page without script would have loaded anew: after a
 * submission of her own on this screen (a form or a fetcher, settled: its answer and the
 * re-read arrive together), or when the control shows another record (`key`).
 */
import { useState } from 'react';
import { useFetchers, useNavigation } from 'react-router';

const isWrite = (method: string | undefined) => method !== undefined && method.toUpperCase() !== 'GET';

/** True while a submission of this tab (a form navigation or a fetcher) is under way. */
function useOwnSubmission(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return (
    (navigation.state !== 'idle' && isWrite(navigation.formMethod)) ||
    fetchers.some((f) => f.state !== 'idle' && isWrite(f.formMethod))
  );
}

export function useOpenedVersion<V extends number | undefined>(current: V, key: unknown): V {
  const submitting = useOwnSubmission();
  const [held, setHeld] = useState({ key, version: current, submitted: false });
  // adjusting state while rendering (React's pattern for state derived from a change of props)
  if (!Object.is(held.key, key)) {
    setHeld({ key, version: current, submitted: false });
    return current;
  }
  if (submitting && !held.submitted) setHeld({ ...held, submitted: true });
  if (!submitting && held.submitted) {
    setHeld({ key, version: current, submitted: false });
    return current;
  }
  return held.version;
}
