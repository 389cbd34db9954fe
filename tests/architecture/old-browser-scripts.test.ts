import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';

/**
 * The public pages' own scripts (the wizard, the gallery strip, the lightbox, the map) are
 * served as written (`?url`, no transpiling) to phones that may be years old: they stay ES5.
 * A formatter or a lint fix that adds an arrow, a template string, optional chaining or a
 * trailing comma after the last argument of a call fails here (docs/decisions/0409).
 */
const ROOT = path.resolve(__dirname, '../..');
/** The desk's service worker runs only in browsers that have service workers (all of them read ES2017). */
const SERVICE_WORKER = /^service-worker\.js$/;

function plainScripts(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return plainScripts(full);
    return entry.name.endsWith('.js') && !SERVICE_WORKER.test(entry.name) ? [full] : [];
  });
}

describe('scripts served as written', () => {
  const scripts = plainScripts(path.join(ROOT, 'app'));

  it('finds the public scripts', () => {
    expect(scripts.map((f) => path.basename(f)).sort()).toEqual(
      expect.arrayContaining(['lightbox-script.js', 'map.js', 'strip.js', 'wizard.js']),
    );
  });

  for (const file of scripts) {
    it(`${path.relative(ROOT, file)} parses as ES5`, () => {
      expect(() => parse(fs.readFileSync(file, 'utf8'), { ecmaVersion: 5, sourceType: 'script' })).not.toThrow();
    });
  }

  it('an ES2017 trailing comma in a call is refused', () => {
    expect(() => parse('f(1,\n);', { ecmaVersion: 5 })).toThrow();
  });
});
