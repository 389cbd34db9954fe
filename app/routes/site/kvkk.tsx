/**
 * /kvkk — the privacy notice (KVKK Aydınlatma Metni) as published now; `?surum=N` shows an
 * older version (the one a customer accepted stays readable). Static HTML, no hydration.
 */
import { data } from 'react-router';
import { KvkkText, noticeVersionLabel } from '~/ui/kvkk-text';
import { PageHero } from '~/ui/page-hero';
import { KVKK_PATH, KVKK_TITLE, publicNoticeBody } from '~/domain/kvkk';
import { publicPageHeaders } from '~/http/cache-headers';
import { errorMeta, publicOrigin, seoMeta } from '~/ui/seo';
import { currentNotice, getNotice, listNotices } from '~/models/content/kvkk.server';
import type { Route } from './+types/kvkk';

export function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get('surum');
  const asked = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (raw !== null && asked === null) throw data('Sürüm bulunamadı', { status: 404 });
  const current = currentNotice(context.db);
  const shown = asked !== null ? getNotice(context.db, asked) : current;
  if (!shown) throw data('Sürüm bulunamadı', { status: 404 });
  return {
    origin: publicOrigin(request, context.config.publicUrl),
    shown: {
      version: shown.version,
      // the current notice always says how long the off-site copy keeps older pages (issue 37)
      body: shown.version === current?.version ? publicNoticeBody(shown.body) : shown.body,
      publishedAt: shown.publishedAt.toISOString(),
    },
    currentVersion: current?.version ?? shown.version,
    versions: listNotices(context.db)
      .map((v) => ({ version: v.version, publishedAt: v.publishedAt.toISOString() }))
      .reverse(),
  };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return errorMeta(KVKK_TITLE);
  const old = d.shown.version !== d.currentVersion;
  return seoMeta({
    title: old ? `${KVKK_TITLE} (Sürüm ${d.shown.version})` : KVKK_TITLE,
    description:
      'Sheva Nail Art Studio kişisel verilerin korunması aydınlatma metni: hangi veriler, hangi amaçla, ne kadar süre işlenir ve KVKK kapsamındaki haklarınız.',
    origin: d.origin,
    path: KVKK_PATH,
    noindex: old,
  });
};

export default function KvkkPage({ loaderData }: Route.ComponentProps) {
  const { shown, currentVersion, versions } = loaderData;
  const old = shown.version !== currentVersion;
  return (
    <>
      <PageHero
        eyebrow="Kişisel verileriniz"
        title={KVKK_TITLE.toLocaleUpperCase('tr-TR')}
        subtitle={noticeVersionLabel(shown)}
      />
      <section className="container-page max-w-3xl py-12">
        {old ? (
          <p className="mb-6 rounded-2xl border border-amber-800 bg-amber-950/40 px-4 py-3 text-sm text-amber-100">
            Bu, metnin eski bir sürümüdür.{' '}
            <a href={KVKK_PATH} className="underline underline-offset-4">
              Güncel sürümü okuyun
            </a>
            .
          </p>
        ) : null}
        <KvkkText body={shown.body} headingLevel={2} />
        {versions.length > 1 ? (
          <nav aria-label="Metnin sürümleri" className="mt-10 border-t border-line pt-6 text-sm text-stone-400">
            <h2 className="font-semibold text-stone-200">Önceki sürümler</h2>
            <ul className="mt-2 space-y-1">
              {versions.map((v) => (
                <li key={v.version}>
                  <a
                    href={v.version === currentVersion ? KVKK_PATH : `${KVKK_PATH}?surum=${v.version}`}
                    aria-current={v.version === shown.version ? 'page' : undefined}
                    className="inline-flex min-h-11 items-center underline-offset-4 hover:text-accent hover:underline aria-[current=page]:text-stone-100"
                  >
                    {noticeVersionLabel(v)}
                    {v.version === currentVersion ? ' (güncel)' : ''}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </section>
    </>
  );
}
