import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asPosted, postedText, postedValues } from './form-fields';

describe('postedValues / asPosted (docs/decisions/0402)', () => {
  const form = () => {
    const f = new FormData();
    f.append('intent', 'save');
    f.append('isActive', 'false');
    f.append('isActive', 'on');
    f.append('kind.booking-received', 'false');
    f.append('template.booking-received', 'randevu_alindi');
    f.append('host', '');
    return f;
  };

  it('reads a repeated name as its last value and keeps dotted names flat', () => {
    expect(postedValues({ isActive: ['false', 'on'], kind: { 'booking-received': 'false' }, host: '' })).toEqual({
      isActive: 'on',
      'kind.booking-received': 'false',
      host: '',
    });
    expect(postedValues(null)).toEqual({});
  });

  it('gives a flat schema what the plain form posted, and the reply what was typed', () => {
    const schema = z.object({
      isActive: z.string(),
      'kind.booking-received': z.string(),
      'template.booking-received': z.string(),
      host: z.string().min(1, 'Sunucu adresi zorunludur'),
    });
    const submission = parseWithZod(form(), { schema: asPosted(schema), disableAutoCoercion: true });
    expect(submission.status).toBe('error');
    const reply = submission.reply();
    expect(reply.error).toEqual({ host: ['Sunucu adresi zorunludur'] });
    // conform leaves blank fields out of what it sends back: a screen shows '' for them
    expect(postedText(reply.initialValue)).toEqual({
      intent: 'save',
      isActive: 'on',
      'kind.booking-received': 'false',
      'template.booking-received': 'randevu_alindi',
    });
  });
});
