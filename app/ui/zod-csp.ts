import { config } from 'zod';

/**
 * zod 4 probes for `eval` (`new Function('')`) when it builds an object schema, to compile a
 * fast parser. Under the enforced Content-Security-Policy (no 'unsafe-eval') the browser
 * reports that probe as a violation even though zod catches the error. `jitless` skips the
 * probe and the compiled parser in the browser; the server keeps it. Imported first by
 * app/root.tsx, so it runs before any route module builds a schema.
 */
if (typeof document !== 'undefined') config({ jitless: true });
