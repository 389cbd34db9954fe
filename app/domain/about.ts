/** The about page's content rules (spec 2 and 3, About). */
import type { StatItem } from '../../db/schema';

/** statsData as a list (the spec allows a JSON string); malformed entries are dropped. */
export function parseStats(value: unknown): StatItem[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((s): s is Record<string, unknown> => !!s && typeof s === 'object')
    .map((s) => ({ title: String(s.title ?? ''), value: String(s.value ?? ''), icon: String(s.icon ?? '') }))
    .filter((s) => s.title || s.value);
}

/** The description split at line breaks into paragraphs (spec 2, About). */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
