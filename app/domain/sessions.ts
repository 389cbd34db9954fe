/**
 * Admin sign-ins as the admin sees them (Ayarlar > Oturumlar): the idle timeout setting, the
 * rule that ends an idle browser session, and a readable device name from a User-Agent.
 * Pure: `now` is a parameter. (docs/decisions/0135-sessions-screen-and-idle-timeout.md)
 */
import { z } from 'zod';
import { wholeNumberText } from './form-fields';

export const SESSION_IDLE_SETTING_KEY = 'session_idle_timeout_hours';
export const DEFAULT_IDLE_HOURS = 12;
export const MIN_IDLE_HOURS = 1;
/** the 14-day limit of every session */
export const MAX_IDLE_HOURS = 336;

export const IDLE_HOURS_MESSAGE = `Oturum zaman aşımı ${MIN_IDLE_HOURS} ile ${MAX_IDLE_HOURS} saat arasında bir tam sayı olmalıdır`;

export const SESSION_TEXTS = {
  idleSaved: 'Oturum zaman aşımı kaydedildi',
  ended: 'Oturum sonlandırıldı',
  othersEnded: 'Diğer tüm oturumlar sonlandırıldı',
  notFound: 'Oturum bulunamadı',
} as const;

/** The idle timeout as text (the settings form, the generic settings API, the stored setting). */
export const idleHoursValueSchema = wholeNumberText(MIN_IDLE_HOURS, MAX_IDLE_HOURS, IDLE_HOURS_MESSAGE);

/** The settings screen's idle-timeout form. */
export const idleSettingSchema = z.object({ idleHours: idleHoursValueSchema });

/** Whether a browser session unused since `lastUsedAt` has timed out at `now`. */
export function isIdleExpired(lastUsedAt: Date, now: Date, idleHours: number): boolean {
  return now.getTime() - lastUsedAt.getTime() > idleHours * 3_600_000;
}

/** A short Turkish name of the device behind a User-Agent: 'Chrome · Windows', 'Safari · iPhone'. */
export function deviceOf(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  if (!ua.trim()) return 'Bilinmeyen cihaz';
  const program = /^curl\//i.test(ua)
    ? 'curl'
    : /Edg(e|A|iOS)?\//.test(ua)
      ? 'Edge'
      : /OPR\/|Opera/.test(ua)
        ? 'Opera'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : /^(node|undici|axios|python|Go-http|okhttp|PostmanRuntime)/i.test(ua)
                ? `API istemcisi (${ua.split(/[/\s]/)[0]})`
                : 'Bilinmeyen tarayıcı';
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  return system ? `${program} · ${system}` : program;
}

/** Profilim's "end this session" form: the session's id (an empty one ends nothing: not found). */
export const sessionEndFormSchema = z.object({ sessionId: z.string({ error: SESSION_TEXTS.notFound }) });
