import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The methods that make a new schema from one (never `parse`/`safeParse`: they may stand alone for what they throw). */
const DERIVING = new Set(
  'extend catch merge pick omit partial required and or refine superRefine transform pipe array optional nullable nullish default check'.split(
    ' ',
  ),
);
/** A domain helper that returns a schema: `const requiredText = (m: string) => z.string()…`, `function rows(…) { return z…` */
const HELPER =
  /(?:const\s+(\w+)\s*=\s*(?:<[^>]*>)?\([^)]*\)\s*(?::[^=]*)?=>\s*z\b|function\s+(\w+)\s*(?:<[^>]*>)?\([^)]*\)[^{]*\{\s*return\s+z\b)/g;

/** The names of app/domain's schema helpers (domain code is pure by the architecture rule). */
export function schemaHelpers(sources: string[]): string[] {
  const names = new Set<string>();
  for (const code of sources) for (const m of code.matchAll(HELPER)) names.add((m[1] ?? m[2])!);
  return [...names].sort();
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The identifier a call chain starts from and the first method called on it: `z.string().min()` -> ['z', 'string']. */
function chainRoot(callee: Node): [string, string | null] | null {
  let node: Node = callee;
  let method: string | null = null;
  for (;;) {
    if (node.type === 'Identifier') return [node.name as string, method];
    if (node.type === 'MemberExpression') {
      const property = node.property as Node;
      if (!node.computed && property.type === 'Identifier') method = property.name as string;
      node = node.object as Node;
    } else if (node.type === 'CallExpression') node = node.callee as Node;
    else return null;
  }
}

/**
 * Where a call builds a schema: a chain from zod (`z.object(…).refine(…)`), from a schema
 * (`personalInfoSchema.extend(…)`, `flagField.optional()`) or from one of the domain's schema helpers
 * (`requiredText('…').pipe(…)`). Positions of the outermost calls, each once.
 */
export function schemaCalls(program: Node, helpers: ReadonlySet<string>): number[] {
  const starts = new Set<number>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) visit(n);
      return;
    }
    const n = node as Node;
    if (n.type === 'CallExpression') {
      const root = chainRoot(n.callee as Node);
      if (root) {
        const [name, method] = root;
        const builds =
          name === 'z' ||
          // a shape built from a list (`Object.fromEntries(days.map(…))`): an object, no effect
          (name === 'Object' && method === 'fromEntries' && helpers.size > 0) ||
          helpers.has(name) ||
          (/(?:Schema|Field)$/.test(name) && method !== null && DERIVING.has(method));
        if (builds) starts.add(n.start);
      }
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type' && typeof value === 'object') visit(value);
  };
  visit(program);
  return [...starts].sort((a, b) => a - b);
}

/**
 * Marks every zod schema the code builds as free of side effects (`/* @__PURE__ *\/`), so the
 * bundler drops the schemas nothing uses: a domain module's schema for its server action is
 * dead code in the browser, yet zod's builders are too dynamic for Rollup to prove it, and
 * one such schema brought all of zod (25 KB gzip) to nearly every admin screen (issue 39,
 * docs/decisions/0525). Building a schema only makes an object: dropping an unused one
 * changes nothing. Only the client build; the server keeps its code as written.
 */
export function pureSchemas(): Plugin {
  let helpers = new Set<string>();
  return {
    name: 'studio-pure-schemas',
    apply: 'build',
    configResolved(config) {
      const dir = path.join(config.root, 'app/domain');
      const sources = fs
        .readdirSync(dir)
        .filter((f) => /\.ts$/.test(f) && !/\.(test|server)\.ts$/.test(f))
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
      helpers = new Set(schemaHelpers(sources));
    },
    transform(code, id, options) {
      if (options?.ssr) return null;
      if (!/\/app\/.*\.tsx?$/.test(id) || /\.server\.tsx?$/.test(id)) return null;
      // the helpers' names are marked only where they mean the helper: in the pure domain
      const starts = schemaCalls(
        this.parse(code) as unknown as Node,
        /\/app\/domain\//.test(id) ? helpers : new Set<string>(),
      );
      if (starts.length === 0) return null;
      let out = '';
      let at = 0;
      for (const start of starts) {
        out += `${code.slice(at, start)}/* @__PURE__ */ `;
        at = start;
      }
      return { code: out + code.slice(at), map: null };
    },
  };
}
