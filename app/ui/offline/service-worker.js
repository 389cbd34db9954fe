/**
 * The desk's service worker (issue 39; docs/decisions/0472). Built into build/client/sw.js by
 * the `offlineServiceWorker` plugin of vite.config.ts, which puts the admin's JS and CSS files
 * in PRECACHE; registered by the admin shell with the scope /admin.
 *
 * - /assets/*: the admin's modules and stylesheet are cached at install (a tap offline needs the
 *   panel's route module); hashed names, so cache first.
 * - Admin pages and their data (`/admin….data`, React Router's single fetch, and
 *   `/__manifest`): network first; a successful answer is kept in a cache of the signed-in
 *   account (`studio-data-<account>`); when the network fails the last kept answer is served.
 *   The page adds the offline mark (the panel's "Çevrimdışı — son güncelleme HH:MM").
 * - Nothing is kept before the shell has said whose session this is, and every data cache is
 *   deleted when the account changes, on sign-out (the POST to /admin/logout), when the server
 *   answers signed out (401, a redirect to /admin/login, the sign-in page itself).
 * - Writes (POST) always go to the network: offline they fail and the form says so in place.
 */
const PRECACHE = self.__PRECACHE__ ?? [];
const ASSETS = `studio-assets-${self.__BUILD__ ?? 'dev'}`;
const META = 'studio-meta';
const DATA = 'studio-data-';
const ACCOUNT_KEY = '/__studio-offline/account';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSETS);
      // one by one: a file that fails does not keep the worker from installing
      await Promise.all(PRECACHE.map((url) => cache.add(url).catch(() => undefined)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('studio-assets-') && name !== ASSETS) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function currentAccount() {
  const meta = await caches.open(META);
  const hit = await meta.match(ACCOUNT_KEY);
  return hit ? await hit.text() : null;
}

/** Forgets every account's data (and whose the session was). */
async function clearData() {
  for (const name of await caches.keys()) if (name.startsWith(DATA)) await caches.delete(name);
  await caches.delete(META);
}

async function setAccount(account) {
  if ((await currentAccount()) === account) return;
  await clearData();
  const meta = await caches.open(META);
  await meta.put(ACCOUNT_KEY, new Response(account));
}

/** The cache key of a page or data request: its address without React Router's `_routes`. */
function keyOf(url, keepRoutes) {
  const u = new URL(url);
  if (!keepRoutes) u.searchParams.delete('_routes');
  u.searchParams.sort();
  u.hash = '';
  return u.toString();
}

function isAdminPath(pathname) {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/admin.');
}

function isSignInPath(pathname) {
  return pathname === '/admin/login' || pathname.startsWith('/admin/login.') || pathname === '/admin/logout';
}

/** Whether the server's answer says the session is gone. */
async function saysSignedOut(response) {
  if (response.status === 401) return true;
  if (response.redirected && new URL(response.url).pathname === '/admin/login') return true;
  // React Router's single fetch answers a loader's redirect with 202 and the target in the body
  if (response.status === 202) return (await response.clone().text()).includes('/admin/login');
  return false;
}

function keepable(response) {
  if (response.status !== 200 || response.redirected || response.type !== 'basic') return false;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('text/html') || type.includes('text/x-script') || type.includes('application/json');
}

async function keep(account, url, response) {
  // signed out (or another account) while the answer was on its way: not kept
  if ((await currentAccount()) !== account) return;
  const cache = await caches.open(DATA + account);
  await cache.put(keyOf(url, true), response.clone());
  // the answer without `_routes` holds every loader of the address: any later request of it can use it
  if (!new URL(url).searchParams.has('_routes')) await cache.put(keyOf(url, false), response);
}

async function networkFirst(event, request) {
  const account = await currentAccount();
  try {
    const response = await fetch(request);
    if (await saysSignedOut(response)) {
      await clearData();
      return response;
    }
    if (account && keepable(response)) event.waitUntil(keep(account, request.url, response.clone()));
    return response;
  } catch (error) {
    if (account) {
      const cache = await caches.open(DATA + account);
      const hit = (await cache.match(keyOf(request.url, true))) ?? (await cache.match(keyOf(request.url, false)));
      if (hit) return hit;
    }
    // nothing kept: one more try a moment later (the page may have heard 'online' before the
    // worker's network came back: a revalidation on reconnect must not become an error page)
    await new Promise((resolve) => setTimeout(resolve, 1000));
    try {
      return await fetch(request);
    } catch {
      throw error;
    }
  }
}

async function assetFirst(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') {
    // signing out: nothing of the studio's stays on the tablet (the request itself goes on)
    if (url.pathname === '/admin/logout') event.waitUntil(clearData());
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(assetFirst(request));
    return;
  }
  if (isSignInPath(url.pathname)) {
    // the sign-in page answered (not a redirect to the desk): signed out
    event.respondWith(
      fetch(request).then(async (response) => {
        if (response.status === 200 && !response.redirected && url.pathname === '/admin/login') await clearData();
        return response;
      }),
    );
    return;
  }
  if (isAdminPath(url.pathname) || url.pathname === '/__manifest') event.respondWith(networkFirst(event, request));
});

/** Messages of the admin shell: whose session this is, signed out, and what to keep for offline. */
self.addEventListener('message', (event) => {
  const message = event.data ?? {};
  const reply = (value) => event.ports[0]?.postMessage(value);
  if (message.type === 'account' && typeof message.account === 'string') {
    event.waitUntil(setAccount(message.account).then(() => reply({ ok: true })));
  } else if (message.type === 'signed-out') {
    event.waitUntil(clearData().then(() => reply({ ok: true })));
  } else if (message.type === 'warm' && Array.isArray(message.urls)) {
    event.waitUntil(warm(message.account, message.urls).then((kept) => reply({ ok: true, kept })));
  }
});

/** Fetches the addresses the desk may open offline (today's and tomorrow's panels) into the account's cache. */
async function warm(account, urls) {
  if ((await currentAccount()) !== account) return 0;
  let kept = 0;
  for (const url of urls) {
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (await saysSignedOut(response)) {
        await clearData();
        return kept;
      }
      if (keepable(response)) {
        await keep(account, new URL(url, self.location.origin).toString(), response);
        kept++;
      }
    } catch {
      return kept; // the network went meanwhile
    }
  }
  return kept;
}
