/**
 * The import rule (docs/decisions/0306), read from the code's own imports.
 *
 * Layers, top to bottom:
 *   server   server.ts, server/            the process: Express, the websocket, the outbox worker,
 *                                          the demo studio written at first start
 *   routes   app/routes/, app/routes.ts,   screens by area and the URL map
 *            app/root.tsx, app/entry.server.tsx
 *   ui       app/ui/                       shared components and browser helpers (they may name a
 *                                          model's types: `import type` only)
 *   http     app/http/                     what routes share for HTTP: guards, cookies, CSRF,
 *                                          multipart, the API kit, form replies, the crud kit
 *   models   app/models/                   data in and out; never react-router or a Response
 *   emails   app/emails/                   the e-mails as React components, rendered with React
 *                                          Email (docs/decisions/0480): below the models that
 *                                          queue and send them, above the domain whose words they use
 *   infra    app/infra/                    process services the models use (logger, secrets, images, ...)
 *   domain   app/domain/                   the spec's rules: nothing but zod, small helpers, db types
 *   utils    app/utils/                    small pure helpers (money, colours, images, ...)
 *   db       db/schema.ts, db/client.ts    tables and the connection
 *
 * An arrow is allowed only along ALLOWED; anything else is an arrow that runs back up (or
 * sideways between siblings). No file imports a route module (a file that app/routes.ts
 * names), and no files import each other in a circle. Tests are not rooms: their imports are
 * not judged. Run `npx tsx tests/architecture/imports.ts` for the report in words.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Layer = 'server' | 'routes' | 'ui' | 'http' | 'models' | 'emails' | 'domain' | 'infra' | 'utils' | 'db';

export const ALLOWED: Record<Layer, readonly Layer[]> = {
  server: ['server', 'http', 'models', 'emails', 'domain', 'infra', 'utils', 'db'],
  routes: ['routes', 'ui', 'http', 'models', 'emails', 'domain', 'infra', 'utils', 'db'],
  ui: ['ui', 'domain', 'utils', 'models'],
  http: ['http', 'models', 'emails', 'domain', 'infra', 'utils', 'db'],
  models: ['models', 'emails', 'infra', 'domain', 'utils', 'db'],
  emails: ['emails', 'domain', 'utils'],
  infra: ['infra', 'domain', 'utils', 'db'],
  domain: ['domain', 'utils', 'db'],
  utils: ['utils'],
  db: ['db'],
};

/** Packages a layer must not import (the rest of the rule is about our own files). */
const FORBIDDEN_PACKAGES: Partial<Record<Layer, RegExp>> = {
  models: /^(react|react-dom|react-router|@react-router\/.*)$/,
  emails: /^(react-router|@react-router\/.*|drizzle-orm.*|better-sqlite3)$/,
  domain: /^(?!zod$|node:crypto$).*/,
  utils: /^(react|react-dom|react-router|@react-router\/.*|drizzle-orm.*|better-sqlite3)$/,
  ui: /^(drizzle-orm.*|better-sqlite3)$/,
  routes: /^(drizzle-orm.*|better-sqlite3)$/,
};

export function layerOf(file: string): Layer | null {
  if (file === 'server.ts' || file.startsWith('server/')) return 'server';
  if (
    file === 'app/root.tsx' ||
    file === 'app/entry.server.tsx' ||
    file === 'app/routes.ts' ||
    file.startsWith('app/routes/')
  )
    return 'routes';
  for (const layer of ['ui', 'http', 'models', 'emails', 'domain', 'infra', 'utils'] as const)
    if (file.startsWith(`app/${layer}/`)) return layer;
  if (file === 'db/schema.ts' || file === 'db/client.ts') return 'db';
  return null;
}

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const isTest = (file: string) => /\.(test|spec)\.(ts|tsx)$/.test(file) || file.endsWith('.d.ts');

function walk(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [dir];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .flatMap((e) => (e.name === 'node_modules' || e.name.startsWith('.') ? [] : walk(path.posix.join(dir, e.name))));
}

/**
 * The files the rule judges: every source file of app/ and server/ (one outside every layer is
 * an offence of its own) and the two db files, tests left out.
 */
export function judgedFiles(): string[] {
  return [...walk('app'), ...walk('server'), 'server.ts', 'db/schema.ts', 'db/client.ts']
    .filter((f) => SOURCE.test(f) && !isTest(f))
    .sort();
}

/**
 * The model areas (`app/models/<area>/`) from the bottom up: an area may import the areas
 * before it, never one after it (docs/decisions/0481). audit and settings are what every write
 * goes through; messaging's queue sits low because every area queues messages; the read models
 * that gather several areas (people's customer card, sales, feedback) sit high; deposits (the kapora)
 * sits above the appointments it settles and below the sales that count it. Files directly
 * in app/models/ (db.server.ts, commit.server.ts) serve every area.
 */
