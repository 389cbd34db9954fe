/**
 * The demo studio, written when the database is empty, and the first admin.
 */
import crypto from 'node:crypto';
import { and, count, eq, exists, isNull, ne, or } from 'drizzle-orm';
import { storeImage } from '../app/infra/images.server';
import { hashPassword } from '../app/infra/password.server';
import { SETTINGS } from '../app/domain/settings';
import { STUDIO } from '../app/domain/studio';
import { ensureFirstNotice } from '../app/models/content/kvkk.server';
import { fillCustomerSearchKeys } from '../app/models/people/customers.server';
import type { Db } from '../db/client';
import {
  ABOUT_LOOK,
  CONTACT_LOOK,
  DEMO_AVATARS,
  DEMO_LOOKS,
  demoPhoto,
  demoPortrait,
  GALLERY_HERO_LOOK,
  HERO_LOOK,
  STORY_LOOK,
  type DemoLookName,
  type Look,
} from './demo-images';
import * as t from '../db/schema';
import { logger } from '../app/infra/logger.server';

/** The settings row the studio starts with: the capacity per slot at its registry default. */
const capacity = SETTINGS.capacityPerSlot;
export const DEFAULT_SETTINGS = [
  {
    key: capacity.key,
    value: capacity.serialize(capacity.defaultValue),
    description: capacity.description,
    category: capacity.category,
  },
] as const;

export const DEMO_CATEGORIES = [
  { name: 'manicure', displayName: 'Manikür', icon: 'hand', description: 'Bakımlı eller için klasik ve spa manikür' },
  { name: 'pedicure', displayName: 'Pedikür', icon: 'footprints', description: 'Rahatlatıcı ayak bakımı ve pedikür' },
  { name: 'nail-art', displayName: 'Nail Art', icon: 'palette', description: 'Size özel tırnak tasarımları' },
  {
    name: 'gel',
    displayName: 'Kalıcı Oje & Jel',
    icon: 'sparkles',
    description: 'Haftalarca parlak kalan kalıcı oje ve jel',
  },
  { name: 'special', displayName: 'Özel Bakım', icon: 'flower-2', description: 'Parafin ve yoğun bakım uygulamaları' },
  { name: 'repair', displayName: 'Onarım', icon: 'bandage', description: 'Kırık ve zayıf tırnaklar için onarım' },
  { name: 'extensions', displayName: 'Protez Tırnak', icon: 'gem', description: 'Jel ve akrilik protez tırnak' },
  { name: 'packages', displayName: 'Paketler', icon: 'gift', description: 'Avantajlı bakım paketleri' },
] as const;

type DemoService = {
  name: string;
  category: (typeof DEMO_CATEGORIES)[number]['name'];
  lira: number;
  minutes: number;
  icon: string;
  /** the demo picture's look (server/demo-images.ts) */
  look: DemoLookName;
  popular?: boolean;
  description: string;
  features: string[];
};

/** 'Yeniden randevu önerisi' of the demo: gel and extensions are refilled about every three weeks (docs/decisions/0205). */
const DEMO_REBOOK_DAYS: Record<string, number> = {
  'Kalıcı Oje': 21,
  'Jel Güçlendirme': 21,
  'Protez Tırnak (Jel)': 21,
  'Protez Tırnak Dolgu': 21,
  'Akrilik Tırnak': 21,
};

