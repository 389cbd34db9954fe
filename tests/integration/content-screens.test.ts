/**
 * The content screens' actions called as a browser form would (signed-in cookie, same
 * origin): redirects with notices on success, Turkish errors otherwise, the gallery's
 * fetcher reorder, and a refused category delete.
 */
import { describe, expect, it } from 'vitest';
import { createTestContext, createTestDb } from '../helpers/test-db';
import { createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { fieldMessages } from '../helpers/form-reply';
import * as services from '../../app/routes/admin/catalogue/services';
import * as categories from '../../app/routes/admin/catalogue/categories';
import * as gallery from '../../app/routes/admin/content/gallery';
import * as customers from '../../app/routes/admin/people/customers';
import { listGallery } from '../../app/models/content/gallery.server';
import { listServicesAdmin } from '../../app/models/catalogue/services.server';
import * as schema from '../../db/schema';

async function signedIn() {
  const { db, uploadsDir } = createTestDb();
  const context = createTestContext(db, { uploadsDir });
  const admin = await createTestUser(db);
  const cookie = await sessionCookieHeader(context, admin.id);
  const post = async (mod: { action: (args: any) => unknown }, path: string, form: Record<string, string>) => {
    try {
      const value = await mod.action({ request: testRequest(path, { cookie, form }), context, params: {} });
      const v = value as { data?: any; init?: ResponseInit | null };
      return { status: v.init?.status ?? 200, data: v.data, location: null as string | null };
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, data: null, location: thrown.headers.get('Location') };
      const v = thrown as { data?: any; init?: ResponseInit | null };
      if (v && typeof v === 'object' && 'init' in v)
        return { status: v.init?.status ?? 500, data: v.data, location: null };
      throw thrown;
    }
  };
  return { db, post };
}

describe('content screen actions', () => {
  it('services: a valid form redirects with a notice, an invalid one answers 400 with field errors', async () => {
    const { db, post } = await signedIn();
    const bad = await post(services, '/admin/services?new', {
      intent: 'create',
      name: '',
      category: 'gel',
      description: 'x',
      price: 'abc',
      duration: '60',
    });
    expect(bad.status).toBe(400);
    expect(bad.data.lastResult.error).toMatchObject({
      name: ['Hizmet adı zorunludur'],
      price: ['Lütfen geçerli bir fiyat girin (örn: 350 veya 350,50)'],
    });
    const good = await post(services, '/admin/services?new', {
      intent: 'create',
      name: 'Kaş Alma',
      category: 'special',
      description: 'Pens ile',
      price: '150,50',
      duration: '20',
      isActive: 'on',
    });
    expect(good).toMatchObject({ status: 302, location: '/admin/services?ok=created' });
    expect(listServicesAdmin(db).find((s) => s.name === 'Kaş Alma')).toMatchObject({
      priceKurus: 15050,
      duration: 20,
      isActive: true,
      isPopular: false,
    });
    const unknownIntent = await post(services, '/admin/services', { intent: 'nonsense' });
    expect(unknownIntent.status).toBe(400);
  });

  it('categories: deleting one in use answers 409 with the reason', async () => {
    const { post } = await signedIn();
    const refused = await post(categories, '/admin/categories?delete=1', { intent: 'delete', recordId: '1' });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ intent: 'delete' });
    expect(refused.data.lastResult.error[''][0]).toMatch(
      /^Kategori silinirken hata oluştu: Bu kategori silinemez: \d+ hizmet/,
    );
    const missing = await post(categories, '/admin/categories', { intent: 'toggle', recordId: '99999' });
    expect(missing.status).toBe(404);
  });

  it('categories: the icon must come from the set (or be an emoji as the spec stores it)', async () => {
    const { db, post } = await signedIn();
    const foreign = await post(categories, '/admin/categories?new', {
      intent: 'create',
      name: 'kirpik',
      displayName: 'Kirpik',
      icon: 'rocket',
      displayOrder: '0',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.data.lastResult.error).toMatchObject({ icon: ['Lütfen listeden bir simge seçin'] });
    const markup = await post(categories, '/admin/categories?new', {
      intent: 'create',
      name: 'kirpik',
      displayName: 'Kirpik',
      icon: '<b>x</b>',
      displayOrder: '0',
    });
    expect(markup.status).toBe(400);
    const picked = await post(categories, '/admin/categories?new', {
      intent: 'create',
      name: 'kirpik',
      displayName: 'Kirpik',
      icon: 'gem',
      displayOrder: '0',
    });
    expect(picked).toMatchObject({ status: 302, location: '/admin/categories?ok=created' });
    const emoji = await post(categories, '/admin/categories?new', {
      intent: 'create',
      name: 'kas',
      displayName: 'Kaş',
      icon: '💅',
      displayOrder: '0',
    });
    expect(emoji.status).toBe(302);
    const icons = Object.fromEntries(
      db
        .select()
        .from(schema.categories)
        .all()
        .map((c) => [c.name, c.icon]),
    );
    expect(icons).toMatchObject({ kirpik: 'gem', kas: '💅' });
  });

  it('gallery: the fetcher reorder saves the order; unknown photos answer 400 and change nothing', async () => {
    const { db, post } = await signedIn();
    const ids = listGallery(db).map((g) => g.id);
    const reversed = [...ids].reverse();
    const saved = await post(gallery, '/admin/gallery', { intent: 'reorder', order: reversed.join(',') });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ intent: 'reorder' });
    expect(fieldMessages(saved.data)['']).toBeUndefined();
    expect(listGallery(db).map((g) => g.id)).toEqual(reversed);

    const refused = await post(gallery, '/admin/gallery', { intent: 'reorder', order: `${reversed[0]},999999` });
    expect(refused.status).toBe(400);
    expect(fieldMessages(refused.data)['']).toBe(
      'Sıralama güncellenemedi: Listede olmayan bir resim var; sayfayı yenileyip tekrar deneyin.',
    );
    expect(listGallery(db).map((g) => g.id)).toEqual(reversed);

    const moved = await post(gallery, '/admin/gallery', {
      intent: 'move',
      recordId: String(reversed[0]),
      direction: 'down',
    });
    expect(moved.location).toBe('/admin/gallery?ok=moved');
    expect(
      listGallery(db)
        .map((g) => g.id)
        .slice(0, 2),
    ).toEqual([reversed[1], reversed[0]]);
  });

  it('customers: redirects keep the search and the filter', async () => {
    const { db, post } = await signedIn();
    const { customers: table } = await import('../../db/schema');
    const row = db
      .insert(table)
      .values({ name: 'Ece', email: 'ece@example.com', phone: '05321234567' })
      .returning()
      .get();
    const toggled = await post(customers, '/admin/customers?q=ece&status=active', {
      intent: 'toggle',
      recordId: String(row.id),
    });
    expect(toggled.location).toBe('/admin/customers?q=ece&status=active&ok=deactivated');
  });
});
