/**
 * The JSON API's declarations are the source: every app/routes/api.*.ts module's loader and
 * action are made by defineApi (they carry the declaration), it exports a loader where it
 * declares a GET and an action where it declares a write, and docs/api.md is what
 * `npm run docs:api` writes from the declarations now.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_METHODS, callsOf } from '../app/http/api.server';
import { apiPathOf, renderApiDoc } from './api-doc';
import { apiRouteFiles, declarationOf, loadApiRouteModules, loadApiRoutes } from './api-routes';

const ROOT = path.resolve(__dirname, '..');

describe('the API declarations', () => {
  it('every api.* route module runs a declaration: its loader / action are made by defineApi', async () => {
    const modules = await loadApiRouteModules();
    expect(modules.map((m) => m.file)).toEqual(apiRouteFiles());
    expect(modules.length).toBeGreaterThan(60);
    for (const { file, module } of modules) {
      const api = declarationOf(module);
      expect(api?.calls, `${file}: its loader / action is not made by defineApi`).toBeTruthy();
      const methods = Object.keys(api!.calls);
      expect(methods.length, `${file} declares no call`).toBeGreaterThan(0);
      for (const method of methods) expect(API_METHODS, `${file}: ${method}`).toContain(method);
      if (methods.includes('GET'))
        expect(module.loader, `${file}: GET needs \`export const loader = api.loader\``).toBe(api!.loader);
      if (methods.some((m) => m !== 'GET'))
        expect(module.action, `${file}: its writes need \`export const action = api.action\``).toBe(api!.action);
      // a loader or action of its own would answer without the declaration
      if (module.loader) expect(module.loader, `${file}: loader`).toBe(api!.loader);
      if (module.action) expect(module.action, `${file}: action`).toBe(api!.action);
      // nothing else that reaches server code: React Router keeps other exports in the browser build
      for (const [name, value] of Object.entries(module))
        if (name !== 'loader' && name !== 'action')
          expect(typeof value, `${file}: export ${name}`).not.toBe('function');
      for (const entry of Object.values(api!.calls)) {
        for (const c of callsOf(entry!)) {
          expect(c.summary.length, `${file}: summary`).toBeGreaterThan(3);
          expect(c.response, `${file}: response`).toMatch(/^\d{3} /);
        }
      }
    }
  });

  it('maps file names to the URL paths React Router serves', () => {
    expect(apiPathOf('api.team.$id.categories.$categoryId.ts')).toBe('/api/team/{id}/categories/{categoryId}');
    expect(apiPathOf('api.smtp.[test].ts')).toBe('/api/smtp/test');
    expect(apiPathOf('api.appointments.available-slots.$date.ts')).toBe('/api/appointments/available-slots/{date}');
  });

  it('docs/api.md is what `npm run docs:api` writes now', async () => {
    const written = fs.readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8');
    const fresh = renderApiDoc(await loadApiRoutes());
    expect(written === fresh, 'docs/api.md is stale: run `npm run docs:api`').toBe(true);
    // the schemas reach the page: a body field, a query field and a path parameter
    expect(fresh).toMatch(/### PUT `\/api\/services\/\{id\}`[\s\S]*?\| `id` \| string \|/);
    expect(fresh).toMatch(/### GET `\/api\/gallery`[\s\S]*?\| `limit` \|/);
    expect(fresh).toMatch(/### POST `\/api\/auth\/admin\/login`[\s\S]*?\| `email` \|/);
  });
});
