/**
 * The booking wizard's answer as its step shows it (issue 25: the answer is conform's reply):
 * the form's message, the first message of each field and the values shown back, so the
 * wizard tests read the same view they always asserted. Loader data passes unchanged.
 */
import type { WizardReply } from '../../app/routes/booking/wizard/types';

const PERSONAL_FIELDS = ['customerName', 'customerEmail', 'customerPhone', 'kvkkConsent'] as const;

export function wizardView(data: unknown): unknown {
  if (!data || typeof data !== 'object' || !('lastResult' in data)) return data;
  const { lastResult, intent: _intent, ...rest } = data as WizardReply;
  const error = lastResult.error ?? {};
  const fieldErrors = Object.fromEntries(
    Object.entries(error).flatMap(([name, messages]) => (name && messages?.[0] ? [[name, messages[0]]] : [])),
  );
  const typed = (lastResult.initialValue ?? {}) as Record<string, unknown>;
  // step 1 shows back what was typed (conform's initialValue; a refused consent is left unticked)
  const values =
    rest.values ??
    (rest.step === 1
      ? Object.fromEntries(PERSONAL_FIELDS.map((name) => [name, typeof typed[name] === 'string' ? typed[name] : '']))
      : undefined);
  return { ...rest, message: error['']?.[0] ?? '', fieldErrors, ...(values ? { values } : {}) };
}