export const DEMO_SERVICES: DemoService[] = [
  {
    name: 'Klasik Manikür',
    look: 'Nude Şıklık',
    category: 'manicure',
    lira: 350,
    minutes: 45,
    icon: 'hand',
    popular: true,
    description: 'Tırnak şekillendirme, kütikül bakımı ve dilediğiniz renkte oje.',
    features: ['Tırnak şekillendirme', 'Kütikül bakımı', 'Nemlendirici masaj'],
  },
  {
    name: 'Spa Manikür',
    look: 'Pastel Ombre',
    category: 'manicure',
    lira: 500,
    minutes: 60,
    icon: 'hand-heart',
    description: 'Peeling, maske ve sıcak havlu ile kapsamlı el bakımı.',
    features: ['El peelingi', 'Nemlendirici maske', 'Sıcak havlu', 'Oje uygulaması'],
  },
  {
    name: 'Erkek Manikür',
    look: 'Nude Şıklık',
    category: 'manicure',
    lira: 300,
    minutes: 30,
    icon: 'scissors',
    description: 'Doğal görünümlü, bakımlı eller için hızlı bakım.',
    features: ['Kesim ve törpüleme', 'Kütikül bakımı', 'Mat parlatma'],
  },
  {
    name: 'Klasik Pedikür',
    look: 'Bordo Kalıcı Oje',
    category: 'pedicure',
    lira: 450,
    minutes: 60,
    icon: 'footprints',
    description: 'Ayak banyosu, nasır bakımı ve oje.',
    features: ['Ayak banyosu', 'Topuk bakımı', 'Oje uygulaması'],
  },
  {
    name: 'Spa Pedikür',
    look: 'Yaz Renkleri',
    category: 'pedicure',
    lira: 650,
    minutes: 75,
    icon: 'bath',
    description: 'Tuz banyosu, peeling ve masaj ile derin ayak bakımı.',
    features: ['Tuz banyosu', 'Peeling', 'Ayak masajı', 'Parafin maske'],
  },
  {
    name: 'Nail Art Tasarım',
    look: 'Çiçek Motifi',
    category: 'nail-art',
    lira: 400,
    minutes: 60,
    icon: 'palette',
    popular: true,
    description: 'On tırnağa size özel çizim, taş ve folyo tasarımlar.',
    features: ['Kişiye özel desen', 'Taş ve folyo', 'Üst kat koruma'],
  },
  {
    name: 'Fransız Manikür',
    look: 'Fransız Klasik',
    category: 'nail-art',
    lira: 380,
    minutes: 45,
    icon: 'heart',
    description: 'Zamansız beyaz uçlu klasik Fransız görünüm.',
    features: ['İnce beyaz uç', 'Doğal taban rengi', 'Parlak kaplama'],
  },
  {
    name: 'Ombre Baby Boomer',
    look: 'Pastel Ombre',
    category: 'nail-art',
    lira: 450,
    minutes: 60,
    icon: 'sun',
    description: 'Pembeden beyaza yumuşak geçişli zarif tırnaklar.',
    features: ['Yumuşak renk geçişi', 'Kalıcı oje ile', 'Üç haftaya kadar dayanım'],
  },
  {
    name: 'Kalıcı Oje',
    look: 'Bordo Kalıcı Oje',
    category: 'gel',
    lira: 450,
    minutes: 60,
    icon: 'sparkles',
    popular: true,
    description: 'Üç haftaya kadar ilk günkü parlaklığında kalıcı oje.',
    features: ['150+ renk seçeneği', 'UV/LED kurutma', 'Üç haftaya kadar dayanım'],
  },
  {
    name: 'Jel Güçlendirme',
    look: 'Lila Dokunuş',
    category: 'gel',
    lira: 600,
    minutes: 75,
    icon: 'gem',
    description: 'Kendi tırnağınızı jel ile güçlendiren bakım.',
    features: ['Doğal tırnak üzerine', 'Kırılmaya karşı koruma', 'Kalıcı oje dahil'],
  },
  {
    name: 'Kalıcı Oje Çıkarma',
    look: 'Minimal Noktalar',
    category: 'gel',
    lira: 150,
    minutes: 30,
    icon: 'droplet',
    description: 'Tırnağa zarar vermeden kalıcı oje çıkarma.',
    features: ['Tırnak dostu çıkarma', 'Besleyici yağ'],
  },
  {
    name: 'Parafin Bakımı',
    look: 'Gelin Tırnakları',
    category: 'special',
    lira: 250,
    minutes: 30,
    icon: 'flame',
    description: 'Sıcak parafin ile yoğun nem ve yumuşaklık.',
    features: ['Sıcak parafin', 'Yoğun nem', 'Kuru ciltler için ideal'],
  },
  {
    name: 'El ve Ayak Bakımı',
    look: 'Altın Varak Detay',
    category: 'special',
    lira: 800,
    minutes: 90,
    icon: 'flower-2',
    description: 'El ve ayaklar için baştan sona bakım ritüeli.',
    features: ['Manikür', 'Pedikür', 'Masaj'],
  },
  {
    name: 'Tırnak Onarımı',
    look: 'Geometrik Çizgiler',
    category: 'repair',
    lira: 75,
    minutes: 15,
    icon: 'bandage',
    description: 'Kırılan tek tırnağın jel ile onarımı.',
    features: ['Tek tırnak', 'Jel ile sabitleme'],
  },
  {
    name: 'Protez Tırnak (Jel)',
    look: 'Krom Efekt',
    category: 'extensions',
    lira: 1200,
    minutes: 120,
    icon: 'gem',
    popular: true,
    description: 'İstediğiniz uzunluk ve şekilde jel protez tırnak.',
    features: ['Kalıp ile uzatma', 'Dilediğiniz şekil', 'Kalıcı oje dahil'],
  },
  {
    name: 'Protez Tırnak Dolgu',
    look: 'Mermer Desen',
    category: 'extensions',
    lira: 800,
    minutes: 90,
    icon: 'repeat',
    description: 'Uzayan protez tırnaklar için bakım ve dolgu.',
    features: ['Boşluk dolgusu', 'Yeniden şekillendirme', 'Kalıcı oje dahil'],
  },
  {
    name: 'Akrilik Tırnak',
    look: 'Gece Işıltısı',
    category: 'extensions',
    lira: 1100,
    minutes: 120,
    icon: 'crown',
    description: 'Dayanıklı akrilik protez tırnak uygulaması.',
    features: ['Dayanıklı akrilik', 'Dilediğiniz uzunluk', 'Parlak kaplama'],
  },
];

