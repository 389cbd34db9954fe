import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { checkoutFormSchema, initialCheckoutValues, withLineAdded, withLineRemoved } from './checkout-form';

const read = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  const submission = parseWithZod(form, { schema: checkoutFormSchema, disableAutoCoercion: true });
  if (submission.status !== 'success') throw new Error('the form values never refuse');
  return submission.value;
};

describe('the checkout form read back (no-JS steps, refused submits)', () => {
  it('reads the numbered rows in order, every field as typed', () => {
    const values = read([
      ['idempotencyKey', 'k-1'],
      ['intent', 'preview'],
      ['lines[0].kind', 'service'],
      ['lines[0].appointmentLineId', '7'],
      ['lines[0].itemId', ''],
      ['lines[0].price', '450,00'],
      ['lines[0].teamMemberId', '2'],
      ['lines[1].kind', 'package'],
      ['lines[1].itemId', '3'],
      ['lines[1].price', 'abc'],
      ['discountType', 'percent'],
      ['discountValue', '10'],
      ['discountReason', 'Kampanya'],
      ['tips[0].teamMemberId', '2'],
      ['tips[0].amount', '30'],
      ['tips[1].teamMemberId', '4'],
      ['tips[1].amount', ''],
      ['payments[0].method', 'cash'],
      ['payments[0].amount', '200'],
      ['payments[1].method', 'card'],
      ['payments[1].amount', ''],
      ['note', 'Not'],
      ['sendReceipt', 'on'],
    ]);
    expect(values).toEqual({
      lines: [
        { kind: 'service', appointmentLineId: '7', itemId: '', price: '450,00', teamMemberId: '2' },
        { kind: 'package', appointmentLineId: '', itemId: '3', price: 'abc', teamMemberId: '' },
      ],
      discountType: 'percent',
      discountValue: '10',
      discountReason: 'Kampanya',
      tips: [
        { teamMemberId: '2', amount: '30' },
        { teamMemberId: '4', amount: '' },
      ],
      payments: [
        { method: 'cash', amount: '200' },
        { method: 'card', amount: '' },
      ],
      note: 'Not',
      sendReceipt: true,
      idempotencyKey: 'k-1',
    });
  });

  it('never refuses: missing fields are empty, an unknown kind is a service, an unknown method cash, an unknown discount type an amount', () => {
    expect(read([])).toEqual({
      lines: [],
      discountType: 'amount',
      discountValue: '',
      discountReason: '',
      tips: [],
      payments: [],
      note: '',
      sendReceipt: false,
      idempotencyKey: '',
    });
    const values = read([
      ['lines[0].kind', 'gift'],
      ['payments[0].method', 'bitcoin'],
      ['discountType', 'x'],
      ['sendReceipt', '1'],
    ]);
    expect(values.lines).toEqual([{ kind: 'service', appointmentLineId: '', itemId: '', price: '', teamMemberId: '' }]);
    expect(values.payments).toEqual([{ method: 'cash', amount: '' }]);
    expect(values.discountType).toBe('amount');
    expect(values.sendReceipt).toBe(true);
    expect(read([['sendReceipt', 'yes']]).sendReceipt).toBe(false);
  });

  it('stops at the first missing row and at 30 rows', () => {
    const gap = read([
      ['lines[0].kind', 'service'],
      ['lines[2].kind', 'service'],
      ['tips[0].amount', '5'],
    ]);
    expect(gap.lines).toHaveLength(1);
    // a row without its key field (the tip's artist) is not a row
    expect(gap.tips).toEqual([]);
    const many = read(Array.from({ length: 35 }, (_, i): [string, string] => [`lines[${i}].kind`, 'service']));
    expect(many.lines).toHaveLength(30);
  });

  it('adds and removes lines', () => {
    const start = initialCheckoutValues({
      lines: [{ id: 7, kind: 'service', priceKurus: 45_000 }],
      teamMemberId: 2,
      tipMemberIds: [2],
      customerHasEmail: false,
      idempotencyKey: 'k',
    });
    const added = withLineAdded(start, { kind: 'package', id: 3, priceKurus: 120_050 }, 2);
    expect(added.lines[1]).toEqual({
      kind: 'package',
      appointmentLineId: '',
      itemId: '3',
      price: '1200,50',
      teamMemberId: '2',
    });
    expect(withLineRemoved(added, 0).lines).toEqual([added.lines[1]]);
  });
});
