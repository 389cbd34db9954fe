import { describe, expect, it } from 'vitest';
import { replyMessage, type FormReply } from './form-reply';

describe('replyMessage', () => {
  it("reads the first message of the answer to one form: the form's, else a field's", () => {
    const refused: FormReply = {
      intent: 'cancel',
      lastResult: { status: 'error', error: { '': ['Ödenmiş'], reason: ['Neden'] } },
    };
    const invalid: FormReply = {
      intent: 'cancel',
      lastResult: { status: 'error', error: { '': null as never, reason: ['Lütfen iptal nedenini yazın.'] } },
    };
    expect(replyMessage(refused, 'cancel')).toBe('Ödenmiş');
    expect(replyMessage(invalid, 'cancel')).toBe('Lütfen iptal nedenini yazın.');
    expect(replyMessage(refused, 'note')).toBeNull();
    expect(replyMessage(undefined, 'cancel')).toBeNull();
  });
});
