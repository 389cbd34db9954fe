/**
 * docs/decisions: every record has its row in the index (README.md) with a status, and no
 * record names a path that does not exist (a path of a file that is gone is struck through:
 * ~~app/old/path.ts~~).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './imports';
import { deadPaths } from './paths';

const DIR = path.join(ROOT, 'docs/decisions');
const RECORD = /^\d{4}-.*\.md$/;
const STATUS = /^(accepted|proposed|amended by \d{4}( \(.+\))?|superseded by \d{4})$/;

describe('decision records', () => {
  const records = fs
    .readdirSync(DIR)
    .filter((f) => RECORD.test(f))
    .sort();
  const index = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8');
  const rows = [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \| (.+?) \| (.+?) \|$/gm)].map((m) => ({
    number: m[1]!,
    file: m[2]!,
    title: m[3]!,
    status: m[4]!,
  }));

  it('every record has its row in docs/decisions/README.md, and every row a record', () => {
    const missing = records.filter((f) => !rows.some((r) => r.file === f));
    const title = (f: string) =>
      fs
        .readFileSync(path.join(DIR, f), 'utf8')
        .split('\n')[0]!
        .replace(/^#\s*\d{4}\s*(—|-)?\s*/, '');
    expect(
      missing,
      `add to docs/decisions/README.md:\n${missing.map((f) => `| [${f.slice(0, 4)}](${f}) | ${title(f)} | accepted |`).join('\n')}`,
    ).toEqual([]);
    expect(
      rows.filter((r) => !records.includes(r.file)).map((r) => r.file),
      'rows without a record',
    ).toEqual([]);
    for (const r of rows) expect(r.file.startsWith(r.number), r.file).toBe(true);
  });

  it('every row has a status: accepted, amended by NNNN (what), superseded by NNNN', () => {
    for (const r of rows) expect(r.status, `${r.file}: status`).toMatch(STATUS);
    for (const r of rows.filter((row) => row.status.startsWith('superseded'))) {
      expect(fs.readFileSync(path.join(DIR, r.file), 'utf8'), `${r.file} says it is superseded`).toMatch(
        /superseded by/i,
      );
    }
  });

  it('no record names a path that does not exist', () => {
    const dead = records.flatMap((f) => deadPaths(fs.readFileSync(path.join(DIR, f), 'utf8')).map((p) => `${f}: ${p}`));
    expect(dead, 'write the new path, or strike a file that is gone through: ~~path~~').toEqual([]);
  });

  it('finds a dead path and passes a struck one', () => {
    expect(deadPaths('see app/lib/nothing-here.ts and app/domain/clock.ts')).toEqual(['app/lib/nothing-here.ts']);
    expect(deadPaths('once ~~app/lib/nothing-here.ts~~, now app/utils/money.ts.')).toEqual([]);
  });
});
