import { describe, expect, it } from 'vitest';
import {
  contactMatches,
  customerSearchKeys,
  foldText,
  likeContains,
  matchesQuery,
  parseCustomerQuery,
  phoneSearchKey,
} from './text-search';

const ayse = { name: 'Ayşe Kara', email: 'ayse.kara@example.com', phone: '05321110001' };
const sahin = { name: 'Gülşen Şahin', email: null, phone: '+90 (542) 222 33 44' };

describe('folding Turkish text', () => {
  it('folds Turkish letters, case, accents and spaces', () => {
    expect(foldText('AYŞE  Işık')).toBe('ayse isik');
    expect(foldText('İpek ÇAĞLAR Öztürk Ünal')).toBe('ipek caglar ozturk unal');
    expect(foldText('ıİIi')).toBe('iiii');
    expect(foldText('Hâle Şükûfe')).toBe('hale sukufe');
    expect(foldText('   ')).toBe('');
  });
});

describe('phone keys', () => {
  it('reads +90, 0090, 90, 0, spaces, dots, dashes and brackets alike', () => {
    for (const written of [
      '+90 532 111 00 01',
      '+905321110001',
      '0090 532 111 0001',
      '905321110001',
      '0532 111 00 01',
      '(0532) 111-00-01',
      '532.111.00.01',
      '5321110001',
    ]) {
      expect(phoneSearchKey(written), written).toBe('5321110001');
    }
  });

  it('keeps a partial number as typed, without its trunk 0 or country code', () => {
    expect(phoneSearchKey('0532 11')).toBe('53211');
    expect(phoneSearchKey('+90 53')).toBe('53');
    expect(phoneSearchKey('111 00 01')).toBe('1110001');
  });
});

describe('a customer search', () => {
  it('finds the seeded customer by "ayse kara", "AYŞE", "kara ayse" and her number in any form', () => {
    for (const q of [
      'ayse kara',
      'AYŞE',
      'Ayşe Kara',
      'kara ayse',
      'ayse.kara@',
      '+90 532 111 00 01',
      '0532 111 0001',
      '111 00 01',
      '5321110001',
    ]) {
      expect(contactMatches(ayse, q), q).toBe(true);
    }
    for (const q of ['ayse kaya', 'mehmet', '0542 222', '999']) expect(contactMatches(ayse, q), q).toBe(false);
  });

  it('finds "Şahin" by "sahin", "SAHİN" and "şahin", and a customer without e-mail by her phone', () => {
    for (const q of ['sahin', 'SAHİN', 'şahin', 'gulsen', 'GÜLŞEN ŞAHİN', '0542 222 33 44', '542-222'])
      expect(contactMatches(sahin, q), q).toBe(true);
  });

  it('stores the keys search compares: folded name and e-mail, national digits', () => {
    expect(customerSearchKeys(ayse)).toEqual({
      searchText: 'ayse kara ayse.kara@example.com',
      searchPhone: '5321110001',
    });
    expect(customerSearchKeys({ name: 'Işıl', email: null, phone: null })).toEqual({
      searchText: 'isil',
      searchPhone: null,
    });
  });

  it('reads a query: its words, and a phone only when it looks like one', () => {
    expect(parseCustomerQuery('  Ayşe   KARA ')).toEqual({ words: ['ayse', 'kara'], phone: null });
    expect(parseCustomerQuery('+90 532 111')).toEqual({ words: ['+90', '532', '111'], phone: '532111' });
    expect(parseCustomerQuery('05')).toEqual({ words: ['05'], phone: null });
    expect(matchesQuery({ searchText: 'x', searchPhone: null }, parseCustomerQuery(''))).toBe(true);
  });

  it('escapes LIKE wildcards', () => {
    expect(likeContains('a%b_c\\')).toBe('%a\\%b\\_c\\\\%');
  });
});
