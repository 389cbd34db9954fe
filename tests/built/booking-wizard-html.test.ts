/**
 * The /contact wizard walked like a text browser (lynx, w3m) walks it: only what the served
 * HTML offers. Each step's form is parsed; the client fills the text fields, ticks what a
 * person would tick by its label, presses a submit control by its visible word, and sends
 * exactly what the form would send (the pressed control's name and value included). The
 * production server runs with a fixed clock (Tuesday 2026-11-24 09:00 Istanbul).
 */
import { describe, expect, it } from 'vitest';
import { useStudio } from '../helpers/studio';

const studio = useStudio('studio-wizard-html-', {
  SEED_DEMO: 'true',
  FAKE_NOW: '2026-11-24T09:00:00+03:00',
  ADMIN_EMAIL: 'html-walk@studio.test',
  ADMIN_PASSWORD: 'html-walk-sifre-1',
  SESSION_SECRET: 'html-walk-secret-html-walk-secret',
});

type Control = {
  tag: 'input' | 'textarea';
  type: string;
  name: string;
  value: string;
  checked: boolean;
  disabled: boolean;
  hidden: boolean;
  label: string;
};
type ParsedForm = { action: string; controls: Control[] };

const attr = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`).exec(tag);
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
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The wizard's form of a page: its controls in order, each with the text of its label. */
function parseForm(html: string): ParsedForm {
  const form = /<form\b[^>]*data-wizard-form[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error('no wizard form on the page');
  const open = /<form\b[^>]*>/.exec(form[0])![0];
  const labels = new Map<string, string>();
  for (const m of form[1]!.matchAll(/<label\b[^>]*>([\s\S]*?)<\/label>/g)) {
    const input = /<input\b[^>]*>/.exec(m[1]!);
    if (input) labels.set(input[0], text(m[1]!));
  }
  for (const m of form[1]!.matchAll(/<label\b[^>]*for="([^"]+)"[^>]*>([\s\S]*?)<\/label>/g))
    labels.set(`#${m[1]}`, text(m[2]!));
  const controls: Control[] = [];
  for (const m of form[1]!.matchAll(/<input\b[^>]*>|<textarea\b[^>]*>([\s\S]*?)<\/textarea>/g)) {
    const tag = m[0];
    const isTextarea = tag.startsWith('<textarea');
    const name = attr(tag, 'name');
    if (!name) continue;
    const id = attr(tag, 'id');
    controls.push({
      tag: isTextarea ? 'textarea' : 'input',
      type: isTextarea ? 'textarea' : (attr(tag, 'type') ?? 'text'),
      name,
      value: isTextarea ? decode(m[1] ?? '') : (attr(tag, 'value') ?? ''),
      checked: attr(tag, 'checked') !== null,
      disabled: attr(tag, 'disabled') !== null,
      hidden: attr(tag, 'hidden') !== null,
      label: labels.get(tag) ?? (id ? (labels.get(`#${id}`) ?? '') : ''),
    });
  }
  return { action: attr(open, 'action') ?? '/contact', controls };
}