export const DEMO_PACKAGES = [
  {
    name: 'Gelin Paketi',
    description: 'Büyük gün için el ve ayaklarda kusursuz görünüm.',
    services: ['Spa Manikür', 'Spa Pedikür', 'Nail Art Tasarım'],
    original: 1550,
    discounted: 1250,
    minutes: 180,
  },
  {
    name: 'El & Ayak Bakım Paketi',
    description: 'Klasik manikür ve pedikür bir arada.',
    services: ['Klasik Manikür', 'Klasik Pedikür'],
    original: 800,
    discounted: 690,
    minutes: null,
  },
  {
    name: 'Kalıcı Güzellik Paketi',
    description: 'Kalıcı oje ve parafin bakımı ile bakımlı eller.',
    services: ['Kalıcı Oje', 'Parafin Bakımı'],
    original: 700,
    discounted: 590,
    minutes: null,
  },
] as const;

export const DEMO_TEAM = [
  { name: 'Elif Yılmaz', specialization: 'Nail Art Uzmanı', categories: ['nail-art', 'gel', 'manicure'] },
  { name: 'Zeynep Kaya', specialization: 'Manikür & Pedikür Uzmanı', categories: ['manicure', 'pedicure', 'special'] },
  { name: 'Merve Demir', specialization: 'Protez Tırnak Uzmanı', categories: ['extensions', 'gel', 'repair'] },
  { name: 'Ayşe Çelik', specialization: 'Güzellik Uzmanı', categories: [] as string[] },
] as const;

