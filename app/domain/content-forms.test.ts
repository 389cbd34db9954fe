import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  aboutPageSchema,
  chooseColor,
  galleryUploadSchema,
  homeSettingsSchema,
  resolveColorInputs,
} from './content-forms';
import { MAX_IMAGE_BYTES } from './uploads';

/** parseWithZod with a loose result type (tests read `error` and `value` alike). */
function check(f: FormData, schema: z.ZodType) {
  return parseWithZod(f, { schema }) as unknown as {
    status?: string;
    value?: any;
    error?: Record<string, string[] | null>;
  };
}

function form(values: Record<string, string | File>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

describe('colour inputs', () => {
  it('takes the changed one of text and picker, the text first', () => {
    expect(chooseColor('#112233', '#000000', '#000000')).toBe('#112233');
    expect(chooseColor('#000000', '#445566', '#000000')).toBe('#445566');
    expect(chooseColor('#112233', '#445566', '#000000')).toBe('#112233');
    expect(chooseColor('#000000', '#000000', '#000000')).toBe('#000000');
    expect(chooseColor('#abcdef', null, null)).toBe('#abcdef');
  });
  it('rewrites the form fields', () => {
    const f = resolveColorInputs(
      form({
        backgroundColor: '#000000',
        backgroundColorPicker: '#ff0000',
        backgroundColorInitial: '#000000',
        secondaryBackgroundColor: '#1f2937',
      }),
    );
    expect(f.get('backgroundColor')).toBe('#ff0000');
    expect(f.has('backgroundColorPicker')).toBe(false);
    expect(f.get('secondaryBackgroundColor')).toBe('#1f2937');
  });
});

describe('gallery upload rule', () => {
  it("says 'Lütfen resim ve başlık seçin' when the image or the title is missing", () => {
    const noImage = check(form({ title: 'Başlık', image: new File([], '') }), galleryUploadSchema);
    expect(noImage.status).toBe('error');
    expect(noImage.error?.image).toEqual(['Lütfen resim ve başlık seçin']);
    const noTitle = check(form({ title: '  ', image: new File(['x'], 'a.png') }), galleryUploadSchema);
    expect(noTitle.error?.title).toEqual(['Lütfen resim ve başlık seçin']);
  });
  it("refuses a file over 5 MB with the spec's message", () => {
    const big = check(
      form({ title: 'A', image: new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'a.jpg') }),
      galleryUploadSchema,
    );
    expect(big.error?.image).toEqual(["Dosya boyutu 5MB'dan küçük olmalıdır."]);
  });
});

describe('about page rule', () => {
  const required = {
    heroTitle: 'H',
    storyTitle: 'S',
    missionTitle: 'M',
    visionTitle: 'V',
    valuesTitle: 'D',
    statsTitle: 'İ',
    ctaTitle: 'C',
    ctaButtonText: 'B',
    ctaButtonLink: '/contact',
  };
  it('drops empty statistic rows and keeps the rest in order', () => {
    const s = check(
      form({
        ...required,
        'statsData[0].title': 'Müşteri',
        'statsData[0].value': '100',
        'statsData[1].title': '',
        'statsData[2].value': '8',
        'statsData[2].icon': '⭐',
      }),
      aboutPageSchema,
    );
    expect(s.status).toBe('success');
    if (s.status === 'success')
      expect(s.value.statsData).toEqual([
        { title: 'Müşteri', value: '100', icon: '' },
        { title: '', value: '8', icon: '⭐' },
      ]);
  });
  it('names each missing required field', () => {
    const s = check(form({}), aboutPageSchema);
    expect(Object.keys(s.error ?? {}).sort()).toEqual(Object.keys(required).sort());
  });
});

describe('home settings rule', () => {
  it('requires the four titles and hex colours', () => {
    const s = check(
      form({ heroTitle: 'A', artistTitle: 'B', testimonialsTitle: '', contactTitle: 'D', backgroundColor: 'siyah' }),
      homeSettingsSchema,
    );
    expect(s.error?.testimonialsTitle).toEqual(['Müşteri yorumları başlığı zorunludur']);
    expect(s.error?.backgroundColor).toEqual(['Renk #RRGGBB biçiminde olmalıdır (örn: #1f2937)']);
  });
});