/** A cookie-carrying client that only does what the page offers. */
function textBrowser() {
  let cookie = '';
  let page = '';
  let status = 0;
  const remember = (res: Response) => {
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
  };
  async function load(url: string) {
    const res = await fetch(`${studio.url}${url}`, { headers: cookie ? { Cookie: cookie } : {} });
    remember(res);
    status = res.status;
    page = await res.text();
  }
  return {
    load,
    get html() {
      return page;
    },
    get status() {
      return status;
    },
    form: () => parseForm(page),
    /** Fills and ticks on the current form, presses the submit whose visible word is `button`, follows the redirect. */
    async submit(
      button: string,
      fill: { text?: Record<string, string>; tick?: string[]; choose?: Record<string, string> } = {},
    ) {
      const form = parseForm(page);
      const submit = form.controls.find((c) => c.type === 'submit' && c.value === button && !c.disabled);
      if (!submit)
        throw new Error(
          `no "${button}" on the page: ${form.controls
            .filter((c) => c.type === 'submit')
            .map((c) => c.value)
            .join(', ')}`,
        );
      const body = new URLSearchParams();
      for (const c of form.controls) {
        if (c.disabled || c.type === 'submit') continue;
        if (c.type === 'checkbox') {
          if (c.checked || fill.tick?.some((t) => c.label.startsWith(t))) body.append(c.name, c.value || 'on');
        } else if (c.type === 'radio') {
          const wanted = fill.choose?.[c.name];
          const picked = wanted !== undefined ? c.label.startsWith(wanted) : c.checked;
          if (picked) body.append(c.name, c.value);
        } else body.append(c.name, fill.text?.[c.name] ?? c.value);
      }
      body.append(submit.name, submit.value);
      const res = await fetch(`${studio.url}${form.action}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
      remember(res);
      status = res.status;
      if (res.status === 302 || res.status === 303) await load(res.headers.get('location')!.replace(/#.*$/, ''));
      else page = await res.text();
    },
  };
}

/** What a text browser prints for every submit control: its value. None may be an internal code. */
function expectReadableSubmits(form: ParsedForm) {
  for (const c of form.controls.filter((x) => x.type === 'submit')) {
    expect(c.value).not.toMatch(/^[a-z-]+$|^\w+:\d+$/);
    expect(c.hidden).toBe(false);
  }
}

describe('the wizard through its HTML only', () => {
  it('books with plain form posts: readable buttons, nothing pre-selected, no hidden control', async () => {
    const b = textBrowser();
    await b.load('/contact');
    expect(b.html).not.toMatch(/<script\b[^>]*type="module"/); // no React Router runtime on this page
    expectReadableSubmits(b.form());
    await b.submit('Devam Et', {
      text: { customerName: 'Metin Tarayıcı', customerEmail: 'lynx@example.com', customerPhone: '0532 444 55 66' },
      tick: ['KVKK Aydınlatma Metni'],
    });
    expect(b.html).toContain('Hizmet &amp; Ekip Üyesi');

    expectReadableSubmits(b.form());
    await b.submit('Ekip Üyelerini Göster', { tick: ['Klasik Manikür'] });
    let form = b.form();
    expectReadableSubmits(form);
    // no member chosen for the customer: the checked radio is the one that says so
    const checkedMember = form.controls.filter((c) => c.name === 'teamMemberId' && c.checked);
    expect(checkedMember).toEqual([expect.objectContaining({ value: '', label: 'Ekip üyesi seçilmedi' })]);
    expect(form.controls.filter((c) => c.name === 'teamMemberId').map((c) => c.label)).toEqual([
      'Ekip üyesi seçilmedi',
      expect.stringMatching(/^✦ Fark etmez – ilk müsait uzman Size en erken saati veren uzman En erken: Bugün 09:30$/),
      expect.stringMatching(/^Elif Yılmaz/),
      expect.stringMatching(/^Zeynep Kaya/),
      expect.stringMatching(/^Ayşe Çelik/),
    ]);
    await b.submit('Devam Et'); // no member: the spec's message
    expect(b.status).toBe(400);
    expect(text(b.html)).toContain('Lütfen bir ekip üyesi seçin.');
    await b.submit('Devam Et', { choose: { teamMemberId: 'Zeynep Kaya' }, tick: [] });
    expect(b.html).toContain('Randevu Detayları');

    form = b.form();
    expectReadableSubmits(form);
    // the first control of step 3 a text browser meets is not a button; nothing is hidden
    expect(form.controls.filter((c) => c.type !== 'hidden')[0]).toMatchObject({ name: 'date', type: 'date' });
    expect(form.controls.filter((c) => c.name === 'time' && c.checked)).toEqual([
      expect.objectContaining({ value: '', label: 'Saat seçilmedi' }),
    ]);
    // today's past times are not offered (now 09:00: 09:00 is gone)
    expect(form.controls.filter((c) => c.name === 'time').map((c) => c.value)).not.toContain('09:00');
    await b.submit('Randevu Al');
    expect(text(b.html)).toContain('Lütfen tüm gerekli alanları doldurun.');
    // a day of the strip, then a time
    await b.submit('26 Per');
    expect(b.form().controls.find((c) => c.name === 'date')!.value).toBe('2026-11-26');
    await b.submit('Randevu Al', { choose: { time: '10:30' }, text: { notes: 'lynx ile' } });
    // the booking's own page (303), the success before anything else of the page's own, and no empty step 1 (issue 36)
    const main = text(b.html.slice(b.html.indexOf('<main')));
    expect(main.indexOf('Randevunuz Başarıyla Oluşturuldu!')).toBeGreaterThan(-1);
    expect(main.indexOf('Randevunuz Başarıyla Oluşturuldu!')).toBeLessThan(main.indexOf('26 Kasım 2026 Perşembe'));
    expect(main).toContain('10:30');
    expect(main).not.toContain('Kişisel Bilgiler');
    expect(b.html).toContain('download="randevu.ics"');
  });
});
