/**
 * Walks the /contact booking wizard the way a customer without JavaScript does: read the
 * page's HTML, fill what the form offers, press a button by its visible words, follow the
 * redirect. Used by bench/page-weight.ts (to weigh steps 2 and 3, which need a draft) and by
 * tests that need a customer's draft cookie.
 */

type Field = {
  tag: string;
  type: string;
  name: string;
  value: string;
  checked: boolean;
  disabled: boolean;
  attrs: string;
};
type Button = { name: string; value: string; text: string };
export type HtmlForm = { action: string; fields: Field[]; buttons: Button[] };

const attr = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>]|$)`, 'i').exec(tag);
  return m ? decode(m[1] ?? '') : null;
};
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const text = (html: string) =>
  decode(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** The POST forms of a page with their fields (inputs, textareas, selects) and submit buttons. */
export function postForms(html: string): HtmlForm[] {
  const forms: HtmlForm[] = [];
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const open = m[1]!;
    if ((attr(open, 'method') ?? 'get').toLowerCase() !== 'post') continue;
    const inner = m[2]!;
    const fields: Field[] = [];
    for (const i of inner.matchAll(/<input\b[^>]*>/gi)) {
      const tag = i[0];
      const name = attr(tag, 'name');
      const type = (attr(tag, 'type') ?? 'text').toLowerCase();
      if (!name || type === 'submit' || type === 'button' || type === 'image' || type === 'reset') continue;
      fields.push({
        tag: 'input',
        type,
        name,
        value: attr(tag, 'value') ?? (type === 'checkbox' || type === 'radio' ? 'on' : ''),
        checked: attr(tag, 'checked') !== null,
        disabled: attr(tag, 'disabled') !== null,
        attrs: tag,
      });
    }
    for (const t of inner.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/gi)) {
      const name = attr(t[1]!, 'name');
      if (name)
        fields.push({
          tag: 'textarea',
          type: 'textarea',
          name,
          value: decode(t[2]!),
          checked: false,
          disabled: attr(t[1]!, 'disabled') !== null,
          attrs: t[1]!,
        });
    }
    for (const s of inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
      const name = attr(s[1]!, 'name');
      if (!name) continue;
      const options = [...s[2]!.matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/gi)];
      const chosen = options.find((o) => attr(o[1]!, 'selected') !== null) ?? options[0];
      fields.push({
        tag: 'select',
        type: 'select',
        name,
        value: chosen ? (attr(chosen[1]!, 'value') ?? text(chosen[2]!)) : '',
        checked: false,
        disabled: attr(s[1]!, 'disabled') !== null,
        attrs: s[1]!,
      });
    }
    const buttons: Button[] = [];
    for (const i of inner.matchAll(/<input\b[^>]*>/gi)) {
      const tag = i[0];
      if ((attr(tag, 'type') ?? '').toLowerCase() !== 'submit' || attr(tag, 'disabled') !== null) continue;
      buttons.push({ name: attr(tag, 'name') ?? '', value: attr(tag, 'value') ?? '', text: attr(tag, 'value') ?? '' });
    }
    for (const b of inner.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/gi)) {
      const type = (attr(b[1]!, 'type') ?? 'submit').toLowerCase();
      if (type !== 'submit' || attr(b[1]!, 'disabled') !== null) continue;
      buttons.push({ name: attr(b[1]!, 'name') ?? '', value: attr(b[1]!, 'value') ?? '', text: text(b[2]!) });
    }
    forms.push({ action: attr(open, 'action') ?? '', fields, buttons });
  }
  return forms;
}

/** The form holding the submit button (a `<button>` or an `<input type="submit">`) that reads `words`. */
export function formWithButton(html: string, words: string): { form: HtmlForm; button: Button } {
  for (const form of postForms(html)) {
    const button = form.buttons.find((b) => b.text === words || b.text.startsWith(`${words} `));
    if (button) return { form, button };
  }
  throw new Error(
    `no form with a "${words}" button; buttons: ${postForms(html)
      .flatMap((f) => f.buttons.map((b) => b.text))
      .join(' | ')}`,
  );
}

/**
 * What the browser sends: enabled fields, checked boxes only, and the pressed button.
 * `tick` is the customer's clicks: true ticks a box or picks a radio, false clears it,
 * undefined leaves it as the page rendered it.
 */
export function formBody(
  form: HtmlForm,
  button: Button,
  values: Record<string, string> = {},
  tick: (f: Field) => boolean | undefined = () => undefined,
): URLSearchParams {
  const body = new URLSearchParams();
  for (const f of form.fields) {
    if (f.disabled) continue;
    if (f.type === 'checkbox' || f.type === 'radio') {
      if (tick(f) ?? f.checked) body.append(f.name, f.value);
    } else body.append(f.name, values[f.name] ?? f.value);
  }
  if (button.name) body.append(button.name, button.value);
  return body;
}

/** A cookie-keeping client of one site (one customer's browser without JavaScript). */
export function formClient(base: string) {
  let cookie = '';
  const keep = (res: Response) => {
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
  };
  const client = {
    cookie: () => cookie,
    async get(path: string): Promise<{ status: number; html: string; url: string }> {
      const res = await fetch(new URL(path, base), { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
      keep(res);
      return { status: res.status, html: await res.text(), url: path };
    },
    /** Presses the button; follows one redirect like a browser. */
    async press(
      page: { html: string; url: string },
      words: string,
      values: Record<string, string> = {},
      tick?: (f: Field) => boolean | undefined,
    ) {
      const { form, button } = formWithButton(page.html, words);
      const action = form.action || page.url;
      const res = await fetch(new URL(action, base), {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Origin: new URL(base).origin,
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: formBody(form, button, values, tick),
      });
      keep(res);
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) return client.get(location);
      return { status: res.status, html: await res.text(), url: action };
    },
  };
  return client;
}

export const BENCH_CUSTOMER = {
  customerName: 'Deneme Müşteri',
  customerEmail: 'deneme@example.com',
  customerPhone: '0532 444 55 66',
};

/**
 * Fills step 1 (the text fields and the consent box), picks the first service of step 2 and
 * the first team member offered, and stops on the step asked for. Returns the client (its
 * cookie holds the draft) and the page reached.
 */
export async function walkWizardTo(base: string, step: 2 | 3) {
  const c = formClient(base);
  let page = await c.get('/contact');
  page = await c.press(page, 'Devam Et', BENCH_CUSTOMER, (f) => (f.type === 'checkbox' ? true : undefined));
  if (!page.url.includes('adim=2'))
    throw new Error(`step 1 did not lead to step 2 (HTTP ${page.status} at ${page.url})`);
  if (step === 2) return { client: c, page };
  const firstBox = (html: string) =>
    formWithButton(html, 'Devam Et').form.fields.find((f) => f.type === 'checkbox' && !f.disabled);
  const service = firstBox(page.html);
  if (!service) throw new Error('step 2 offers no service to tick');
  const tickService = (f: Field) => (f.name === service.name && f.value === service.value ? true : undefined);
  const members = (html: string) =>
    formWithButton(html, 'Devam Et').form.fields.filter((f) => f.type === 'radio' && !f.disabled && f.value !== '');
  if (!members(page.html).length) page = await c.press(page, 'Ekip Üyelerini Göster', {}, tickService);
  const member = members(page.html)[0];
  if (!member) throw new Error('step 2 offers no team member for the first service');
  page = await c.press(page, 'Devam Et', {}, (f) =>
    f.type === 'radio' && f.name === member.name ? f.value === member.value : tickService(f),
  );
  if (!page.url.includes('adim=3'))
    throw new Error(`step 2 did not lead to step 3 (HTTP ${page.status} at ${page.url})`);
  return { client: c, page };
}

/** Books the first free time of step 3 ("Randevu Al"); returns the customer's own page (/randevu/...) from the success screen. */
export async function bookFirstFreeTime(walk: Awaited<ReturnType<typeof walkWizardTo>>): Promise<string> {
  const { client, page } = walk;
  const time = formWithButton(page.html, 'Randevu Al').form.fields.find(
    (f) => f.type === 'radio' && !f.disabled && f.value !== '',
  );
  if (!time) throw new Error('step 3 offers no free time');
  const done = await client.press(page, 'Randevu Al', {}, (f) =>
    f.type === 'radio' && f.name === time.name ? f.value === time.value : undefined,
  );
  const manage = done.html.match(/href="(\/randevu\/[^"]+)"/)?.[1];
  if (!manage) throw new Error(`booking did not show the customer's page link (HTTP ${done.status} at ${done.url})`);
  return decode(manage);
}
