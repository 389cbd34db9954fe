import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createTestContext, createTestDb } from '../helpers/test-db';
import { callLoader } from '../helpers/admin';
import * as about from '../../app/routes/api/api.about';
import * as categories from '../../app/routes/api/api.categories';
import * as gallery from '../../app/routes/api/api.gallery';
import * as homeSettings from '../../app/routes/api/api.home-settings';
import * as packages from '../../app/routes/api/api.packages';
import * as serviceById from '../../app/routes/api/api.services.$id';
import * as services from '../../app/routes/api/api.services';
import * as popular from '../../app/routes/api/api.services.popular';
import * as team from '../../app/routes/api/api.team';
import { loadBookingCatalog } from '../../app/models/catalogue/bookable.server';

function setup() {
  const { db } = createTestDb();
  return { db, context: createTestContext(db) };
}

/** Every public read answers revalidated every time (no-cache) with an ETag, and 304 for a known version. */
async function expectCached(
  loader: (args: any) => unknown,
  url: string,
  context: ReturnType<typeof createTestContext>,
) {
  const first = await callLoader(loader, url, context);
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toMatch(/^public, no-cache$/);
  const etag = first.headers.get('etag');
  expect(etag).toMatch(/^".+"$/);
  const again = await callLoader(loader, url, context, { headers: { 'if-none-match': etag! } });
  expect(again.status).toBe(304);
  expect(again.body).toBeNull();
  return first;
}

