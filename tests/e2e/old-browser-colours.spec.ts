import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 30 item 4 (decision 0340): a browser without oklch() and color-mix() (Chrome < 111,
 * Safari < 15.4, Samsung Internet < 21) drops every declaration that uses them. The review
 * stripped them from the stylesheet and saw white placeholders that read like typed values,
 * input borders and step circles gone. Here the stylesheet is served with those declarations
 * removed, as such a browser reads it, and the booking wizard must keep its colours: the
 * same as a current browser's, with readable text, placeholders distinct from typed text and
 * visible borders. Screenshots of the stripped wizard land in test-results/old-colours/.
 */

/** The stylesheet as an old browser keeps it: every declaration with oklch( or color-mix( dropped. */
function stripModernColours(css: string): string {
  return css.replace(/([{;])[^{};]*\b(?:oklch|color-mix)\([^{};]*/g, '$1');
}

async function withOldColours(page: Page) {
  await page.route('**/assets/*.css', async (route) => {
    const response = await route.fetch();
    const css = await response.text();
    await route.fulfill({
      response,
      body: stripModernColours(css),
      headers: { ...response.headers(), 'content-length': '' },
    });
  });
}

type Rgba = [number, number, number, number];
type Colours = Record<string, string>;

/** The colours that make step 1 readable, as the browser computed them. */
async function wizardColours(page: Page): Promise<Colours> {
  return page.evaluate(() => {
    // any computed colour (a current browser keeps oklch() in computed values) as sRGB rgba(), painted on a canvas
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const srgb = (colour: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return `rgba(${r}, ${g}, ${b}, ${Math.round((a! / 255) * 100) / 100})`;
    };
    const css = (selector: string, prop: string, pseudo?: string) => {
      const el = document.querySelector(selector);
      if (!el) throw new Error(`missing ${selector}`);
      return srgb(getComputedStyle(el, pseudo).getPropertyValue(prop));
    };
    return {
      bodyText: css('body', 'color'),
      label: css('label[for=customerName]', 'color'),
      typedText: css('#customerName', 'color'),
      placeholder: css('#customerEmail', 'color', '::placeholder'),
      inputBorder: css('#customerName', 'border-top-color'),
      currentStep: css('ol[aria-label="Randevu adımları"] li:nth-child(1) span', 'background-color'),
      nextStepBorder: css('ol[aria-label="Randevu adımları"] li:nth-child(2) span', 'border-top-color'),
      nextStepText: css('ol[aria-label="Randevu adımları"] li:nth-child(2) span', 'color'),
      button: css('input[name=personal]', 'background-color'),
      buttonText: css('input[name=personal]', 'color'),
      heading: css('h1', 'color'),
    };
  });
}

function rgba(value: string): Rgba {
  const m = value.match(/rgba?\(([^)]+)\)/);
  if (!m) throw new Error(`not an rgb colour: ${value}`);
  const [r, g, b, a] = m[1]!
    .split(/[,\s/]+/)
    .filter(Boolean)
    .map(Number);
  return [r!, g!, b!, a ?? 1];
}

/** WCAG relative luminance and contrast ratio of two opaque colours. */
function luminance([r, g, b]: Rgba): number {
  const ch = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
}
function contrast(a: Rgba, b: Rgba): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}
/** A colour over another (alpha compositing). */
function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}
const close = (a: Rgba, b: Rgba) => a.every((v, i) => Math.abs(v - b[i]!) <= (i === 3 ? 0.02 : 3));

/** The card the form sits on: black page, white at 3 % (bg-white/[0.03]), the inputs black at 40 % on it. */
const PAGE: Rgba = [0, 0, 0, 1];
const CARD = over([255, 255, 255, 0.03], PAGE);
const INPUT = over([0, 0, 0, 0.4], CARD);

test.describe('the booking wizard on a browser without oklch() and color-mix()', () => {
  test('keeps readable text, placeholders unlike typed text, visible borders and step circles: the colours of a current browser', async ({
    browser,
  }) => {
    test.slow();
    const modern = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await modern.goto('/contact');
    const expected = await wizardColours(modern);
    await modern.close();

    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await withOldColours(page);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeVisible();
    // the served stylesheet really is the stripped one (what is left of the functions is in @supports conditions)
    const served = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel=stylesheet]')!.href;
      return (await fetch(href)).text();
    });
    expect(served).not.toMatch(/[{;][^{};@]*\b(?:oklch|color-mix)\(/);
    const old = await wizardColours(page);

    for (const [name, value] of Object.entries(expected))
      expect(close(rgba(old[name]!), rgba(value)), `${name}: ${old[name]} (current browsers: ${value})`).toBe(true);

    // and on their own terms: text readable, placeholder readable but not the typed text's colour, borders there
    expect(contrast(over(rgba(old.bodyText!), PAGE), PAGE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(over(rgba(old.label!), CARD), CARD)).toBeGreaterThanOrEqual(4.5);
    const placeholder = over(rgba(old.placeholder!), INPUT);
    const typed = over(rgba(old.typedText!), INPUT);
    expect(contrast(placeholder, INPUT)).toBeGreaterThanOrEqual(3);
    expect(contrast(typed, placeholder)).toBeGreaterThanOrEqual(2);
    expect(rgba(old.inputBorder!)[3]).toBe(1);
    expect(contrast(over(rgba(old.inputBorder!), CARD), INPUT)).toBeGreaterThan(1.5);
    expect(contrast(over(rgba(old.nextStepBorder!), CARD), CARD)).toBeGreaterThan(1.5);
    expect(contrast(over(rgba(old.nextStepText!), CARD), CARD)).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(over(rgba(old.buttonText!), over(rgba(old.button!), CARD)), over(rgba(old.button!), CARD)),
    ).toBeGreaterThanOrEqual(4.5);

    // what a customer sees: step 1 empty and refused, then steps 2 and 3 (looked at by hand)
    const shots = test.info().outputPath('old-colours');
    await page.screenshot({ path: `${shots}/1-kisisel-bilgiler-375.png`, fullPage: true });
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.locator('#customerName-hata')).toBeVisible();
    await page.screenshot({ path: `${shots}/1-eksik-alanlar-375.png`, fullPage: true });
    await page.getByLabel('Ad Soyad').fill('Deniz Arslan');
    await page.getByLabel('E-posta').fill('deniz.eski@example.com');
    await page.getByLabel('Telefon').fill('+90 532 444 55 66');
    await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('heading', { name: 'Hizmet & Ekip Üyesi' })).toBeVisible();
    await page.locator('summary', { hasText: /^Kalıcı Oje & Jel$/ }).click();
    await page.getByRole('checkbox', { name: /^Kalıcı Oje 60 dk/ }).check();
    await expect(page.getByText('Elif Yılmaz')).toBeVisible();
    await page.screenshot({ path: `${shots}/2-hizmet-375.png`, fullPage: true });
    await page.getByText('Elif Yılmaz').click();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('heading', { name: 'Randevu Detayları' })).toBeVisible();
    await page.screenshot({ path: `${shots}/3-randevu-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${shots}/3-randevu-1280.png`, fullPage: true });
    await page.goto('/contact?adim=1');
    await page.screenshot({ path: `${shots}/1-kisisel-bilgiler-1280.png`, fullPage: true });
    await page.close();
  });
});
