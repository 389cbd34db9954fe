/**
 * zod 4 probes for `eval` (`new Function('')`) when it builds an object schema, to compile a
 * fast parser. Under the enforced Content-Security-Policy (no 'unsafe-eval') the browser
 * reports that probe as a violation even though zod catches the error. `jitless` skips the
 * probe and the compiled parser in the browser; the server keeps it. Imported first by
 * app/root.tsx, so it runs before any route module builds a schema.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` (what `config()` writes): set there
 * directly, so a screen without a form in the browser loads no zod at all (issue 39).
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

if (typeof document !== 'undefined') {
  const g = globalThis as ZodGlobal;
  g.__zod_globalConfig ??= {};
  g.__zod_globalConfig.jitless = true;
}
