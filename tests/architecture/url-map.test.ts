/**
 * app/routes.ts serves every URL it served as flat files (tests/architecture/url-map.txt:
 * route id, parent and path of each), and every module it names exists. A new screen adds
 * its line here and in app/routes.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routes from '../../app/routes';
import { ROOT } from './imports';

type Declared = { id?: string; path?: string; index?: boolean; file: string; children?: Declared[] };

function flatten(list: Declared[], parent = 'root'): { row: string; file: string }[] {
  return list.flatMap((r) => [
    { row: `${r.id} | ${parent} | ${r.index ? '(index)' : (r.path ?? '(layout)')}`, file: r.file },
    ...flatten(r.children ?? [], r.id),
  ]);
}

describe('the URL map', () => {
  const declared = flatten(routes as Declared[]);

  it('declares every route with the id, parent and path it had', () => {
    const expected = fs
      .readFileSync(path.join(ROOT, 'tests/architecture/url-map.txt'), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(declared.map((d) => d.row).sort()).toEqual(expected.sort());
  });

  it('names modules that exist, each once', () => {
    for (const { file } of declared) expect(fs.existsSync(path.join(ROOT, 'app', file)), file).toBe(true);
    expect(new Set(declared.map((d) => d.file)).size).toBe(declared.length);
  });
});
