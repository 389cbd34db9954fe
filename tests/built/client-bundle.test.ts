import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * Issue 39: what a screen's first load carries. The browser validates no form (the server
 * does, and its reply shows the messages), so no chunk carries zod: a domain module's schemas
 * for its server action are dropped from the client build (scripts/vite-pure-schemas.ts,
 * docs/decisions/0525); one schema left reachable would bring all of zod (25 KB gzip) back.
 * The day view's drag and drop (dnd-kit, 13 KB gzip) loads once the page is interactive
 * (timeline-drag-kit.ts), not with the day's first load, and so does the gallery's
 * (gallery-grid.tsx); the customers screen's dialogs when opened (0553). The appointment screen's day, week, list
 * and month views load when shown (views.tsx, docs/decisions/0536, 0550), and the admin shell's
 * offline keeping once the page has settled (keep-desk.ts, docs/decisions/0535). No chunk
 * carries conform's form store either (its `useForm`, 8.5 KB gzip on thirty screens): the
 * screens read the server's reply with app/ui/form-metadata.ts (docs/decisions/0544). Read on
 * the production build.
 */
const CLIENT = path.resolve(__dirname, '../../build/client');
const ASSETS = path.join(CLIENT, 'assets');

type RouteEntry = { module: string; imports?: string[]; parentId?: string; hasDefaultExport?: boolean };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> };

function assets(): string[] {
  if (!fs.existsSync(ASSETS)) throw new Error('build/client/assets is missing: run `npx react-router build` first');
  return fs.readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
}

/** React Router's client manifest (build/client/assets/manifest-*.js). */
function manifest(): Manifest {
  const file = assets().find((f) => /^manifest-[0-9a-f]+\.js$/.test(f));
  if (!file) throw new Error('no manifest-*.js in build/client/assets');
  const source = fs.readFileSync(path.join(ASSETS, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''));
}

/** The scripts a first load of the route brings: the entry, the route and its parents, with their static imports. */
function firstLoad(m: Manifest, id: string): string[] {
  const files = new Set([m.entry.module, ...m.entry.imports]);
  for (let route: RouteEntry | undefined = m.routes[id]; route; route = m.routes[route.parentId ?? '']) {
    files.add(route.module);
    for (const i of route.imports ?? []) files.add(i);
  }
  return [...files];
}

const read = (url: string) => fs.readFileSync(path.join(CLIENT, url), 'utf8');

