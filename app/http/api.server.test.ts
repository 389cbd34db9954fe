import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { apiError, call, defineApi, idParams, ok, toggleCall } from './api.server';
import type { RequestContext } from '../infra/app-context';

// Only public calls here (no database): the admin check is covered by tests/integration/api-handler.test.ts.
const context = {} as RequestContext;
const echo = defineApi({
  GET: call({
    auth: 'public',
    summary: 'echo',
    params: idParams('Kayıt yok'),
    query: z.object({ q: z.string({ error: 'Arama metni gerekli' }).min(2, 'Arama en az 2 harf') }),
    response: '200 { params, query }',
    handler: ({ params, query }) => ok({ id: params.id, q: query.q }),
  }),
  POST: call({
    auth: 'public',
    summary: 'echo a body',
    body: z.object({
      name: z.string({ error: 'Ad metin olmalıdır' }).min(1, 'Ad zorunludur'),
      count: z.number({ error: 'Adet sayı olmalıdır' }),
    }),
    alsoAnswers: ['PATCH'],
    response: '200 { body }',
    handler: ({ body }) => ok({ body }),
  }),
});

const req = (method: string, url: string, body?: string, type = 'application/json') =>
  new Request(`http://x${url}`, { method, body, headers: body === undefined ? {} : { 'content-type': type } });
const run = async (handler: typeof echo.loader, request: Request, params: Record<string, string> = {}) => {
  const res = await handler({ request, context, params });
  return { status: res.status, json: await res.json() };
};