describe('GET /api/services', () => {
  it('lists active services in lira with the category slug, popular first then by id', async () => {
    const { context } = setup();
    const { body } = await expectCached(services.loader, '/api/services', context);
    expect(body.services).toHaveLength(17);
    const manicure = body.services.find((s: any) => s.name === 'Klasik Manikür');
    expect(manicure).toEqual({
      id: expect.any(Number),
      name: 'Klasik Manikür',
      description: expect.any(String),
      price: 350,
      duration: 45,
      category: 'manicure',
      categoryId: expect.any(Number),
      categoryDisplayName: 'Manikür',
      image: 'hand',
      features: ['Tırnak şekillendirme', 'Kütikül bakımı', 'Nemlendirici masaj'],
      isActive: true,
      isPopular: true,
      displayOrder: 1,
    });
    const popularFlags = body.services.map((s: any) => s.isPopular);
    expect(popularFlags.indexOf(false)).toBe(popularFlags.lastIndexOf(true) + 1);
    const ids = (list: any[]) => list.map((s) => s.id);
    const popularIds = ids(body.services.filter((s: any) => s.isPopular));
    expect(popularIds).toEqual([...popularIds].sort((a, b) => a - b));
  });

  it('hides inactive services everywhere and answers a changed list with a new ETag', async () => {
    const { db, context } = setup();
    const before = await callLoader(services.loader, '/api/services', context);
    db.update(schema.services).set({ isActive: false }).where(eq(schema.services.name, 'Kalıcı Oje')).run();
    const after = await callLoader(services.loader, '/api/services', context, {
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(after.body.services.map((s: any) => s.name)).not.toContain('Kalıcı Oje');
    const pop = await callLoader(popular.loader, '/api/services/popular', context);
    expect(pop.body.services.map((s: any) => s.name)).not.toContain('Kalıcı Oje');
    const id = before.body.services.find((s: any) => s.name === 'Kalıcı Oje').id;
    const one = await callLoader(serviceById.loader, `/api/services/${id}`, context, { params: { id: String(id) } });
    expect(one.status).toBe(404);
    expect(one.body).toEqual({ success: false, message: 'Hizmet bulunamadı' });
  });

  it('hides the services of a switched-off category, on the list and in the booking catalogue', async () => {
    const { db, context } = setup();
    const gel = db.select().from(schema.categories).where(eq(schema.categories.name, 'gel')).get()!;
    const gelServices = db.select().from(schema.services).where(eq(schema.services.categoryId, gel.id)).all();
    expect(gelServices.length).toBeGreaterThan(0);
    db.update(schema.categories).set({ isActive: false }).where(eq(schema.categories.id, gel.id)).run();
    const names = (await callLoader(services.loader, '/api/services', context)).body.services.map((s: any) => s.name);
    for (const s of gelServices) expect(names).not.toContain(s.name);
    const one = await callLoader(serviceById.loader, `/api/services/${gelServices[0]!.id}`, context, {
      params: { id: String(gelServices[0]!.id) },
    });
    expect(one.status).toBe(404);
    const offered = loadBookingCatalog(db).services.map((s) => s.id);
    for (const s of gelServices) expect(offered).not.toContain(s.id);
  });
});

describe('GET /api/services/popular and /api/services/:id', () => {
  it('lists only popular services', async () => {
    const { context } = setup();
    const { body } = await expectCached(popular.loader, '/api/services/popular', context);
    expect(body.services.map((s: any) => s.name)).toEqual([
      'Klasik Manikür',
      'Nail Art Tasarım',
      'Kalıcı Oje',
      'Protez Tırnak (Jel)',
    ]);
    expect(body.services.every((s: any) => s.isPopular)).toBe(true);
  });

  it('answers one service, and 404 (never 500) for unknown or malformed ids', async () => {
    const { context } = setup();
    const list = (await callLoader(services.loader, '/api/services', context)).body.services;
    const id = String(list[0].id);
    const one = await callLoader(serviceById.loader, `/api/services/${id}`, context, { params: { id } });
    expect(one.status).toBe(200);
    expect(one.body.service).toEqual(list[0]);
    for (const bad of ['99999', 'abc', '0', '-3', '1.5', 'admin']) {
      const res = await callLoader(serviceById.loader, `/api/services/${bad}`, context, { params: { id: bad } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Hizmet bulunamadı');
    }
  });
});

describe('GET /api/packages', () => {
  it('lists active packages with service ids and names, prices in lira', async () => {
    const { db, context } = setup();
    const { body } = await expectCached(packages.loader, '/api/packages', context);
    expect(body.packages).toHaveLength(3);
    const bridal = body.packages[0];
    expect(bridal).toMatchObject({
      name: 'Gelin Paketi',
      originalPrice: 1550,
      discountedPrice: 1250,
      price: 1250,
      duration: 180,
      isActive: true,
      serviceNames: ['Spa Manikür', 'Spa Pedikür', 'Nail Art Tasarım'],
    });
    expect(bridal.services).toHaveLength(3);
    expect(bridal.services.every((id: unknown) => typeof id === 'number')).toBe(true);
    expect(body.packages[1].duration).toBeNull();

    db.update(schema.packages).set({ isActive: false }).where(eq(schema.packages.name, 'Gelin Paketi')).run();
    const after = await callLoader(packages.loader, '/api/packages', context);
    expect(after.body.packages.map((p: any) => p.name)).toEqual(['El & Ayak Bakım Paketi', 'Kalıcı Güzellik Paketi']);
  });
});

describe('GET /api/categories', () => {
  it('lists active categories by displayOrder with packages last', async () => {
    const { db, context } = setup();
    db.update(schema.categories).set({ displayOrder: 0 }).where(eq(schema.categories.name, 'packages')).run();
    db.update(schema.categories).set({ isActive: false }).where(eq(schema.categories.name, 'repair')).run();
    const { body } = await expectCached(categories.loader, '/api/categories', context);
    expect(body.categories.map((c: any) => c.name)).toEqual([
      'manicure',
      'pedicure',
      'nail-art',
      'gel',
      'special',
      'extensions',
      'packages',
    ]);
    expect(body.categories[0]).toEqual({
      id: expect.any(Number),
      name: 'manicure',
      displayName: 'Manikür',
      icon: 'hand',
      description: expect.any(String),
      isActive: true,
      displayOrder: 1,
      backgroundImage: null,
    });
  });
});

describe('GET /api/gallery', () => {
  it('pages the gallery, 12 by default', async () => {
    const { context } = setup();
    const { body } = await expectCached(gallery.loader, '/api/gallery', context);
    expect(body.images).toHaveLength(12);
    expect(body).toMatchObject({ totalPages: 2, currentPage: 1, total: 14 });
    expect(body.images[0]).toEqual({
      id: expect.any(Number),
      title: 'Pastel Ombre',
      description: expect.any(String),
      imageUrl: expect.stringMatching(/^\/uploads\/gallery\/[a-f0-9]{24}-1600\.webp$/),
      width: 1200,
      height: 1200,
      sortOrder: 0,
      uploadDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const second = await callLoader(gallery.loader, '/api/gallery?page=2', context);
    expect(second.body.images.map((i: any) => i.title)).toEqual(['Minimal Noktalar', 'Gece Işıltısı']);
    const small = await callLoader(gallery.loader, '/api/gallery?page=3&limit=5', context);
    expect(small.body).toMatchObject({ totalPages: 3, currentPage: 3 });
    expect(small.body.images).toHaveLength(4);
    const past = await callLoader(gallery.loader, '/api/gallery?page=9', context);
    expect(past.status).toBe(200);
    expect(past.body.images).toEqual([]);
  });

  it('answers bad page and limit values with 400 and a Turkish message', async () => {
    const { context } = setup();
    for (const query of [
      'page=abc',
      'page=0',
      'page=-1',
      'page=1.5',
      'limit=0',
      'limit=101',
      'limit=x',
      'page=99999999999999999999',
    ]) {
      const res = await callLoader(gallery.loader, `/api/gallery?${query}`, context);
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/^Geçersiz (sayfa|limit)/);
    }
  });
});

describe('GET /api/team', () => {
  it('lists active members, optionally those of one category', async () => {
    const { db, context } = setup();
    const { body } = await expectCached(team.loader, '/api/team', context);
    expect(body.teamMembers.map((m: any) => m.name)).toEqual([
      'Elif Yılmaz',
      'Zeynep Kaya',
      'Merve Demir',
      'Ayşe Çelik',
    ]);
    expect(body.teamMembers[0]).toEqual({
      id: expect.any(Number),
      name: 'Elif Yılmaz',
      specialization: 'Nail Art Uzmanı',
      imageUrl: expect.stringMatching(/^\/uploads\/team\//),
      displayOrder: 0,
      isActive: true,
    });

    const gel = db.select().from(schema.categories).where(eq(schema.categories.name, 'gel')).get()!;
    const byCategory = await expectCached(team.loader, `/api/team?categoryId=${gel.id}`, context);
    expect(byCategory.body.teamMembers.map((m: any) => m.name)).toEqual(['Elif Yılmaz', 'Merve Demir']);

    db.update(schema.teamMembers).set({ isActive: false }).where(eq(schema.teamMembers.name, 'Merve Demir')).run();
    const after = await callLoader(team.loader, `/api/team?categoryId=${gel.id}`, context);
    expect(after.body.teamMembers.map((m: any) => m.name)).toEqual(['Elif Yılmaz']);
    expect((await callLoader(team.loader, '/api/team?categoryId=9999', context)).body.teamMembers).toEqual([]);
  });

  it('answers a malformed categoryId with 400', async () => {
    const { context } = setup();
    for (const bad of ['abc', '0', '-2', '2.5']) {
      const res = await callLoader(team.loader, `/api/team?categoryId=${bad}`, context);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Geçersiz kategori/);
    }
  });
});

describe('GET /api/about and /api/home-settings', () => {
  it('answers the active about page with statistics as a list, 404 when none is active', async () => {
    const { db, context } = setup();
    const { body } = await expectCached(about.loader, '/api/about', context);
    expect(body.aboutUs).toMatchObject({
      heroTitle: 'Hakkımızda',
      ctaButtonText: 'RANDEVU AL',
      ctaButtonLink: '/contact',
      isActive: true,
    });
    expect(body.aboutUs.statsData).toContainEqual({ title: 'Mutlu Müşteri', value: '5000+', icon: 'heart' });
    db.update(schema.aboutPages).set({ isActive: false }).run();
    const none = await callLoader(about.loader, '/api/about', context);
    expect(none.status).toBe(404);
    expect(none.body.success).toBe(false);
  });

  it('answers the home settings with image paths under /uploads', async () => {
    const { db, context } = setup();
    db.update(schema.homeSettings).set({ showcaseImage2: '/api/proxy/uploads/home/x-1600.webp' }).run();
    const { body } = await expectCached(homeSettings.loader, '/api/home-settings', context);
    expect(body.settings).toMatchObject({
      heroTitle: 'SHEVA NAIL ART STUDIO',
      backgroundColor: '#000000',
      secondaryBackgroundColor: '#1f2937',
      showcaseImage2: '/uploads/home/x-1600.webp',
    });
    expect(body.settings.id).toBeUndefined();
  });
});