describe('the client bundle', () => {
  it('holds no zod in any chunk', () => {
    const scripts = assets();
    expect(scripts.length).toBeGreaterThan(20);
    const withZod = scripts.filter((f) => fs.readFileSync(path.join(ASSETS, f), 'utf8').includes('ZodError'));
    expect(withZod).toEqual([]);
  });

  it("holds no conform form store in any chunk, and the reply's reader where forms are", () => {
    const sources = assets().map((f) => fs.readFileSync(path.join(ASSETS, f), 'utf8'));
    // conform's form store (@conform-to/dom's form.mjs and submission.mjs) says these when it is there
    expect(sources.filter((s) => s.includes('Form element is required to trigger submission'))).toEqual([]);
    expect(sources.filter((s) => s.includes('__state__'))).toEqual([]);
    // the intent buttons' name, written by app/ui/form-metadata.ts: the reader is in the build
    expect(sources.some((s) => s.includes('__intent__'))).toBe(true);
  });

  it("loads the day view's and the gallery's drag and drop after the first load, and has it to load", () => {
    const m = manifest();
    for (const id of ['routes/admin.appointments', 'routes/admin.appointments.$id', 'routes/admin.gallery']) {
      const scripts = firstLoad(m, id);
      expect(scripts.length).toBeGreaterThan(5);
      expect(scripts.filter((url) => read(url).includes('DndDescribedBy'))).toEqual([]);
    }
    // dnd-kit is in the build, for the drag to load
    expect(assets().some((f) => fs.readFileSync(path.join(ASSETS, f), 'utf8').includes('DndDescribedBy'))).toBe(true);
  });

  it("keeps the appointment views out of the screen's and its dialogs' first load, and has them to load", () => {
    const m = manifest();
    // what only each view renders: the day's count, the week's count, the month's day badge, the list's card
    const marks = ['"day-count"', '"week-count"', '"day-count-badge"', '"appointment-card"'];
    for (const id of ['routes/admin.appointments', 'routes/admin.appointments.$id.cancel']) {
      const scripts = firstLoad(m, id);
      expect(scripts.length).toBeGreaterThan(5);
      for (const mark of marks)
        expect(
          scripts.filter((url) => read(url).includes(mark)),
          mark,
        ).toEqual([]);
    }
    for (const mark of marks)
      expect(
        assets().some((f) => fs.readFileSync(path.join(ASSETS, f), 'utf8').includes(mark)),
        mark,
      ).toBe(true);
  });

  it("loads the status controls' conflict dialog on a conflict answer, not with a screen that shows the controls (0550)", () => {
    const m = manifest();
    // the customer's page shows 'Gelmedi' toggles (status-control.tsx) and no conflict dialog of its own
    const scripts = firstLoad(m, 'routes/admin.customers_.$id');
    expect(scripts.filter((url) => read(url).includes('status-form-')).length).toBe(1);
    expect(scripts.filter((url) => read(url).includes('"conflict-list"'))).toEqual([]);
    expect(assets().some((f) => fs.readFileSync(path.join(ASSETS, f), 'utf8').includes('"conflict-list"'))).toBe(true);
  });

  it("loads the customers screen's KVKK, erasure and merge dialogs when opened, not with the list (0553)", () => {
    const m = manifest();
    const scripts = firstLoad(m, 'routes/admin.customers');
    expect(scripts.length).toBeGreaterThan(5);
    // what only those dialogs say: the consent records' heading and the merge's select
    for (const mark of ['KVKK Onay Kayıtları', 'Birleştirilecek müşteri'])
      expect(
        scripts.filter((url) => read(url).includes(mark)),
        mark,
      ).toEqual([]);
    // the list is there, and the dialogs are in the build to load
    expect(scripts.filter((url) => read(url).includes('Henüz müşteri yok')).length).toBe(1);
    for (const mark of ['KVKK Onay Kayıtları', 'Birleştirilecek müşteri'])
      expect(
        assets().some((f) => fs.readFileSync(path.join(ASSETS, f), 'utf8').includes(mark)),
        mark,
      ).toBe(true);
  });

  it("loads the admin shell's offline keeping after the first load, and has it to load", () => {
    const m = manifest();
    const scripts = firstLoad(m, 'routes/admin.outbox');
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((url) => read(url).includes('type:"warm"'))).toEqual([]);
    expect(assets().some((f) => fs.readFileSync(path.join(ASSETS, f), 'utf8').includes('type:"warm"'))).toBe(true);
  });
  it("preloads every module a screen's scripts import, so none waits for another (0546)", () => {
    const m = manifest();
    // a chunk's static imports (`import … from "./x.js"`, `import "./x.js"`), not its dynamic ones
    const importsOf = (url: string) =>
      [...read(url).matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g)].map((found) => `/assets/${found[1]}`);
    const ids = Object.keys(m.routes).filter((id) => id.startsWith('routes/admin'));
    expect(ids.length).toBeGreaterThan(40);
    let imports = 0;
    for (const id of ids) {
      const preloaded = new Set(firstLoad(m, id));
      const reached = new Set<string>();
      const visit = (url: string) => {
        if (reached.has(url)) return;
        reached.add(url);
        for (const next of importsOf(url)) visit(next);
      };
      for (const url of preloaded) visit(url);
      imports += importsOf(m.routes[id]!.module).length;
      expect(
        [...reached].filter((url) => !preloaded.has(url)),
        id,
      ).toEqual([]);
    }
    // the reading finds the imports: a screen's route module imports the code it re-exports
    expect(imports).toBeGreaterThan(ids.length);
  });

  it('puts React with React Router in one file, and what every admin screen runs in one more (0555)', () => {
    const m = manifest();
    const framework = assets().filter((f) => /^framework-[\w-]+\.js$/.test(f));
    const shell = assets().filter((f) => /^admin-shell-[\w-]+\.js$/.test(f));
    expect(framework).toHaveLength(1);
    expect(shell).toHaveLength(1);
    // React DOM's container key and React Router's context: in the framework file alone
    for (const mark of ['__reactContainer$', '__reactRouterVersion'])
      expect(
        assets().filter((f) => fs.readFileSync(path.join(ASSETS, f), 'utf8').includes(mark)),
        mark,
      ).toEqual(framework);
    const screens = Object.entries(m.routes)
      .filter(([id, route]) => id.startsWith('routes/admin.') && route.hasDefaultExport)
      .map(([id]) => id);
    expect(screens.length).toBeGreaterThan(40);
    for (const id of screens) {
      const scripts = firstLoad(m, id);
      expect(scripts, id).toContain(`/assets/${framework[0]}`);
      expect(scripts, id).toContain(`/assets/${shell[0]}`);
    }
    // the menu every screen names its tab from is in the shell, not a file of its own
    expect(read(`/assets/${shell[0]}`)).toContain('Çalışma Takvimi');
    expect(assets().filter((f) => /^admin-tabs-/.test(f))).toEqual([]);
  });

  it("carries React Router's production build, without its development warnings (0546)", () => {
    const sources = assets().map((f) => fs.readFileSync(path.join(ASSETS, f), 'utf8'));
    // the router is in the build (its hydration's own check) ...
    expect(sources.some((s) => s.includes('ssrInfo unavailable for HydratedRouter'))).toBe(true);
    // ... and the warnings its development build shows behind ENABLE_DEV_WARNINGS are not
    expect(sources.filter((s) => s.includes('You rendered descendant <Routes>'))).toEqual([]);
  });

  it('carries each script and stylesheet compressed beside it, Brotli and gzip, as the server sends them (0540)', () => {
    // (React Router writes its full manifest after the bundle; with lazy route discovery no page loads it)
    const files = fs.readdirSync(ASSETS).filter((f) => /\.(js|css)$/.test(f) && !/^manifest-/.test(f));
    const big = files.filter((f) => fs.statSync(path.join(ASSETS, f)).size > 1024);
    expect(big.length).toBeGreaterThan(20);
    for (const f of big) {
      const source = fs.readFileSync(path.join(ASSETS, f));
      const br = fs.readFileSync(path.join(ASSETS, `${f}.br`));
      const gz = fs.readFileSync(path.join(ASSETS, `${f}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(source), f).toBe(true);
      expect(zlib.gunzipSync(gz).equals(source), f).toBe(true);
      // Brotli at its best: smaller than what the server would make per request (quality 4)
      const onTheFly = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
      expect(br.length, f).toBeLessThanOrEqual(onTheFly.length);
      // gzip by zopfli (0546): smaller than zlib's best
      expect(gz.length, f).toBeLessThan(zlib.gzipSync(source, { level: 9 }).length);
    }
    // the server build is not sent to browsers: nothing compressed there
    const server = path.resolve(CLIENT, '../server');
    expect(fs.readdirSync(server, { recursive: true }).filter((f) => /\.(br|gz)$/.test(String(f)))).toEqual([]);
  });
});
