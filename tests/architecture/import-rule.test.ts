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

/**
 * What a route module leaves to the layers below (issue 35): a form's answer is built by
 * app/http/form-answer.server.ts (never `submission.reply()` by hand), and a write announces
 * itself from its model after the commit (app/models/commit.server.ts; never `context.emit` or
 * `context.kickOutbox`).
 */
const ROUTE_HABITS = [
  {
    pattern: /\.reply\(/,
    why: 'builds a form reply by hand: answer through app/http/form-answer.server.ts (answer, answerInvalid, answerRefused, answerStale, replyOf)',
  },
  {
    pattern: /\bcontext\.emit\b/,
    why: 'announces a change itself: the model that writes announces it after its commit (app/models/commit.server.ts)',
  },
  {
    pattern: /\bcontext\.kickOutbox\b/,
    why: 'wakes the outbox itself: the model that queued the messages wakes it after its commit (app/models/commit.server.ts)',
  },
];

/** Each line of `text` (the file `file`) that does what a route leaves to the layers below, in words. */
function routeHabits(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      ROUTE_HABITS.filter((habit) => habit.pattern.test(line)).map((habit) => `${file}:${i + 1} ${habit.why}`),
    );
}

describe('routes leave answers and announcements to the layers below', () => {
  it('no route module builds a form reply by hand, calls context.emit or wakes the outbox', () => {
    const dir = path.join(ROOT, 'app', 'routes');
    const files = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => `app/routes/${name.split(path.sep).join('/')}`);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => routeHabits(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found, found.join('\n')).toEqual([]);
  });

  it('judges what it should', () => {
    const probe = [
      "  return data({ intent: 'x', lastResult: submission.reply({ formErrors: ['Hata'] }) });",
      "  context.emit('appointments-changed');",
      "  return answerRefused('x', submission, 'Hata');",
      '  context.kickOutbox();',
    ].join('\n');
    expect(routeHabits('app/routes/probe.tsx', probe)).toEqual([
      expect.stringMatching(/^app\/routes\/probe\.tsx:1 builds a form reply by hand/),
      expect.stringMatching(/^app\/routes\/probe\.tsx:2 announces a change itself/),
      expect.stringMatching(/^app\/routes\/probe\.tsx:4 wakes the outbox itself/),
    ]);
  });
});