describe('defineApi', () => {
  it('parses params and query with the declared schemas and types the handler by them', async () => {
    expect(await run(echo.loader, req('GET', '/e/7?q=abc'), { id: '7' })).toEqual({
      status: 200,
      json: { success: true, id: 7, q: 'abc' },
    });
    expect(await run(echo.loader, req('GET', '/e/x?q=abc'), { id: 'x' })).toEqual({
      status: 404,
      json: { success: false, message: 'Kayıt yok' },
    });
    expect(await run(echo.loader, req('GET', '/e/7?q=a'), { id: '7' })).toEqual({
      status: 400,
      json: { success: false, message: 'Arama en az 2 harf' },
    });
    expect(await run(echo.loader, req('GET', '/e/7'), { id: '7' })).toEqual({
      status: 400,
      json: { success: false, message: 'Arama metni gerekli' },
    });
    const typed = call({
      auth: 'admin',
      summary: 't',
      params: idParams('x'),
      body: z.object({ n: z.number() }),
      response: '200 {}',
      handler: ({ params, body, session }) => ok({ params, body, session }),
    });
    expectTypeOf(typed.handler).parameter(0).toHaveProperty('params').toEqualTypeOf<{ id: number }>();
    expectTypeOf(typed.handler).parameter(0).toHaveProperty('body').toEqualTypeOf<{ n: number }>();
    expectTypeOf(typed.handler).parameter(0).toHaveProperty('session').not.toBeNull();
  });

  it('answers bad JSON, a list, wrong types and missing fields with a Turkish 400, never an exception', async () => {
    expect(await run(echo.action, req('POST', '/e', '{"name":'))).toEqual({
      status: 400,
      json: { success: false, message: 'Geçersiz istek: gövde JSON olmalıdır.' },
    });
    expect((await run(echo.action, req('POST', '/e', '[1,2]'))).status).toBe(400);
    expect(await run(echo.action, req('POST', '/e', '{"name":"A","count":"iki"}'))).toEqual({
      status: 400,
      json: { success: false, message: 'Adet sayı olmalıdır' },
    });
    expect(await run(echo.action, req('POST', '/e', '{"name":5,"count":2}'))).toEqual({
      status: 400,
      json: { success: false, message: 'Ad metin olmalıdır' },
    });
    expect(await run(echo.action, req('POST', '/e', '{}'))).toMatchObject({
      status: 400,
      json: { message: 'Ad metin olmalıdır' },
    });
    expect(await run(echo.action, req('PATCH', '/e', '{"name":"A","count":2}'))).toEqual({
      status: 200,
      json: { success: true, body: { name: 'A', count: 2 } },
    });
    // a form body is read by the same reader
    expect(
      await run(echo.action, req('POST', '/e', 'name=A&count=2', 'application/x-www-form-urlencoded')),
    ).toMatchObject({ status: 400, json: { message: 'Adet sayı olmalıdır' } });
  });

  it('answers a method the address does not take with 405 and the methods it does', async () => {
    expect(await run(echo.action, req('DELETE', '/e'))).toEqual({
      status: 405,
      json: { success: false, message: 'Bu adres bu istek yöntemini desteklemiyor.', allow: ['GET', 'POST', 'PATCH'] },
    });
  });

  it('answers a thrown 4xx answer as it is', async () => {
    const thrower = defineApi({
      GET: call({
        auth: 'public',
        summary: 'throws',
        response: '200 {}',
        handler: () => {
          throw Response.json({ success: false, message: 'Yok' }, { status: 404 });
        },
      }),
    });
    expect(await run(thrower.loader, req('GET', '/t'))).toEqual({
      status: 404,
      json: { success: false, message: 'Yok' },
    });
  });

  it('builds a toggle call that 404s for a record that is gone', () => {
    const t = toggleCall({
      permission: 'catalogue.write',
      summary: 's',
      response: '200 {}',
      notFound: 'Yok',
      toggle: () => null,
      answer: () => ({}),
    });
    expect(t.errors).toEqual([[404, 'Yok']]);
  });

  it('reads a form body of a `form` call with conform on its FormData, a JSON body with the schema directly, both laid over the base', async () => {
    const form = defineApi({
      PUT: call({
        auth: 'public',
        summary: 'form or JSON',
        body: z.object({
          name: z.string({ error: 'Ad zorunludur' }).min(1, 'Ad zorunludur'),
          count: z.number({ error: 'Adet sayı olmalıdır' }),
          tags: z.array(z.string()).default([]),
        }),
        bodyFormat: 'form',
        bodyBase: () => ({ name: 'Eski', count: 1 }),
        normalize: (values) => {
          if (values.name === 'yasak') throw apiError(400, 'Bu ad alınamaz');
          return values;
        },
        response: '200 { body }',
        handler: ({ body, values }) => ok({ body, values }),
      }),
    });
    const urlencoded = (body: string) => req('PUT', '/f', body, 'application/x-www-form-urlencoded');
    expect(await run(form.action, urlencoded('count=3&tags[0]=a&tags[1]=b'))).toEqual({
      status: 200,
      json: {
        success: true,
        body: { name: 'Eski', count: 3, tags: ['a', 'b'] },
        values: { count: '3', tags: ['a', 'b'] },
      },
    });
    expect(await run(form.action, urlencoded('name=&count=x'))).toEqual({
      status: 400,
      json: {
        success: false,
        message: 'Ad zorunludur',
        errors: { name: ['Ad zorunludur'], count: ['Adet sayı olmalıdır'] },
      },
    });
    expect(await run(form.action, urlencoded('name=yasak'))).toEqual({
      status: 400,
      json: { success: false, message: 'Bu ad alınamaz' },
    });
    expect(await run(form.action, req('PUT', '/f', '{"count":4}'))).toEqual({
      status: 200,
      json: { success: true, body: { name: 'Eski', count: 4, tags: [] }, values: { count: 4 } },
    });
    // a JSON body is not read as form text: a number sent as text is refused
    expect(await run(form.action, req('PUT', '/f', '{"count":"4"}'))).toMatchObject({
      status: 400,
      json: { message: 'Adet sayı olmalıdır', errors: { count: ['Adet sayı olmalıdır'] } },
    });
  });
});
