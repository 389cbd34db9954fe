import { describe, expect, it } from 'vitest';
import { versionFieldSchema } from './version-field';
import {
  etagOf,
  isStale,
  meanwhileOf,
  staleMessage,
  versionFromIfMatch,
  versionsFromText,
  versionsText,
} from './versions';

describe('versions', () => {
  it("a form of several settings names each one's version in one field", () => {
    expect(versionsText({ capacityPerSlot: 3, reminder24h: 0 })).toBe('capacityPerSlot:3,reminder24h:0');
    expect(versionsFromText('capacityPerSlot:3,reminder24h:0')).toEqual({ capacityPerSlot: 3, reminder24h: 0 });
    expect(versionsFromText('')).toBeUndefined();
    expect(versionsFromText(null)).toBeUndefined();
    expect(versionsFromText('x:y,=1')).toBeUndefined();
    expect(versionsFromText('a:1,bad,b:2')).toEqual({ a: 1, b: 2 });
  });

  it('a save is stale only when it names a version and the record moved on', () => {
    expect(isStale(3, undefined)).toBe(false);
    expect(isStale(3, null)).toBe(false);
    expect(isStale(3, 3)).toBe(false);
    expect(isStale(4, 3)).toBe(true);
  });

  it('reads the form field and the If-Match header', () => {
    expect(versionFieldSchema.parse('7')).toBe(7);
    expect(versionFieldSchema.parse('')).toBeUndefined();
    expect(versionFieldSchema.safeParse('x').success).toBe(false);
    expect(etagOf(3)).toBe('"v3"');
    expect(versionFromIfMatch('"v3"')).toBe(3);
    expect(versionFromIfMatch('W/"v12"')).toBe(12);
    expect(versionFromIfMatch(null)).toBeUndefined();
    expect(versionFromIfMatch('*')).toBeUndefined();
    expect(versionFromIfMatch('"abc"')).toBeNull();
  });

  it('tells in Turkish what changed meanwhile and that the typed text is kept', () => {
    const meanwhile = meanwhileOf([
      {
        at: new Date(),
        action: 'updated',
        actor: { kind: 'account', userId: 1, name: 'Elif', ip: null },
        changes: [
          { field: 'notes', before: null, after: 'kırmızı oje istiyor' },
          { field: 'totalPriceKurus', before: 35000, after: 50000 },
        ],
      },
    ]);
    expect(staleMessage(meanwhile)).toBe(
      'Bu kayıt siz düzenlerken değiştirildi. Elif: Not: — → kırmızı oje istiyor; Fiyat: ₺350,00 → ₺500,00. Yazdıklarınız kaydedilmedi ama formda duruyor: güncel hâli kontrol edip yeniden kaydedin.',
    );
  });

  it('tells a refused drag what happened to the drag, not to a form', () => {
    const meanwhile = meanwhileOf([
      {
        at: new Date(),
        action: 'updated',
        actor: { kind: 'account', userId: 2, name: 'Ayşe', ip: null },
        changes: [{ field: 'time', before: '10:00', after: '11:00' }],
      },
    ]);
    const text = staleMessage(meanwhile, 'drag');
    expect(text).toBe(
      'Bu randevu siz sürüklerken değiştirildi. Ayşe: Saat: 10:00 → 11:00. Taşıma yapılmadı: randevu şu anki yerinde gösteriliyor; isterseniz yeniden sürükleyin.',
    );
    expect(text).not.toContain('formda');
  });
});
