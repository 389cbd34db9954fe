/**
 * Calls a route module's loader the way React Router does (request, context, params) and
 * turns whatever comes back or is thrown (a Response, data(..., { status }) or plain data)
 * into one shape: status, parsed body, headers.
 */
import type { TestContext } from '../helpers/test-db';

export type Outcome = { status: number; body: any; headers: Headers; thrown: boolean };

type AnyLoader = (args: any) => unknown;

export async function callLoader(
  loader: AnyLoader,
  url: string,
  context: TestContext,
  options: { params?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Outcome> {
  const request = new Request(new URL(url, 'http://studio.test'), { headers: options.headers });
  try {
    return await toOutcome(await loader({ request, context, params: options.params ?? {} }), false);
  } catch (error) {
    return toOutcome(error, true);
  }
}

async function toOutcome(value: unknown, thrown: boolean): Promise<Outcome> {
  if (value instanceof Response) {
    const text = await value.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: value.status, body, headers: value.headers, thrown };
  }
  if (value && typeof value === 'object' && (value as { type?: string }).type === 'DataWithResponseInit') {
    const v = value as { data: unknown; init: ResponseInit | null };
    return { status: v.init?.status ?? 200, body: v.data, headers: new Headers(v.init?.headers), thrown };
  }
  if (thrown) throw value;
  return { status: 200, body: value, headers: new Headers(), thrown };
}