export const MODEL_AREAS = [
  'audit',
  'settings',
  'messaging',
  'content',
  'catalogue',
  'studio',
  'auth',
  'appointments',
  'deposits',
  'people',
  'sales',
  'feedback',
] as const;

/**
 * The imports that still run up the order of MODEL_AREAS, each with why: debts written down,
 * not a licence. Any other import up the order fails the rule; removing one of these makes
 * its line fail too (the list only shrinks).
 */
export const MODEL_AREA_DEBTS: Record<string, string> = {
  'app/models/appointments/booking.server.ts -> app/models/deposits/ledger.server.ts':
    'a booking opens its kapora when the policy asks for one',
  'app/models/appointments/overview.server.ts -> app/models/deposits/ledger.server.ts':
    "the day and week views' blocks show the kapora's state (one query over the window's kaporas)",
  'app/models/appointments/writes.server.ts -> app/models/deposits/ledger.server.ts':
    'a cancellation or a no-show settles the kapora',
  'app/models/studio/reports.server.ts -> app/models/deposits/ledger.server.ts':
    "the reports' revenue counts the kaporas kept, read by the kapora ledger's own query (as Gün sonu reads it)",
  'app/models/messaging/stored-secrets.server.ts -> app/models/deposits/iyzico.server.ts':
    "iyzico's keys are re-keyed with the other stored credentials",
  'app/models/people/customer-card.server.ts -> app/models/sales/ledger.server.ts':
    "the customer card's spend is her payments net of refunds",
  'app/models/audit/records.server.ts -> app/models/auth/accounts.server.ts': 'the records screen names the accounts',
  'app/models/studio/calendar.server.ts -> app/models/appointments/queries.server.ts':
    'a closure reports the appointments it keeps',
  'app/models/appointments/booking.server.ts -> app/models/people/customers.server.ts':
    'a booking finds or makes its customer',
  'app/models/appointments/writes.server.ts -> app/models/people/customers.server.ts':
    'a desk booking finds or makes its customer',
  'app/models/appointments/panel.server.ts -> app/models/people/customer-card.server.ts':
    "the panel shows the customer's card",
  'app/models/appointments/overview.server.ts -> app/models/sales/queries.server.ts': 'the day shows what was paid',
  'app/models/appointments/panel.server.ts -> app/models/sales/queries.server.ts': 'the panel shows the sale',
  'app/models/appointments/notifications.server.ts -> app/models/feedback/surveys.server.ts':
    'a completed visit sends the survey',
  'app/models/messaging/appointment-data.server.ts -> app/models/appointments/json.server.ts':
    'a message reads its appointment',
  'app/models/messaging/appointment-data.server.ts -> app/models/appointments/queries.server.ts':
    'a message reads its appointment',
  'app/models/messaging/deliver.server.ts -> app/models/appointments/waitlist.server.ts':
    'the renderer reads what a waitlist message shows',
  'app/models/messaging/deliver.server.ts -> app/models/appointments/self-service.server.ts':
    'the renderer signs the customer link',
  'app/models/messaging/deliver.server.ts -> app/models/auth/accounts.server.ts': 'the renderer reads an invitation',
  'app/models/messaging/deliver.server.ts -> app/models/feedback/surveys.server.ts': 'the renderer reads a survey',
  'app/models/messaging/deliver.server.ts -> app/models/sales/queries.server.ts': 'the renderer reads a receipt',
  'app/models/messaging/deliver.server.ts -> app/models/deposits/ledger.server.ts':
    'the booking e-mail says the kapora it waits for',
};

export function modelAreaOf(file: string): string | null {
  const m = /^app\/models\/([^/]+)\//.exec(file);
  return m ? m[1]! : null;
}

export type Import = { from: string; to: string; spec: string; typeOnly: boolean };
export type Package = { from: string; name: string };

