/**
 * Every path a reader is sent to exists: the `app/...`, `server/...`, `tests/...`, `docs/...`
 * (and `db/`, `scripts/`, `bench/`, `deploy/`, `public/`) paths named in code comments, the
 * READMEs and docs/. A file that is gone is struck through where history needs its name
 * (~~app/old/path.ts~~); otherwise write where it lives now.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './imports';
import { commentsOf, deadPaths, filesUnder } from './paths';

const CODE_ROOTS = [
  'app',
  'server',
  'tests',
  'db',
  'scripts',
  'bench',
  'server.ts',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'react-router.config.ts',
  'drizzle.config.ts',
];
const PROSE_ROOTS = ['README.md', 'docs', 'tests/e2e/README.md'];

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('paths named in comments and docs', () => {
  it('every path a code comment names exists', () => {
    const code = CODE_ROOTS.flatMap((d) => filesUnder(d, /\.(ts|tsx|js|mjs)$/));
    expect(code.length).toBeGreaterThan(500);
    const dead = code.flatMap((f) => deadPaths(commentsOf(read(f))).map((p) => `${f}: ${p}`));
    expect(dead, 'write the path where the file lives now').toEqual([]);
  });

  it('every path the README and docs/ name exists', () => {
    const prose = PROSE_ROOTS.flatMap((d) => filesUnder(d, /\.md$/));
    expect(prose).toContain('docs/api.md');
    const dead = prose.flatMap((f) => deadPaths(read(f)).map((p) => `${f}: ${p}`));
    expect(dead, 'write the path where the file lives now').toEqual([]);
  });

  it('reads comments, not code, and finds a dead path in them', () => {
    // the sample is put together so that this file's own comments name no dead path
    const gone = ['app', 'lib', 'images.server.ts'].join('/');
    const source = [
      `/${'*'}* moved from ${gone} to app/infra/images.server.ts *${'/'}`,
      `const url = '${['app', 'lib', 'not-a-comment.ts'].join('/')}'; /${'/'} see ${['app', 'components', 'gone.tsx'].join('/')}`,
    ].join('\n');
    expect(deadPaths(commentsOf(source)).sort()).toEqual(['app/components/gone.tsx', 'app/lib/images.server.ts']);
    expect(deadPaths('records docs/decisions/0380-0384, struck ~~app/lib/x.ts~~')).toEqual([]);
  });
});
