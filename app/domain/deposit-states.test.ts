import { describe, expect, it } from 'vitest';
import { DEPOSIT_STATUS_VALUES } from '../../db/schema';
import { DEPOSIT_STATUS_LABELS, DEPOSIT_STATUSES } from './deposit-states';

describe('the kapora states', () => {
  // the screens' copy (no database code in the browser) and the column's values are one list
  it('are the states the database column holds, each with its Turkish name', () => {
    expect(DEPOSIT_STATUSES).toEqual(DEPOSIT_STATUS_VALUES);
    for (const status of DEPOSIT_STATUS_VALUES) expect(DEPOSIT_STATUS_LABELS[status]).toMatch(/^Kapora /);
  });
});
