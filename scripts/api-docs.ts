/**
 * `npm run docs:api`: writes docs/api.md from the API catalogue (app/lib/api-catalog.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiDoc } from '../app/lib/api-doc';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'api.md');
fs.writeFileSync(target, renderApiDoc());
console.log(`wrote ${target}`);
