/**
 * The customers screen of a studio after years of work (docs/decisions/0553): the list comes
 * in pages of 25 with the search and filter kept, writes return to the page they were made
 * on, and the merge dialog offers the rows sharing a contact and those searched for, not
 * every customer of the studio.
 */
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import * as adminCustomers from '../../app/routes/admin/people/customers';
import { CUSTOMERS_PAGE_SIZE, customersPage, fillCustomerSearchKeys } from '../../app/models/people/customers.server';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';

type Screen = {
  customers: { id: number; name: string }[];
  total: number;
  page: number;
  pages: number;
  listHref: string;
  merging: { candidates: { id: number; name: string }[]; query: string } | null;
};

/** 120 customers, `Müşteri 1` the oldest; every tenth one inactive; 3 and 103 share a phone. */
async function studio() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const admin = await createTestUser(db);
  const cookie = await sessionCookieHeader(context, admin.id);
  const start = Date.parse('2024-01-01T09:00:00Z');
  const ids: number[] = [];
  for (let n = 1; n <= 120; n++) {
    const at = new Date(start + n * 86_400_000);
    ids.push(
      db
        .insert(customers)
        .values({
          name: `Müşteri ${n}`,
          email: `musteri${n}@example.com`,
          phone: n === 103 ? '05320000003' : `0532${String(n).padStart(7, '0')}`,
          isActive: n % 10 !== 0,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: customers.id })
        .get().id,
    );
  }
  fillCustomerSearchKeys(db);
  const screen = async (path: string) => {
    const r = await callRoute(adminCustomers.loader, testRequest(path, { cookie }), context);
    expect(r.status).toBe(200);
    return r.data as Screen;
  };
  const post = (path: string, form: Record<string, string>) =>
    callRoute(adminCustomers.action, testRequest(path, { cookie, form }), context);
  return { db, ids, screen, post };
}

const names = (s: Screen) => s.customers.map((c) => c.name);

describe('the customers screen of a large studio', () => {
  it('lists 25 a page, newest first, and counts them all', async () => {
    const { screen } = await studio();
    const first = await screen('/admin/customers');
    expect(CUSTOMERS_PAGE_SIZE).toBe(25);
    expect(first).toMatchObject({ total: 120, page: 1, pages: 5, listHref: '/admin/customers' });
    expect(names(first)).toHaveLength(25);
    expect(names(first)[0]).toBe('Müşteri 120');
    const last = await screen('/admin/customers?page=5');
    expect(last).toMatchObject({ page: 5, pages: 5, listHref: '/admin/customers?page=5' });
    expect(names(last)).toEqual(Array.from({ length: 20 }, (_, i) => `Müşteri ${20 - i}`));
    // past the end: the last page; not a page number: the first
    expect(await screen('/admin/customers?page=99')).toMatchObject({ page: 5, listHref: '/admin/customers?page=5' });
    for (const odd of ['abc', '-2', '0', '1.5', ''])
      expect((await screen(`/admin/customers?page=${odd}`)).page).toBe(1);
  });

  it('pages a filtered list and keeps the filter and the page in the list URL', async () => {
    const { screen } = await studio();
    const active = await screen('/admin/customers?status=active&page=2');
    expect(active).toMatchObject({ total: 108, page: 2, pages: 5, listHref: '/admin/customers?status=active&page=2' });
    expect(names(active).every((n) => Number(n.split(' ')[1]) % 10 !== 0)).toBe(true);
    const searched = await screen('/admin/customers?q=m%C3%BC%C5%9Fteri+11');
    // 11 and 110-119
    expect(searched).toMatchObject({ total: 11, pages: 1 });
    expect(names(searched)).toContain('Müşteri 11');
  });

  it('a write on page 2 returns to page 2 with its notice', async () => {
    const { screen, post } = await studio();
    const second = await screen('/admin/customers?page=2');
    const row = second.customers.find((c) => c.name === 'Müşteri 89')!;
    const toggled = await post('/admin/customers?page=2', { intent: 'toggle', recordId: String(row.id) });
    expect(toggled.status).toBe(302);
    expect(toggled.headers.get('Location')).toBe('/admin/customers?page=2&ok=deactivated');
  });

  it('the merge dialog offers the rows sharing a contact, and others only when searched for', async () => {
    const { screen, ids } = await studio();
    const three = ids[2]!;
    const opened = await screen(`/admin/customers?page=5&merge=${three}`);
    expect(opened.merging).toMatchObject({
      query: '',
      candidates: [expect.objectContaining({ id: ids[102], name: 'Müşteri 103' })],
    });
    // the page under the dialog is still the last page
    expect(names(opened)).toHaveLength(20);
    const searched = await screen(`/admin/customers?page=5&merge=${three}&mq=musteri47%40example.com`);
    expect(searched.merging).toMatchObject({ query: 'musteri47@example.com' });
    expect(searched.merging!.candidates.map((c) => c.name)).toEqual(['Müşteri 103', 'Müşteri 47']);
    // an inactive row is offered too
    const inactive = await screen(`/admin/customers?merge=${three}&mq=musteri40%40example.com`);
    expect(inactive.merging!.candidates.map((c) => c.name)).toEqual(['Müşteri 103', 'Müşteri 40']);
    // a search matching everyone: the sharing row and 20 more, never the customer herself
    const all = await screen(`/admin/customers?merge=${three}&mq=example`);
    expect(all.merging!.candidates).toHaveLength(21);
    expect(all.merging!.candidates.map((c) => c.id)).not.toContain(three);
  });

  it('reads the appointment counts of the shown page only, and an empty studio has one empty page', async () => {
    const { db } = createTestDb();
    expect(customersPage(db, { q: '', status: 'all' }, 4)).toEqual({
      customers: [],
      total: 0,
      page: 1,
      pages: 1,
      offset: 0,
    });
  });
});
