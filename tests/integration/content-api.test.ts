/**
 * The admin JSON API of the content issue (admin spec section 7), called through the route
 * modules with a real database file, real uploads folder and a signed-in admin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { appointments, customers, galleryImages, services, teamMembers } from '../../db/schema';
import { createTestContext, createTestDb } from '../helpers/test-db';
import { upsertCustomer } from '../../app/models/people/customers.server';
import { releaseImages } from '../../app/models/content/uploads.server';
import { bearerToken, createTestUser, sessionCookieHeader, testRequest, TEST_ORIGIN } from '../helpers/admin';
import { gifBytes, jpegBytes, largeJpegBytes, pngBytes, TEXT_BYTES } from '../fixtures/images';
import * as servicesAdmin from '../../app/routes/api/api.services.admin';
import * as servicesCreate from '../../app/routes/api/api.services';
import * as serviceById from '../../app/routes/api/api.services.$id';
import * as serviceToggle from '../../app/routes/api/api.services.$id.toggle';
import * as servicePopular from '../../app/routes/api/api.services.$id.toggle-popular';
import * as categoriesAdmin from '../../app/routes/api/api.categories.admin';
import * as categoriesCreate from '../../app/routes/api/api.categories';
import * as categoryById from '../../app/routes/api/api.categories.$id';
import * as categoryToggle from '../../app/routes/api/api.categories.$id.toggle';
import * as packagesAdmin from '../../app/routes/api/api.packages.admin';
import * as packagesCreate from '../../app/routes/api/api.packages';
import * as packageById from '../../app/routes/api/api.packages.$id';
import * as packageToggle from '../../app/routes/api/api.packages.$id.toggle';
import * as teamAdmin from '../../app/routes/api/api.team.admin';
import * as teamCreate from '../../app/routes/api/api.team';
import * as teamById from '../../app/routes/api/api.team.$id';
import * as teamToggle from '../../app/routes/api/api.team.$id.toggle-active';
import * as teamCategories from '../../app/routes/api/api.team.$id.categories';
import * as teamCategoryById from '../../app/routes/api/api.team.$id.categories.$categoryId';
import * as galleryCreate from '../../app/routes/api/api.gallery';
import * as galleryById from '../../app/routes/api/api.gallery.$id';
import * as galleryReorder from '../../app/routes/api/api.gallery.reorder';
import * as aboutAdmin from '../../app/routes/api/api.about.admin';
import * as aboutCreate from '../../app/routes/api/api.about';
import * as aboutById from '../../app/routes/api/api.about.$id';
import * as aboutToggle from '../../app/routes/api/api.about.$id.toggle-active';
import * as homeAdmin from '../../app/routes/api/api.home-settings.admin';
import * as homeUpdate from '../../app/routes/api/api.home-settings';
import * as homeUpload from '../../app/routes/api/api.home-settings.upload-image';
import * as customersAdmin from '../../app/routes/api/api.customers.admin';
import * as customersCount from '../../app/routes/api/api.customers.count';
import * as customerById from '../../app/routes/api/api.customers.$id';
import { listGallery } from '../../app/models/content/gallery.server';
import { getActiveAboutPage } from '../../app/models/content/about.server';
import { IMAGE_TOO_LARGE_MESSAGE } from '../../app/domain/uploads';

type Handler = (args: any) => Promise<Response> | Response;

async function setup(options: { demo?: boolean } = {}) {
  const { db, uploadsDir } = createTestDb(options);
  const context = createTestContext(db, { uploadsDir });
  const user = await createTestUser(db);
  const token = bearerToken(context, user.id);
  async function call(
    handler: Handler | undefined,
    path: string,
    init: { method?: string; json?: unknown; form?: FormData; params?: Record<string, string>; auth?: boolean } = {},
  ) {
    const headers = new Headers();
    if (init.auth !== false) headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    } else if (init.form) body = init.form;
    const request = new Request(new URL(path, TEST_ORIGIN), { method: init.method ?? 'GET', headers, body });
    let response: Response;
    try {
      response = await handler!({ request, context, params: init.params ?? {} });
    } catch (thrown) {
      if (thrown instanceof Response) response = thrown;
      else throw thrown;
    }
    const json = (await response.json()) as any;
    return { status: response.status, json };
  }
  const uploadedFiles = () =>
    fs.existsSync(uploadsDir)
      ? fs
          .readdirSync(uploadsDir, { recursive: true })
          .map(String)
          .filter((f) => f.endsWith('.webp'))
      : [];
  return { db, context, uploadsDir, user, call, uploadedFiles };
}

function file(bytes: Buffer, name: string, type = 'application/octet-stream') {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('admin API access', () => {
  it('answers 401 in Turkish without a token, 403 for a non-admin, and works with the session cookie', async () => {
    const { call, db, context } = await setup();
    const anonymous = await call(servicesAdmin.loader, '/api/services/admin', { auth: false });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.success).toBe(false);
    expect(typeof anonymous.json.message).toBe('string');

    const staff = await createTestUser(db, { role: 'reception' });
    const request = new Request(new URL('/api/services/admin', TEST_ORIGIN), {
      headers: { Authorization: `Bearer ${bearerToken(context, staff.id)}` },
    });
    const refused = await Promise.resolve(servicesAdmin.loader({ request, context, params: {} } as any)).catch(
      (r: Response) => r,
    );
    expect(refused.status).toBe(403);

    const admin = await createTestUser(db);
    const cookie = await sessionCookieHeader(context, admin.id);
    const res = await servicesAdmin.loader({
      request: testRequest('/api/services/admin', { cookie }),
      context,
      params: {},
    } as any);
    expect(res.status).toBe(200);
  });

  it('refuses a cookie-signed write from another origin (CSRF)', async () => {
    const { db, context } = await setup();
    const admin = await createTestUser(db);
    const cookie = await sessionCookieHeader(context, admin.id);
    const request = testRequest('/api/services/1/toggle', { method: 'PUT', cookie, origin: 'https://kotu.example' });
    const res = await Promise.resolve(serviceToggle.action({ request, context, params: { id: '1' } } as any)).catch(
      (r: Response) => r,
    );
    expect(res.status).toBe(403);
  });
});

describe('services API', () => {
  it('creates, lists, updates in part, toggles and deletes a service', async () => {
    const { call, db } = await setup();
    const created = await call(servicesCreate.action, '/api/services', {
      method: 'POST',
      json: {
        name: 'Kaş Laminasyonu',
        category: 'special',
        description: 'Doğal kaşlar',
        price: 350.5,
        duration: 45,
        image: '🌿',
        features: ['Şekillendirme', 'Besleyici bakım'],
        displayOrder: 3,
      },
    });
    expect(created.status).toBe(201);
    const service = created.json.service;
    expect(service).toMatchObject({
      name: 'Kaş Laminasyonu',
      price: 350.5,
      priceKurus: 35050,
      duration: 45,
      category: 'special',
      image: '🌿',
      features: ['Şekillendirme', 'Besleyici bakım'],
      isActive: true,
      isPopular: false,
    });
    expect(db.select().from(services).where(eq(services.id, service.id)).get()!.priceKurus).toBe(35050);

    const updated = await call(serviceById.action, `/api/services/${service.id}`, {
      method: 'PUT',
      json: { price: '400,25', features: '["Tek özellik"]' },
      params: { id: String(service.id) },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.service).toMatchObject({
      name: 'Kaş Laminasyonu',
      price: 400.25,
      features: ['Tek özellik'],
      duration: 45,
    });

    const toggled = await call(serviceToggle.action, `/api/services/${service.id}/toggle`, {
      method: 'PUT',
      params: { id: String(service.id) },
    });
    expect(toggled.json.service.isActive).toBe(false);
    const popular = await call(servicePopular.action, `/api/services/${service.id}/toggle-popular`, {
      method: 'PUT',
      params: { id: String(service.id) },
    });
    expect(popular.json.service.isPopular).toBe(true);

    const list = await call(servicesAdmin.loader, '/api/services/admin');
    expect(list.json.services.find((s: any) => s.id === service.id)).toMatchObject({
      isActive: false,
      isPopular: true,
    });

    const deleted = await call(serviceById.action, `/api/services/${service.id}`, {
      method: 'DELETE',
      params: { id: String(service.id) },
    });
    expect(deleted.json).toEqual({ success: true, message: 'Hizmet silindi' });
    const again = await call(serviceById.action, `/api/services/${service.id}`, {
      method: 'DELETE',
      params: { id: String(service.id) },
    });
    expect(again.status).toBe(404);
  });

  it('answers 400 with the Turkish message for bad input, never a 500', async () => {
    const { call } = await setup();
    const missing = await call(servicesCreate.action, '/api/services', {
      method: 'POST',
      json: { category: 'special', description: 'x', price: 10 },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Hizmet adı zorunludur');
    const badPrice = await call(servicesCreate.action, '/api/services', {
      method: 'POST',
      json: { name: 'A', category: 'special', description: 'x', price: 'on lira' },
    });
    expect(badPrice.json.message).toBe('Lütfen geçerli bir fiyat girin (örn: 350 veya 350,50)');
    const badCategory = await call(servicesCreate.action, '/api/services', {
      method: 'POST',
      json: { name: 'A', category: 'yok-boyle', description: 'x', price: 10 },
    });
    expect(badCategory.status).toBe(400);
    expect(badCategory.json.message).toBe('Seçilen kategori bulunamadı');
    const notJson = await call(servicesCreate.action, '/api/services', {
      method: 'POST',
      form: undefined,
      json: undefined,
    });
    expect(notJson.status).toBe(400);
    const badId = await call(serviceById.action, '/api/services/abc', {
      method: 'PUT',
      json: {},
      params: { id: 'abc' },
    });
    expect(badId.status).toBe(404);
    const wrongMethod = await call(serviceById.action, '/api/services/1', {
      method: 'POST',
      json: {},
      params: { id: '1' },
    });
    expect(wrongMethod.status).toBe(405);
  });
});

describe('categories API', () => {
  it('creates a category with a background image (multipart), refuses deleting one in use, deletes an unused one with its files', async () => {
    const { call, uploadedFiles } = await setup({ demo: false });
    const before = uploadedFiles().length;
    const form = new FormData();
    form.append('name', 'kirpik');
    form.append('displayName', 'Kirpik');
    form.append('description', 'Kirpik lifting');
    form.append('displayOrder', '4');
    form.append('backgroundImage', file(await pngBytes(), 'arka.png', 'image/png'));
    const created = await call(categoriesCreate.action, '/api/categories', { method: 'POST', form });
    expect(created.status).toBe(201);
    const category = created.json.category;
    expect(category).toMatchObject({
      name: 'kirpik',
      displayName: 'Kirpik',
      icon: '💅',
      displayOrder: 4,
      isActive: true,
    });
    expect(category.backgroundImage).toMatch(/^\/uploads\/categories\/[a-f0-9]{24}-1600\.webp$/);
    expect(uploadedFiles().length).toBe(before + 3);

    const duplicate = await call(categoriesCreate.action, '/api/categories', {
      method: 'POST',
      json: { name: 'kirpik', displayName: 'Başka' },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.json.message).toBe('Bu kategori adı zaten kullanılıyor');
    const missing = await call(categoriesCreate.action, '/api/categories', { method: 'POST', json: { name: 'x' } });
    expect(missing.json.message).toBe('Kategori adı ve görünen ad zorunludur');
    const negative = await call(categoriesCreate.action, '/api/categories', {
      method: 'POST',
      json: { name: 'y', displayName: 'Y', displayOrder: -1 },
    });
    expect(negative.status).toBe(400);

    await call(servicesCreate.action, '/api/services', {
      method: 'POST',
      json: { name: 'Lifting', category: 'kirpik', description: 'x', price: 500 },
    });
    const refused = await call(categoryById.action, `/api/categories/${category.id}`, {
      method: 'DELETE',
      params: { id: String(category.id) },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('Bu kategori silinemez: 1 hizmet');

    const toggled = await call(categoryToggle.action, '', { method: 'PUT', params: { id: String(category.id) } });
    expect(toggled.json.category.isActive).toBe(false);

    const renamed = await call(categoryById.action, '', {
      method: 'PUT',
      json: { displayName: 'Kirpik & Kaş', backgroundImage: null },
      params: { id: String(category.id) },
    });
    expect(renamed.json.category).toMatchObject({ name: 'kirpik', displayName: 'Kirpik & Kaş', backgroundImage: null });
    expect(uploadedFiles().length).toBe(before);

    const other = await call(categoriesCreate.action, '/api/categories', {
      method: 'POST',
      json: { name: 'gecici', displayName: 'Geçici' },
    });
    const gone = await call(categoryById.action, '', {
      method: 'DELETE',
      params: { id: String(other.json.category.id) },
    });
    expect(gone.json.success).toBe(true);
    const list = await call(categoriesAdmin.loader, '/api/categories/admin');
    expect(list.json.categories.map((c: any) => c.name)).toEqual(['kirpik']);
    expect(list.json.categories[0]).toMatchObject({ serviceCount: 1, memberCount: 0 });
  });
});

describe('packages API', () => {
  it('creates a package from service ids, updates, toggles and deletes it', async () => {
    const { call } = await setup();
    const servicesList = (await call(servicesAdmin.loader, '/api/services/admin')).json.services;
    const [a, b] = servicesList;
    const created = await call(packagesCreate.action, '/api/packages', {
      method: 'POST',
      json: {
        name: 'Yaz Paketi',
        description: 'Yaza hazırlık',
        originalPrice: 900,
        discountedPrice: '750,50',
        services: [String(b.id), String(a.id)],
      },
    });
    expect(created.status).toBe(201);
    const pkg = created.json.package;
    expect(pkg).toMatchObject({
      originalPrice: 900,
      discountedPrice: 750.5,
      services: [String(b.id), String(a.id)],
      serviceNames: [b.name, a.name],
      duration: a.duration + b.duration,
      displayOrder: 0,
      isActive: true,
    });

    const higher = await call(packageById.action, '', {
      method: 'PUT',
      json: { discountedPrice: 1000 },
      params: { id: String(pkg.id) },
    });
    expect(higher.status).toBe(400);
    expect(higher.json.message).toBe('İndirimli fiyat normal fiyattan yüksek olamaz');
    const unknown = await call(packageById.action, '', {
      method: 'PUT',
      json: { services: ['99999'] },
      params: { id: String(pkg.id) },
    });
    expect(unknown.json.message).toBe('Seçilen hizmetlerden biri bulunamadı');

    const updated = await call(packageById.action, '', {
      method: 'PUT',
      json: { services: [String(a.id)], duration: 50 },
      params: { id: String(pkg.id) },
    });
    expect(updated.json.package).toMatchObject({ services: [String(a.id)], duration: 50 });
    const toggled = await call(packageToggle.action, '', { method: 'PUT', params: { id: String(pkg.id) } });
    expect(toggled.json.package.isActive).toBe(false);
    expect((await call(packagesAdmin.loader, '')).json.packages.some((p: any) => p.id === pkg.id)).toBe(true);
    const deleted = await call(packageById.action, '', { method: 'DELETE', params: { id: String(pkg.id) } });
    expect(deleted.json.success).toBe(true);
  });
});

describe('team API and uploads', () => {
  it('creates a member with a photo, manages categories, toggles and deletes (photo files removed)', async () => {
    const { call, uploadedFiles, db } = await setup({ demo: false });
    await call(categoriesCreate.action, '/api/categories', {
      method: 'POST',
      json: { name: 'nail-art', displayName: 'Nail Art' },
    });
    const form = new FormData();
    form.append('name', '  Deniz Ak ');
    form.append('specialization', 'Nail Art Uzmanı');
    form.append('displayOrder', '2');
    form.append('image', file(await jpegBytes(), 'deniz.jpg', 'image/jpeg'));
    const created = await call(teamCreate.action, '/api/team', { method: 'POST', form });
    expect(created.status).toBe(201);
    const member = created.json.teamMember;
    expect(member).toMatchObject({
      name: 'Deniz Ak',
      specialization: 'Nail Art Uzmanı',
      displayOrder: 2,
      isActive: true,
      teamMemberCategories: [],
    });
    expect(member.imageUrl).toMatch(/^\/uploads\/team\//);
    expect(uploadedFiles()).toHaveLength(3);

    const categoryId = (await call(categoriesAdmin.loader, '')).json.categories[0].id;
    const added = await call(teamCategories.action, '', {
      method: 'POST',
      json: { categoryId },
      params: { id: String(member.id) },
    });
    expect(added.json.teamMember.teamMemberCategories[0].category.displayName).toBe('Nail Art');
    const twice = await call(teamCategories.action, '', {
      method: 'POST',
      json: { categoryId },
      params: { id: String(member.id) },
    });
    expect(twice.status).toBe(409);
    const read = await call(teamCategories.loader, '', { params: { id: String(member.id) } });
    expect(read.json.teamMember.teamMemberCategories).toHaveLength(1);
    const removed = await call(teamCategoryById.action, '', {
      method: 'DELETE',
      params: { id: String(member.id), categoryId: String(categoryId) },
    });
    expect(removed.json.teamMember.teamMemberCategories).toHaveLength(0);

    const toggled = await call(teamToggle.action, '', { method: 'PUT', params: { id: String(member.id) } });
    expect(toggled.json.teamMember.isActive).toBe(false);
    const empty = await call(teamById.action, '', {
      method: 'PUT',
      json: { name: '   ' },
      params: { id: String(member.id) },
    });
    expect(empty.json.message).toBe('Lütfen tüm alanları doldurun.');

    const replaced = new FormData();
    replaced.append('image', file(await pngBytes(), 'yeni.png'));
    const updated = await call(teamById.action, '', {
      method: 'PUT',
      form: replaced,
      params: { id: String(member.id) },
    });
    expect(updated.json.teamMember.name).toBe('Deniz Ak');
    expect(updated.json.teamMember.imageUrl).not.toBe(member.imageUrl);
    expect(uploadedFiles()).toHaveLength(3);

    const deleted = await call(teamById.action, '', { method: 'DELETE', params: { id: String(member.id) } });
    expect(deleted.json.success).toBe(true);
    expect(uploadedFiles()).toHaveLength(0);
    expect(db.select().from(teamMembers).all()).toHaveLength(0);
    expect((await call(teamAdmin.loader, '')).json.teamMembers).toEqual([]);
  });

  it('judges a file by its bytes: a PNG named .txt is accepted as PNG, text named .jpg is refused, a GIF is refused for team photos', async () => {
    const { call, uploadedFiles } = await setup({ demo: false });
    const send = async (image: File) => {
      const form = new FormData();
      form.append('name', 'Ece');
      form.append('specialization', 'Manikür');
      form.append('image', image);
      return call(teamCreate.action, '/api/team', { method: 'POST', form });
    };
    const png = await send(file(await pngBytes(), 'foto.txt', 'text/plain'));
    expect(png.status).toBe(201);
    expect(png.json.teamMember.imageUrl).toMatch(/\.webp$/);

    const text = await send(file(TEXT_BYTES, 'foto.jpg', 'image/jpeg'));
    expect(text.status).toBe(400);
    expect(text.json.message).toBe('Dosya bir resim değil. Lütfen JPG, PNG veya WEBP bir resim seçin.');

    const gif = await send(file(await gifBytes(), 'hareketli.gif', 'image/gif'));
    expect(gif.status).toBe(400);
    expect(gif.json.message).toBe('Bu dosya türü desteklenmiyor. Lütfen JPG, PNG veya WEBP bir resim seçin.');
    expect(uploadedFiles()).toHaveLength(3);
  });

  it('refuses a 6 MB photo with the spec message and keeps nothing', async () => {
    const { call, uploadedFiles } = await setup({ demo: false });
    const form = new FormData();
    form.append('name', 'Ece');
    form.append('specialization', 'Manikür');
    form.append('image', file(await largeJpegBytes(6), 'buyuk.jpg', 'image/jpeg'));
    const res = await call(teamCreate.action, '/api/team', { method: 'POST', form });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(res.json.errors.image).toEqual([IMAGE_TOO_LARGE_MESSAGE]);
    expect(uploadedFiles()).toHaveLength(0);
  });

  it('a ../ file name is harmless: the stored name is random and inside the uploads folder', async () => {
    const { call, uploadsDir } = await setup({ demo: false });
    const form = new FormData();
    form.append('image', file(await pngBytes(), '../../../../tmp/kotu.png', 'image/png'));
    form.append('title', 'Deneme');
    const res = await call(galleryCreate.action, '/api/gallery', { method: 'POST', form });
    expect(res.status).toBe(201);
    expect(res.json.image.imageUrl).toMatch(/^\/uploads\/gallery\/[a-f0-9]{24}-1600\.webp$/);
    const all = fs.readdirSync(uploadsDir, { recursive: true }).map(String);
    expect(all.filter((f) => f.includes('kotu'))).toEqual([]);
    expect(fs.existsSync(path.join(uploadsDir, res.json.image.imageUrl.replace('/uploads/', '')))).toBe(true);
  });
});

describe('gallery API', () => {
  it('requires image and title, puts a new photo first, reorders, edits and deletes', async () => {
    const { call, db, uploadedFiles } = await setup();
    const noTitle = new FormData();
    noTitle.append('image', file(await pngBytes(), 'a.png'));
    const refused = await call(galleryCreate.action, '/api/gallery', { method: 'POST', form: noTitle });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Lütfen resim ve başlık seçin');
    const noImage = new FormData();
    noImage.append('title', 'Başlık');
    noImage.append('image', new File([], ''));
    expect((await call(galleryCreate.action, '/api/gallery', { method: 'POST', form: noImage })).json.message).toBe(
      'Lütfen resim ve başlık seçin',
    );

    const before = uploadedFiles().length;
    const form = new FormData();
    form.append('image', file(await pngBytes(), 'yeni.png'));
    form.append('title', 'Yeni Tasarım');
    form.append('description', 'Açıklama');
    const created = await call(galleryCreate.action, '/api/gallery', { method: 'POST', form });
    const image = created.json.image;
    expect(listGallery(db)[0]!.id).toBe(image.id);

    const ids = listGallery(db).map((g) => g.id);
    const reversed = [...ids].reverse();
    const reordered = await call(galleryReorder.action, '/api/gallery/reorder', {
      method: 'PUT',
      json: { items: reversed.map((id, sortOrder) => ({ id, sortOrder })) },
    });
    expect(reordered.status).toBe(200);
    expect(listGallery(db).map((g) => g.id)).toEqual(reversed);
    const unknown = await call(galleryReorder.action, '/api/gallery/reorder', {
      method: 'PUT',
      json: { items: [{ id: 999999, sortOrder: 0 }] },
    });
    expect(unknown.status).toBe(400);
    const malformed = await call(galleryReorder.action, '/api/gallery/reorder', {
      method: 'PUT',
      json: { items: 'hepsi' },
    });
    expect(malformed.status).toBe(400);

    const edited = await call(galleryById.action, '', {
      method: 'PUT',
      json: { title: 'Yeni Başlık' },
      params: { id: String(image.id) },
    });
    expect(edited.json.image).toMatchObject({ title: 'Yeni Başlık', description: 'Açıklama' });
    const deleted = await call(galleryById.action, '', { method: 'DELETE', params: { id: String(image.id) } });
    expect(deleted.json.success).toBe(true);
    expect(uploadedFiles().length).toBe(before);
    expect(db.select().from(galleryImages).where(eq(galleryImages.id, image.id)).get()).toBeUndefined();
  });
});

describe('about API', () => {
  const page = {
    heroTitle: 'Biz Kimiz',
    storyTitle: 'Hikaye',
    missionTitle: 'Misyon',
    visionTitle: 'Vizyon',
    valuesTitle: 'Değerler',
    statsTitle: 'Rakamlar',
    ctaTitle: 'Gelin',
    ctaButtonText: 'RANDEVU AL',
    ctaButtonLink: '/contact',
  };

  it('creates a page with stats given as a JSON string; one page is active at a time', async () => {
    const { call, db } = await setup();
    const missing = await call(aboutCreate.action, '/api/about', {
      method: 'POST',
      json: { ...page, visionTitle: '' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Vizyon başlığı zorunludur');

    const form = new FormData();
    for (const [k, v] of Object.entries(page)) form.append(k, v);
    form.append(
      'statsData',
      JSON.stringify([
        { title: 'Müşteri', value: '100+', icon: '😊' },
        { title: '', value: '', icon: '' },
      ]),
    );
    form.append('heroImage', file(await pngBytes(), 'hero.png'));
    const created = await call(aboutCreate.action, '/api/about', { method: 'POST', form });
    expect(created.status).toBe(201);
    const about = created.json.aboutUs;
    expect(about.statsData).toEqual([{ title: 'Müşteri', value: '100+', icon: '😊' }]);
    expect(about.heroImage).toMatch(/^\/uploads\/about\//);
    expect(about.isActive).toBe(false);
    const demoActive = getActiveAboutPage(db)!;
    expect(demoActive.id).not.toBe(about.id);

    const activated = await call(aboutToggle.action, '', { method: 'PUT', params: { id: String(about.id) } });
    expect(activated.json.aboutUs.isActive).toBe(true);
    expect(getActiveAboutPage(db)!.id).toBe(about.id);
    const list = (await call(aboutAdmin.loader, '')).json.aboutUs;
    expect(list.filter((p: any) => p.isActive).map((p: any) => p.id)).toEqual([about.id]);

    const updated = await call(aboutById.action, '', {
      method: 'PUT',
      json: { heroTitle: 'Yeni Başlık', statsData: [] },
      params: { id: String(about.id) },
    });
    expect(updated.json.aboutUs).toMatchObject({ heroTitle: 'Yeni Başlık', statsData: [], storyTitle: 'Hikaye' });
    const badLink = await call(aboutById.action, '', {
      method: 'PUT',
      json: { ctaButtonLink: 'javascript:alert(1)' },
      params: { id: String(about.id) },
    });
    expect(badLink.status).toBe(400);

    expect(
      (await call(aboutById.action, '', { method: 'DELETE', params: { id: String(about.id) } })).json.success,
    ).toBe(true);
    expect(getActiveAboutPage(db)).toBeNull();
  });
});

describe('home settings API', () => {
  it('updates fields in part, assigns an uploaded image by path, removes one with null', async () => {
    const { call, uploadedFiles } = await setup({ demo: false });
    const current = (await call(homeAdmin.loader, '')).json.settings;
    expect(current.backgroundColor).toBe('#000000');

    const updated = await call(homeUpdate.action, '', {
      method: 'PUT',
      json: { heroTitle: 'Yeni Başlık', secondaryBackgroundColor: '#112233' },
    });
    expect(updated.json.settings).toMatchObject({
      heroTitle: 'Yeni Başlık',
      secondaryBackgroundColor: '#112233',
      artistTitle: current.artistTitle,
    });
    const badColor = await call(homeUpdate.action, '', { method: 'PUT', json: { backgroundColor: 'kırmızı' } });
    expect(badColor.status).toBe(400);
    const noTitle = await call(homeUpdate.action, '', { method: 'PUT', json: { contactTitle: '' } });
    expect(noTitle.json.message).toBe('İletişim başlığı zorunludur');

    const form = new FormData();
    form.append('image', file(await pngBytes(), 'hero.png'));
    const uploaded = await call(homeUpload.action, '', { method: 'POST', form });
    expect(uploaded.status).toBe(201);
    const imagePath = uploaded.json.imagePath;
    expect(imagePath).toMatch(/^\/uploads\/home\//);

    const assigned = await call(homeUpdate.action, '', {
      method: 'PUT',
      json: { heroBackgroundImage: `/api/proxy${imagePath}` },
    });
    expect(assigned.json.settings.heroBackgroundImage).toBe(imagePath);
    const foreign = await call(homeUpdate.action, '', {
      method: 'PUT',
      json: { heroBackgroundImage: 'https://baska.site/resim.jpg' },
    });
    expect(foreign.status).toBe(400);
    const removed = await call(homeUpdate.action, '', { method: 'PUT', json: { heroBackgroundImage: null } });
    expect(removed.json.settings.heroBackgroundImage).toBeNull();
    expect(uploadedFiles()).toHaveLength(0);
  });

  it('does not delete a picture that another record still shows (demo showcase reuses gallery photos)', async () => {
    const { call, db, uploadsDir } = await setup();
    const showcase: string = (await call(homeAdmin.loader, '')).json.settings.showcaseImage1;
    const galleryImage = listGallery(db).find((g) => g.imageUrl === showcase)!;
    expect(galleryImage).toBeDefined();
    // put the demo picture's files into this test's uploads folder
    const [, folder, name] = showcase.match(/^\/uploads\/([a-z]+)\/([a-f0-9]{24})-\d+\.webp$/)!;
    fs.mkdirSync(path.join(uploadsDir, folder!), { recursive: true });
    for (const w of [400, 800, 1600])
      fs.copyFileSync(
        path.join(inject('baseDemoUploads'), folder!, `${name}-${w}.webp`),
        path.join(uploadsDir, folder!, `${name}-${w}.webp`),
      );
    const onDisk = path.join(uploadsDir, showcase.replace('/uploads/', ''));

    await call(homeUpdate.action, '', { method: 'PUT', json: { showcaseImage1: null } });
    expect(fs.existsSync(onDisk)).toBe(true);
    // the demo services show gallery photos too: while one does, the file stays
    const servicesShowing = db.select().from(services).where(eq(services.imageUrl, showcase)).all();
    expect(servicesShowing.length).toBeGreaterThan(0);
    db.update(services).set({ imageUrl: null }).where(eq(services.id, servicesShowing[0]!.id)).run();
    await call(galleryById.action, '', { method: 'DELETE', params: { id: String(galleryImage.id) } });
    expect(fs.existsSync(onDisk)).toBe(true);
    db.update(services).set({ imageUrl: null }).where(eq(services.imageUrl, showcase)).run();
    await releaseImages(db, [showcase], uploadsDir);
    expect(fs.existsSync(onDisk)).toBe(false);
  });
});

describe('customers API', () => {
  function seedCustomers(db: ReturnType<typeof createTestDb>['db']) {
    const ayse = db
      .insert(customers)
      .values({ name: 'Ayşe Işık', email: 'ayse@example.com', phone: '0532 111 22 33' })
      .returning()
      .get();
    const can = db
      .insert(customers)
      .values({ name: 'Can Öztürk', email: 'can@example.com', phone: '05321112244', isActive: false })
      .returning()
      .get();
    for (const date of ['2026-10-01', '2026-11-20', '2026-09-15']) {
      db.insert(appointments)
        .values({
          customerId: ayse.id,
          customerName: ayse.name,
          customerEmail: ayse.email,
          customerPhone: ayse.phone,
          date,
          time: '10:00',
        })
        .run();
    }
    return { ayse, can };
  }

  it('lists customers with derived totals, filters, counts, edits, toggles and deletes while keeping appointments', async () => {
    const { call, db } = await setup({ demo: false });
    const { ayse, can } = seedCustomers(db);
    const list = (await call(customersAdmin.loader, '/api/customers/admin')).json.customers;
    expect(list.find((c: any) => c.id === ayse.id)).toMatchObject({
      totalAppointments: 3,
      lastAppointmentDate: '2026-11-20',
    });
    expect(list.find((c: any) => c.id === can.id)).toMatchObject({ totalAppointments: 0, lastAppointmentDate: null });
    expect(
      (await call(customersAdmin.loader, '/api/customers/admin?q=IŞIK')).json.customers.map((c: any) => c.id),
    ).toEqual([ayse.id]);
    expect(
      (await call(customersAdmin.loader, '/api/customers/admin?q=111 22 44')).json.customers.map((c: any) => c.id),
    ).toEqual([can.id]);
    expect(
      (await call(customersAdmin.loader, '/api/customers/admin?status=inactive')).json.customers.map((c: any) => c.id),
    ).toEqual([can.id]);
    expect((await call(customersCount.loader, '')).json).toMatchObject({ success: true, count: 2, active: 1 });

    const toggled = await call(customerById.action, '', {
      method: 'PUT',
      json: { isActive: true },
      params: { id: String(can.id) },
    });
    expect(toggled.json).toMatchObject({
      success: true,
      message: 'Müşteri aktif edildi',
      customer: { isActive: true },
    });
    const badEmail = await call(customerById.action, '', {
      method: 'PUT',
      json: { email: 'ayse@örnek' },
      params: { id: String(ayse.id) },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.message).toBe('Lütfen geçerli bir e-posta adresi girin (örn: ornek@eposta.com).');
    const edited = await call(customerById.action, '', {
      method: 'PUT',
      json: {
        name: 'Ayşe Işık Yılmaz',
        email: 'ayse@example.com',
        phone: '05321112233',
        notes: 'Kalıcı oje sever',
        isActive: true,
      },
      params: { id: String(ayse.id) },
    });
    expect(edited.json).toMatchObject({
      message: 'Müşteri başarıyla güncellendi',
      customer: { name: 'Ayşe Işık Yılmaz', notes: 'Kalıcı oje sever', totalAppointments: 3 },
    });

    const deleted = await call(customerById.action, '', { method: 'DELETE', params: { id: String(ayse.id) } });
    expect(deleted.json).toEqual({ success: true, message: 'Müşteri başarıyla silindi' });
    const kept = db.select().from(appointments).all();
    expect(kept).toHaveLength(3);
    expect(
      kept.every(
        (a) => a.customerId === null && a.customerName === 'Ayşe Işık' && a.customerPhone === '0532 111 22 33',
      ),
    ).toBe(true);
  });

  it('stores an edited e-mail and phone normalised, so the next booking finds the same customer', async () => {
    const { call, db } = await setup({ demo: false });
    const { ayse } = seedCustomers(db);
    const edited = await call(customerById.action, '', {
      method: 'PUT',
      json: { name: 'Ayşe Işık', email: ' Ayse.Isik@Example.COM ', phone: '(532) 999 88 77', isActive: true },
      params: { id: String(ayse.id) },
    });
    expect(edited.status).toBe(200);
    expect(db.select().from(customers).where(eq(customers.id, ayse.id)).get()).toMatchObject({
      email: 'ayse.isik@example.com',
      phone: '05329998877',
    });
    expect(upsertCustomer(db, { name: 'Ayşe', email: 'AYSE.ISIK@example.com', phone: '0532 999 88 77' })).toEqual({
      id: ayse.id,
      created: false,
    });
  });
});
