/**
 * The benches' studio after a day's bookings (bench/page-weight.ts, bench/lighthouse-admin.ts):
 * the desk's screens weighed and scored as the desk uses them, not empty (docs/decisions/0551).
 */
import Database from 'better-sqlite3';
import { addDays, istanbulToday, timeToMinutes } from '../app/domain/clock';
import { hoursOn } from '../app/domain/hours';
import { readSetting } from '../app/models/settings/registry.server';
import { openDatabase } from '../db/client';
import { insertTestAppointment } from '../tests/helpers/appointments';

/**
 * A working day as the desk has it (the demo studio has no appointments of its own): the
 * first day from tomorrow on that the studio's weekly hours keep open from 10:00 to 17:30 (in
 * the demo studio, Tuesday to Saturday), five appointments for each team member in that time,
 * confirmed and pending, with the studio's services, its customers and more. Its date.
 */
export function seedFullDay(databasePath: string): string {
  const db = new Database(databasePath);
  const drizzleDb = openDatabase(databasePath);
  const weekly = readSetting(drizzleDb, 'weeklyHours');
  const openAllDay = (date: string) => {
    const hours = hoursOn(date, weekly);
    return hours !== null && timeToMinutes(hours.open) <= 600 && timeToMinutes(hours.close) >= 1050;
  };
  let day = addDays(istanbulToday(new Date()), 1);
  for (let tries = 0; !openAllDay(day); tries++) {
    if (tries === 7) throw new Error('the studio is open from 10:00 to 17:30 on no day of the week');
    day = addDays(day, 1);
  }
  const members = db.prepare('select id from team_members order by id').all() as { id: number }[];
  const services = db
    .prepare('select id, name, price_kurus as price, duration_minutes as minutes from services order by id')
    .all() as {
    id: number;
    name: string;
    price: number;
    minutes: number;
  }[];
  const customers = db.prepare('select id, name, phone, email from customers order by id').all() as {
    id: number;
    name: string;
    phone: string | null;
    email: string | null;
  }[];
  const statuses = ['confirmed', 'pending', 'confirmed', 'confirmed', 'pending'] as const;
  const names = [
    'Ayşe Yılmaz',
    'Elif Kaya',
    'Zeynep Demir',
    'Merve Çelik',
    'Fatma Şahin',
    'Büşra Aydın',
    'Esra Öztürk',
  ];
  const surnames = ['', ' Arslan', ' Koç', ' Kurt'];
  let n = 0;
  for (const member of members)
    for (const [slot, time] of ['10:00', '11:30', '13:00', '14:30', '16:00'].entries()) {
      const service = services[n % services.length]!;
      const minutes = Math.min(service.minutes, 90);
      const customer = customers[n];
      insertTestAppointment(drizzleDb, {
        customerId: customer?.id ?? null,
        customerName:
          customer?.name ?? `${names[n % names.length]}${surnames[Math.floor(n / names.length) % surnames.length]}`,
        customerPhone: customer?.phone ?? `0532410${String(1000 + n).slice(-4)}`,
        customerEmail: customer?.email ?? null,
        teamMemberId: member.id,
        date: day,
        time,
        status: statuses[slot]!,
        source: n % 3 === 0 ? 'admin' : 'web',
        totalPriceKurus: service.price,
        durationMinutes: minutes,
        services: [{ serviceId: service.id, name: service.name, priceKurus: service.price, durationMinutes: minutes }],
      });
      n++;
    }
  db.close();
  if (n === 0) throw new Error('the demo studio has no team member to book a full day for');
  return day;
}
