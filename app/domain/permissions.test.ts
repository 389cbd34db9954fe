import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { USER_ROLES } from '../../db/schema';
import {
  PERMISSION_LIST,
  ROLE_NAMES,
  ROLES,
  appointmentForViewer,
  appointmentVisibility,
  can,
  canOnAppointment,
  maskContact,
  maskEmail,
  maskPhone,
  permissionsOf,
  roleTableMarkdown,
  type Permission,
} from './permissions';

const has = (role: (typeof ROLES)[number], ...permissions: Permission[]) => permissions.every((p) => can(role, p));
const lacks = (role: (typeof ROLES)[number], ...permissions: Permission[]) => permissions.every((p) => !can(role, p));

describe('the role × permission table, read against issue 26', () => {
  it('has the four roles with their Turkish names, the same list the database stores', () => {
    expect(ROLES).toEqual(['owner', 'manager', 'reception', 'member']);
    expect(USER_ROLES).toEqual(ROLES);
    expect(ROLE_NAMES).toEqual({ owner: 'Sahip', manager: 'Yönetici', reception: 'Resepsiyon', member: 'Uzman' });
  });

  it('Sahip: everything', () => {
    expect(PERMISSION_LIST.filter((p) => !can('owner', p))).toEqual([]);
  });

  it('Yönetici: everything except accounts and the stored provider credentials', () => {
    expect(PERMISSION_LIST.filter((p) => !can('manager', p))).toEqual(['credentials.write', 'accounts.manage']);
    expect(
      has(
        'manager',
        'reports.read',
        'customers.export',
        'customers.erase',
        'settings.write',
        'content.write',
        'messaging.setup',
        'audit.read',
        'passkeys.own',
      ),
    ).toBe(true);
  });

  it('Resepsiyon: all appointments, customers with contact details, waitlist, day and week views, dashboard; no reports, exports, erasure, settings, content or messaging set-up', () => {
    expect(
      has(
        'reception',
        'appointments.read.all',
        'appointments.write',
        'customers.read',
        'customers.contact.read',
        'waitlist.manage',
        'dashboard.read',
      ),
    ).toBe(true);
    expect(
      lacks(
        'reception',
        'reports.read',
        'customers.export',
        'customers.erase',
        'settings.write',
        'content.write',
        'messaging.setup',
        'credentials.write',
        'accounts.manage',
        'audit.read',
        'catalogue.write',
      ),
    ).toBe(true);
    // the till (issue 27): checkout, voids, Gün sonu and the cash count are the desk's work
    expect(has('reception', 'sales.checkout', 'sales.void', 'takings.read', 'takings.close')).toBe(true);
    // and no passkeys: only the owner and managers add one (item 5)
    expect(can('reception', 'passkeys.own')).toBe(false);
  });

  it('Uzman: her own appointments (confirm, complete, no-show, notes); no other area; contact only when the owner allows it', () => {
    expect([...permissionsOf('member')].sort()).toEqual([
      'appointments.notes.own',
      'appointments.read.own',
      'appointments.status.own',
      'history.read',
      'profile.write',
    ]);
    expect(
      lacks(
        'member',
        'appointments.read.all',
        'appointments.write',
        'customers.read',
        'customers.contact.read',
        'dashboard.read',
        'waitlist.manage',
        'sales.checkout',
        'sales.void',
        'takings.read',
        'takings.close',
      ),
    ).toBe(true);
    expect(can('member', 'customers.contact.read', { memberSeesContact: true })).toBe(true);
    // the switch widens only the artist
    expect(can('reception', 'accounts.manage', { memberSeesContact: true })).toBe(false);
  });

  it('everyone changes her own password and sessions; an unknown role may do nothing', () => {
    for (const role of ROLES) expect(can(role, 'profile.write')).toBe(true);
    expect(can('admin', 'profile.write')).toBe(false);
    expect(can('', 'appointments.read.own')).toBe(false);
  });

  it('the README table comes from the same table', () => {
    const table = roleTableMarkdown();
    expect(table).toContain('| izin | Sahip | Yönetici | Resepsiyon | Uzman |');
    expect(table.split('\n')).toHaveLength(PERMISSION_LIST.length + 2);
    expect(table).toContain(
      '| `customers.contact.read` Müşteri e-posta ve telefonunu görme (yoksa maskelenir) | ✓ | ✓ | ✓ | ayar |',
    );
    // and the README carries it as it is now
    expect(fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8')).toContain(table);
  });
});

describe('an artist and the appointments', () => {
  const elif = { role: 'member' as const, teamMemberId: 3 };
  const desk = { role: 'reception' as const, teamMemberId: null };
  const own = { teamMemberId: 3 };
  const other = { teamMemberId: 4 };

  it('may confirm, complete, mark no-show and note her own only', () => {
    expect(canOnAppointment(elif, 'read', own)).toBe(true);
    expect(canOnAppointment(elif, 'status', own, 'confirmed')).toBe(true);
    expect(canOnAppointment(elif, 'status', own, 'completed')).toBe(true);
    expect(canOnAppointment(elif, 'status', own, 'cancelled')).toBe(false);
    expect(canOnAppointment(elif, 'no-show', own)).toBe(true);
    expect(canOnAppointment(elif, 'notes', own)).toBe(true);
    for (const action of ['edit', 'move', 'delete'] as const) expect(canOnAppointment(elif, action, own)).toBe(false);
    for (const action of ['read', 'status', 'no-show', 'notes'] as const)
      expect(canOnAppointment(elif, action, other)).toBe(false);
    // an artist account without a team member has no own appointments
    expect(canOnAppointment({ role: 'member', teamMemberId: null }, 'read', { teamMemberId: null })).toBe(false);
  });

  it('sees other artists only as busy; the desk sees everything', () => {
    expect(appointmentVisibility(elif, own)).toBe('full');
    expect(appointmentVisibility(elif, other)).toBe('busy');
    expect(appointmentVisibility(desk, other)).toBe('full');
    expect(canOnAppointment(desk, 'move', other)).toBe(true);
  });

  it("receives another artist's appointment without customer, services or notes, and her own with contact masked", () => {
    const a = {
      id: 1,
      teamMemberId: 4,
      date: '2026-11-25',
      time: '14:00',
      durationMinutes: 60,
      customDuration: null,
      status: 'confirmed',
      customerName: 'Ayşe',
      customerEmail: 'ayse@example.com',
      customerPhone: '05321234567',
      notes: 'kırmızı',
    };
    expect(appointmentForViewer(elif, a)).toEqual({
      id: 1,
      teamMemberId: 4,
      date: '2026-11-25',
      time: '14:00',
      durationMinutes: 60,
      customDuration: null,
      status: 'confirmed',
      busy: true,
    });
    const mine = appointmentForViewer(elif, { ...a, teamMemberId: 3 });
    expect(mine).toMatchObject({
      customerName: 'Ayşe',
      customerEmail: 'a***@e***.com',
      customerPhone: '*** *** ** 67',
      notes: 'kırmızı',
    });
    expect(
      appointmentForViewer({ ...elif, options: { memberSeesContact: true } }, { ...a, teamMemberId: 3 }),
    ).toMatchObject({ customerEmail: 'ayse@example.com' });
    expect(appointmentForViewer(desk, a)).toBe(a);
  });
});

describe('contact masking', () => {
  it('keeps the first letters and the last two digits only', () => {
    expect(maskEmail('ayse@example.com')).toBe('a***@e***.com');
    expect(maskEmail('x@localhost')).toBe('x***@l***');
    expect(maskEmail(null)).toBeNull();
    expect(maskPhone('0532 123 45 67')).toBe('*** *** ** 67');
    expect(maskPhone('')).toBe('');
    expect(maskContact({ name: 'Ayşe', email: 'ayse@example.com', phone: '05321234567' }, false)).toEqual({
      name: 'Ayşe',
      email: 'a***@e***.com',
      phone: '*** *** ** 67',
    });
    const record = { email: 'ayse@example.com' };
    expect(maskContact(record, true)).toBe(record);
  });
});
