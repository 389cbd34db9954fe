/**
 * `npm run docs:api`: writes docs/api.md from the `api` declarations of app/routes/api.*.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiDoc } from '../server/api-doc';
import { loadApiRoutes } from '../server/api-routes';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'api.md');
fs.writeFileSync(target, renderApiDoc(await loadApiRoutes()));
console.log(`wrote ${target}`);
