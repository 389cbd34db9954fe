import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as notFound from '~/routes/site/not-found';
import * as site from '~/routes/site/layout';

/**
 * Issue 17, item 7: the 404 and error pages sit inside the site's header and footer, and the
 * layout's error page still renders when the layout's own loader failed (no colours, no hours).
 */
const HOURS = {
  colors: { backgroundColor: '#111111', secondaryBackgroundColor: '#222222' },
  hours: [{ label: 'Salı - Cumartesi', hours: '09:00 - 18:00' }],
  weekly: {},
  origin: 'http://studio.test',
};

async function render(layoutLoader: () => unknown, child: Partial<RouteObject>, path = '/') {
  const routes: RouteObject[] = [
    {
      id: 'routes/_site',
      path: '/',
      loader: layoutLoader,
      Component: () => <site.default {...({ loaderData: HOURS } as unknown as Parameters<typeof site.default>[0])} />,
      ErrorBoundary: site.ErrorBoundary,
      children: [{ id: 'child', ...child } as RouteObject],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://studio.test${path}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
  return { html, status: context.statusCode };
}

const hasChrome = (html: string) =>
  html.includes('aria-label="Ana menü"') && html.includes('<footer') && html.includes('Randevu Al');

describe('error pages inside the site layout', () => {
  it('an unknown address: 404, the Turkish not-found page with the header, footer and hours', async () => {
    const { html, status } = await render(
      () => HOURS,
      { path: '*', loader: notFound.loader, Component: notFound.default, ErrorBoundary: notFound.ErrorBoundary },
      '/boyle-bir-sayfa-yok',
    );
    expect(status).toBe(404);
    expect(html).toContain('Sayfa bulunamadı');
    expect(html).toContain('Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.');
    expect(html).toContain('Ana Sayfaya Dön');
    expect(hasChrome(html)).toBe(true);
    expect(html).toContain('Salı - Cumartesi');
    expect(html).toContain('--studio-bg:#111111');
  });

  it('a page that fails without its own error page: the layout shows the error inside header and footer', async () => {
    const { html, status } = await render(() => HOURS, {
      index: true,
      loader: () => {
        throw new Error('veritabanı yanıt vermiyor');
      },
      Component: () => null,
    });
    expect(status).toBe(500);
    expect(html).toContain('Beklenmeyen bir hata oluştu');
    expect(html).not.toContain('veritabanı yanıt vermiyor');
    expect(hasChrome(html)).toBe(true);
    expect(html).toContain('Salı - Cumartesi');
  });

  it('a refused request keeps its Turkish message', async () => {
    const { html, status } = await render(() => HOURS, {
      index: true,
      loader: () => {
        throw data('Geçersiz bağlantı.', { status: 400 });
      },
      Component: () => null,
    });
    expect(status).toBe(400);
    expect(html).toContain('İstek işlenemedi');
    expect(html).toContain('Geçersiz bağlantı.');
  });

  it('the layout loader itself failing: still the header, the footer (without hours) and the message', async () => {
    const { html, status } = await render(
      () => {
        throw new Error('ayarlar okunamadı');
      },
      { index: true, Component: () => <p>içerik</p> },
    );
    expect(status).toBe(500);
    expect(html).toContain('Beklenmeyen bir hata oluştu');
    expect(hasChrome(html)).toBe(true);
    expect(html).not.toContain('içerik');
    expect(html).not.toContain('--studio-bg:');
  });
});