export const DEMO_GALLERY = [
  'Pastel Ombre',
  'Fransız Klasik',
  'Mermer Desen',
  'Altın Varak Detay',
  'Nude Şıklık',
  'Bordo Kalıcı Oje',
  'Çiçek Motifi',
  'Krom Efekt',
  'Gelin Tırnakları',
  'Geometrik Çizgiler',
  'Yaz Renkleri',
  'Lila Dokunuş',
  'Minimal Noktalar',
  'Gece Işıltısı',
] as const;

export const DEFAULT_SURVEY_QUESTIONS = [
  { questionText: 'Aldığınız hizmetten ne kadar memnun kaldınız?', questionType: 'rating' },
  { questionText: 'Uzmanımızın ilgisini ve özenini nasıl değerlendirirsiniz?', questionType: 'rating' },
  { questionText: 'Salonumuzun temizliği ve hijyenini nasıl buldunuz?', questionType: 'rating' },
  { questionText: 'Bizi arkadaşlarınıza tavsiye etme olasılığınız nedir?', questionType: 'rating' },
  { questionText: 'Eklemek istediğiniz görüş veya önerileriniz var mı?', questionType: 'text' },
] as const;

/** Rows every database needs, demo or not (idempotent). */
export function ensureBaseRows(db: Db) {
  for (const s of DEFAULT_SETTINGS) db.insert(t.settings).values(s).onConflictDoNothing().run();
  // customers written before the search keys existed (migration 0009) get theirs (text-search.ts)
  fillCustomerSearchKeys(db);
  const hasHome = db.select({ n: count() }).from(t.homeSettings).get()!.n > 0;
  if (!hasHome) {
    db.insert(t.homeSettings)
      .values({
        id: 1,
        heroTitle: STUDIO.defaultTitle,
        heroSubtitle: 'Konya’nın kalbinde tırnak sanatı',
        heroDescription: 'Manikür, pedikür, kalıcı oje ve size özel nail art tasarımları.',
        artistTitle: 'Sanatçımızla Tanışın',
        artistDescription: 'Her tırnak küçük bir tuval: detaycı, hijyenik ve özenli çalışıyoruz.',
        showcaseDescription: 'Stüdyomuzdan en sevilen tasarımlar.',
        testimonialsTitle: 'Müşterilerimiz Ne Diyor?',
        testimonialsDescription: 'Her gün yeni bir mutlu müşteri: yorumlarınız bizim için çok değerli.',
        contactTitle: 'Randevunuzu Hemen Alın',
      })
      .run();
  }
  const hasQuestions = db.select({ n: count() }).from(t.surveyQuestions).get()!.n > 0;
  if (!hasQuestions) {
    DEFAULT_SURVEY_QUESTIONS.forEach((q, i) => {
      db.insert(t.surveyQuestions)
        .values({ ...q, displayOrder: i })
        .run();
    });
  }
  // the privacy notice's first version (KVKK), which the booking form asks to accept
  ensureFirstNotice(db);
}

export function isEmpty(db: Db): boolean {
  return db.select({ n: count() }).from(t.categories).get()!.n === 0;
}

