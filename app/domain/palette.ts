/**
 * The site's fixed colours and the owner's two background colours (home settings): which
 * pairs the public pages draw text in, and a Turkish warning for each pair below WCAG AA.
 */
import { AA_TEXT_CONTRAST, contrastRatio } from '../utils/colors';

/** Body text (Tailwind stone-100) and the accent: the same values as app/styles/app.css. */
export const SITE_TEXT = '#f5f5f4';
export const SITE_ACCENT = '#e7b3a6';

type OwnerColors = { backgroundColor: string; secondaryBackgroundColor: string };

const ratio = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** A warning for each text colour / background pair of the site that fails AA (4.5:1); [] when all pass. */
export function contrastWarnings(colors: OwnerColors): string[] {
  const pairs = [
    { bg: colors.backgroundColor, bgName: 'Ana arka plan rengi', fg: SITE_TEXT, fgName: 'site yazıları' },
    {
      bg: colors.backgroundColor,
      bgName: 'Ana arka plan rengi',
      fg: SITE_ACCENT,
      fgName: 'vurgu rengi (başlık üstü yazılar, bağlantılar)',
    },
    { bg: colors.secondaryBackgroundColor, bgName: 'İkincil arka plan rengi', fg: SITE_TEXT, fgName: 'site yazıları' },
    {
      bg: colors.secondaryBackgroundColor,
      bgName: 'İkincil arka plan rengi',
      fg: SITE_ACCENT,
      fgName: 'vurgu rengi (yıldızlar, bağlantılar)',
    },
  ];
  const warnings: string[] = [];
  for (const p of pairs) {
    const r = contrastRatio(p.bg, p.fg);
    if (r !== null && r < AA_TEXT_CONTRAST) {
      warnings.push(
        `${p.bgName} (${p.bg}) ile ${p.fgName} arasındaki kontrast ${ratio.format(r)}:1; WCAG AA için en az 4,5:1 gerekir. Bu renkle yazılar zor okunur, daha koyu bir renk seçin.`,
      );
    }
  }
  return warnings;
}
