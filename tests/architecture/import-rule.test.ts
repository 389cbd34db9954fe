/**
 * The import rule (docs/decisions/0306): every arrow runs down the layers, no file imports a
 * route module, no circles. On failure the message lists each offending import in words.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED,
  checkImportRule,
  circles,
  describeImportRule,
  layerOf,
  MODEL_AREAS,
  ROOT,
  type Import,
} from './imports';

describe('the import rule', () => {
  const result = checkImportRule();

  it('reads the whole house: app/, server/ and the URL map', () => {
    expect(result.files.length).toBeGreaterThan(250);
    expect(result.routes.size).toBeGreaterThan(100);
    expect(result.missing, 'app/routes.ts names files that do not exist').toEqual([]);
  });

  it('no arrow runs back up and no file imports a route module', () => {
    expect(result.offences, describeImportRule(result)).toEqual([]);
  });

  it('no circles', () => {
    expect(result.circles, describeImportRule(result)).toEqual([]);
  });

  it('judges what it should: the layers of a few files and a circle', () => {
    expect(layerOf('app/routes/admin/appointments/route.tsx')).toBe('routes');
    expect(layerOf('app/http/auth.server.ts')).toBe('http');
    expect(layerOf('app/domain/clock.ts')).toBe('domain');
    expect(layerOf('app/utils/money.ts')).toBe('utils');
    expect(ALLOWED.domain).not.toContain('models');
    expect(ALLOWED.models).not.toContain('http');
    expect(ALLOWED.http).not.toContain('ui');
    const loop: Import[] = [
      { from: 'a.ts', to: 'b.ts', spec: './b', typeOnly: false },
      { from: 'b.ts', to: 'c.ts', spec: './c', typeOnly: true },
      { from: 'c.ts', to: 'a.ts', spec: './a', typeOnly: false },
      { from: 'c.ts', to: 'd.ts', spec: './d', typeOnly: false },
    ];
    expect(circles(['a.ts', 'b.ts', 'c.ts', 'd.ts'], loop)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('judges a file outside every layer, require() and import(), and the order of the model areas', () => {
    // a probe written for this test and removed after it: the rule must catch each of its imports
    const dir = path.join(ROOT, 'app', `probe-${process.pid}`);
    const probe = path.join(dir, 'x.ts');
    const sibling = path.join(ROOT, 'app/models/audit', `probe-${process.pid}.server.ts`);
    fs.mkdirSync(dir, { recursive: true });
    try {
      fs.writeFileSync(
        probe,
        [
          "const wizard = require('../routes/booking/wizard/route');",
          "export const later = () => import('~/routes/admin/dashboard');",
          'export default wizard;',
        ].join('\n'),
      );
      fs.writeFileSync(sibling, "export { readAppointment } from '../appointments/queries.server';\n");
      const probed = checkImportRule();
      const rel = (abs: string) => path.relative(ROOT, abs).split(path.sep).join('/');
      const why = (from: string) => probed.offences.filter((o) => o.from === from).map((o) => o.why);
      expect(why(rel(probe))).toContainEqual(expect.stringContaining('outside every layer'));
      expect(probed.offences).toContainEqual(
        expect.objectContaining({ from: rel(probe), to: 'app/routes/booking/wizard/route.tsx' }),
      );
      expect(probed.offences).toContainEqual(
        expect.objectContaining({ from: rel(probe), to: 'app/routes/admin/dashboard.tsx' }),
      );
      expect(why(rel(sibling))).toContainEqual(expect.stringContaining('runs up the order of the model areas'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(sibling, { force: true });
    }
    expect(MODEL_AREAS.indexOf('audit')).toBeLessThan(MODEL_AREAS.indexOf('appointments'));
  });
});
