/**
 * Fixtures of the admin appointment browser tests: sign-in, demo ids, dates of a test's own
 * (test-data.ts) and appointments written through the admin JSON API (bearer token).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { phoneFor, signInAsAdmin } from './helpers';

/** Signs in (helpers.ts signInAsAdmin) and lands on `target`. Works with JavaScript on and off. */
export async function signIn(page: Page, target = '/admin/appointments') {
  await signInAsAdmin(page, { redirectTo: target });
}

/** A bearer token of the e2e admin. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/admin/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

// Dates of a test's own (tests/e2e/README.md): leased once per run, chosen by weekday.
export {
  bookableDay,
  bookableDays,
  freshWeekday,
  istanbulDate,
  uniqueEmail,
  uniqueName,
  uniqueWord,
} from './test-data';

/** The first team member of the public list (GET /api/team): an artist any test may book with. */
export async function firstMember(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/team');
  const list = ((await res.json()) as { teamMembers: { id: number }[] }).teamMembers;
  expect(list.length).toBeGreaterThan(0);
  return list[0]!.id;
}

export type DemoIds = { members: Record<string, number>; services: Record<string, number> };

/** Team member and service ids of the demo studio, read from the create form. */
export async function demoIds(page: Page): Promise<DemoIds> {
  await page.goto('/admin/appointments/new');
  const members: Record<string, number> = {};
  for (const option of await page.locator('select[name=teamMemberId] option').all()) {
    const value = await option.getAttribute('value');
    if (value) members[((await option.textContent()) ?? '').split(' — ')[0]!.trim()] = Number(value);
  }
  const services: Record<string, number> = {};
  for (const box of await page.locator('input[name=serviceIds]').all()) {
    const label = (await box.locator('xpath=..').textContent()) ?? '';
    services[label.replace(/₺.*$/, '').trim()] = Number(await box.getAttribute('value'));
  }
  return { members, services };
}

export type NewAppointment = {
  customerName: string;
  teamMemberId: number;
  date: string;
  time: string;
  status?: string;
  serviceIds?: number[];
  customDuration?: number;
  notes?: string;
};

/**
 * Writes an appointment through POST /api/appointments as the admin (conflicts overridden). Each
 * customer name has its own phone and e-mail; a spec that books one customer several times may
 * pass the fair-use rule (one person, no overlap, at most 3 open) because the desk gives a
 * reason, as the desk may (docs/decisions/0333).
 */
export async function createAppointment(request: APIRequestContext, token: string, a: NewAppointment): Promise<number> {
  const res = await request.post('/api/appointments', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      customerEmail: `${a.customerName.toLowerCase().replace(/[^a-z]/g, '') || 'musteri'}@example.com`,
      customerPhone: phoneFor(a.customerName),
      serviceIds: [],
      customDuration: 60,
      override: true,
      fairUseReason: 'Test verisi: masadan bilerek',
      ...a,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { appointment: { id: number } }).appointment.id;
}

/** One appointment as GET /api/admin/appointments/{id} answers it. */
export async function readAppointment(request: APIRequestContext, token: string, id: number) {
  const res = await request.get(`/api/admin/appointments/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  if (res.status() === 404) return null;
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as {
      appointment: {
        id: number;
        time: string;
        date: string;
        status: string;
        customerName: string;
        notes: string | null;
      };
    }
  ).appointment;
}
