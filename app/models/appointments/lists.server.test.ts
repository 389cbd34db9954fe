import { describe, expect, it } from 'vitest';
import { galleryImages, services, teamMembers } from '../../../db/schema';
import { createTestDb } from '../../../tests/helpers/test-db';
import { insertTestAppointment } from '../../../tests/helpers/appointments';
import { adminDashboard, dashboardStats, listAdminAppointments } from './lists.server';
import { teamMemberLabel } from './json.server';
import { serviceText } from './queries.server';

const named = (...names: string[]) => names.map((name) => ({ name }));

describe('display texts', () => {
  it('joins service and package names, else says Bilinmeyen Hizmet', () => {
    expect(serviceText(named('Klasik Manikür', 'Kalıcı Oje'))).toBe('Klasik Manikür, Kalıcı Oje');
    expect(serviceText(named('Gelin Paketi'))).toBe('Gelin Paketi');
    expect(serviceText(named('Nail Art', 'Gelin Paketi'))).toBe('Nail Art, Gelin Paketi');
    expect(serviceText([])).toBe('Bilinmeyen Hizmet');
    expect(serviceText(named(' ', ''))).toBe('Bilinmeyen Hizmet');
  });

  it('names the team member, else says Çalışan Yok', () => {
    expect(teamMemberLabel({ name: 'Elif Yılmaz' })).toBe('Elif Yılmaz');
    expect(teamMemberLabel(null)).toBe('Çalışan Yok');
    expect(teamMemberLabel({ name: ' ' })).toBe('Çalışan Yok');
  });
});

describe('admin appointment list', () => {
  it('reads appointments with services, packages and team member', () => {
    const { db } = createTestDb();
    const elif = db
      .select()
      .from(teamMembers)
      .all()
      .find((m) => m.name === 'Elif Yılmaz')!;
    const manicure = db
      .select()
      .from(services)
      .all()
      .find((s) => s.name === 'Klasik Manikür')!;
    const withAll = insertTestAppointment(db, {
      customerName: 'Ayşe',
      teamMemberId: elif.id,
      date: '2026-11-26',
      time: '14:30',
      totalPriceKurus: 35050,
      status: 'confirmed',
      services: [{ serviceId: manicure.id, name: 'Klasik Manikür' }],
      packages: [{ name: 'Gelin Paketi' }],
    });
    const bare = insertTestAppointment(db, { customerName: 'Fatma', date: '2026-11-25' });
    const list = listAdminAppointments(db);
    expect(list.map((a) => a.id)).toEqual([withAll, bare]);
    expect(list[0]).toMatchObject({
      customerName: 'Ayşe',
      service: 'Klasik Manikür, Gelin Paketi',
      serviceIds: [manicure.id],
      serviceNames: ['Klasik Manikür'],
      packageIds: [],
      packageNames: ['Gelin Paketi'],
      teamMember: { id: elif.id, name: 'Elif Yılmaz', specialization: 'Nail Art Uzmanı' },
      teamMemberName: 'Elif Yılmaz',
      totalPrice: 350.5,
      status: 'confirmed',
      time: '14:30',
    });
    expect(list[1]).toMatchObject({
      service: 'Bilinmeyen Hizmet',
      teamMember: null,
      teamMemberName: 'Çalışan Yok',
      status: 'pending',
    });
  });

  it('counts the dashboard figures and lists the 3 most recently booked', () => {
    const { db } = createTestDb();
    const t = (m: number) => new Date(Date.UTC(2026, 10, 20, 9, m));
    insertTestAppointment(db, { customerName: 'A', status: 'pending', createdAt: t(1) });
    insertTestAppointment(db, { customerName: 'B', status: 'confirmed', createdAt: t(2) });
    insertTestAppointment(db, { customerName: 'C', status: 'confirmed', createdAt: t(3) });
    insertTestAppointment(db, { customerName: 'D', status: 'completed', createdAt: t(4), date: '2026-01-01' });
    insertTestAppointment(db, { customerName: 'E', status: 'cancelled', createdAt: t(0), date: '2027-01-01' });
    // a value the schema does not know (written by some old tool) counts and shows as cancelled
    db.$client.prepare("update appointments set status = 'weird' where customer_name = 'E'").run();
    expect(db.select().from(galleryImages).all().length).toBeGreaterThan(0);
    expect(dashboardStats(db)).toEqual({
      totalAppointments: 5,
      pendingAppointments: 1,
      confirmedAppointments: 2,
      completedAppointments: 1,
      cancelledAppointments: 1,
      totalGalleryImages: db.select().from(galleryImages).all().length,
    });
    const dash = adminDashboard(db);
    expect(dash.recentAppointments.map((a) => a.customerName)).toEqual(['D', 'C', 'B']);
    expect(listAdminAppointments(db).find((a) => a.customerName === 'E')!.status).toBe('cancelled');
  });
});
