import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createTestContext, createTestDb } from '../helpers/test-db';
import { callLoader } from '../helpers/admin';
import * as aboutPage from '../../app/routes/site/about';
import * as galleryImagePage from '../../app/routes/site/gallery-image';
import * as galleryPage from '../../app/routes/site/gallery';
import * as homePage from '../../app/routes/site/home';
import * as servicesPage from '../../app/routes/site/services';
import * as teamPage from '../../app/routes/site/team';

function setup(options: { demo?: boolean; publicUrl?: string } = {}) {
  const { db } = createTestDb({ demo: options.demo });
  const context = createTestContext(db);
  if (options.publicUrl) context.config.publicUrl = options.publicUrl;
  return { db, context };
}

const metaOf = (meta: (args: any) => any[], data: unknown) => meta({ data, params: {}, location: {}, matches: [] });
const canonical = (meta: any[]) => meta.find((m) => m.rel === 'canonical')?.href;
const jsonLd = (meta: any[]) => meta.find((m) => 'script:ld+json' in m)?.['script:ld+json'];

describe('services page', () => {
  it('shows every active service and the packages, with the filter bar ending in packages', async () => {
    const { context } = setup();
    const { status, body } = await callLoader(servicesPage.loader, '/services', context);
    expect(status).toBe(200);
    expect(body.services).toHaveLength(17);
    expect(body.packages.map((p: any) => p.name)).toEqual([
      'Gelin Paketi',
      'El & Ayak Bakım Paketi',
      'Kalıcı Güzellik Paketi',
    ]);
    expect(body.categories.map((c: any) => c.name)).toEqual([
      'manicure',
      'pedicure',
      'nail-art',
      'gel',
      'special',
      'repair',
      'extensions',
      'packages',
    ]);
    expect(body.services.slice(0, 4).every((s: any) => s.isPopular)).toBe(true);
  });

  it('filters by category slug; packages show only the package cards', async () => {
    const { context } = setup();
    const manicure = await callLoader(servicesPage.loader, '/services?kategori=manicure', context);
    expect(manicure.body.services.map((s: any) => s.name)).toEqual(['Klasik Manikür', 'Spa Manikür', 'Erkek Manikür']);
    expect(manicure.body.packages).toEqual([]);
    expect(manicure.body.selectedName).toBe('Manikür');
    const pk = await callLoader(servicesPage.loader, '/services?kategori=packages', context);
    expect(pk.body.services).toEqual([]);
    expect(pk.body.packages).toHaveLength(3);
  });

  it('shows the empty state for a category without active services and 404 for an unknown one', async () => {
    const { db, context } = setup();
    db.update(schema.services).set({ isActive: false }).where(eq(schema.services.name, 'Tırnak Onarımı')).run();
    const repair = await callLoader(servicesPage.loader, '/services?kategori=repair', context);
    expect(repair.status).toBe(200);
    expect(repair.body.services).toEqual([]);
    const unknown = await callLoader(servicesPage.loader, '/services?kategori=yok-boyle', context);
    expect(unknown.status).toBe(404);
    expect(unknown.body.services).toEqual([]);
    expect(unknown.body.packages).toEqual([]);
    expect(unknown.body.categories.length).toBe(8);
  });

  it("adds the built-in packages filter when the studio has no 'packages' category", async () => {
    const { db, context } = setup();
    db.delete(schema.categories).where(eq(schema.categories.name, 'packages')).run();
    const { body } = await callLoader(servicesPage.loader, '/services', context);
    expect(body.categories.at(-1)).toEqual({ id: 999, name: 'packages', displayName: 'Paketler', icon: 'gift' });
  });

  it('has its metadata, a canonical address from PUBLIC_URL and the BeautySalon data with Monday closed', async () => {
    const { context } = setup({ publicUrl: 'https://shevanailart.com.tr' });
    const { body } = await callLoader(servicesPage.loader, '/services?kategori=gel', context);
    const meta = metaOf(servicesPage.meta, body);
    expect(canonical(meta)).toBe('https://shevanailart.com.tr/services?kategori=gel');
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://shevanailart.com.tr/services?kategori=gel' });
    expect(meta.find((m: any) => m.title)?.title).toContain('Kalıcı Oje & Jel');
    expect(meta.find((m: any) => m.name === 'keywords')?.content).toContain('Konya');
    const ld = jsonLd(meta);
    expect(ld['@type']).toBe('BeautySalon');
    expect(ld.openingHoursSpecification.flatMap((s: any) => s.dayOfWeek)).not.toContain('Monday');
    expect(ld.hasOfferCatalog.itemListElement).toHaveLength(3);
    expect(ld.hasOfferCatalog.itemListElement[0]).toMatchObject({ priceCurrency: 'TRY', price: '450.00' });
  });
});

