import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 39: the browser validates no form (the server does, and its reply shows the
 * messages), so no screen's JavaScript carries zod: a domain module's schemas for its server
 * action are dropped from the client build (scripts/vite-pure-schemas.ts,
 * docs/decisions/0525). One schema left reachable would bring all of zod (25 KB gzip) back.
 */
const ASSETS = path.resolve(__dirname, '../../build/client/assets');

describe('the client bundle', () => {
  it('holds no zod in any chunk', () => {
    if (!fs.existsSync(ASSETS)) throw new Error('build/client/assets is missing: run `npx react-router build` first');
    const scripts = fs.readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(20);
    const withZod = scripts.filter((f) => fs.readFileSync(path.join(ASSETS, f), 'utf8').includes('ZodError'));
    expect(withZod).toEqual([]);
  });
});
