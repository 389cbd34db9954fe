import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKLY_HOURS } from '~/domain/hours';
import { beautySalonJsonLd, publicOrigin, seoMeta } from './seo';

describe('seo', () => {
  it('takes the canonical origin from PUBLIC_URL, else from the request', () => {
    const request = new Request('http://10.0.0.5:3000/services?x=1');
    expect(publicOrigin(request, 'https://shevanailart.com.tr/')).toBe('https://shevanailart.com.tr');
    expect(publicOrigin(request, undefined)).toBe('http://10.0.0.5:3000');
    expect(publicOrigin(request, '  ')).toBe('http://10.0.0.5:3000');
  });

  it('builds title, description, keywords, canonical and Open Graph in one list', () => {
    const meta = seoMeta({
      title: 'Galeri',
      description: 'Tasarımlar',
      keywords: ['nail art'],
      origin: 'https://x.tr',
      path: '/gallery?sayfa=2',
      image: '/api/uploads/gallery/a-1600.webp',
    });
    expect(meta).toContainEqual({ title: 'Galeri | Sheva Nail Art Studio' });
    expect(meta).toContainEqual({ name: 'description', content: 'Tasarımlar' });
    expect(meta.find((m) => 'name' in m && m.name === 'keywords')).toMatchObject({
      content: expect.stringMatching(/^nail art, Konya nail art/),
    });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://x.tr/gallery?sayfa=2' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://x.tr/gallery?sayfa=2' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'tr_TR' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://x.tr/uploads/gallery/a-1600.webp' });
    expect(meta.some((m) => 'script:ld+json' in m)).toBe(false);
  });

  it('describes the studio as a BeautySalon in Konya with the booking hours', () => {
    const ld = beautySalonJsonLd('https://x.tr', { weekly: DEFAULT_WEEKLY_HOURS, image: '/uploads/home/h-1600.webp' });
    expect(ld).toMatchObject({
      '@type': 'BeautySalon',
      url: 'https://x.tr/',
      image: 'https://x.tr/uploads/home/h-1600.webp',
      address: { addressRegion: 'Konya', addressCountry: 'TR' },
    });
    const days = (ld.openingHoursSpecification as { dayOfWeek: string[] }[]).flatMap((s) => s.dayOfWeek);
    expect(days.sort()).toEqual(['Friday', 'Saturday', 'Sunday', 'Thursday', 'Tuesday', 'Wednesday']);
  });

  it('states the hours it is given (edited weekly hours)', () => {
    const weekly = {
      ...DEFAULT_WEEKLY_HOURS,
      1: { open: '10:00', close: '16:00' },
      0: null,
      5: { open: '09:00', close: '20:00' },
    };
    const ld = beautySalonJsonLd('https://x.tr', { weekly });
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '10:00', closes: '16:00' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Saturday'],
        opens: '09:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '09:00', closes: '20:00' },
    ]);
  });
});