describe('gallery pages', () => {
  it('pages by 12 with ?sayfa= and answers 404 for a page that does not exist', async () => {
    const { context } = setup();
    const first = await callLoader(galleryPage.loader, '/gallery', context);
    expect(first.body.images).toHaveLength(12);
    expect(first.body).toMatchObject({ currentPage: 1, totalPages: 2, total: 14 });
    expect(first.body.heroImage).toMatch(/^\/uploads\/home\//);
    const second = await callLoader(galleryPage.loader, '/gallery?sayfa=2', context);
    expect(second.body.images.map((i: any) => i.title)).toEqual(['Minimal Noktalar', 'Gece Işıltısı']);
    for (const bad of ['3', '0', 'abc', '-1']) {
      const res = await callLoader(galleryPage.loader, `/gallery?sayfa=${bad}`, context);
      expect(res.status, bad).toBe(404);
      expect(res.thrown).toBe(true);
    }
    expect(canonical(metaOf(galleryPage.meta, second.body))).toBe('http://studio.test/gallery?sayfa=2');
  });

  it('shows an empty gallery on its first page', async () => {
    const { context } = setup({ demo: false });
    const { status, body } = await callLoader(galleryPage.loader, '/gallery', context);
    expect(status).toBe(200);
    expect(body.images).toEqual([]);
    expect(body.totalPages).toBe(0);
  });

  it('shows one image with its neighbours and the page that holds it', async () => {
    const { db, context } = setup();
    const all = db.select().from(schema.galleryImages).orderBy(schema.galleryImages.sortOrder).all();
    const view = async (id: number) =>
      (await callLoader(galleryImagePage.loader, `/gallery/${id}`, context, { params: { id: String(id) } })).body;
    const firstView = await view(all[0]!.id);
    expect(firstView).toMatchObject({ position: 0, total: 14, previousId: null, nextId: all[1]!.id, page: 1 });
    const thirteenth = await view(all[12]!.id);
    expect(thirteenth).toMatchObject({ position: 12, previousId: all[11]!.id, nextId: all[13]!.id, page: 2 });
    expect((await view(all[13]!.id)).nextId).toBeNull();
    for (const bad of ['99999', 'abc', '0']) {
      const res = await callLoader(galleryImagePage.loader, `/gallery/${bad}`, context, { params: { id: bad } });
      expect(res.status).toBe(404);
    }
  });
});

describe('home page', () => {
  it("shows the default title as 'sheva', 6 gallery images and 4 popular services", async () => {
    const { context } = setup();
    const { body } = await callLoader(homePage.loader, '/', context);
    expect(body.hero).toMatchObject({ title: 'sheva', short: true, subtitle: 'Konya’nın kalbinde tırnak sanatı' });
    expect(body.gallery).toHaveLength(6);
    expect(body.popular.map((s: any) => s.name)).toEqual([
      'Klasik Manikür',
      'Nail Art Tasarım',
      'Kalıcı Oje',
      'Protez Tırnak (Jel)',
    ]);
    expect(body.showcase.images).toHaveLength(3);
    const ld = jsonLd(metaOf(homePage.meta, body));
    expect(ld).toMatchObject({ '@type': 'BeautySalon', name: 'Sheva Nail Art Studio', telephone: '+903325551234' });
    expect(ld.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '09:00',
      closes: '18:00',
    });
  });

  it('keeps another title as it is and falls back to the first gallery images for missing showcase images', async () => {
    const { db, context } = setup();
    db.update(schema.homeSettings)
      .set({ heroTitle: 'Tırnak Sanatı Evi', showcaseImage1: null, showcaseImage3: null })
      .run();
    const settings = db.select().from(schema.homeSettings).get()!;
    const gallery = db.select().from(schema.galleryImages).orderBy(schema.galleryImages.sortOrder).all();
    const { body } = await callLoader(homePage.loader, '/', context);
    expect(body.hero).toMatchObject({ title: 'Tırnak Sanatı Evi', short: false });
    expect(body.showcase.images).toEqual([gallery[0]!.imageUrl, settings.showcaseImage2, gallery[2]!.imageUrl]);
  });
});

describe('team and about pages', () => {
  it('lists the team, or nothing for an empty studio', async () => {
    const { context } = setup();
    expect((await callLoader(teamPage.loader, '/team', context)).body.members).toHaveLength(4);
    const empty = setup({ demo: false });
    expect((await callLoader(teamPage.loader, '/team', empty.context)).body.members).toEqual([]);
  });

  it('answers the about page, with a safe CTA link, and 404 with the spec text when none is active', async () => {
    const { db, context } = setup();
    db.update(schema.aboutPages)
      .set({ ctaButtonLink: 'javascript:alert(1)', statsData: '[{"title":"Uzman","value":"4","icon":"👩"}]' as never })
      .run();
    const { body } = await callLoader(aboutPage.loader, '/about', context);
    expect(body.about.ctaButtonLink).toBe('/contact');
    expect(body.about.statsData).toEqual([{ title: 'Uzman', value: '4', icon: '👩' }]);
    expect(body.members).toHaveLength(4);
    db.update(schema.aboutPages).set({ isActive: false }).run();
    const none = await callLoader(aboutPage.loader, '/about', context);
    expect(none.status).toBe(404);
    expect(none.body).toBe('About us page not found');
  });
});
