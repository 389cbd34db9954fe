/**
 * The admin screens of the URL map (app/routes.ts): every route under /admin whose module
 * renders a component (`export default`), with its URL pattern. CSV/xlsx downloads and
 * action-only URLs (no component) are not screens. Used by bench/page-weight.ts and
 * bench/lighthouse-admin.ts, so a new admin screen is weighed the day its line is added.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../app/routes';

const APP = path.resolve(import.meta.dirname, '../app');

export type AdminScreen = { id: string; pattern: string; file: string };

function join(parent: string, child: string | undefined): string {
  if (!child) return parent;
  return parent.endsWith('/') ? parent + child : `${parent}/${child}`;
}

export function adminScreens(): AdminScreen[] {
  const out: AdminScreen[] = [];
  const walk = (entries: RouteConfigEntry[], base: string) => {
    for (const e of entries) {
      const url = join(base, e.path);
      const source = fs.readFileSync(path.join(APP, e.file), 'utf8');
      const screen = /^export default\b/m.test(source);
      if (screen && (url === '/admin' || url.startsWith('/admin/')))
        out.push({ id: e.id ?? e.file, pattern: url, file: e.file });
      if (e.children) walk(e.children, url);
    }
  };
  walk(routes, '/');
  // the layout and its index share /admin: one screen
  const seen = new Set<string>();
  return out
    .filter((s) => !seen.has(s.pattern) && seen.add(s.pattern))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** The parameters a screen's URL needs, filled from what the studio holds (`:name` after `segment/`). */
export type ParamValues = Record<string, string | undefined>;

/**
 * `/admin/appointments/:id/edit` -> `/admin/appointments/12/edit`, the value looked up by the
 * segment before the parameter (`appointments`, `customers`, `team`, `waitlist`, `sales`).
 * Returns null when the studio holds nothing to open.
 */
export function fillPattern(pattern: string, values: ParamValues): string | null {
  const parts = pattern.split('/');
  for (let i = 0; i < parts.length; i++) {
    if (!parts[i]!.startsWith(':')) continue;
    const value = values[parts[i - 1] ?? ''];
    if (!value) return null;
    parts[i] = value;
  }
  return parts.join('/');
}
