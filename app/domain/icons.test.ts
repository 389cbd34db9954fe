import { describe, expect, it } from 'vitest';
import { isEmojiIcon, readIcon } from './icons';

describe('studio icons', () => {
  it('reads an icon of the set, a stored emoji, or nothing', () => {
    expect(readIcon('gem')).toEqual({ kind: 'icon', name: 'gem' });
    expect(readIcon('💅')).toEqual({ kind: 'emoji', text: '💅' });
    expect(readIcon('👩‍🎨')).toEqual({ kind: 'emoji', text: '👩‍🎨' });
    expect(readIcon('🕯️')).toEqual({ kind: 'emoji', text: '🕯️' });
    expect(readIcon('rocket')).toBeNull();
    expect(readIcon('')).toBeNull();
    expect(readIcon(null)).toBeNull();
  });

  it('an emoji is pictographic only', () => {
    expect(isEmojiIcon('abc')).toBe(false);
    expect(isEmojiIcon('💅 a')).toBe(false);
    expect(isEmojiIcon('123')).toBe(false);
    expect(isEmojiIcon('<svg>')).toBe(false);
  });
});
