/**
 * The import rule (docs/decisions/0306): every arrow runs down the layers, no file imports a
 * route module, no circles. On failure the message lists each offending import in words.
 */
import { describe, expect, it } from 'vitest';
import { ALLOWED, checkImportRule, circles, describeImportRule, layerOf, type Import } from './imports';

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
});