/** Seeds the demo studio when the catalogue is empty; returns whether it did. */
export async function seedIfEmpty(db: Db, options: { uploadsDir: string }): Promise<boolean> {
  ensureBaseRows(db);
  if (!isEmpty(db)) return false;
  const started = Date.now();

  // Pictures first (async), rows after in one transaction.
  const gallery = await Promise.all(
    DEMO_GALLERY.map(async (title, i) => ({
      title,
      image: await storeImage(await demoPhoto(DEMO_LOOKS[title], 1200, 1200, i), 'gallery', options.uploadsDir),
    })),
  );
  const portraits = await Promise.all(
    DEMO_TEAM.map(async (_m, i) =>
      storeImage(await demoPortrait(DEMO_AVATARS[i % DEMO_AVATARS.length]!), 'team', options.uploadsDir),
    ),
  );
  const wide = async (look: Look, seed: number) =>
    storeImage(await demoPhoto(look, 1920, 1080, seed), 'home', options.uploadsDir);
  const heroImage = await wide(HERO_LOOK, 3);
  const contactImage = await wide(CONTACT_LOOK, 5);
  const galleryHero = await wide(GALLERY_HERO_LOOK, 7);
  const artistPortrait = await storeImage(await demoPortrait(DEMO_AVATARS[4]!), 'home', options.uploadsDir);
  const aboutHero = await storeImage(await demoPhoto(ABOUT_LOOK, 1600, 900, 11), 'about', options.uploadsDir);
  const aboutStory = await storeImage(await demoPhoto(STORY_LOOK, 1200, 900, 13), 'about', options.uploadsDir);
  // each service shows the gallery photo of its look (the same files; nothing more to draw)
  const galleryByLook = new Map(gallery.map((g) => [g.title, g.image.url]));
  const servicePictures = new Map(DEMO_SERVICES.map((s) => [s.name, galleryByLook.get(s.look) ?? null]));

  db.transaction((tx) => {
    const categoryIds = new Map<string, number>();
    DEMO_CATEGORIES.forEach((c, i) => {
      const row = tx
        .insert(t.categories)
        .values({ ...c, displayOrder: c.name === 'packages' ? 999 : i + 1 })
        .returning()
        .get();
      categoryIds.set(c.name, row.id);
    });

    const serviceIds = new Map<string, number>();
    DEMO_SERVICES.forEach((s, i) => {
      const row = tx
        .insert(t.services)
        .values({
          name: s.name,
          description: s.description,
          priceKurus: s.lira * 100,
          durationMinutes: s.minutes,
          categoryId: categoryIds.get(s.category)!,
          icon: s.icon,
          imageUrl: servicePictures.get(s.name) ?? null,
          features: s.features,
          displayOrder: i + 1,
          isPopular: s.popular ?? false,
          rebookAfterDays: DEMO_REBOOK_DAYS[s.name] ?? null,
        })
        .returning()
        .get();
      serviceIds.set(s.name, row.id);
    });

    DEMO_PACKAGES.forEach((p, i) => {
      const row = tx
        .insert(t.packages)
        .values({
          name: p.name,
          description: p.description,
          originalPriceKurus: p.original * 100,
          discountedPriceKurus: p.discounted * 100,
          durationMinutes: p.minutes,
          displayOrder: i,
        })
        .returning()
        .get();
      p.services.forEach((name, position) => {
        tx.insert(t.packageServices)
          .values({ packageId: row.id, serviceId: serviceIds.get(name)!, position })
          .run();
      });
    });

    DEMO_TEAM.forEach((m, i) => {
      const row = tx
        .insert(t.teamMembers)
        .values({ name: m.name, specialization: m.specialization, imageUrl: portraits[i]!.url, displayOrder: i })
        .returning()
        .get();
      for (const c of m.categories)
        tx.insert(t.teamMemberCategories)
          .values({ teamMemberId: row.id, categoryId: categoryIds.get(c)! })
          .run();
    });

    const base = Date.now();
    gallery.forEach((g, i) => {
      tx.insert(t.galleryImages)
        .values({
          title: g.title,
          description: `${g.title} — Sheva Nail Art Studio`,
          imageUrl: g.image.url,
          width: g.image.width,
          height: g.image.height,
          sortOrder: i,
          uploadDate: new Date(base - i * 86_400_000),
        })
        .run();
    });

    tx.update(t.homeSettings)
      .set({
        heroBackgroundImage: heroImage.url,
        contactBackgroundImage: contactImage.url,
        galleryHeroImage: galleryHero.url,
        artistPortraitImage: artistPortrait.url,
        showcaseImage1: gallery[0]!.image.url,
        showcaseImage2: gallery[3]!.image.url,
        showcaseImage3: gallery[6]!.image.url,
      })
      .where(eq(t.homeSettings.id, 1))
      .run();

    tx.insert(t.aboutPages)
      .values({
        heroTitle: 'Hakkımızda',
        heroSubtitle: 'Konya’da tırnak sanatına gönül veren bir ekip',
        heroDescription:
          'Sheva Nail Art Studio, 2018’de küçük bir masa ve büyük bir hayalle kuruldu.\nBugün Selçuklu’daki stüdyomuzda her hafta yüzlerce müşterimizi ağırlıyoruz.\nHijyen, özen ve yaratıcılık bizim için pazarlık konusu değil.',
        heroImage: aboutHero.url,
        storyTitle: 'Hikayemiz',
        storyContent:
          'Tırnak sanatına olan tutkumuzu, her müşterimize kendini özel hissettiren bir deneyime dönüştürdük.',
        storyImage: aboutStory.url,
        missionTitle: 'Misyonumuz',
        missionContent: 'Sağlıklı tırnaklar üzerinde, kişiye özel ve uzun ömürlü tasarımlar yapmak.',
        visionTitle: 'Vizyonumuz',
        visionContent: 'Konya’nın en sevilen ve en güvenilen tırnak stüdyosu olmak.',
        valuesTitle: 'Değerlerimiz',
        valuesContent: 'Hijyen, dürüstlük, sürekli eğitim ve güler yüz.',
        statsTitle: 'Rakamlarla Biz',
        statsSubtitle: 'Yıllardır aynı özenle',
        statsData: [
          { title: 'Mutlu Müşteri', value: '5000+', icon: 'heart' },
          { title: 'Yıllık Deneyim', value: '8', icon: 'award' },
          { title: 'Tasarım', value: '12000+', icon: 'sparkles' },
          { title: 'Uzman', value: '4', icon: 'users' },
        ],
        ctaTitle: 'Tırnaklarınız Bize Emanet',
        ctaContent: 'Size en uygun saati seçin, gerisini bize bırakın.',
        ctaButtonText: 'RANDEVU AL',
        ctaButtonLink: '/contact',
        isActive: true,
      })
      .run();
  });
  logger.info(`[seed] demo studio written in ${Date.now() - started} ms`);
  return true;
}

