import { describe, expect, it } from 'vitest';
import { receiptOf, receiptText, SLIP_WIDTH, type ReceiptSale } from './sale-receipt';

const sale: ReceiptSale = {
  id: 42,
  status: 'completed',
  day: '2026-11-24',
  time: '15:10',
  customerName: 'Ayşe Kara',
  lines: [
    { name: 'Kalıcı Oje', memberName: 'Elif', listPriceKurus: 45_000, priceKurus: 40_000 },
    { name: 'Nail Art', memberName: 'Zeynep', listPriceKurus: 20_000, priceKurus: 20_000 },
  ],
  discount: { label: '%10', kurus: 6_000, reason: 'Sadakat' },
  tips: [
    { memberName: 'Elif', amountKurus: 2_500 },
    { memberName: 'Zeynep', amountKurus: 2_500 },
  ],
  payments: [
    { method: 'cash', amountKurus: 30_000 },
    { method: 'card', amountKurus: 29_000 },
  ],
  subtotalKurus: 60_000,
  netKurus: 54_000,
  tipsKurus: 5_000,
  totalKurus: 59_000,
  paidKurus: 59_000,
  owedKurus: 0,
  note: null,
  voidReason: null,
};

describe('the receipt', () => {
  it('gives one shape with Turkish figures for every layout', () => {
    const r = receiptOf(sale);
    expect(r).toMatchObject({
      number: 'S-000042',
      date: '24 Kasım 2026 Salı',
      subtotal: '₺600,00',
      discount: { label: 'İndirim (%10)', detail: 'Sadakat', amount: '−₺60,00' },
      net: '₺540,00',
      total: '₺590,00',
      paid: '₺590,00',
      owed: null,
      voided: null,
    });
    expect(r.lines[0]).toEqual({ label: 'Kalıcı Oje', detail: 'Elif · Liste fiyatı: ₺450,00', amount: '₺400,00' });
    expect(r.payments.map((p) => `${p.label} ${p.amount}`)).toEqual(['Nakit ₺300,00', 'Kart ₺290,00']);
    expect(receiptOf({ ...sale, status: 'voided', voidReason: 'Yanlış müşteri', owedKurus: 100 })).toMatchObject({
      voided: 'İPTAL EDİLDİ — Yanlış müşteri',
      owed: '₺1,00',
    });
  });

  it('lays out an 80 mm slip in rows that fit', () => {
    const lines = receiptText(receiptOf(sale));
    expect(lines.every((l) => l.length <= SLIP_WIDTH)).toBe(true);
    expect(lines).toContain(`TOPLAM${' '.repeat(SLIP_WIDTH - 'TOPLAM'.length - '₺590,00'.length)}₺590,00`);
    expect(lines.some((l) => l.startsWith('Bahşiş (Elif)'))).toBe(true);
  });
});
