import { describe, expect, it } from 'vitest';
import { apiError, cachedJson, parseId, readBody } from './http.server';

const post = (body: string, type = 'application/json') =>
  new Request('http://x/api', { method: 'POST', body, headers: { 'content-type': type } });

async function thrown(fn: () => unknown): Promise<Response> {
  try {
    await fn();
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
  throw new Error('expected a Response to be thrown');
}

describe('api helpers', () => {
  it('answers errors as { success: false, message }', async () => {
    const res = apiError(409, 'Dolu');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, message: 'Dolu' });
  });

  it('reads JSON and form bodies, refusing malformed ones with 400', async () => {
    expect(await readBody(post('{"a":1}'))).toEqual({ a: 1 });
    expect(await readBody(post('a=1&b=2&b=3', 'application/x-www-form-urlencoded'))).toEqual({ a: '1', b: ['2', '3'] });
    expect(await readBody(post(''))).toEqual({});
    for (const bad of ['{', '[1,2]', 'null', '"text"'])
      expect((await thrown(() => readBody(post(bad)))).status).toBe(400);
  });

  it('accepts only positive integer ids', async () => {
    expect(parseId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', '9999999999999'])
      expect((await thrown(() => parseId(bad))).status).toBe(404);
  });

  it('caches public reads with an ETag and answers 304 for a known version', async () => {
    const first = cachedJson(new Request('http://x/api/services'), { services: [1] });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag')!;
    const again = cachedJson(new Request('http://x/api/services', { headers: { 'if-none-match': etag } }), {
      services: [1],
    });
    expect(again.status).toBe(304);
    const changed = cachedJson(new Request('http://x/api/services', { headers: { 'if-none-match': etag } }), {
      services: [2],
    });
    expect(changed.status).toBe(200);
  });
});
