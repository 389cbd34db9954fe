import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const render = (props: Partial<Parameters<typeof ResponsiveImage>[0]>) =>
  renderToStaticMarkup(<ResponsiveImage src={null} alt="Tasarım" width={800} height={600} sizes="50vw" {...props} />);

describe('ResponsiveImage', () => {
  it('serves the webp variants with srcset and sizes, lazily, with its size set', () => {
    const html = render({ src: '/uploads/gallery/abcdefabcdefabcdefabcdef-1600.webp' });
    expect(html).toContain('src="/uploads/gallery/abcdefabcdefabcdefabcdef-800.webp"');
    expect(html).toContain(
      'srcSet="/uploads/gallery/abcdefabcdefabcdefabcdef-400.webp 400w, /uploads/gallery/abcdefabcdefabcdefabcdef-800.webp 800w, /uploads/gallery/abcdefabcdefabcdefabcdef-1600.webp 1600w"',
    );
    expect(html).toContain('sizes="50vw"');
    expect(html).toContain('width="800"');
    expect(html).toContain('height="600"');
    expect(html).toContain('loading="lazy"');
    expect(html).toMatch(/class="bg-\[#2a2126\]/);
  });

  it('loads an above-the-fold image eagerly with high priority', () => {
    const html = render({ src: '/api/proxy/uploads/home/abcdefabcdefabcdefabcdef-1600.webp', priority: true });
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('src="/uploads/home/abcdefabcdefabcdefabcdef-800.webp"');
  });

  it('shows the placeholder (or the avatar) for a missing image', () => {
    expect(render({ src: null })).toContain('src="/placeholder.svg"');
    expect(render({ src: '  ', kind: 'avatar' })).toContain('src="/placeholder-avatar.svg"');
    expect(render({ src: null })).not.toContain('srcSet');
  });
});
