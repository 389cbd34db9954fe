import { describe, expect, it } from 'vitest';
import { LowModulePreloads } from './module-preloads.server';

const PAGE =
  '<!DOCTYPE html><html lang="tr"><head><link rel="stylesheet" href="/assets/admin.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/route-ç.js"/>' +
  '</head><body><p>Bugün “randevu” yok</p><script type="module">import "/assets/entry.client.js";</script></body></html>';

const LOWERED = PAGE.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

/** The page streamed in pieces of `size` bytes through one rewriter, put back together. */
function streamed(size: number): string {
  const bytes = Buffer.from(PAGE);
  const rewriter = new LowModulePreloads();
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(rewriter.rewrite(bytes.subarray(at, at + size)));
  out.push(rewriter.end());
  return Buffer.concat(out).toString('utf8');
}

describe('module preloads at low fetch priority', () => {
  it('lowers every module preload of a page that comes in one piece, and nothing else', () => {
    const rewriter = new LowModulePreloads();
    const html = Buffer.concat([rewriter.rewrite(Buffer.from(PAGE)), rewriter.end()]).toString('utf8');
    expect(html).toBe(LOWERED);
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(html).toContain('<link rel="stylesheet" href="/assets/admin.css"');
  });

  it('lowers a tag split between two chunks of the stream, whatever the split (multi-byte letters kept whole)', () => {
    for (const size of [1, 2, 3, 7, 13, 24, 25, 26, 64]) expect(streamed(size), `chunks of ${size}`).toBe(LOWERED);
  });

  it('sends a chunk without a tag as it is and holds nothing back from it', () => {
    const rewriter = new LowModulePreloads();
    const chunk = Buffer.from('<main>Gün sonu</main>');
    expect(rewriter.rewrite(chunk)).toEqual(chunk);
    expect(rewriter.end()).toHaveLength(0);
  });

  it('sends at the end what looked like the start of a tag but was not one', () => {
    const rewriter = new LowModulePreloads();
    expect(rewriter.rewrite(Buffer.from('<p>a</p><link rel="mod')).toString()).toBe('<p>a</p>');
    expect(rewriter.end().toString()).toBe('<link rel="mod');
  });
});
