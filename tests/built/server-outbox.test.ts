/**
 * The real server (server.ts as `npm run serve` starts it, against build/): a booking over
 * HTTP wakes the outbox worker, which mails the customer over SMTP and tells the studio on
 * Telegram; with the SMTP server down the booking still succeeds and the mail goes out by
 * itself once the server is back (after the first 30-second backoff).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '../../db/client';
import * as t from '../../db/schema';
import { startStudio, type StudioProcess } from '../helpers/server-process';
import { startFakeSmtp, type FakeSmtp } from '../helpers/fake-smtp';
import { startFakeTelegram, type FakeTelegram } from '../helpers/fake-telegram';
import { demoIds } from '../integration/booking-fixtures';
import { configureSmtp, configureTelegram, SECRETS_KEY } from '../integration/messaging/fixtures';

let dir: string;
let db: Db;
let studio: StudioProcess;
let smtp: FakeSmtp;
let telegram: FakeTelegram;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  telegram = await startFakeTelegram();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-outbox-'));
  const file = path.join(dir, 'studio.db');
  fs.copyFileSync(inject('baseDemoDb'), file); // the demo studio, already seeded
  db = openDatabase(file);
  configureSmtp(db, smtp);
  configureTelegram(db);
  studio = await startStudio({
    DATABASE_PATH: file,
    UPLOADS_DIR: inject('baseDemoUploads'),
    SESSION_SECRET: 'outbox-secret-outbox-secret-outbox',
    SECRETS_KEY,
    TELEGRAM_API_ROOT: telegram.url,
    PUBLIC_URL: 'https://shevanailart.test',
    FAKE_NOW: '2026-11-24T10:00:00+03:00',
    ADMIN_EMAIL: 'outbox@studio.test',
    ADMIN_PASSWORD: 'outbox-sifre-1',
  });
}, 120_000);

afterAll(async () => {
  await studio?.stop();
  db?.$client.close();
  await smtp?.stop();
  await telegram?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function book(time: string, email: string) {
  const ids = demoIds(db);
  const res = await fetch(`${studio.url}/api/appointments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      customerName: 'Selin Arslan',
      customerEmail: email,
      customerPhone: '0533 111 22 33',
      serviceIds: [ids.service('Klasik Manikür').id],
      packageIds: [],
      teamMemberId: ids.member('Zeynep Kaya').id,
      date: '2026-11-25',
      time,
      notes: '',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { appointment: { id: number } }).appointment.id;
}

describe('the running studio sends its notifications', () => {
  it('mails the customer and tells Telegram right after a booking', async () => {
    const id = await book('10:00', 'selin@example.com');
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({
      to: ['selin@example.com'],
      from: 'randevu@shevanailart.test',
      subject: 'Randevu talebiniz alındı – Sheva Nail Art Studio',
    });
    expect(mail!.text).toContain('Tarih: 25 Kasım 2026 Çarşamba');
    expect(mail!.text).toContain('https://shevanailart.test/');
    const [call] = await telegram.waitFor(1);
    expect(call!.params.text).toContain('🆕 Yeni randevu');
    expect(call!.params.text).toContain('Selin Arslan');
    await expect
      .poll(() =>
        db
          .select()
          .from(t.outbox)
          .all()
          .filter((r) => (r.payload as { appointmentId?: number }).appointmentId === id)
          .map((r) => r.status),
      )
      .toEqual(['sent', 'sent']);
  });

  it('keeps the booking while SMTP is down and mails once it is back', { timeout: 90_000 }, async () => {
    await smtp.stop();
    const id = await book('11:00', 'selin.iki@example.com');
    expect(db.select().from(t.appointments).where(eq(t.appointments.id, id)).get()).toMatchObject({
      status: 'pending',
      time: '11:00',
    });
    const mailRow = () =>
      db
        .select()
        .from(t.outbox)
        .all()
        .find((r) => r.topic === 'booking-received' && (r.payload as { appointmentId?: number }).appointmentId === id)!;
    await expect.poll(() => mailRow().attempts, { timeout: 15_000 }).toBe(1);
    expect(mailRow()).toMatchObject({ status: 'pending' });
    expect(mailRow().lastError).toBeTruthy();
    await telegram.waitFor(2); // Telegram did not wait for the mail

    await smtp.start();
    const mails = await smtp.waitFor(2, 70_000);
    expect(mails[1]).toMatchObject({
      to: ['selin.iki@example.com'],
      subject: 'Randevu talebiniz alındı – Sheva Nail Art Studio',
    });
    await expect.poll(() => mailRow().status).toBe('sent');
    expect(mailRow().attempts).toBe(2);
  });
});
