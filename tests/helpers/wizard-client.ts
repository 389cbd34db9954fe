/**
 * A customer walking /contact without JavaScript, through the wizard route's loader and action
 * as React Router calls them, the draft cookie carried between requests like a browser's.
 * (tests/helpers/wizard-walk.ts walks the built server's HTML instead.)
 */
import * as contact from '../../app/routes/booking/wizard/route';
import type { TestContext } from './test-db';
import { wizardView } from './wizard-view';

export type WizardAnswer = { status: number; location: string | null; data: unknown };

/** `script`: the posts carry the wizard script's header (wizard.js: the booking answers with the success dialog). */
export function wizardClient(context: TestContext, options: { script?: boolean } = {}) {
  let cookie = '';
  const remember = (headers: Headers | undefined) => {
    const set = headers?.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
  };
  async function run(fn: () => unknown): Promise<WizardAnswer> {
    let out: unknown;
    try {
      out = await fn();
    } catch (thrown) {
      out = thrown;
    }
    if (out instanceof Response) {
      remember(out.headers);
      return { status: out.status, location: out.headers.get('location'), data: null };
    }
    // data() from react-router: { type: 'DataWithResponseInit', data, init }
    const withInit = out as { data: unknown; init?: { status?: number; headers?: HeadersInit } };
    remember(withInit.init?.headers ? new Headers(withInit.init.headers) : undefined);
    return { status: withInit.init?.status ?? 200, location: null, data: wizardView(withInit.data) };
  }
  const get = (query = '') =>
    run(() =>
      contact.loader({
        request: new Request(`http://localhost/contact${query}`, { headers: { cookie } }),
        context,
        params: {},
      } as never),
    );
  const post = (fields: Record<string, string | string[]>) => {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const value of ([] as string[]).concat(v)) form.append(k, value);
    return run(() =>
      contact.action({
        request: new Request('http://localhost/contact', {
          method: 'POST',
          headers: {
            cookie,
            'content-type': 'application/x-www-form-urlencoded',
            ...(options.script ? { 'x-requested-with': 'wizard' } : {}),
          },
          body: form,
        }),
        context,
        params: {},
      } as never),
    );
  };
  return { get, post, cookie: () => cookie };
}
