import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { categorySchema, packageSchema, serviceSchema } from './catalog-forms';
import { customerSchema, teamMemberSchema } from './people-forms';

/** parseWithZod with a loose result type (tests read `error` and `value` alike). */
function check(f: FormData, schema: z.ZodType) {
  return parseWithZod(f, { schema }) as unknown as {
    status?: string;
    value?: any;
    error?: Record<string, string[] | null>;
  };
}

function form(values: Record<string, string | string[]>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) for (const item of [v].flat()) f.append(k, item);
  return f;
}

describe('category rule', () => {
  it("requires name and display name with the spec's message; the icon defaults to the nail-polish emoji", () => {
    const s = check(form({ name: '', displayName: '' }), categorySchema);
    expect(s.error?.name).toEqual(['Kategori adı ve görünen ad zorunludur']);
    expect(s.error?.displayName).toEqual(['Kategori adı ve görünen ad zorunludur']);
    const ok = check(form({ name: 'nail-art', displayName: 'Nail Art' }), categorySchema);
    expect(ok.status === 'success' && ok.value).toMatchObject({ icon: '💅', displayOrder: 0 });
  });
  it('wants a whole display order of at least 0', () => {
    for (const bad of ['-1', '1.5', 'bir']) {
      expect(
        check(form({ name: 'a', displayName: 'A', displayOrder: bad }), categorySchema).error?.displayOrder,
      ).toEqual(['Sıra 0 veya daha büyük bir tam sayı olmalıdır']);
    }
  });
});

describe('service rule', () => {
  it('reads the price in lira (step 0.01) as kuruş and features one per line', () => {
    const s = check(
      form({
        name: 'A',
        category: 'gel',
        description: 'x',
        price: '350.5',
        duration: '60',
        features: 'Bir\n\n İki \r\nÜç',
      }),
      serviceSchema,
    );
    expect(s.status === 'success' && s.value).toMatchObject({
      price: 35050,
      duration: 60,
      features: ['Bir', 'İki', 'Üç'],
      isActive: false,
    });
    const comma = check(
      form({ name: 'A', category: 'gel', description: 'x', price: '1.250,75', duration: '30' }),
      serviceSchema,
    );
    expect(comma.status === 'success' && comma.value.price).toBe(125075);
  });
  it("reads 'Yeniden randevu önerisi' in whole days 1-365; empty means none", () => {
    const base = { name: 'A', category: 'gel', description: 'x', price: '450', duration: '60' };
    const none = check(form({ ...base, rebookAfterDays: '' }), serviceSchema);
    expect(none.status === 'success' && none.value.rebookAfterDays).toBeUndefined();
    const gel = check(form({ ...base, rebookAfterDays: '21' }), serviceSchema);
    expect(gel.status === 'success' && gel.value.rebookAfterDays).toBe(21);
    for (const bad of ['0', '366', '2.5', 'üç hafta']) {
      expect(check(form({ ...base, rebookAfterDays: bad }), serviceSchema).error?.rebookAfterDays).toEqual([
        'Yeniden randevu önerisi 1 ile 365 gün arasında olmalıdır.',
      ]);
    }
  });
  it('requires name, category, description, price and duration', () => {
    const s = check(form({}), serviceSchema);
    expect(Object.keys(s.error ?? {}).sort()).toEqual(['category', 'description', 'duration', 'name', 'price']);
  });
});

describe('package rule', () => {
  it('reads a service list and refuses a discount above the original price', () => {
    const ok = check(
      form({ name: 'P', description: 'd', originalPrice: '900', discountedPrice: '750', services: ['3', '1'] }),
      packageSchema,
    );
    expect(ok.status === 'success' && ok.value).toMatchObject({
      services: [3, 1],
      displayOrder: 0,
      originalPrice: 90000,
      discountedPrice: 75000,
    });
    const single = check(
      form({ name: 'P', description: 'd', originalPrice: '900', discountedPrice: '750', services: '3' }),
      packageSchema,
    );
    expect(single.status === 'success' && single.value.services).toEqual([3]);
    const bad = check(
      form({ name: 'P', description: 'd', originalPrice: '500', discountedPrice: '750' }),
      packageSchema,
    );
    expect(bad.error?.discountedPrice).toEqual(['İndirimli fiyat normal fiyattan yüksek olamaz']);
  });
});

describe('team and customer rules', () => {
  it("trims the team member's name and specialization: 'Lütfen tüm alanları doldurun.'", () => {
    const s = check(form({ name: '   ', specialization: 'x' }), teamMemberSchema);
    expect(s.error?.name).toEqual(['Lütfen tüm alanları doldurun.']);
  });
  it('checks the customer e-mail format and phone digits', () => {
    const s = check(form({ name: 'A', email: 'a@b', phone: '123' }), customerSchema);
    expect(s.error?.email).toEqual(['Lütfen geçerli bir e-posta adresi girin (örn: ornek@eposta.com).']);
    expect(s.error?.phone).toEqual([
      'Lütfen geçerli bir telefon numarası girin (örnek: 0532 123 45 67; yurt dışı numaraları + ve ülke koduyla).',
    ]);
    expect(check(form({ name: 'A', email: 'a@b.co', phone: '0 (532) 111 22 33' }), customerSchema).status).toBe(
      'success',
    );
  });
});
