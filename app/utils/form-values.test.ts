import { describe, expect, it } from 'vitest';
import { formTexts } from './form-values';

describe('formTexts', () => {
  it('shows a field that is not set as an empty one and keeps the others as they are', () => {
    const record = { title: 'Başlık', subtitle: null as string | null, order: 3, active: false, hidden: 'x' };
    expect(formTexts(record, ['title', 'subtitle', 'order', 'active'])).toEqual({
      title: 'Başlık',
      subtitle: '',
      order: 3,
      active: false,
    });
  });
});
