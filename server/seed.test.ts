import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../tests/helpers/test-db';
import { verifyPassword } from '../app/infra/password.server';
import { ensureFirstAdmin, seedIfEmpty } from './seed';
import * as t from '../db/schema';

describe('demo studio', () => {
  it('holds the known categories, services, packages, team, gallery and about page', () => {
    const { db } = createTestDb();
    const slugs = db
      .select({ name: t.categories.name })
      .from(t.categories)
      .all()
      .map((c) => c.name);
    expect(slugs.sort()).toEqual([
      'extensions',
      'gel',
      'manicure',
      'nail-art',
      'packages',
      'pedicure',
      'repair',
      'special',
    ]);
    expect(db.select({ n: count() }).from(t.services).get()!.n).toBeGreaterThanOrEqual(15);
    expect(db.select({ n: count() }).from(t.packages).get()!.n).toBe(3);
    expect(db.select({ n: count() }).from(t.packageServices).get()!.n).toBeGreaterThanOrEqual(6);
    expect(db.select({ n: count() }).from(t.teamMembers).get()!.n).toBe(4);
    expect(db.select({ n: count() }).from(t.teamMemberCategories).get()!.n).toBeGreaterThan(0);
    expect(db.select({ n: count() }).from(t.galleryImages).get()!.n).toBeGreaterThanOrEqual(12);
    expect(db.select().from(t.aboutPages).where(eq(t.aboutPages.isActive, true)).all()).toHaveLength(1);
    expect(db.select().from(t.settings).where(eq(t.settings.key, 'appointment_capacity_per_slot')).get()?.value).toBe(
      '1',
    );
    const questions = db.select().from(t.surveyQuestions).all();
    expect(questions.some((q) => q.questionType === 'rating')).toBe(true);
    expect(questions.some((q) => q.questionType === 'text')).toBe(true);
    const packagesCategory = db.select().from(t.categories).where(eq(t.categories.name, 'packages')).get();
    expect(packagesCategory?.displayOrder).toBe(999);
  });

  it('stores money in kuruş', () => {
    const { db } = createTestDb();
    const manicure = db.select().from(t.services).where(eq(t.services.name, 'Klasik Manikür')).get();
    expect(manicure?.priceKurus).toBe(35000);
  });

  it('does not seed twice', async () => {
    const { db, uploadsDir } = createTestDb();
    expect(await seedIfEmpty(db, { uploadsDir })).toBe(false);
  });

  it('starts empty with only the base rows when the demo is off', () => {
    const { db } = createTestDb({ demo: false });
    expect(db.select({ n: count() }).from(t.categories).get()!.n).toBe(0);
    expect(db.select({ n: count() }).from(t.homeSettings).get()!.n).toBe(1);
  });

  it('creates the first admin from the environment with a hashed password, once', async () => {
    const { db } = createTestDb({ demo: false });
    await ensureFirstAdmin(db, { email: 'owner@example.com', password: 'gizli-sifre' });
    await ensureFirstAdmin(db, { email: 'other@example.com', password: 'baska-sifre' });
    const admins = db.select().from(t.users).all();
    expect(admins).toHaveLength(1);
    expect(admins[0]!.email).toBe('owner@example.com');
    expect(admins[0]!.role).toBe('owner');
    expect(admins[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admins[0]!.passwordHash, 'gizli-sifre')).toBe(true);
    expect(await verifyPassword(admins[0]!.passwordHash, 'yanlis')).toBe(false);
  });
});
