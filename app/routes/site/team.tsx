import { GraduationCap, Heart, SprayCan, Users } from 'lucide-react';
import { useRouteError } from 'react-router';
import { errorReason, LOAD_ERRORS, LoadError } from '~/ui/load-error';
import { PageHero } from '~/ui/page-hero';
import { TeamGrid } from '~/ui/team-grid';
import { STUDIO } from '~/domain/studio';
import { publicPageHeaders } from '~/http/cache-headers';
import { errorMeta, publicOrigin, seoMeta } from '~/ui/seo';
import { listActiveTeamMembers } from '~/models/people/team.server';
import { BELOW_FOLD } from '~/ui/below-fold';
import type { Route } from './+types/team';

const EMPTY_TEAM_TEXT = 'Henüz Ekip Üyesi Yok';

const REASONS = [
  {
    icon: GraduationCap,
    title: 'Sertifikalı uzmanlar',
    text: 'Ekibimiz düzenli eğitimlerle en yeni teknikleri ve trendleri takip eder.',
  },
  {
    icon: SprayCan,
    title: 'Önce hijyen',
    text: 'Her müşteride sterilize edilmiş aletler ve tek kullanımlık malzemeler kullanırız.',
  },
  {
    icon: Heart,
    title: 'Size özel ilgi',
    text: 'Tırnak yapınıza ve tarzınıza göre, acele etmeden ve özenle çalışırız.',
  },
] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  return { origin: publicOrigin(request, context.config.publicUrl), members: listActiveTeamMembers(context.db) };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return errorMeta('Ekibimiz');
  return seoMeta({
    title: 'Ekibimiz: Nail Art ve Manikür Uzmanları',
    description:
      'Sheva Nail Art Studio ekibiyle tanışın: Konya’da nail art, manikür, pedikür ve protez tırnak uzmanlarımız.',
    keywords: ['nail art uzmanı', 'manikür uzmanı', 'protez tırnak uzmanı'],
    origin: d.origin,
    path: '/team',
    image: d.members[0]?.imageUrl,
  });
};

export default function Team({ loaderData }: Route.ComponentProps) {
  const { members } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Uzman kadro"
        title="EKİBİMİZ"
        subtitle="Tırnaklarınızı, işini tutkuyla yapan deneyimli ellere emanet edin."
      />
      <section className="container-page py-12" aria-label="Ekip üyeleri">
        {members.length === 0 ? (
          <div className="rounded-3xl border border-dashed border-line px-6 py-16 text-center">
            <Users
              aria-hidden="true"
              focusable="false"
              width={40}
              height={40}
              strokeWidth={1.4}
              className="mx-auto text-accent"
            />
            <h2 className="mt-4 text-lg text-stone-200">{EMPTY_TEAM_TEXT}</h2>
          </div>
        ) : (
          <TeamGrid members={members} headingLevel="h2" />
        )}
      </section>

      <section className={`container-page pb-14 ${BELOW_FOLD}`} aria-labelledby="neden-baslik">
        <h2 id="neden-baslik" className="section-title text-center">
          Neden Ekibimiz?
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {REASONS.map((r) => (
            <li key={r.title} className="rounded-3xl border border-white/10 bg-white/[0.04] p-6">
              <r.icon
                aria-hidden="true"
                focusable="false"
                width={30}
                height={30}
                strokeWidth={1.5}
                className="text-accent"
              />
              <h3 className="mt-3 text-lg font-semibold text-stone-50">{r.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-300">{r.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`border-t border-white/10 band ${BELOW_FOLD}`}>
        <div className="container-page flex flex-col items-center gap-4 py-14 text-center">
          <h2 className="text-2xl font-semibold text-stone-50 sm:text-3xl">Uzmanımızla tanışmaya hazır mısınız?</h2>
          <p className="max-w-xl text-stone-300">
            Online randevu alın ya da bizi arayın, size en uygun saati birlikte bulalım.
          </p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <a href="/contact" className="btn-primary">
              RANDEVU AL
            </a>
            <a href={STUDIO.phoneHref} className="btn-ghost">
              HEMEN ARA: {STUDIO.phone}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <LoadError
      title={`${LOAD_ERRORS.team}: ${errorReason(error)}`}
      titleLang="en"
      action={{ href: '/team', label: LOAD_ERRORS.retry, lang: 'en' }}
    />
  );
}
