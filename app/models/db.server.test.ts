import { describe, expect, it } from 'vitest';
import { withoutSecret } from './db.server';

describe('withoutSecret', () => {
  const row = {
    id: 1,
    host: 'smtp.example.com',
    passwordEncrypted: 'v1:abc',
    createdAt: new Date(0),
    updatedAt: new Date(1),
  };

  it('drops the secret and the creation time and says whether a secret is stored', () => {
    expect(withoutSecret(row, 'passwordEncrypted', 'hasPassword')).toEqual({
      id: 1,
      host: 'smtp.example.com',
      updatedAt: new Date(1),
      hasPassword: true,
    });
    expect(withoutSecret({ ...row, passwordEncrypted: null }, 'passwordEncrypted', 'hasPassword')).toMatchObject({
      hasPassword: false,
    });
  });

  it('is null without a row', () => {
    expect(
      withoutSecret<typeof row, 'passwordEncrypted', 'hasPassword'>(null, 'passwordEncrypted', 'hasPassword'),
    ).toBeNull();
  });
});
