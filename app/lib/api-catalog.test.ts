import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, COMMON_ERRORS, apiPathOf } from './api-catalog';
import { renderApiDoc } from './api-doc';

const ROOT = path.resolve(__dirname, '../..');
const ROUTES_DIR = path.join(ROOT, 'app/routes');
const routeFiles = fs.readdirSync(ROUTES_DIR).filter((f) => /^api\..*\.tsx?$/.test(f)).sort();
const source = (file: string) => fs.readFileSync(path.join(ROUTES_DIR, file), 'utf8');

/** The methods a route's code dispatches on: adminApi handler keys and request.method comparisons. */
function methodsInCode(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(/^\s+(GET|POST|PUT|PATCH|DELETE):/gm)) found.add(m[1]!);
  for (const m of text.matchAll(/request\.method (?:!==|===) '(GET|POST|PUT|PATCH|DELETE)'/g)) found.add(m[1]!);
  return found;
}

/** [status, message] of every literal Turkish error a route file answers with. */
function literalErrors(text: string): [number, string][] {
  const consts = new Map([...text.matchAll(/const ([A-Z_]+) = '([^']+)'/g)].map((m) => [m[1]!, m[2]!]));
  const out: [number, string][] = [];
  for (const m of text.matchAll(/apiError\((\d{3}),\s*(?:'([^']+)'|`([^`$]+)`|([A-Z_]+)\b)/g)) {
    const message = m[2] ?? m[3] ?? (m[4] ? consts.get(m[4]) : undefined);
    if (message) out.push([Number(m[1]), message]);
  }
  for (const m of text.matchAll(/intQueryField\('([^']+)'/g)) out.push([400, m[1]!]);
  for (const m of text.matchAll(/parseId\([^,]+,\s*(?:'([^']+)'|([A-Z_]+)\b)/g)) {
    const message = m[1] ?? consts.get(m[2]!);
    if (message) out.push([404, message]);
  }
  return out;
}

describe('the API catalogue', () => {
  it('lists every api.*.ts route file once, and no file that does not exist', () => {
    const listed = API_ROUTES.map((r) => r.file);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(routeFiles);
  });

  it('names the methods each route dispatches on, with a loader for GET and an action for the others', () => {
    for (const route of API_ROUTES) {
      const text = source(route.file);
      const documented = new Set(route.calls.map((c) => c.method));
      for (const method of methodsInCode(text)) {
        // PATCH is documented as PUT's alias, POST on /api/settings/{key} as PUT's.
        const alias = (method === 'PATCH' || method === 'POST') && documented.has('PUT');
        expect(documented.has(method as never) || alias, `${route.file}: ${method} is not in the catalogue`).toBe(true);
      }
      for (const call of route.calls) {
        const handler = call.method === 'GET' ? 'loader' : 'action';
        expect(text, `${route.file}: ${call.method} needs an exported ${handler}`).toMatch(new RegExp(`export (async )?function ${handler}\\b`));
      }
    }
  });

  it('marks a route admin only where its code checks for an admin', () => {
    for (const route of API_ROUTES) {
      const text = source(route.file);
      const checksAdmin = /\b(requireAdminApi|adminApi|adminOfApiRequest)\(/.test(text);
      if (route.calls.some((c) => c.auth !== 'public')) expect(checksAdmin, `${route.file} has admin calls but no admin check`).toBe(true);
      else expect(checksAdmin, `${route.file} checks for an admin but every call is public`).toBe(false);
    }
  });

  it("lists each route's own Turkish error messages with their status", () => {
    const common = [...COMMON_ERRORS.any, ...COMMON_ERRORS.admin].map(([s, m]) => `${s} ${m}`);
    for (const route of API_ROUTES) {
      const documented = new Set([...route.calls.flatMap((c) => (c.errors ?? []).map(([s, m]) => `${s} ${m}`)), ...common]);
      for (const [status, message] of literalErrors(source(route.file))) {
        expect(documented.has(`${status} ${message}`), `${route.file}: ${status} '${message}' is not in the catalogue`).toBe(true);
      }
    }
  });

  it('maps file names to the URL paths React Router serves', () => {
    expect(apiPathOf('api.team.$id.categories.$categoryId.ts')).toBe('/api/team/{id}/categories/{categoryId}');
    expect(apiPathOf('api.smtp.[test].ts')).toBe('/api/smtp/test');
    expect(apiPathOf('api.appointments.available-slots.$date.ts')).toBe('/api/appointments/available-slots/{date}');
  });

  it('docs/api.md is what `npm run docs:api` writes now', () => {
    const written = fs.readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8');
    expect(written === renderApiDoc(), 'docs/api.md is stale: run `npm run docs:api`').toBe(true);
  });
});
