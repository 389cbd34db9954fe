/**
 * Paths named in prose (decision records, the README, docs/, code comments): each must exist,
 * or be struck through when its file is gone (~~app/old/path.ts~~).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './imports';

/** A path from the project's root, as prose writes them (`app/...`, `server/...`, ...). */
const PATH = /(?<![\w/.~-])((?:app|server|db|tests|bench|scripts|deploy|docs|public|\.ci)\/[\w.$[\]+*/-]*[\w\]/])/g;

/**
 * A path exists as a file or folder, or is the start of a name there (`docs/decisions/0141`,
 * `tests/integration/team-`); a range of records (`docs/decisions/0380-0384`) by its first.
 */
function exists(named: string): boolean {
  const p = named.replace(/^(docs\/decisions\/\d{4})-\d{4}$/, '$1');
  const abs = path.join(ROOT, p);
  if (fs.existsSync(abs)) return true;
  const dir = path.dirname(abs);
  return (
    fs.existsSync(dir) &&
    fs.statSync(dir).isDirectory() &&
    fs.readdirSync(dir).some((name) => name.startsWith(path.basename(abs)))
  );
}

/** The paths a text names that do not exist (struck-through ones left out). */
export function deadPaths(text: string): string[] {
  const live = text.replace(/~~[^~]+~~/g, '');
  return [...live.matchAll(PATH)].map((m) => m[1]!.replace(/[.,]+$/, '')).filter((p) => !p.includes('*') && !exists(p));
}

/** The comments of a TypeScript or JavaScript source: block comments and line comments. */
export function commentsOf(source: string): string {
  const blocks = [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => m[0]);
  const lines = [...source.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(?:^|[^:'"`\\])(\/\/.*)$/gm)].map((m) => m[1]);
  return [...blocks, ...lines].join('\n');
}

/** Every file under `dir` (from the root) whose name matches, node_modules, build output and dot folders left out. */
export function filesUnder(dir: string, name: RegExp): string[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return name.test(dir) ? [dir] : [];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .flatMap((e) =>
      e.name === 'node_modules' || e.name === 'build' || e.name.startsWith('.')
        ? []
        : filesUnder(path.posix.join(dir, e.name), name),
    );
}
