import { NavLink } from 'react-router';

export const SITE_LINKS = [
  { to: '/', label: 'Ana Sayfa' },
  { to: '/contact', label: 'Randevu' },
  { to: '/about', label: 'Hakkımızda' },
  { to: '/services', label: 'Hizmetler' },
  { to: '/gallery', label: 'Galeri' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium tracking-wide transition hover:text-accent ${isActive ? 'text-accent' : 'text-stone-200'}`;

/**
 * The public top bar. The mobile menu is a <details> element, so it opens and closes
 * without JavaScript.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-black/80 backdrop-blur supports-[backdrop-filter]:bg-black/60">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <a
          href="/"
          className="inline-flex min-h-11 items-center font-display text-2xl font-semibold lowercase text-stone-50"
          aria-label="Sheva Nail Art Studio — Ana Sayfa"
        >
          sheva
        </a>
        <nav aria-label="Ana menü" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {SITE_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.to === '/'} className={linkClass} prefetch="none">
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* the page the whole site exists for, one tap away on a phone (the header is sticky) */}
        <a href="/contact" className="btn-primary ml-auto px-4 md:hidden">
          Randevu Al
        </a>
        <details className="group relative md:hidden">
          <summary
            className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-full border border-line text-stone-100 [&::-webkit-details-marker]:hidden"
            aria-label="Menüyü aç veya kapat"
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" className="group-open:hidden">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" className="hidden group-open:block">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </summary>
          <nav
            aria-label="Mobil menü"
            className="absolute right-0 mt-3 w-56 rounded-2xl border border-line bg-zinc-950 p-2 shadow-2xl"
          >
            <ul>
              {SITE_LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink
                    to={l.to}
                    end={l.to === '/'}
                    className={({ isActive }) =>
                      `block rounded-xl px-4 py-3 ${isActive ? 'bg-white/5 text-accent' : 'text-stone-100'}`
                    }
                    prefetch="none"
                  >
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
