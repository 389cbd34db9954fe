/**
 * Plumbing of the back-office screens' actions: the posted form (bounded multipart), the
 * intent and record id it names, and the notices shown after a redirect.
 */
import { data } from 'react-router';
import { FormBodyError, readFormData } from './multipart.server';

export type AdminForm = { ok: true; form: FormData } | { ok: false; status: number; message: string };

/** The posted form; an oversized or malformed body becomes a message instead of an exception. */
export async function readAdminForm(request: Request): Promise<AdminForm> {
  try {
    return { ok: true, form: await readFormData(request) };
  } catch (error) {
    if (error instanceof FormBodyError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

/** The record id a form names (`recordId` field; not `id`, which would shadow form.id); anything else is a 400 page. */
export function formId(form: FormData, name = 'recordId'): number {
  const raw = form.get(name);
  if (typeof raw !== 'string' || !/^\d{1,12}$/.test(raw) || Number(raw) <= 0)
    throw data('Geçersiz kayıt numarası', { status: 400 });
  return Number(raw);
}

/** A 404 page for a record that is gone. */
export function notFound(message = 'Kayıt bulunamadı'): never {
  throw data(message, { status: 404 });
}

/** The notice named by `?ok=` (after a redirect), from the screen's own list. */
export function noticeFrom<T extends Record<string, string>>(request: Request, notices: T): string | null {
  const key = new URL(request.url).searchParams.get('ok');
  return key && Object.hasOwn(notices, key) ? notices[key]! : null;
}

/** A positive integer search parameter (`?edit=3`), else null. */
export function idParam(request: Request, name: string): number | null {
  const raw = new URL(request.url).searchParams.get(name);
  return raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** Whether a search parameter is present (`?new`). */
export function hasParam(request: Request, name: string): boolean {
  return new URL(request.url).searchParams.has(name);
}
