import { describe, expect, it } from 'vitest';
import { safeLink } from './safe-link';

describe('safeLink', () => {
  it('keeps site paths, web addresses, phone and mail links', () => {
    for (const ok of [
      '/contact',
      '/services?kategori=gel',
      'https://example.com/x',
      'tel:+903325551234',
      'mailto:info@example.com',
    ])
      expect(safeLink(ok)).toBe(ok);
  });
  it('replaces scripts, protocol-relative and empty links with the fallback', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:x',
      '//evil.example',
      'data:text/html,x',
      '',
      null,
      undefined,
      'contact',
    ])
      expect(safeLink(bad)).toBe('/contact');
  });
});
