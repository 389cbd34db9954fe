import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIEW_MODULES } from './other-views';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SOURCE = fs.readFileSync(path.join(import.meta.dirname, 'other-views.tsx'), 'utf8');

describe('the lazily loaded views the server names for preloading (0549)', () => {
  it('names each by the path of the module other-views imports', () => {
    for (const [view, modulePath] of Object.entries(VIEW_MODULES)) {
      expect(fs.existsSync(path.join(ROOT, modulePath)), view).toBe(true);
      const name = path.basename(modulePath, '.tsx');
      expect(SOURCE, view).toContain(`import('./${name}')`);
    }
  });
});
