import { describe, expect, it } from 'vitest';
import { isAllowedSocketOrigin, isSafeMethod, isSameOriginRequest } from './csrf.server';

const post = (headers: Record<string, string>, url = 'https://studio.example/admin/settings') =>
  new Request(url, { method: 'POST', headers });

describe('same-origin check for state-changing requests', () => {
  it('treats GET, HEAD and OPTIONS as safe and everything else as state-changing', () => {
    expect(['GET', 'head', 'OPTIONS'].map(isSafeMethod)).toEqual([true, true, true]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(isSafeMethod)).toEqual([false, false, false, false]);
  });

  it('accepts the request origin and the configured public URL', () => {
    expect(isSameOriginRequest(post({ Origin: 'https://studio.example' }))).toBe(true);
    expect(isSameOriginRequest(post({ Origin: 'https://shevanailart.com.tr' }), 'https://shevanailart.com.tr/')).toBe(
      true,
    );
  });

  it('refuses another site, another scheme or port, and the opaque "null" origin', () => {
    expect(isSameOriginRequest(post({ Origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOriginRequest(post({ Origin: 'http://studio.example' }))).toBe(false);
    expect(isSameOriginRequest(post({ Origin: 'https://studio.example:8443' }))).toBe(false);
    expect(isSameOriginRequest(post({ Origin: 'null' }))).toBe(false);
    expect(isSameOriginRequest(post({ Origin: 'https://studio.example.evil.example' }))).toBe(false);
  });

  it('falls back to the Referer when there is no Origin, and refuses when both are missing', () => {
    expect(isSameOriginRequest(post({ Referer: 'https://studio.example/admin/settings?x=1' }))).toBe(true);
    expect(isSameOriginRequest(post({ Referer: 'https://evil.example/studio.example' }))).toBe(false);
    expect(isSameOriginRequest(post({}))).toBe(false);
  });

  it('does not let a good Referer excuse a bad Origin', () => {
    expect(isSameOriginRequest(post({ Origin: 'https://evil.example', Referer: 'https://studio.example/admin' }))).toBe(
      false,
    );
  });
});

describe('websocket origin check', () => {
  it('accepts the host the socket was opened on (either scheme) and the public URL', () => {
    expect(isAllowedSocketOrigin({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })).toBe(true);
    expect(isAllowedSocketOrigin({ origin: 'https://studio.example', host: 'studio.example' })).toBe(true);
    expect(
      isAllowedSocketOrigin({
        origin: 'https://studio.example',
        host: 'internal:8080',
        'x-forwarded-host': 'studio.example',
      }),
    ).toBe(true);
    expect(
      isAllowedSocketOrigin(
        { origin: 'https://shevanailart.com.tr', host: 'app.internal' },
        'https://shevanailart.com.tr',
      ),
    ).toBe(true);
  });

  it('refuses a missing or foreign origin', () => {
    expect(isAllowedSocketOrigin({ host: 'studio.example' })).toBe(false);
    expect(isAllowedSocketOrigin({ origin: 'https://evil.example', host: 'studio.example' })).toBe(false);
    expect(isAllowedSocketOrigin({ origin: 'null', host: 'studio.example' })).toBe(false);
  });
});
