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

/** Step 1's fields as the form sends them (the KVKK box ticked, the seeded notice version). */
export const PERSON_STEP_FIELDS = { step: '1', intent: 'personal', kvkkConsent: 'on', kvkkVersion: '1' } as const;

/** Steps 1 and 2 (the member or 'any'), then step 3's date: the client stands on step 3. */
export async function toStep3(
  context: TestContext,
  choice: {
    personal: { customerName: string; customerEmail: string; customerPhone: string };
    serviceIds: number[];
    member: number | 'any';
    date: string;
  },
) {
  const c = wizardClient(context);
  const one = await c.post({ ...PERSON_STEP_FIELDS, ...choice.personal });
  if (one.location !== '/contact?adim=2') throw new Error(`step 1: ${JSON.stringify(one)}`);
  const two = await c.post({
    step: '2',
    intent: 'selection',
    serviceIds: choice.serviceIds.map(String),
    teamMemberId: String(choice.member),
  });
  if (two.location !== '/contact?adim=3') throw new Error(`step 2: ${JSON.stringify(two)}`);
  const three = await c.post({ step: '3', intent: 'change-date', date: choice.date });
  if (three.location !== '/contact?adim=3') throw new Error(`step 3: ${JSON.stringify(three)}`);
  const page = (await c.get('?adim=3')).data as contact.WizardData;
  if (!page.slotStep) throw new Error('step 3 shows no slots');
  return { client: c, token: page.slotStep.token, page };
}
