import { describe, expect, it } from 'vitest';
import {
  AUDIT_CSV_HEADER,
  auditCsvRow,
  auditKindOf,
  changeText,
  describeEntry,
  diffFields,
  ERASED_MARK,
  erasedChanges,
  historyLine,
  maskEntryContact,
  redactMeta,
  redactQuotes,
  SECRET_MARK,
  type AuditEntry,
} from './audit';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: new Date('2026-11-24T10:00:00Z'),
  actor: { kind: 'account', userId: 2, name: 'Elif', ip: '10.0.0.2' },
  entity: 'appointment',
  entityId: '1',
  action: 'updated',
  kind: 'appointments',
  changes: [],
  meta: null,
  version: 2,
  ...over,
});

describe('history entries', () => {
  it('lists only the fields that changed, before → after, bookkeeping skipped', () => {
    expect(
      diffFields(
        { time: '14:00', notes: 'a', updatedAt: new Date(1), version: 1 },
        { time: '15:30', notes: 'a', updatedAt: new Date(2), version: 2 },
      ),
    ).toEqual([{ field: 'time', before: '14:00', after: '15:30' }]);
    expect(diffFields(null, { name: 'Ayşe', services: ['Manikür'] })).toEqual([
      { field: 'name', before: null, after: 'Ayşe' },
      { field: 'services', before: null, after: ['Manikür'] },
    ]);
    expect(diffFields({ services: ['A', 'B'] }, { services: ['A', 'B'] })).toEqual([]);
    expect(diffFields({ at: new Date('2026-11-24T10:00:00Z') }, { at: null })).toEqual([
      { field: 'at', before: '2026-11-24T10:00:00.000Z', after: null },
    ]);
  });

  it('never writes a secret: only that it changed', () => {
    const changes = diffFields({ passwordEncrypted: 'v1:abc', host: 'a' }, { passwordEncrypted: 'v1:def', host: 'b' });
    expect(changes).toEqual([
      { field: 'passwordEncrypted', before: SECRET_MARK, after: SECRET_MARK },
      { field: 'host', before: 'a', after: 'b' },
    ]);
    expect(JSON.stringify(diffFields({ botTokenEncrypted: null }, { botTokenEncrypted: 'v1:token' }))).not.toContain(
      'token"',
    );
    expect(redactMeta({ accessToken: 'EAAG', channel: 'sms' })).toEqual({ accessToken: SECRET_MARK, channel: 'sms' });
  });

  it('erasure replaces personal fields only', () => {
    const changes = erasedChanges('appointment', [
      { field: 'customerName', before: null, after: 'Ayşe' },
      { field: 'notes', before: 'a', after: 'b' },
      { field: 'time', before: '14:00', after: '15:30' },
    ]);
    expect(changes).toEqual([
      { field: 'customerName', before: null, after: ERASED_MARK },
      { field: 'notes', before: ERASED_MARK, after: ERASED_MARK },
      { field: 'time', before: '14:00', after: '15:30' },
    ]);
  });

  it('groups entries into the "Kayıtlar" kinds', () => {
    expect(auditKindOf('appointment', 'moved')).toBe('appointments');
    expect(auditKindOf('appointment', 'message-sent')).toBe('messages');
    expect(auditKindOf('account', 'sign-in-failed')).toBe('sign-in');
    expect(auditKindOf('messaging', 'updated')).toBe('settings');
    expect(auditKindOf('team-member', 'created')).toBe('catalogue');
  });

  it('reads as the "Geçmiş" panel says it', () => {
    expect(
      describeEntry(
        entry({
          action: 'created',
          actor: { kind: 'customer', userId: null, name: null, ip: '203.0.113.7' },
          meta: { source: 'web' },
        }),
      ),
    ).toBe('Online randevu alındı (IP 203.0.113.7)');
    expect(
      describeEntry(entry({ action: 'moved', changes: [{ field: 'time', before: '14:00', after: '15:30' }] })),
    ).toBe('Elif taşıdı: Saat: 14:00 → 15:30');
    expect(
      describeEntry(
        entry({
          action: 'message-sent',
          actor: { kind: 'system', userId: null, name: 'giden kutusu', ip: null },
          meta: { channel: 'sms', topic: 'appointment-reminder' },
        }),
      ),
    ).toBe('Hatırlatma SMS ile gönderildi');
    expect(
      describeEntry(entry({ action: 'no-show', changes: [{ field: 'noShow', before: false, after: true }] })),
    ).toBe('Gelmedi işaretlendi: Elif');
    expect(changeText({ field: 'totalPriceKurus', before: 35000, after: 50000 })).toBe('Fiyat: ₺350,00 → ₺500,00');
    expect(changeText({ field: 'status', before: 'pending', after: 'confirmed' })).toBe('Durum: Beklemede → Onaylandı');
  });

  it("reads the desk's and the sales' writes too", () => {
    expect(
      describeEntry(entry({ action: 'arrived', changes: [{ field: 'arrived', before: false, after: true }] })),
    ).toBe('Geldi işaretlendi: Elif');
    expect(describeEntry(entry({ action: 'created', meta: { source: 'waitlist', waitlistEntryId: 4 } }))).toBe(
      'Bekleme listesinden randevu verildi: Elif',
    );
    expect(
      describeEntry(
        entry({
          entity: 'sale',
          action: 'checked-out',
          changes: [{ field: 'totalKurus', before: null, after: 50000 }],
        }),
      ),
    ).toBe('Elif ödemeyi aldı: Toplam: — → ₺500,00');
    expect(changeText({ field: 'reviewStatus', before: 'pending', after: 'approved' })).toBe(
      'Yorum durumu: Onay bekliyor → Sitede',
    );
    expect(auditKindOf('sale', 'voided')).toBe('sales');
    expect(auditKindOf('day-close', 'day-closed')).toBe('sales');
  });
});

