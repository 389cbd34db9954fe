import { withoutOutboxWorker } from '../tests/helpers/test-db';
/**
 * The security review of issue 24, repeated against the production build with the rate
 * limits on: what a stranger gets the studio to do. Prints one block per finding with its
 * figures (run it on an older build to compare; every step works with or without the
 * changes of issue 24 and says so when a call does not exist there).
 *
 *   npx react-router build && npm run bench:abuse
 *   ABUSE_STEPS=6,7 npm run bench:abuse      (some of the steps only)
 *
 * Servers listen on BENCH_PORT and the next few ports (default: free ports): the studio,
 * step 10's studio with its off-site copy (Litestream, an S3 stand-in), its metrics.
 *
 * The server believes `X-Bench-Client` as the client address (TRUST_PROXY), so each
 * experiment is a stranger of its own: one stranger's limits never spoil the next figure.
 * Messages go to local fakes (SMTP and Netgsm's SMS API) that count what arrives.
 */
import { SYSTEM_PROCESSES, systemActor } from '../app/domain/audit';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../db/client';
import { CUSTOMER_KINDS } from '../app/domain/message-topics';
import { signManageToken } from '../app/domain/manage-token.server';
import { saveSmsSettings } from '../app/models/messaging/phone-channels.server';
import { saveSmtpSettings } from '../app/models/messaging/smtp.server';
import { startFakeNetgsm } from '../tests/helpers/fake-phone-apis';
import { startFakeSmtp } from '../tests/helpers/fake-smtp';
import { freePort, ROOT, startStudio } from '../tests/helpers/server-process';
import { startS3StandIn } from '../tests/helpers/s3-stand-in';

