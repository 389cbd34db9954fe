import { data, useRouteError } from 'react-router';
import { errorReason, isNotFound, LOAD_ERRORS, LoadError } from '~/ui/load-error';
import { PageHero } from '~/ui/page-hero';
import { ResponsiveImage } from '~/ui/responsive-image';
import { TeamGrid } from '~/ui/team-grid';
import { paragraphs, parseStats } from '~/domain/about';
import { STUDIO, studioAddressLine } from '~/domain/studio';
import { publicPageHeaders } from '~/http/cache-headers';
import { safeLink } from '~/utils/safe-link';
import { errorMeta, publicOrigin, seoMeta } from '~/ui/seo';
import { getActiveAboutPage } from '~/models/content/about.server';
import { listActiveTeamMembers } from '~/models/people/team.server';
import { BELOW_FOLD } from '~/ui/below-fold';
import { StudioIcon } from '~/ui/studio-icon';
import { Heart, Sparkles, Target } from 'lucide-react';
import type { Route } from './+types/about';

export function loader({ request, context }: Route.LoaderArgs) {
  const about = getActiveAboutPage(context.db);
  if (!about) throw data(LOAD_ERRORS.aboutNotFound, { status: 404 });
  return {
    origin: publicOrigin(request, context.config.publicUrl),
    about: { ...about, statsData: parseStats(about.statsData), ctaButtonLink: safeLink(about.ctaButtonLink) },
    members: listActiveTeamMembers(context.db),
  };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return errorMeta('Hakkımızda');
  const description =
    paragraphs(d.about.heroDescription)[0] ?? d.about.heroSubtitle ?? 'Sheva Nail Art Studio’yu tanıyın.';
  return seoMeta({
    title: `${d.about.heroTitle}: Konya’da Tırnak Sanatı`,
    description: description.length > 160 ? `${description.slice(0, 157)}…` : description,
    keywords: ['hakkımızda', 'nail art stüdyosu', 'Selçuklu güzellik salonu'],
    origin: d.origin,
    path: '/about',
    image: d.about.heroImage,
  });
};

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, members } = loaderData;
  const values = [
    { title: about.missionTitle, text: about.missionContent, icon: Target },
    { title: about.visionTitle, text: about.visionContent, icon: Sparkles },
    { title: about.valuesTitle, text: about.valuesContent, icon: Heart },
  ].filter((v) => v.text);
  return (
    <>
      <PageHero
        eyebrow="Sheva Nail Art Studio"
        title={about.heroTitle}
        subtitle={about.heroSubtitle}
        image={about.heroImage}
      >
        <div className="mx-auto mt-6 max-w-2xl space-y-3 text-stone-200">
          {paragraphs(about.heroDescription).map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
            <p key={i}>{p}</p>
          ))}
        </div>
      </PageHero>

      {about.storyContent ? (
        <section
          className="container-page grid items-center gap-10 py-16 md:grid-cols-2"
          aria-labelledby="hikaye-baslik"
        >
          {about.storyImage ? (
            <ResponsiveImage
              src={about.storyImage}
              alt=""
              width={1200}
              height={900}
              sizes="(min-width: 768px) 50vw, 100vw"
              className="aspect-[4/3] w-full rounded-3xl object-cover"
            />
          ) : null}
          <div className={about.storyImage ? '' : 'md:col-span-2 md:text-center'}>
            <h2 id="hikaye-baslik" className="section-title">
              {about.storyTitle}
            </h2>
            <div className="mt-5 space-y-3 leading-relaxed text-stone-300">
              {paragraphs(about.storyContent).map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
                <p key={i}>{p}</p>
              ))}
            </div>
          </div>
        </section>
      ) : null}

      {values.length > 0 ? (
        <section className={`container-page pb-16 ${BELOW_FOLD}`} aria-label="Misyon, vizyon ve değerler">
          <ul className="grid gap-4 md:grid-cols-3">
            {values.map((v) => (
              <li key={v.title} className="rounded-3xl border border-white/10 bg-white/[0.04] p-6">
                <v.icon
                  aria-hidden="true"
                  focusable="false"
                  width={30}
                  height={30}
                  strokeWidth={1.5}
                  className="text-accent"
                />
                <h2 className="mt-3 text-xl font-semibold text-stone-50">{v.title}</h2>
                <p className="mt-2 text-sm leading-relaxed text-stone-300">{v.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {about.statsData.length > 0 ? (
        <section className={`border-y border-white/10 bg-white/[0.03] ${BELOW_FOLD}`} aria-labelledby="rakamlar-baslik">
          <div className="container-page py-14 text-center">
            <h2 id="rakamlar-baslik" className="section-title">
              {about.statsTitle}
            </h2>
            {about.statsSubtitle ? <p className="mt-3 text-stone-300">{about.statsSubtitle}</p> : null}
            <dl className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-4">
              {about.statsData.map((s) => (
                <div key={`${s.title}-${s.value}`} className="flex flex-col-reverse items-center gap-1">
                  <dt className="text-sm uppercase tracking-[0.15em] text-stone-300">{s.title}</dt>
                  <dd className="text-3xl font-semibold text-accent sm:text-4xl">
                    <StudioIcon value={s.icon} size={28} fallback={null} className="mr-2 inline-block align-[-0.1em]" />
                    {s.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      ) : null}

      {members.length > 0 ? (
        <section className={`container-page py-16 ${BELOW_FOLD}`} aria-labelledby="ekip-baslik">
          <h2 id="ekip-baslik" className="section-title text-center">
            EKİBİMİZ
          </h2>
          <div className="mt-8">
            <TeamGrid members={members} />
          </div>
          <p className="mt-8 text-center">
            <a href="/team" className="btn-ghost">
              Ekibimizle Tanışın
            </a>
          </p>
        </section>
      ) : null}

      <section className={`border-t border-white/10 band ${BELOW_FOLD}`} aria-labelledby="cta-baslik">
        <div className="container-page flex flex-col items-center gap-4 py-16 text-center">
          <h2 id="cta-baslik" className="text-2xl font-semibold text-stone-50 sm:text-3xl">
            {about.ctaTitle}
          </h2>
          {about.ctaContent ? <p className="max-w-xl text-stone-300">{about.ctaContent}</p> : null}
          <a href={about.ctaButtonLink} className="btn-primary mt-2">
            {about.ctaButtonText}
          </a>
          <address className="mt-6 grid gap-1 text-sm not-italic text-stone-300">
            <span>{studioAddressLine()}</span>
            <a
              href={`mailto:${STUDIO.email}`}
              className="inline-flex min-h-11 items-center justify-center hover:text-accent"
            >
              {STUDIO.email}
            </a>
            <a href={STUDIO.phoneHref} className="inline-flex min-h-11 items-center justify-center hover:text-accent">
              {STUDIO.phone}
            </a>
          </address>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isNotFound(error))
    return (
      <LoadError title={LOAD_ERRORS.aboutNotFound} titleLang="en" action={{ href: '/', label: 'Ana Sayfaya Dön' }} />
    );
  return (
    <LoadError
      title={`${LOAD_ERRORS.about}: ${errorReason(error)}`}
      titleLang="en"
      action={{ href: '/about', label: LOAD_ERRORS.retry, lang: 'en' }}
    />
  );
}
