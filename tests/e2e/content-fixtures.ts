/**
 * Fixtures of the content screens' browser tests: image files made on the fly, a visitor
 * (a fresh browser context, as a customer would come) and direct rows in the e2e database
 * for things only other flows create (customers come from bookings).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from '@playwright/test';
import { jpegBytes, largeJpegBytes, pngBytes, TEXT_BYTES } from '../fixtures/images';

export { jpegBytes, largeJpegBytes, pngBytes, TEXT_BYTES };

export type Upload = { name: string; mimeType: string; buffer: Buffer };
export const png = async (name = 'foto.png'): Promise<Upload> => ({
  name,
  mimeType: 'image/png',
  buffer: await pngBytes(60, 40),
});
export const jpeg = async (name = 'foto.jpg'): Promise<Upload> => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await jpegBytes(60, 40),
});

/** Opens a public page as a visitor (own context: no admin cookie, no shared cache) and hands it to `check`. */
export async function asVisitor(browser: Browser, path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    if (!response || response.status() >= 400) throw new Error(`${path}: ${response?.status()}`);
    await check(page);
  } finally {
    await context.close();
  }
}

/** The e2e server's database (playwright.config.ts: DATABASE_PATH=.e2e/studio.db). */
export function e2eDb() {
  const db = new Database(path.resolve('.e2e/studio.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/**
 * Remembers rows that a test changes and puts them back afterwards, so the other browser
 * tests (which share the e2e database) find the demo studio as it was.
 */
export function rememberRows(table: 'home_settings' | 'gallery_images' | 'about_pages', columns: string[]) {
  const db = e2eDb();
  const rows = db.prepare(`select id, ${columns.join(', ')} from ${table}`).all() as Record<string, unknown>[];
  db.close();
  return () => {
    const restore = e2eDb();
    const update = restore.prepare(
      `update ${table} set ${columns.map((c) => `${c} = @${c}`).join(', ')} where id = @id`,
    );
    restore.transaction(() =>
      rows.forEach((row) => {
        update.run(row);
      }),
    )();
    restore.close();
  };
}

/**
 * Remembers every row of `tables` (settings kept as one row, e.g. 'telegram_settings') and puts
 * exactly those rows back afterwards: a test that saves such settings leaves the studio as it
 * found it, for the specs after it and for its own `--repeat-each` copies.
 */
export function rememberTables(...tables: string[]) {
  const db = e2eDb();
  const snapshot = tables.map((table) => ({
    table,
    rows: db.prepare(`select * from ${table}`).all() as Record<string, unknown>[],
  }));
  db.close();
  return () => {
    const restore = e2eDb();
    restore.transaction(() => {
      for (const { table, rows } of snapshot) {
        restore.prepare(`delete from ${table}`).run();
        for (const row of rows) {
          const columns = Object.keys(row);
          restore
            .prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`)
            .run(row);
        }
      }
    })();
    restore.close();
  };
}

/**
 * Removes, after a test, the rows it added to `table` whose `column` is one of `values` (the
 * picture or team member a test creates and deletes itself, left behind when it fails half
 * way): its `--repeat-each` copies and the specs after it then find the studio as before,
 * and one failure is reported once, not again by every test that finds its leftovers.
 * Call it in beforeEach, run the result in afterEach.
 */
export function removeAddedRows(table: 'gallery_images' | 'team_members', column: string, values: readonly string[]) {
  const db = e2eDb();
  const last = (db.prepare(`select coalesce(max(id), 0) as id from ${table}`).get() as { id: number }).id;
  db.close();
  return () => {
    const cleanup = e2eDb();
    cleanup.pragma('foreign_keys = ON'); // their categories and the like go with them
    cleanup
      .prepare(`delete from ${table} where id > ? and ${column} in (${values.map(() => '?').join(', ')})`)
      .run(last, ...values);
    cleanup.close();
  };
}
