import type { OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { lazyModuleFiles } from './vite-lazy-modules';

/** A chunk of a client build, only what the table reads. */
function chunk(fileName: string, facade: string | null, imports: string[], dynamicImports: string[] = []): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    isDynamicEntry: facade?.includes('lazy') ?? false,
    isEntry: false,
    imports,
    dynamicImports,
  } as unknown as OutputChunk;
}

function bundle(...chunks: OutputChunk[]): OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

describe('the lazily imported modules and what they need preloaded', () => {
  it('names a lazy module with the chunks it needs that its importer does not bring', () => {
    const table = lazyModuleFiles(
      bundle(
        chunk('assets/react.js', null, []),
        chunk('assets/money.js', null, []),
        chunk('assets/phone.js', null, ['assets/money.js']),
        chunk(
          'assets/route.js',
          '/p/app/routes/route.tsx',
          ['assets/react.js', 'assets/money.js'],
          ['assets/lazy-view.js'],
        ),
        chunk('assets/lazy-view.js', '/p/app/routes/lazy-view.tsx', ['assets/react.js', 'assets/phone.js']),
      ),
      '/p',
    );
    expect(table).toEqual({ 'app/routes/lazy-view.tsx': ['/assets/lazy-view.js', '/assets/phone.js'] });
  });

  it('keeps what only some of its importers bring', () => {
    const table = lazyModuleFiles(
      bundle(
        chunk('assets/shared.js', null, []),
        chunk('assets/a.js', '/p/app/a.tsx', ['assets/shared.js'], ['assets/lazy.js']),
        chunk('assets/b.js', '/p/app/b.tsx', [], ['assets/lazy.js']),
        chunk('assets/lazy.js', '/p/app/lazy.tsx', ['assets/shared.js']),
      ),
      '/p',
    );
    expect(table['app/lazy.tsx']).toEqual(['/assets/lazy.js', '/assets/shared.js']);
  });
});