/**
 * Creates the first owner (Sahip) when there is no owner who can sign in (active, with a
 * password or a passkey: an owner whose invitation was never accepted does not count, so a
 * start with ADMIN_EMAIL repairs such a studio; issue 37): from ADMIN_EMAIL / ADMIN_PASSWORD,
 * else a demo owner whose generated password is printed once. An existing account with that
 * e-mail becomes an active owner with that password.
 */
export async function ensureFirstAdmin(db: Db, options: { email?: string; password?: string }): Promise<void> {
  const admins = db
    .select({ n: count() })
    .from(t.users)
    .where(
      and(
        eq(t.users.role, 'owner'),
        isNull(t.users.deactivatedAt),
        or(
          ne(t.users.passwordHash, ''),
          exists(db.select({ one: t.passkeys.id }).from(t.passkeys).where(eq(t.passkeys.userId, t.users.id))),
        ),
      ),
    )
    .get()!.n;
  if (admins > 0) return;
  const email = options.email ?? 'admin@shevanailart.com.tr';
  const password = options.password ?? crypto.randomBytes(9).toString('base64url');
  db.insert(t.users)
    .values({ name: 'Stüdyo Yöneticisi', email, passwordHash: await hashPassword(password), role: 'owner' })
    .onConflictDoUpdate({
      target: t.users.email,
      set: { role: 'owner', deactivatedAt: null, passwordHash: await hashPassword(password) },
    })
    .run();
  if (options.password) logger.info(`[seed] first admin created: ${email}`);
  else
    logger.info(
      `[seed] demo admin created — e-mail: ${email}  password: ${password}  (shown once; set ADMIN_EMAIL/ADMIN_PASSWORD to choose)`,
    );
}