const IMPORT_RE =
  /(?:^|[^.\w])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function resolveSpec(from: string, spec: string): string | null {
  const bare = spec.replace(/\?.*$/, '');
  let base: string;
  if (bare.startsWith('~/')) base = path.posix.join('app', bare.slice(2));
  else if (bare.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  else return null;
  for (const ext of EXTENSIONS)
    if (fs.existsSync(path.join(ROOT, base + ext)) && fs.statSync(path.join(ROOT, base + ext)).isFile())
      return base + ext;
  return base;
}

export function readImports(files: readonly string[]): { imports: Import[]; packages: Package[] } {
  const imports: Import[] = [];
  const packages: Package[] = [];
  for (const from of files) {
    const src = stripComments(fs.readFileSync(path.join(ROOT, from), 'utf8'));
    for (const m of src.matchAll(IMPORT_RE)) {
      const spec = m[2] ?? m[3]!;
      const to = resolveSpec(from, spec);
      if (to && (!SOURCE.test(to) || to.includes('/+types/'))) continue; // a stylesheet, a font, React Router's generated types
      if (to) imports.push({ from, to, spec, typeOnly: !!m[1] });
      else if (!spec.startsWith('virtual:')) packages.push({ from, name: spec });
    }
  }
  return { imports, packages };
}

/** The route modules: every file app/routes.ts names. */
export function routeModules(): Set<string> {
  const src = fs.readFileSync(path.join(ROOT, 'app/routes.ts'), 'utf8');
  return new Set(
    [...src.matchAll(/\b(?:route|index|layout)\(\s*(?:'[^']*',\s*)?'(routes\/[^']+)'/g)].map((m) => `app/${m[1]}`),
  );
}

export type Offence = { from: string; to: string; why: string };

/** Strongly connected components of more than one file (Tarjan). */
export function circles(files: readonly string[], imports: readonly Import[]): string[][] {
  const edges = new Map<string, string[]>(files.map((f) => [f, []]));
  for (const i of imports) if (edges.has(i.to) && i.from !== i.to) edges.get(i.from)!.push(i.to);
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return out;
}

export function checkImportRule() {
  const files = judgedFiles();
  const { imports, packages } = readImports(files);
  const routes = routeModules();
  const offences: Offence[] = [];
  for (const f of files)
    if (!layerOf(f))
      offences.push({
        from: f,
        to: f,
        why: 'a file outside every layer: put it in the folder of the layer it belongs to',
      });
  const debtsSeen = new Set<string>();
  for (const i of imports) {
    const from = modelAreaOf(i.from);
    const to = modelAreaOf(i.to);
    if (from && to && from !== to) {
      const rank = (area: string) => MODEL_AREAS.indexOf(area as (typeof MODEL_AREAS)[number]);
      const key = `${i.from} -> ${i.to}`;
      if (rank(from) < 0 || rank(to) < 0)
        offences.push({ from: i.from, to: i.to, why: `a model area missing from MODEL_AREAS (${from}, ${to})` });
      else if (rank(to) > rank(from)) {
        if (key in MODEL_AREA_DEBTS) debtsSeen.add(key);
        else
          offences.push({
            from: i.from,
            to: i.to,
            why: `models/${from} -> models/${to}: runs up the order of the model areas (${MODEL_AREAS.join(' < ')})`,
          });
      }
    }
  }
  for (const key of Object.keys(MODEL_AREA_DEBTS))
    if (!debtsSeen.has(key)) {
      const [from, to] = key.split(' -> ') as [string, string];
      offences.push({ from, to, why: 'MODEL_AREA_DEBTS lists an import that is gone: strike its line' });
    }
  for (const i of imports) {
    if (routes.has(i.to))
      offences.push({
        from: i.from,
        to: i.to,
        why: 'imports a route module (app/routes.ts names it): move what it shares into a types or helper file of the folder',
      });
    const a = layerOf(i.from);
    if (!a) continue; // the file itself is the offence (above)
    const b = layerOf(i.to);
    if (!b) {
      offences.push({ from: i.from, to: i.to, why: `${a} imports a file outside every layer` });
      continue;
    }
    if (!ALLOWED[a].includes(b))
      offences.push({
        from: i.from,
        to: i.to,
        why: `${a} -> ${b}: runs back up (${a} may import ${ALLOWED[a].join(', ')})`,
      });
    else if (a === 'domain' && b === 'db' && !i.typeOnly)
      offences.push({ from: i.from, to: i.to, why: 'domain -> db: only types (import type)' });
    else if (a === 'ui' && b === 'models' && !i.typeOnly)
      offences.push({
        from: i.from,
        to: i.to,
        why: 'ui -> models: only types (import type): the route hands the data in',
      });
  }
  for (const p of packages) {
    const layer = layerOf(p.from);
    const rule = layer ? FORBIDDEN_PACKAGES[layer] : undefined;
    if (rule?.test(p.name))
      offences.push({ from: p.from, to: p.name, why: `${layer} must not import the package ${p.name}` });
  }
  const missing = [...routes].filter((f) => !fs.existsSync(path.join(ROOT, f)));
  return { files, imports, offences, circles: circles(files, imports), routes, missing };
}

export function describeImportRule(result: ReturnType<typeof checkImportRule>): string {
  const lines = [
    `import rule: ${result.files.length} files, ${result.imports.length} imports of our own files, ${result.routes.size} route modules`,
    `arrows that break the rule: ${result.offences.length}`,
    ...result.offences.map((o) => `  ${o.from} -> ${o.to}: ${o.why}`),
    `circles: ${result.circles.length}`,
    ...result.circles.map((c, n) => `  circle ${n + 1}: ${c.join(' -> ')}`),
  ];
  if (result.missing.length)
    lines.push(`route modules app/routes.ts names that do not exist: ${result.missing.join(', ')}`);
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  console.log(describeImportRule(checkImportRule()));