const ADMIN = { email: 'abuse-admin@example.com', password: 'abuse-sifre-123' };
const SESSION_SECRET = 'abuse-bench-secret-abuse-bench-secret';
const SECRETS_KEY = 'abuse-bench-secrets-key-abuse-bench';
// Tuesday 09:00 in Istanbul: Wednesday to Saturday are open days
const NOW = '2026-11-24T09:00:00+03:00';
const [WED, THU, FRI, SAT] = ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-abuse-'));
const dbFile = path.join(dir, 'studio.db');
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : null;
const portAt = (offset: number): Record<string, string> => (PORT === null ? {} : { PORT: String(PORT + offset) });
const smtp = await startFakeSmtp(PORT === null ? {} : { port: PORT + 5 });
const netgsm = await startFakeNetgsm();
const studio = await startStudio({
  ...portAt(0),
  DATABASE_PATH: dbFile,
  UPLOADS_DIR: path.join(dir, 'uploads'),
  RATE_LIMITS: 'on',
  TRUST_PROXY: 'X-Bench-Client',
  FAKE_NOW: NOW,
  SESSION_SECRET,
  SECRETS_KEY,
  LOG_LEVEL: 'silent',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
const base = studio.url;
const steps = new Set((process.env.ABUSE_STEPS ?? '1,2,3,4,5,6,7,8,9,10').split(',').map(Number));
const lines: string[] = [];
const say = (line: string) => {
  lines.push(line);
  console.log(line);
};

try {
  // the studio's mail and SMS, pointed at the fakes (a second connection on the live file)
  {
    const db = openDatabase(dbFile, { migrate: false });
    saveSmtpSettings(
      withoutOutboxWorker(db),
      systemActor(SYSTEM_PROCESSES.seed),
      {
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        username: 'studio',
        password: 'x',
        fromEmail: 'randevu@studio.test',
        fromName: 'Sheva',
        isActive: true,
      } as never,
      SECRETS_KEY,
    );
    saveSmsSettings(
      withoutOutboxWorker(db),
      systemActor(SYSTEM_PROCESSES.seed),
      {
        baseUrl: netgsm.url,
        username: '8503001122',
        password: 'netgsm-şifre',
        sender: 'SHEVA',
        isActive: true,
        kinds: [...CUSTOMER_KINDS],
      } as never,
      SECRETS_KEY,
    );
    db.$client.close();
  }
  const read = <T>(sql: string, ...params: unknown[]) => {
    const db = new Database(dbFile, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql).all(...params) as T[];
    } finally {
      db.close();
    }
  };
  const serviceId = (name: string) => read<{ id: number }>('select id from services where name = ?', name)[0]!.id;
  const memberId = (name: string) => read<{ id: number }>('select id from team_members where name = ?', name)[0]!.id;
  const manicure = serviceId('Klasik Manikür');
  const [zeynep, elif, ayse] = [memberId('Zeynep Kaya'), memberId('Elif Yılmaz'), memberId('Ayşe Çelik')];

  let client = 0;
  const stranger = () => `198.51.100.${++client}`;
  const call = async (
    ip: string,
    pathname: string,
    init: { method?: string; json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { 'x-bench-client': ip, ...init.headers };
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = base;
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(base + pathname, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    const text = await res.text();
    let json: Record<string, unknown> | null = null;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = null;
    }
    return { status: res.status, text, json, location: res.headers.get('location') };
  };
  const booking = (over: Record<string, unknown>) => ({
    customerName: 'Müşteri',
    customerEmail: 'm@example.com',
    customerPhone: '0532 000 00 00',
    serviceIds: [manicure],
    teamMemberId: zeynep,
    date: WED,
    time: '10:00',
    ...over,
  });
  /** Waits until the fakes stop receiving (the outbox worker sends right after each write). */
  const settle = async () => {
    let last = -1;
    for (let i = 0; i < 40; i++) {
      await new Promise((r) => setTimeout(r, 500));
      const now = smtp.mails.length + netgsm.calls.length;
      if (now === last && i >= 4) return;
      last = now;
    }
  };
  const histogram = (statuses: number[]) =>
    Object.entries(
      statuses.reduce<Record<number, number>>((h, s) => {
        h[s] = (h[s] ?? 0) + 1;
        return h;
      }, {}),
    )
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
  const tokenOf = (id: number) => {
    const row = read<{ created_at: number }>('select created_at from appointments where id = ?', id)[0]!;
    return signManageToken(SESSION_SECRET, { id, createdAt: new Date(row.created_at) });
  };
  const hasCodes = (await call('203.0.113.250', '/api/phone-verifications', { json: { phone: 'x' } })).status === 400;
  const bearer = ((await call('203.0.113.251', '/api/auth/admin/login', { json: ADMIN })).json?.token as string) ?? '';

  say(`bench:abuse against ${base} (rate limits on; one-time codes ${hasCodes ? 'present' : 'absent'} in this build)`);

  // ---- 1. messages: the stranger's booking with the box ticked, then 40 moves --------------------
  if (steps.has(1)) {
    const ip = stranger();
    const victim = {
      customerName: 'evil.example/odeme Ödeme',
      customerEmail: 'kurban.sms@example.com',
      customerPhone: '0532 700 00 01',
    };
    const booked = await call(ip, '/api/appointments', {
      json: booking({ ...victim, date: THU, time: '12:00', smsConsent: true }),
    });
    const id = (booked.json?.appointment as { id: number } | undefined)?.id;
    await settle();
    const smsAfterBooking = netgsm.calls.length;
    const token = id ? tokenOf(id) : '';
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push(
        (await call(ip, `/randevu/${token}`, { form: { intent: 'move', date: THU, time: i % 2 ? '14:00' : '15:00' } }))
          .status,
      );
    const seconds = (Date.now() - started) / 1000;
    await settle();
    const sms = netgsm.calls.map((c) => (c.body.messages as { msg: string }[])[0]!.msg);
    const mails = smtp.mails.filter((m) => m.to.includes(victim.customerEmail));
    say('');
    say('1. A stranger books for someone else’s phone and e-mail with SMS ticked, then moves it 40 times');
    say(`   booking: HTTP ${booked.status}; SMS at the provider after the booking: ${smsAfterBooking}`);
    say(`   40 moves in ${seconds.toFixed(1)} s: ${histogram(statuses)}`);
    say(
      `   SMS at the provider: ${sms.length}; e-mails to the address: ${mails.length} (${mails.filter((m) => m.subject.startsWith('Randevunuz değiştirildi')).length} 'moved')`,
    );
    say(
      `   typed name in an SMS: ${sms.some((m) => m.includes('evil.example')) ? 'yes' : 'no'}; as a link-shaped text in an e-mail: ${mails.some((m) => m.text.includes('evil.example') || m.html.includes('evil.example')) ? 'yes' : 'no'}`,
    );
    if (hasCodes) {
      // the owner of a number, with a code: 40 moves are one message now (the next one waits 10 minutes)
      const owner = stranger();
      const phone = '0532 700 00 02';
      const asked = await call(owner, '/api/phone-verifications', { json: { phone } });
      await settle();
      const code = /(\d{6})/.exec((netgsm.calls.at(-1)!.body.messages as { msg: string }[])[0]!.msg)![1]!;
      const vid = asked.json?.verificationId as string;
      await call(owner, `/api/phone-verifications/${vid}/check`, { json: { code } });
      const mine = await call(owner, '/api/appointments', {
        json: booking({
          customerName: 'Sahibi',
          customerEmail: 'sahibi@example.com',
          customerPhone: phone,
          date: FRI,
          time: '12:00',
          smsConsent: true,
          phoneVerificationId: vid,
        }),
      });
      await settle();
      const before = netgsm.calls.length;
      const ownerStatuses: number[] = [];
      const ownerToken = tokenOf((mine.json!.appointment as { id: number }).id);
      for (let i = 0; i < 40; i++)
        ownerStatuses.push(
          (
            await call(owner, `/randevu/${ownerToken}`, {
              form: { intent: 'move', date: FRI, time: i % 2 ? '14:00' : '15:00' },
            })
          ).status,
        );
      await settle();
      const waiting = read<{ n: number }>(
        "select count(*) as n from outbox where topic = 'appointment-moved' and status = 'pending' and channel = 'sms'",
      )[0]!.n;
      say(
        `   the number's owner (code typed, opt-in ${JSON.stringify(mine.json?.messageOptIn)}), 40 moves: ${histogram(ownerStatuses)}; 'moved' SMS sent: ${netgsm.calls.length - before}, waiting 10 minutes: ${waiting}`,
      );
    }
  }

  // ---- 2. rate limits and the path written differently ------------------------------------------------
  if (steps.has(2)) {
    const ip = stranger();
    const first: number[] = [];
    for (let i = 0; i < 60; i++) first.push((await call(ip, '/api/appointments', { json: {} })).status);
    const variants = [
      '/API/appointments',
      '/api/Appointments',
      '/api/appointments/',
      '/api/appointments.data',
      '//api/appointments',
      '/api/%61ppointments',
      '/Contact',
      '/contact/',
      '/contact.data',
    ];
    const after = await Promise.all(
      variants.map(
        async (v) =>
          `${v} ${(await call(ip, v, v.toLowerCase().includes('contact') ? { form: { step: '1' } } : { json: {} })).status}`,
      ),
    );
    const rows = () => read<{ n: number }>('select count(*) as n from customers')[0]!.n;
    const before = rows();
    const customerVariants = [
      '/api/customers',
      '/API/customers',
      '/api/Customers',
      '/api/customers/',
      '/api/customers.data',
      '//api/customers',
    ];
    const statuses: number[] = [];
    const ip2 = stranger();
    for (let i = 0; i < 120; i++)
      statuses.push(
        (
          await call(ip2, customerVariants[i % customerVariants.length]!, {
            json: {
              name: `Yabancı ${i}`,
              email: `yabanci${i}@example.com`,
              phone: `0532 800 ${String(1000 + i).slice(0, 2)} ${String(1000 + i).slice(2)}`,
            },
          })
        ).status,
      );
    say('');
    say('2. Rate limits and the same path written differently');
    say(`   60 bookings from one address: ${histogram(first)}; then each spelling: ${after.join(', ')}`);
    say(
      `   120 anonymous POST /api/customers (6 spellings): ${histogram(statuses)}; customer rows created: ${rows() - before}`,
    );
  }

  // ---- 3. one person holding a day -------------------------------------------------------------------
  if (steps.has(3)) {
    const ip = stranger();
    const statuses: number[] = [];
    for (let h = 9; h < 18; h++) {
      for (const m of ['00', '30']) {
        statuses.push(
          (
            await call(ip, '/api/appointments', {
              json: booking({
                customerName: 'Tek Telefon',
                customerEmail: `gun${h}${m}@example.com`,
                customerPhone: '0532 700 00 03',
                teamMemberId: elif,
                date: SAT,
                time: `${String(h).padStart(2, '0')}:${m}`,
              }),
            })
          ).status,
        );
      }
    }
    const held = read<{ n: number }>(
      "select count(*) as n from appointments where customer_phone = '05327000003' and status in ('pending','confirmed')",
    )[0]!.n;
    // the same customer twice with 'Fark etmez' at one hour (two members free)
    const any = stranger();
    const twice = [];
    for (const member of [zeynep, ayse])
      twice.push(
        (
          await call(any, '/api/appointments', {
            json: booking({
              customerName: 'İki Kez',
              customerEmail: 'iki.kez@example.com',
              customerPhone: '0532 700 00 04',
              teamMemberId: member,
              date: FRI,
              time: '16:00',
            }),
          })
        ).status,
      );
    say('');
    say('3. One phone, every start of one artist on one day');
    say(`   ${statuses.length} tries: ${histogram(statuses)}; appointments held by that phone: ${held}`);
    say(`   the same customer at one hour with two artists: ${twice.join(', ')}`);
  }

  // ---- 4. the waitlist ---------------------------------------------------------------------------------
  if (steps.has(4)) {
    // Zeynep's Wednesday, full for a manicure: a 45-minute booking every half hour, each another customer (from several addresses)
    const ids: number[] = [];
    for (let m = 9 * 60; m <= 17 * 60; m += 30) {
      const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const r = await call(stranger(), '/api/appointments', {
        json: booking({
          customerName: `Dolu ${m}`,
          customerEmail: `dolu${m}@example.com`,
          customerPhone: `0533 100 ${String(m).padStart(4, '0').slice(0, 2)} ${String(m).padStart(4, '0').slice(2)}`,
          time,
        }),
      });
      if (r.json?.appointment) ids.push((r.json.appointment as { id: number }).id);
    }
    await settle();
    const mailsBefore = smtp.mails.length;
    const ip = stranger();
    const statuses: number[] = [];
    const answers = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const r = await call(ip, '/contact/bekleme-listesi', {
        form: {
          customerName: `Yabancı ${i}`,
          customerEmail: `liste${i}@example.com`,
          customerPhone: `0534 200 00 ${String(10 + i)}`,
          consent: 'on',
          date: WED,
          serviceIds: String(manicure),
          teamMemberId: String(zeynep),
        },
      });
      statuses.push(r.status);
      if (r.location) answers.add(new URL(r.location, base).searchParams.get('durum') ?? '');
    }
    // a known phone with another address, from another stranger: does the answer tell?
    const probe = await call(stranger(), '/contact/bekleme-listesi', {
      form: {
        customerName: 'Sorgu',
        customerEmail: 'sorgu@example.com',
        customerPhone: '0534 200 00 10',
        consent: 'on',
        date: WED,
        serviceIds: String(manicure),
        teamMemberId: String(zeynep),
      },
    });
    const fresh = await call(stranger(), '/contact/bekleme-listesi', {
      form: {
        customerName: 'Sorgu',
        customerEmail: 'sorgu2@example.com',
        customerPhone: '0534 299 99 99',
        consent: 'on',
        date: WED,
        serviceIds: String(manicure),
        teamMemberId: String(zeynep),
      },
    });
    await settle();
    const confirmations = smtp.mails.length - mailsBefore;
    const cancel = await call('203.0.113.252', `/api/admin/appointments/${ids[2]}/status`, {
      method: 'PUT',
      json: { status: 'cancelled' },
      headers: { authorization: `Bearer ${bearer}` },
    });
    await settle();
    const notices = smtp.mails
      .slice(mailsBefore)
      .filter((m) => m.subject.startsWith('Bekleme listesi:') && m.subject.includes('yer açıldı'));
    say('');
    say('4. The waitlist: 40 strangers’ addresses from one address, then one cancellation');
    say(
      `   40 joins: ${histogram(statuses)}; answers: ${[...answers].join(', ')}; a listed phone: ${new URL(probe.location ?? '/?durum=-', base).searchParams.get('durum')}, a new one: ${new URL(fresh.location ?? '/?durum=-', base).searchParams.get('durum')}`,
    );
    say(
      `   e-mails before the cancellation: ${confirmations} (confirmations, nothing typed in them); cancellation HTTP ${cancel.status}; 'yer açıldı' e-mails after it: ${notices.length}`,
    );
  }

  // ---- 5. a reused Idempotency-Key -------------------------------------------------------------------
  if (steps.has(5)) {
    const ip = stranger();
    const key = 'bench-key-000001';
    const a = await call(ip, '/api/appointments', {
      json: booking({
        customerName: 'İlk Müşteri',
        customerEmail: 'ilk@example.com',
        customerPhone: '0532 700 00 05',
        date: THU,
        time: '09:00',
      }),
      headers: { 'idempotency-key': key },
    });
    const b = await call(ip, '/api/appointments', {
      json: booking({
        customerName: 'Başka Biri',
        customerEmail: 'baska@example.com',
        customerPhone: '0532 700 00 06',
        date: THU,
        time: '10:30',
      }),
      headers: { 'idempotency-key': key },
    });
    say('');
    say('5. The same Idempotency-Key with another body');
    say(
      `   first HTTP ${a.status}; second HTTP ${b.status}; the first customer's e-mail in the second answer: ${b.text.includes('ilk@example.com') ? 'yes' : 'no'}`,
    );
  }

  // ---- 6. 11 MB bodies ---------------------------------------------------------------------------------
  if (steps.has(6)) {
    const ip = stranger();
    const size = 11 * 1024 * 1024;
    const chunk = Buffer.alloc(256 * 1024, 'a');
    const health: number[] = [];
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const t = Date.now();
        // a stalled server answers late or never: 30 s counts as the answer's time
        await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(30_000) }).catch(() => null);
        health.push(Date.now() - t);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const started = Date.now();
    const one = () =>
      new Promise<{ status: number; sent: number }>((resolve) => {
        let sent = 0;
        let done = false;
        const finish = (status: number) => {
          if (done) return;
          done = true;
          resolve({ status, sent });
        };
        const req = http.request(
          `${base}/contact/bekleme-listesi`,
          {
            method: 'POST',
            headers: {
              'x-bench-client': ip,
              origin: base,
              'content-type': 'multipart/form-data; boundary=x',
              'content-length': String(size),
            },
          },
          (res) => {
            // the status line is the answer; the rest of the body is not needed
            finish(res.statusCode ?? 0);
            res.resume();
            req.destroy();
          },
        );
        req.on('error', () => finish(599));
        // a server that reads the whole body may take long under this load: no answer in 60 s counts as 0
        req.setTimeout(60_000, () => {
          finish(0);
          req.destroy();
        });
        const write = () => {
          while (sent < size && !done) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', write);
          }
          if (!done) req.end();
        };
        write();
      });
    const results = await Promise.all(Array.from({ length: 24 }, one));
    polling = false;
    await poll;
    say('');
    say('6. 24 parallel 11 MB posts to the waitlist form');
    say(
      `   answers (599: the connection closed by the server before its answer was read; 0: no answer in 60 s): ${histogram(results.map((r) => r.status))} in ${((Date.now() - started) / 1000).toFixed(1)} s; MB sent before the answer (median): ${(results.map((r) => r.sent).sort((x, y) => x - y)[12]! / 1024 / 1024).toFixed(1)}`,
    );
    say(
      `   /healthz during it: ${health.length} polls, slowest ${Math.max(...health)} ms, median ${health.sort((x, y) => x - y)[Math.floor(health.length / 2)]} ms`,
    );
  }

  // ---- 7. erasure, then grep the files -----------------------------------------------------------------
  if (steps.has(7)) {
    const ip = stranger();
    const person = {
      customerName: 'Zümrüt Qxqzyan',
      customerEmail: 'zumrut.qxqz@example.com',
      customerPhone: '0532 917 38 46',
    };
    const note = 'NOTQXQZ fıstık alerjisi';
    const booked = await call(ip, '/api/appointments', {
      json: booking({ ...person, notes: note, date: SAT, time: '10:00', teamMemberId: zeynep }),
    });
    const id = (booked.json!.appointment as { id: number }).id;
    const token = tokenOf(id);
    for (const time of ['11:00', '12:00'])
      await call(ip, `/randevu/${token}`, { form: { intent: 'move', date: SAT, time } });
    // a waitlist entry of hers (a full Wednesday for Zeynep, see 4)
    await call(stranger(), '/contact/bekleme-listesi', {
      form: { ...person, consent: 'on', date: WED, serviceIds: String(manicure), teamMemberId: String(zeynep) },
    });
    await settle();
    const count = (needle: string) => {
      let n = 0;
      for (const f of [dbFile, `${dbFile}-wal`]) {
        if (!fs.existsSync(f)) continue;
        const bytes = fs.readFileSync(f);
        const b = Buffer.from(needle, 'utf8');
        for (let at = bytes.indexOf(b); at !== -1; at = bytes.indexOf(b, at + 1)) n++;
      }
      return n;
    };
    const needles = ['Qxqzyan', 'NOTQXQZ', '5329173846'];
    const before = needles.map((n) => `${n}×${count(n)}`).join(' ');
    const customerId = read<{ id: number }>('select id from customers where email = ?', person.customerEmail)[0]!.id;
    const login = await fetch(`${base}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', 'x-bench-client': '203.0.113.253' },
      body: new URLSearchParams(ADMIN).toString(),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const erased = await call('203.0.113.253', '/admin/customers', {
      form: { intent: 'erase', recordId: String(customerId), confirm: 'on' },
      headers: { cookie },
    });
    await new Promise((r) => setTimeout(r, 1000));
    const waitlistLeft = read<{ n: number }>(
      'select count(*) as n from waitlist_entries where customer_email = ?',
      person.customerEmail,
    )[0]!.n;
    say('');
    say('7. Erasure, then grep of the database and WAL files');
    say(
      `   copies before: ${before} (wal ${fs.existsSync(`${dbFile}-wal`) ? (fs.statSync(`${dbFile}-wal`).size / 1024).toFixed(0) : 0} KB)`,
    );
    say(
      `   erasure HTTP ${erased.status}; waitlist entries of hers left: ${waitlistLeft}; copies after: ${needles.map((n) => `${n}×${count(n)}`).join(' ')} (wal ${fs.existsSync(`${dbFile}-wal`) ? (fs.statSync(`${dbFile}-wal`).size / 1024).toFixed(0) : 0} KB)`,
    );
  }

  // ---- 8. what secure_delete costs on writes -----------------------------------------------------------
  if (steps.has(8)) {
    let run = 0;
    const measure = (secure: boolean) => {
      const file = path.join(dir, `secure-${secure}-${++run}.db`);
      const db = new Database(file);
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.pragma(`secure_delete = ${secure ? 'ON' : 'OFF'}`);
      db.exec(
        'create table a (id integer primary key, name text, email text, phone text, notes text, date text, time text)',
      );
      const insert = db.prepare('insert into a (name, email, phone, notes, date, time) values (?, ?, ?, ?, ?, ?)');
      const update = db.prepare('update a set notes = ? where id = ?');
      const remove = db.prepare('delete from a where id = ?');
      const t0 = process.hrtime.bigint();
      for (let i = 1; i <= 3000; i++)
        insert.run(
          `Müşteri ${i}`,
          `m${i}@example.com`,
          `0532${String(i).padStart(7, '0')}`,
          'not '.repeat(40),
          '2026-11-25',
          '10:00',
        );
      const t1 = process.hrtime.bigint();
      for (let i = 1; i <= 3000; i++) update.run('güncel not '.repeat(30), i);
      const t2 = process.hrtime.bigint();
      for (let i = 1; i <= 3000; i += 2) remove.run(i);
      const t3 = process.hrtime.bigint();
      db.close();
      const ms = (a: bigint, b: bigint) => Number(b - a) / 1e6;
      return { insert: ms(t0, t1), update: ms(t1, t2), delete: ms(t2, t3) };
    };
    const runs = (secure: boolean) => {
      const all = [measure(secure), measure(secure), measure(secure)];
      const median = (k: 'insert' | 'update' | 'delete') => all.map((r) => r[k]).sort((a, b) => a - b)[1]!;
      return { insert: median('insert'), update: median('update'), delete: median('delete') };
    };
    const off = runs(false);
    const on = runs(true);
    say('');
    say('8. secure_delete on writes (3,000 rows, one statement each, autocommit; median of 3)');
    say(
      `   off: insert ${off.insert.toFixed(0)} ms, update ${off.update.toFixed(0)} ms, delete 1,500 ${off.delete.toFixed(0)} ms`,
    );
    say(
      `   on:  insert ${on.insert.toFixed(0)} ms, update ${on.update.toFixed(0)} ms, delete 1,500 ${on.delete.toFixed(0)} ms`,
    );
  }

  // ---- 9. phone codes from many addresses: the per-address limits (IPv6 by /64) and the studio's budget -----
  if (steps.has(9) && hasCodes) {
    const smsIn24h = () =>
      read<{ n: number }>(
        "select count(*) as n from outbox where channel = 'sms' and created_at >= ?",
        Date.now() - 864e5,
      )[0]!.n;
    const budget = Number(
      read<{ value: string }>("select value from settings where key = 'sms_daily_budget'")[0]?.value ?? 100,
    );
    await settle();
    const providerBefore = netgsm.calls.length;
    const smsBefore = smsIn24h();
    // every request is for a phone of its own, so only the address limits and the budget can stop it
    let phone = 0;
    const nextPhone = () => `0533${String(++phone).padStart(7, '0')}`;
    // the /64 first: one network's 40 addresses are one address; then 40 networks; then IPv4 (the budget is spent by then)
    const groups = [
      { label: '40 IPv6 addresses in one /64', ips: Array.from({ length: 40 }, (_, i) => `2001:db8:ffff:1::${i + 1}`) },
      { label: '40 IPv6 addresses in 40 /64s', ips: Array.from({ length: 40 }, (_, i) => `2001:db8:${i + 1}::1`) },
      { label: '40 IPv4 addresses', ips: Array.from({ length: 40 }, (_, i) => `192.0.2.${i + 1}`) },
    ];
    const PER_ADDRESS = 12; // more than the 10 an hour one address may ask
    say('');
    say(
      `9. Phone codes from many addresses within one hour (the server's clock is fixed: every request falls in the same hour), ${PER_ADDRESS} requests per address, each for a new phone`,
    );
    say(`   the studio's daily SMS budget: ${budget}; SMS of the last 24 hours before: ${smsBefore}`);
    let requested = 0;
    let accepted = 0;
    for (const group of groups) {
      const statuses: number[] = [];
      for (const ip of group.ips)
        for (let i = 0; i < PER_ADDRESS; i++)
          statuses.push((await call(ip, '/api/phone-verifications', { json: { phone: nextPhone() } })).status);
      const ok = statuses.filter((st) => st >= 200 && st < 300).length;
      requested += statuses.length;
      accepted += ok;
      say(`   ${group.label}: ${statuses.length} requests, codes sent ${ok}; answers ${histogram(statuses)}`);
    }
    await settle();
    say(
      `   in all: ${requested} requested, ${accepted} codes accepted, ${netgsm.calls.length - providerBefore} SMS at the provider; SMS of the last 24 hours now ${smsIn24h()} of the budget ${budget}`,
    );
  }

  // ---- 10. erasure with the off-site copy running: the database, its WAL and Litestream's local copies ----
  if (steps.has(10)) {
    const BIN = process.env.LITESTREAM_BIN ?? path.join(ROOT, 'node_modules/@flydotio/litestream-linux-x64/litestream');
    say('');
    say(
      '10. Erasure with the off-site copy running (Litestream 0.3 to an S3 stand-in), then a count of her in every file',
    );
    if (!fs.existsSync(BIN) || process.platform !== 'linux' || process.arch !== 'x64') {
      say(`   skipped: no Litestream binary at ${BIN} (set LITESTREAM_BIN)`);
    } else {
      const copyDir = path.join(dir, 'copy');
      const s3 = await startS3StandIn({
        port: PORT === null ? await freePort() : PORT + 3,
        directory: path.join(copyDir, 's3'),
      });
      const copyFile = path.join(copyDir, 'data', 'studio.db');
      const copyStudio = await startStudio(
        {
          ...s3.env,
          ...portAt(1),
          LITESTREAM_ADDR: `127.0.0.1:${PORT === null ? await freePort() : PORT + 2}`,
          LITESTREAM_BIN: BIN,
          DATABASE_PATH: copyFile,
          UPLOADS_DIR: path.join(copyDir, 'data', 'uploads'),
          SEED_DEMO: 'true',
          FAKE_NOW: NOW,
          SESSION_SECRET,
          SECRETS_KEY,
          LOG_LEVEL: 'silent',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        },
        120_000,
        'start.sh',
      );
      try {
        const copyBase = copyStudio.url;
        const post = async (
          pathname: string,
          init: { json?: unknown; form?: Record<string, string>; cookie?: string },
        ) => {
          const headers: Record<string, string> = init.json
            ? { 'content-type': 'application/json' }
            : { 'content-type': 'application/x-www-form-urlencoded', origin: copyBase };
          if (init.cookie) headers.cookie = init.cookie;
          return fetch(copyBase + pathname, {
            method: 'POST',
            redirect: 'manual',
            headers,
            body: init.json ? JSON.stringify(init.json) : new URLSearchParams(init.form).toString(),
          });
        };
        const q = <T>(sql: string, ...params: unknown[]) => {
          const db = new Database(copyFile, { readonly: true, fileMustExist: true });
          try {
            return db.prepare(sql).all(...params) as T[];
          } finally {
            db.close();
          }
        };
        const id = (table: string, name: string) =>
          q<{ id: number }>(`select id from ${table} where name = ?`, name)[0]!.id;
        const person = {
          customerName: 'Zümrüt Qxqzyan',
          customerEmail: 'zumrut.qxqz@example.com',
          customerPhone: '0532 917 38 46',
        };
        const booked = await post('/api/appointments', {
          json: {
            ...person,
            notes: 'NOTQXQZ fıstık alerjisi',
            serviceIds: [id('services', 'Klasik Manikür')],
            teamMemberId: id('team_members', 'Zeynep Kaya'),
            date: SAT,
            time: '10:00',
          },
        });
        // her waitlist entry with the phone written otherwise, and no e-mail
        await post('/contact/bekleme-listesi', {
          form: {
            customerName: person.customerName,
            customerPhone: '+90 532 917 3846',
            customerEmail: '',
            consent: 'on',
            date: WED,
            serviceIds: String(id('services', 'Klasik Manikür')),
          },
        });
        await new Promise((r) => setTimeout(r, 3000)); // a few of Litestream's 1 s syncs
        const needles = ['Qxqzyan', 'zumrut.qxqz', '5329173846', '917 38 46', '917 3846', 'NOTQXQZ'];
        const filesUnder = (root: string): string[] =>
          fs.existsSync(root)
            ? fs
                .readdirSync(root, { withFileTypes: true, recursive: true })
                .filter((e) => e.isFile())
                .map((e) => path.join(e.parentPath, e.name))
            : [];
        const localCopy = path.join(path.dirname(copyFile), `.${path.basename(copyFile)}-litestream`);
        const places = () => [
          { label: 'database', files: [copyFile] },
          { label: 'WAL', files: [`${copyFile}-wal`] },
          { label: "Litestream's local copy (shadow WAL)", files: filesUnder(localCopy) },
          { label: 'the bucket (LZ4-compressed segments)', files: filesUnder(path.join(copyDir, 's3')) },
        ];
        const countIn = (files: string[]) => {
          let n = 0;
          for (const f of files) {
            if (!fs.existsSync(f)) continue;
            const bytes = fs.readFileSync(f);
            for (const needle of needles) {
              const b = Buffer.from(needle, 'utf8');
              for (let at = bytes.indexOf(b); at !== -1; at = bytes.indexOf(b, at + 1)) n++;
            }
          }
          return n;
        };
        const report = (when: string) =>
          say(
            `   ${when}: ${places()
              .map(
                (p) =>
                  `${p.label} ${countIn(p.files)} (${p.files.length} file${p.files.length === 1 ? '' : 's'}, ${(p.files.reduce((sum, f) => sum + (fs.existsSync(f) ? fs.statSync(f).size : 0), 0) / 1024).toFixed(0)} KB)`,
              )
              .join('; ')}`,
          );
        say(`   her booking HTTP ${booked.status}; needles ${needles.join(', ')}`);
        report('before the erasure');
        const login = await post('/admin/login', { form: ADMIN });
        const cookie = login.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        const customerId = q<{ id: number }>('select id from customers where email = ?', person.customerEmail)[0]!.id;
        const started = Date.now();
        const erased = await post('/admin/customers', {
          form: { intent: 'erase', recordId: String(customerId), confirm: 'on' },
          cookie,
        });
        say(`   erasure HTTP ${erased.status} in ${Date.now() - started} ms`);
        await new Promise((r) => setTimeout(r, 2000));
        report('2 s after');
        // Litestream checkpoints the WAL once a minute (its checkpoint-interval) and drops the shadow WAL it shipped
        await new Promise((r) => setTimeout(r, 63_000));
        report('65 s after');
      } finally {
        await copyStudio.stop();
        await s3.stop();
      }
    }
  }
} finally {
  await studio.stop();
  await smtp.stop();
  await netgsm.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
