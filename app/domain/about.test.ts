import { describe, expect, it } from 'vitest';
import { paragraphs, parseStats } from './about';

describe('about page content', () => {
  it('splits the description into paragraphs at line breaks', () => {
    expect(paragraphs('Bir.\nİki.\r\n\n  Üç.  ')).toEqual(['Bir.', 'İki.', 'Üç.']);
    expect(paragraphs(null)).toEqual([]);
  });
  it('reads statistics from a list or a JSON string', () => {
    const stat = { title: 'Mutlu Müşteri', value: '5000+', icon: '😊' };
    expect(parseStats([stat, null, { title: '', value: '' }])).toEqual([stat]);
    expect(parseStats(JSON.stringify([stat]))).toEqual([stat]);
    expect(parseStats('{bozuk')).toEqual([]);
    expect(parseStats({})).toEqual([]);
  });
});
