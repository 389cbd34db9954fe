import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgedFiles, readImports, ROOT } from './imports';

/**
 * The back office's stylesheet leaves out app/ui's public-site components (`@source not` in
 * app/styles/admin.css, issue 39, docs/decisions/0538): their classes are no admin screen's.
 * That holds only while no admin screen renders one: a file left out must not be reachable
 * from an admin route module or app/root.tsx (the browser's imports: not through .server files).
 */
const STYLESHEET = 'app/styles/admin.css';

function leftOut(): string[] {
  const css = fs.readFileSync(path.join(ROOT, STYLESHEET), 'utf8');
  return [...css.matchAll(/@source not "([^"]+)"/g)].map((m) =>
    path.posix.normalize(path.posix.join('app/styles', m[1]!)),
  );
}

function reachableFromAdmin(): Set<string> {
  const { imports } = readImports(judgedFiles());
  const next = new Map<string, string[]>();
  for (const i of imports) if (!i.typeOnly) next.set(i.from, [...(next.get(i.from) ?? []), i.to]);
  const starts = judgedFiles().filter((f) => f.startsWith('app/routes/admin/') || f === 'app/root.tsx');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || /\.server\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const to of next.get(file) ?? []) visit(to);
  };
  for (const f of starts) visit(f);
  return seen;
}

describe("the admin stylesheet's sources", () => {
  it('leave out only files no admin screen reaches', () => {
    const out = leftOut();
    expect(out.length).toBeGreaterThan(0);
    for (const f of out) expect(fs.existsSync(path.join(ROOT, f)), f).toBe(true);
    const reached = reachableFromAdmin();
    expect(reached.has('app/routes/admin/layout.tsx')).toBe(true);
    expect(out.filter((f) => reached.has(f))).toEqual([]);
  });
});
