import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type StudioProcess } from '../helpers/server-process';
import { formWithButton, walkWizardTo } from '../helpers/wizard-walk';

/**
 * Issue 30 item 9 (decision 0349): every public page and every step of the booking wizard is
 * valid HTML by the content models of the HTML standard (what the W3C checker reports: an
 * <h2> inside <address>, an <img> without src, a <figure> whose caption is not first or last),
 * checked with html-validate's "standard" rules: no Java needed. Against the production
 * build, through the real server, as a visitor without JavaScript gets them.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // React writes boolean attributes as attr="" and void elements as <br/>: both valid HTML
    'attribute-boolean-style': 'off',
    'void-style': 'off',
    // inline style="" is valid HTML (the layout sets a few sizes)
    'no-inline-style': 'off',
  },
});

async function problems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) =>
    r.messages.map((m) => `${m.ruleId} (line ${m.line}): ${m.message} [${m.selector ?? ''}]`),
  );
}

describe('every public page and wizard step is valid HTML', () => {
  let studio: StudioProcess;
  let dir: string;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-html-'));
    studio = await startStudio({
      DATABASE_PATH: path.join(dir, 'studio.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      PUBLIC_URL: 'https://shevanailart.com.tr',
    });
    for (const p of [
      '/',
      '/services',
      '/gallery',
      '/gallery/1',
      '/team',
      '/about',
      '/kvkk',
      '/contact',
      '/randevularim',
      '/randevularim?durum=gonderildi',
      '/contact/bekleme-listesi',
      '/bu-sayfa-yok',
    ]) {
      pages.set(p, await (await fetch(`${studio.url}${p}`)).text());
    }
    const step2 = await walkWizardTo(studio.url, 2);
    pages.set('/contact?adim=2', step2.page.html);
    // step 1 refused (nothing filled in): the messages under the fields
    const refused = await step2.client.press(
      await step2.client.get('/contact'),
      'Devam Et',
      { customerName: '', customerEmail: '', customerPhone: '' },
      () => false,
    );
    pages.set('/contact (step 1 refused)', refused.html);
    const step3 = await walkWizardTo(studio.url, 3);
    pages.set('/contact?adim=3', step3.page.html);
    const time = formWithButton(step3.page.html, 'Randevu Al').form.fields.find(
      (f) => f.type === 'radio' && !f.disabled && f.value !== '',
    )!;
    const booked = await step3.client.press(step3.page, 'Randevu Al', {}, (f) =>
      f.type === 'radio' && f.name === time.name ? f.value === time.value : undefined,
    );
    pages.set('/randevu/{token}?durum=alindi (booked without the script)', booked.html);
    // the booking's own page, which links its calendar file (/randevu/{token}/takvim.ics)
    const manage = booked.html.match(/href="(\/randevu\/[A-Za-z0-9_-]+)\/takvim\.ics"/)![1]!;
    pages.set('/randevu/{token}', await (await fetch(`${studio.url}${manage}`)).text());
    pages.set('/randevu/{token}?iptal=onay', await (await fetch(`${studio.url}${manage}?iptal=onay`)).text());
  }, 180_000);

  afterAll(async () => {
    await studio?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('checks what the W3C checker reported (the validator is not blind to them)', async () => {
    const doc = (body: string) =>
      `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;
    expect(await problems(doc('<address><h2>İletişim</h2></address>'))).toEqual([
      expect.stringContaining('element-permitted-content'),
    ]);
    expect(await problems(doc('<img alt="">'))).toEqual([expect.stringContaining('element-required-attributes')]);
    expect(
      await problems(
        doc('<figure><img src="a.webp" alt=""><figcaption>a</figcaption><button type="button">b</button></figure>'),
      ),
    ).toEqual([expect.stringContaining('element-permitted-order')]);
  });

  it('has every page and step it was asked for', () => {
    expect(pages.size).toBe(18);
    for (const [name, html] of pages) expect(html, name).toMatch(/^<!DOCTYPE html>/i);
  });

  it.each([
    '/',
    '/services',
    '/gallery',
    '/gallery/1',
    '/team',
    '/about',
    '/kvkk',
    '/contact',
    '/contact (step 1 refused)',
    '/contact?adim=2',
    '/contact?adim=3',
    '/randevu/{token}?durum=alindi (booked without the script)',
    '/randevu/{token}',
    '/randevu/{token}?iptal=onay',
    '/randevularim',
    '/randevularim?durum=gonderildi',
    '/contact/bekleme-listesi',
    '/bu-sayfa-yok',
  ])('%s', async (name) => {
    expect(await problems(pages.get(name)!)).toEqual([]);
  });
});
