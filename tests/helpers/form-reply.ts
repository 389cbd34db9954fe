/**
 * How a test reads a form action's conform answer (app/http/form-answer.server.ts): the first
 * message of each field, as the screens show it under the field ('' is the form's own).
 */
export function fieldMessages(data: unknown): Record<string, string> {
  const error =
    (data as { lastResult?: { error?: Record<string, string[] | null> } } | undefined)?.lastResult?.error ?? {};
  return Object.fromEntries(
    Object.entries(error).flatMap(([name, messages]) => (messages?.[0] ? [[name, messages[0]]] : [])),
  );
}