describe('contact details inside entries', () => {
  const withContact = entry({
    changes: [
      { field: 'customerEmail', before: null, after: 'ayse@example.com' },
      { field: 'customerPhone', before: '05321234567', after: ERASED_MARK },
      { field: 'time', before: '14:00', after: '15:30' },
    ],
    meta: { to: 'ayse@example.com', channel: 'email' },
  });

  it('are masked for a viewer without customers.contact.read, as everywhere else', () => {
    const masked = maskEntryContact(withContact, false);
    expect(masked.changes).toEqual([
      { field: 'customerEmail', before: null, after: 'a***@e***.com' },
      { field: 'customerPhone', before: '*** *** ** 67', after: ERASED_MARK },
      { field: 'time', before: '14:00', after: '15:30' },
    ]);
    expect(masked.meta).toEqual({ to: 'a***@e***.com', channel: 'email' });
    expect(JSON.stringify(historyLine(masked))).not.toContain('ayse@');
    expect(JSON.stringify(auditCsvRow(masked, (at) => at.toISOString()))).not.toContain('1234567');
  });

  it('stay as they are for a viewer with it', () => {
    expect(maskEntryContact(withContact, true)).toBe(withContact);
    expect(historyLine(withContact)).toMatchObject({
      by: 'Elif',
      entityName: 'Randevu',
      kind: 'Randevular',
      at: '2026-11-24T10:00:00.000Z',
    });
  });

  it('the CSV names the record and the kind in Turkish', () => {
    expect(AUDIT_CSV_HEADER).toContain('Kayıt');
    expect(auditCsvRow(entry({ entity: 'team-member', kind: 'catalogue', action: 'created' }), () => 't')).toEqual([
      't',
      'Elif',
      '10.0.0.2',
      'Hizmetler ve ekip',
      'Ekip üyesi',
      '1',
      'oluşturdu',
      '',
    ]);
  });
});

describe('redactQuotes (issue 37)', () => {
  it('replaces every string that quotes the person, however deep, and keeps the rest', () => {
    const quotes = (s: string) => s.includes('Ayşe');
    expect(redactQuotes({ a: 'Ayşe aradı', b: ['x', 'Ayşe'], c: 3, d: null, e: { f: 'Ayşe H.' } }, quotes)).toEqual({
      a: ERASED_MARK,
      b: ['x', ERASED_MARK],
      c: 3,
      d: null,
      e: { f: ERASED_MARK },
    });
  });
});
