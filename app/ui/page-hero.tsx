import { ResponsiveImage } from './responsive-image';

type Props = {
  title: string;
  eyebrow?: string;
  subtitle?: string | null;
  image?: string | null;
  children?: React.ReactNode;
};

/** The photo band at the top of the gallery, team and about pages (text over a gradient). */
export function PageHero({ title, eyebrow, subtitle, image, children }: Props) {
  return (
    <section className="relative isolate overflow-hidden border-b border-white/10">
      {image ? (
        <ResponsiveImage
          src={image}
          alt=""
          width={1600}
          height={900}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-70"
        />
      ) : (
        <div className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,color-mix(in_srgb,var(--color-accent)_22%,transparent),transparent_65%)]" />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-[var(--studio-bg)] via-black/60 to-black/30" />
      <div className="container-page py-20 text-center sm:py-28">
        {eyebrow ? <p className="text-xs font-semibold uppercase tracking-[0.35em] text-accent">{eyebrow}</p> : null}
        <h1 className="mt-3 text-4xl font-semibold text-stone-50 sm:text-6xl">{title}</h1>
        {subtitle ? <p className="mx-auto mt-5 max-w-2xl text-base text-stone-200 sm:text-lg">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
