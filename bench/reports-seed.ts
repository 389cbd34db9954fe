/**
 * The studio bench/reports.ts measures: `total` appointments spread over the year up to
 * `today` (6 members, a customer for every five appointments, service and package lines,
 * every completed visit checked out (a sale with its lines, a tip on every fourth, a
 * payment), a survey with three ratings for every fifth completed appointment). Written behind a
 * running server's back, straight into its migrated database file.
 */
import Database from 'better-sqlite3';
import { addDays } from '../app/domain/clock';

export const DAYS = 365;

export function seedReportStudio(dbPath: string, total: number, today: string) {
  const db = new Database(dbPath);
  db.pragma('busy_timeout = 5000');
  const now = Date.now();
  const members = [1, 2, 3, 4, 5, 6].map((n) =>
    Number(
      db
        .prepare(
          'insert into team_members (name, specialization, is_active, display_order, created_at, updated_at) values (?, ?, 1, ?, ?, ?)',
        )
        .run(
          ['Selin Aydın', 'Deniz Çelik', 'Buse Arslan', 'İpek Koç', 'Ece Şahin', 'Naz Öztürk'][n - 1],
          'Nail Art',
          n,
          now,
          now,
        ).lastInsertRowid,
    ),
  );
  const customerCount = Math.max(1, Math.round(total / 5));
  const insertCustomer = db.prepare(
    'insert into customers (name, phone, is_active, created_at, updated_at) values (?, ?, 1, ?, ?)',
  );
  const insert = db.prepare(
    `insert into appointments (customer_id, customer_name, customer_phone, team_member_id, date, time, status, duration_minutes, custom_duration, total_price_kurus, source, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'web', ?, ?)`,
  );
  const service = db.prepare(
    'insert into appointment_services (appointment_id, service_id, name, price_kurus, duration_minutes) values (?, null, ?, ?, ?)',
  );
  const pkg = db.prepare(
    'insert into appointment_packages (appointment_id, package_id, name, price_kurus, duration_minutes) values (?, null, ?, ?, ?)',
  );
  const questions = [1, 2, 3].map((n) =>
    Number(
      db
        .prepare(
          "insert into survey_questions (question_text, question_type, display_order, is_active, created_at) values (?, 'rating', ?, 1, ?)",
        )
        .run(`Soru ${n}`, n, now).lastInsertRowid,
    ),
  );
  const survey = db.prepare(
    'insert into surveys (token, appointment_id, customer_id, customer_name, is_completed, expires_at, completed_at, created_at) values (?, ?, ?, ?, 1, ?, ?, ?)',
  );
  const response = db.prepare(
    'insert into survey_responses (survey_id, question_id, rating, created_at) values (?, ?, ?, ?)',
  );
  const sale = db.prepare(
    `insert into sales (appointment_id, customer_id, customer_name, status, day, subtotal_kurus, net_kurus, tips_kurus, total_kurus, paid_kurus, created_at, completed_at, updated_at)
     values (?, ?, ?, 'completed', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const saleLine = db.prepare(
    'insert into sale_lines (sale_id, kind, item_id, name, list_price_kurus, price_kurus, discount_kurus, net_kurus, team_member_id, position) values (?, ?, null, ?, ?, ?, 0, ?, ?, ?)',
  );
  const tip = db.prepare(
    "insert into sale_tips (sale_id, team_member_id, member_name, amount_kurus) values (?, ?, 'Uzman', ?)",
  );
  const payment = db.prepare(
    'insert into sale_payments (sale_id, method, amount_kurus, day, taken_at) values (?, ?, ?, ?, ?)',
  );
  const names = ['Kalıcı Oje', 'Protez Tırnak', 'Nail Art', 'Klasik Manikür', 'Pedikür', 'Jel Güçlendirme'];
  db.transaction(() => {
    const customers: number[] = [];
    for (let c = 0; c < customerCount; c++)
      customers.push(
        Number(insertCustomer.run(`Müşteri ${c}`, `0532${String(1_000_000 + c).slice(-7)}`, now, now).lastInsertRowid),
      );
    for (let i = 0; i < total; i++) {
      const date = addDays(today, -Math.floor((i * DAYS) / total));
      const slot = i % 18;
      const time = `${String(9 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
      const past = date < today;
      const status = i % 11 === 0 ? 'cancelled' : past ? (i % 17 === 0 ? 'confirmed' : 'completed') : 'confirmed';
      const customer = customers[(i * 7) % customers.length]!;
      const minutes = 45 + (i % 4) * 15;
      const id = Number(
        insert.run(
          customer,
          `Müşteri ${customer}`,
          '05320000000',
          members[i % members.length],
          date,
          time,
          status,
          minutes,
          i % 13 === 0 ? 90 : null,
          45_000,
          now,
          now,
        ).lastInsertRowid,
      );
      service.run(id, names[i % names.length], 30_000, minutes);
      if (i % 5 === 0) pkg.run(id, 'Gelin Paketi', 15_000, 30);
      if (status === 'completed') {
        // checked out (issue 27): a sale with its lines, a tip now and then, the payment; revenue is read from these
        const at = new Date(`${date}T${time}:00+03:00`).getTime() + 3_600_000;
        const lines: [string, 'service' | 'package', number][] = [
          [names[i % names.length]!, 'service', 30_000],
          ...(i % 5 === 0 ? [['Gelin Paketi', 'package', 15_000] as [string, 'package', number]] : []),
        ];
        const subtotal = lines.reduce((s, l) => s + l[2], 0);
        const tipKurus = i % 4 === 0 ? 5_000 : 0;
        const saleId = Number(
          sale.run(
            id,
            customer,
            `Müşteri ${customer}`,
            date,
            subtotal,
            subtotal,
            tipKurus,
            subtotal + tipKurus,
            subtotal + tipKurus,
            at,
            at,
            at,
          ).lastInsertRowid,
        );
        lines.forEach(([name, kind, price], n) => {
          saleLine.run(saleId, kind, name, price, price, price, members[i % members.length], n);
        });
        if (tipKurus) tip.run(saleId, members[i % members.length], tipKurus);
        payment.run(saleId, i % 3 === 0 ? 'card' : 'cash', subtotal + tipKurus, date, at);
      }
      if (status === 'completed' && i % 5 === 1) {
        const at = new Date(`${date}T20:00:00+03:00`).getTime();
        const s = Number(survey.run(`b${i}`, id, customer, 'Müşteri', at + 7 * 86_400_000, at, at).lastInsertRowid);
        for (const q of questions) response.run(s, q, 1 + ((i + q) % 5), at);
      }
    }
  })();
  db.close();
}
