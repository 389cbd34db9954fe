/**
 * The JSON API's route modules (app/routes/api/api.*.ts) with their declarations, for the
 * documentation script (scripts/api-docs.ts) and its test. Not imported by the app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ApiDeclaration, ApiHandler } from '../app/http/api.server';

export const ROUTES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'app', 'routes', 'api');

/** The api.*.ts file names, sorted. */
export function apiRouteFiles(): string[] {
  return fs
    .readdirSync(ROUTES_DIR)
    .filter((f) => /^api\..*\.tsx?$/.test(f) && !/\.test\./.test(f))
    .sort();
}

export type ApiRouteModule = {
  file: string;
  module: { loader?: Partial<ApiHandler>; action?: Partial<ApiHandler>; [name: string]: unknown };
};

/** The declaration a route module's loader or action runs (defineApi attaches it as `.declaration`). */
export const declarationOf = (module: ApiRouteModule['module']): ApiDeclaration | undefined =>
  module.loader?.declaration ?? module.action?.declaration;

/** Every api.*.ts module, imported. */
export async function loadApiRouteModules(): Promise<ApiRouteModule[]> {
  const out: ApiRouteModule[] = [];
  for (const file of apiRouteFiles())
    out.push({ file, module: await import(pathToFileURL(path.join(ROUTES_DIR, file)).href) });
  return out;
}

/** The declarations, for renderApiDoc; a module without one is an error. */
export async function loadApiRoutes(): Promise<{ file: string; api: ApiDeclaration }[]> {
  return (await loadApiRouteModules()).map(({ file, module }) => {
    const api = declarationOf(module);
    if (!api) throw new Error(`app/routes/api/${file}: its loader / action is not made by defineApi`);
    return { file, api };
  });
}
