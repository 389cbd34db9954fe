/**
 * Demo pictures drawn locally (nothing is downloaded; SVG rendered by sharp): flat lays of
 * press-on nail sets on marble, linen or velvet, in the finishes a studio's feed shows
 * (ombré, French, marble, chrome, glitter, foil, dots, lines, flowers), and illustrated
 * portraits for the team. Every picture is a pure function of its look and seed.
 */
import sharp from 'sharp';

export type Finish =
  | 'gel'
  | 'ombre'
  | 'french'
  | 'marble'
  | 'chrome'
  | 'glitter'
  | 'foil'
  | 'dots'
  | 'lines'
  | 'flowers'
  | 'rainbow';
export type Backdrop = 'marble' | 'linen' | 'velvet';
/** A finish with its colours: `base` (and for ombré, glitter and chrome `second`). */
export type Look = { finish: Finish; base: string; second?: string; backdrop: Backdrop };

export const DEMO_LOOKS = {
  'Pastel Ombre': { finish: 'ombre', base: '#f4b6c2', second: '#fff4f1', backdrop: 'linen' },
  'Fransız Klasik': { finish: 'french', base: '#f1d3cb', backdrop: 'marble' },
  'Mermer Desen': { finish: 'marble', base: '#f7f4f0', backdrop: 'velvet' },
  'Altın Varak Detay': { finish: 'foil', base: '#e9cfc4', backdrop: 'marble' },
  'Nude Şıklık': { finish: 'gel', base: '#d9a793', backdrop: 'linen' },
  'Bordo Kalıcı Oje': { finish: 'gel', base: '#6d1326', backdrop: 'marble' },
  'Çiçek Motifi': { finish: 'flowers', base: '#f6dfe3', backdrop: 'linen' },
  'Krom Efekt': { finish: 'chrome', base: '#c9b7c0', second: '#f8eef2', backdrop: 'velvet' },
  'Gelin Tırnakları': { finish: 'glitter', base: '#f7ece9', second: '#fffaf3', backdrop: 'marble' },
  'Geometrik Çizgiler': { finish: 'lines', base: '#1c1b1f', backdrop: 'marble' },
  'Yaz Renkleri': { finish: 'rainbow', base: '#ff8a7a', backdrop: 'linen' },
  'Lila Dokunuş': { finish: 'ombre', base: '#b9a2dc', second: '#f5effc', backdrop: 'marble' },
  'Minimal Noktalar': { finish: 'dots', base: '#efe3da', backdrop: 'linen' },
  'Gece Işıltısı': { finish: 'glitter', base: '#141226', second: '#d8c38a', backdrop: 'velvet' },
} as const satisfies Record<string, Look>;
export type DemoLookName = keyof typeof DEMO_LOOKS;

/** Looks for wide pictures (hero, contact, about) and for services, by name. */
export const HERO_LOOK: Look = { finish: 'chrome', base: '#d9a5b3', second: '#fbeef2', backdrop: 'velvet' };
export const CONTACT_LOOK: Look = { finish: 'gel', base: '#8c1c3a', backdrop: 'velvet' };
export const GALLERY_HERO_LOOK: Look = { finish: 'glitter', base: '#2a1f2d', second: '#e7c7a0', backdrop: 'velvet' };
export const ABOUT_LOOK: Look = { finish: 'french', base: '#efcfc6', backdrop: 'marble' };
export const STORY_LOOK: Look = { finish: 'marble', base: '#f7f4f0', backdrop: 'linen' };

/** A small deterministic random generator (mulberry32). */
function random(seed: number) {
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

/** An almond nail pointing up, its cuticle centred on (0, 0). */
function nailPath(w: number, h: number) {
  return `M${f(-w / 2)} 0 C${f(-w / 2)} ${f(-h * 0.58)} ${f(-w * 0.3)} ${f(-h * 0.94)} 0 ${f(-h)} C${f(w * 0.3)} ${f(-h * 0.94)} ${f(w / 2)} ${f(-h * 0.58)} ${f(w / 2)} 0 Q0 ${f(w * 0.32)} ${f(-w / 2)} 0Z`;
}

const TEXTURE_SIZE = 720;
const textures = new Map<string, Promise<Buffer>>();

/**
 * A surface (marble slab, linen, velvet) drawn once at TEXTURE_SIZE: SVG turbulence and blur
 * are slow in librsvg, so each picture scales this up and draws its nails on top.
 */
function texture(kind: Backdrop): Promise<Buffer> {
  let cached = textures.get(kind);
  if (!cached) {
    const n = TEXTURE_SIZE;
    const body =
      kind === 'marble'
        ? `<rect width="100%" height="100%" fill="#ece8e4"/><rect width="100%" height="100%" filter="url(#veins)" opacity=".7"/>`
        : kind === 'linen'
          ? `<rect width="100%" height="100%" fill="#ead9d2"/><rect width="100%" height="100%" filter="url(#grain)" opacity=".3"/>`
          : `<rect width="100%" height="100%" fill="#1d1218"/><ellipse cx="${n * 0.55}" cy="${n * 0.3}" rx="${n * 0.6}" ry="${n * 0.35}" fill="#5a2f45" opacity=".55" filter="url(#soft)"/><rect width="100%" height="100%" filter="url(#grain)" opacity=".12"/>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${n}" height="${n}"><defs>
  <filter id="veins" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.0035 0.008" numOctaves="5" seed="7"/><feColorMatrix type="matrix" values="0 0 0 0 .42  0 0 0 0 .4  0 0 0 0 .4  1 0 0 0 0"/><feComponentTransfer><feFuncA type="table" tableValues="0 0 0 0 0 .15 .85 .15 0 0 0 0 0"/></feComponentTransfer><feGaussianBlur stdDeviation="0.6"/></filter>
  <filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="2"/><feColorMatrix type="saturate" values="0"/></filter>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="50"/></filter>
</defs>${body}</svg>`;
    cached = sharp(Buffer.from(svg)).png().toBuffer();
    textures.set(kind, cached);
  }
  return cached;
}

/** The fill of one nail (drawn in the nail's own coordinates, clipped to its shape). */
function finishFill(look: Look, i: number, w: number, h: number, rnd: () => number) {
  const box = `x="${f(-w)}" y="${f(-h * 1.1)}" width="${f(w * 2)}" height="${f(h * 1.4)}"`;
  switch (look.finish) {
    case 'ombre':
      return `<rect ${box} fill="url(#ombre)"/>`;
    case 'french':
      return `<rect ${box} fill="${look.base}"/><path d="M${f(-w)} ${f(-h * 0.7)} Q0 ${f(-h * 0.55)} ${f(w)} ${f(-h * 0.7)} L${f(w)} ${f(-h * 1.2)} L${f(-w)} ${f(-h * 1.2)}Z" fill="#fbfaf7"/>`;
    case 'marble': {
      let veins = '';
      for (let k = 0; k < 4; k++) {
        const x0 = (rnd() - 0.5) * w;
        const y0 = -h * (0.05 + rnd() * 0.3);
        veins += `<path d="M${f(x0)} ${f(y0)} C${f(x0 + (rnd() - 0.5) * w)} ${f(y0 - h * 0.3)} ${f(x0 + (rnd() - 0.5) * w)} ${f(y0 - h * 0.5)} ${f(x0 + (rnd() - 0.5) * w * 1.2)} ${f(-h * 1.05)}" stroke="#8c8a90" stroke-width="${f(0.6 + rnd() * 2.2)}" fill="none" opacity="${(0.35 + rnd() * 0.4).toFixed(2)}"/>`;
      }
      return `<rect ${box} fill="${look.base}"/>${veins}<path d="M${f(-w * 0.4)} ${f(-h * 0.2)} C${f(-w * 0.1)} ${f(-h * 0.4)} ${f(w * 0.2)} ${f(-h * 0.5)} ${f(w * 0.1)} ${f(-h * 0.9)}" stroke="#c6a46b" stroke-width="${f(w * 0.035)}" fill="none" opacity=".8"/>`;
    }
    case 'chrome':
      return `<rect ${box} fill="url(#chrome)"/>`;
    case 'glitter': {
      let dots = '';
      for (let k = 0; k < 70; k++) {
        const y = -h * Math.sqrt(rnd());
        const x = (rnd() - 0.5) * w;
        dots += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.6 + rnd() * 2.2)}" fill="${rnd() > 0.4 ? look.second : '#ffffff'}" opacity="${(0.4 + rnd() * 0.6).toFixed(2)}"/>`;
      }
      return `<rect ${box} fill="${look.base}"/><rect ${box} fill="url(#glitter-fade)"/>${dots}`;
    }
    case 'foil': {
      let flakes = '';
      for (let k = 0; k < 6; k++) {
        const x = (rnd() - 0.5) * w * 0.8;
        const y = -h * (0.2 + rnd() * 0.7);
        const s = w * (0.08 + rnd() * 0.14);
        flakes += `<path d="M${f(x)} ${f(y)} l${f(s)} ${f(-s * 0.4)} l${f(-s * 0.3)} ${f(s * 0.9)} l${f(-s * 0.8)} ${f(-s * 0.2)}Z" fill="url(#gold)"/>`;
      }
      return `<rect ${box} fill="${look.base}"/>${flakes}`;
    }
    case 'dots': {
      const colors = ['#1c1b1f', '#c6a46b', '#b7566f'];
      return `<rect ${box} fill="${look.base}"/><circle cx="0" cy="${f(-h * (0.35 + (i % 3) * 0.15))}" r="${f(w * 0.09)}" fill="${colors[i % 3]}"/>${i % 2 ? `<circle cx="${f(w * 0.18)}" cy="${f(-h * 0.22)}" r="${f(w * 0.05)}" fill="${colors[(i + 1) % 3]}"/>` : ''}`;
    }
    case 'lines':
      return `<rect ${box} fill="${i % 2 ? '#f3eee9' : look.base}"/><path d="M${f(-w)} ${f(-h * 0.3)} L${f(w)} ${f(-h * 0.75)} M${f(-w)} ${f(-h * 0.5)} L${f(w * 0.2)} ${f(-h * 1.1)}" stroke="#c6a46b" stroke-width="${f(w * 0.05)}"/>`;
    case 'flowers': {
      const petals = [0, 72, 144, 216, 288]
        .map(
          (a) =>
            `<ellipse cx="0" cy="${f(-w * 0.1)}" rx="${f(w * 0.06)}" ry="${f(w * 0.1)}" transform="rotate(${a})" fill="#ffffff"/>`,
        )
        .join('');
      return `<rect ${box} fill="${look.base}"/>${i % 2 === 0 ? `<g transform="translate(${f(w * 0.05)} ${f(-h * 0.45)})">${petals}<circle r="${f(w * 0.045)}" fill="#e3b44c"/></g>` : ''}`;
    }
    case 'rainbow': {
      const colors = ['#ff8a7a', '#ffc66d', '#7fd1c7', '#8fb5ff', '#f59bd0'];
      return `<rect ${box} fill="${colors[i % colors.length]}"/>`;
    }
    default:
      return `<rect ${box} fill="${look.base}"/><rect ${box} fill="url(#gel-depth)"/>`;
  }
}

function defs(look: Look) {
  return `<defs>
  <radialGradient id="light" cx="30%" cy="20%" r="95%"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></radialGradient>
  <linearGradient id="ombre" x1="0" y1="1" x2="0" y2="0"><stop offset=".15" stop-color="${look.base}"/><stop offset=".85" stop-color="${look.second ?? '#ffffff'}"/></linearGradient>
  <linearGradient id="glitter-fade" x1="0" y1="1" x2="0" y2="0"><stop offset=".1" stop-color="${look.second ?? '#fff'}" stop-opacity="0"/><stop offset=".9" stop-color="${look.second ?? '#fff'}" stop-opacity=".55"/></linearGradient>
  <linearGradient id="gel-depth" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".18"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity=".12"/></linearGradient>
  <linearGradient id="chrome" x1="0" y1="0" x2="1" y2=".25"><stop offset="0" stop-color="${look.base}"/><stop offset=".28" stop-color="${look.second ?? '#fff'}"/><stop offset=".42" stop-color="#6f5a63"/><stop offset=".58" stop-color="${look.base}"/><stop offset=".74" stop-color="#ffffff"/><stop offset="1" stop-color="#85707a"/></linearGradient>
  <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e3a1"/><stop offset=".5" stop-color="#c69a3c"/><stop offset="1" stop-color="#fff1c4"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".05"/><stop offset=".2" stop-color="#fff" stop-opacity=".45"/><stop offset=".35" stop-color="#fff" stop-opacity=".05"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>
</defs>`;
}

/** A polish bottle standing on the surface (bottom centre at x, y). */
function bottle(x: number, y: number, s: number, color: string, angle: number) {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">
  <ellipse cx="${f(s * 0.08)}" cy="${f(s * 0.02)}" rx="${f(s * 0.55)}" ry="${f(s * 0.12)}" fill="#000" opacity=".12"/><ellipse cx="${f(s * 0.06)}" cy="${f(s * 0.01)}" rx="${f(s * 0.46)}" ry="${f(s * 0.08)}" fill="#000" opacity=".18"/>
  <rect x="${f(-s * 0.42)}" y="${f(-s * 0.9)}" width="${f(s * 0.84)}" height="${f(s * 0.9)}" rx="${f(s * 0.16)}" fill="${color}"/>
  <rect x="${f(-s * 0.42)}" y="${f(-s * 0.9)}" width="${f(s * 0.84)}" height="${f(s * 0.9)}" rx="${f(s * 0.16)}" fill="url(#glass)"/>
  <rect x="${f(-s * 0.2)}" y="${f(-s * 1.75)}" width="${f(s * 0.4)}" height="${f(s * 0.88)}" rx="${f(s * 0.06)}" fill="#17151a"/>
  <rect x="${f(-s * 0.14)}" y="${f(-s * 1.7)}" width="${f(s * 0.06)}" height="${f(s * 0.78)}" fill="#fff" opacity=".18"/>
</g>`;
}

/** A flat lay: a fanned set of five nails in the look's finish, with a bottle on wide pictures. */
export async function demoPhoto(look: Look, width: number, height: number, seed: number): Promise<Buffer> {
  const rnd = random(seed + 1);
  const wide = width / height > 1.2;
  const scale = Math.min(width, height) / 1000;
  const w = 185 * scale;
  const h = 320 * scale;
  const cx = wide ? width * (0.6 + rnd() * 0.08) : width / 2;
  const cy = height * (wide ? 0.9 : 0.97);
  let nails = '';
  for (let i = 0; i < 5; i++) {
    const angle = (i - 2) * 17 + (rnd() - 0.5) * 4;
    const rad = (angle * Math.PI) / 180;
    const r = 330 * scale;
    const x = cx + Math.sin(rad) * r;
    const y = cy - Math.cos(rad) * r + (i === 0 || i === 4 ? 30 * scale : 0);
    const size = i === 0 || i === 4 ? 0.86 : i === 2 ? 1.08 : 1;
    const nw = w * size;
    const nh = h * size;
    const d = nailPath(nw, nh);
    nails += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">
  ${[1, 2, 3, 4].map((k) => `<path d="${d}" fill="#000" opacity=".07" transform="translate(${f(k * 3 * scale)} ${f(k * 5 * scale)}) scale(${(1 + k * 0.012).toFixed(3)})"/>`).join('')}
  <clipPath id="n${i}"><path d="${d}"/></clipPath>
  <g clip-path="url(#n${i})">${finishFill(look, i, nw, nh, rnd)}</g>
  <path d="M${f(-nw * 0.22)} ${f(-nh * 0.2)} C${f(-nw * 0.3)} ${f(-nh * 0.5)} ${f(-nw * 0.2)} ${f(-nh * 0.78)} ${f(-nw * 0.06)} ${f(-nh * 0.9)}" stroke="#fff" stroke-width="${f(nw * 0.11)}" stroke-linecap="round" fill="none" opacity=".14"/>
  <path d="M${f(-nw * 0.22)} ${f(-nh * 0.2)} C${f(-nw * 0.3)} ${f(-nh * 0.5)} ${f(-nw * 0.2)} ${f(-nh * 0.78)} ${f(-nw * 0.06)} ${f(-nh * 0.9)}" stroke="#fff" stroke-width="${f(nw * 0.045)}" stroke-linecap="round" fill="none" opacity=".45"/>
  <path d="${d}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="1.2"/>
</g>`;
  }
  const props = wide
    ? bottle(
        width * (0.22 + rnd() * 0.05),
        height * 0.9,
        190 * scale,
        look.finish === 'rainbow' ? '#ff8a7a' : look.base,
        -4,
      )
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${defs(look)}
<rect width="100%" height="100%" fill="url(#light)"/>
${props}
${nails}
</svg>`;
  const surface = await sharp(await texture(look.backdrop))
    .resize(width, height, { fit: 'cover' })
    .toBuffer();
  return sharp(surface)
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

export type Avatar = { skin: string; hair: string; top: string; bg: string; style: 'bun' | 'bob' | 'long' | 'waves' };

export const DEMO_AVATARS: Avatar[] = [
  { skin: '#e8b999', hair: '#2b1b17', top: '#b7566f', bg: '#f3dfe2', style: 'long' },
  { skin: '#f0c6a8', hair: '#6b3e26', top: '#3f5e5a', bg: '#e3ece6', style: 'bun' },
  { skin: '#c98f6d', hair: '#1b1412', top: '#1f2937', bg: '#efe2d3', style: 'bob' },
  { skin: '#eec1a2', hair: '#a4683c', top: '#7a5c8f', bg: '#ebe3f1', style: 'waves' },
  { skin: '#dcaa86', hair: '#3a2418', top: '#c0623a', bg: '#f4e4d6', style: 'waves' },
];

/** An illustrated head-and-shoulders portrait (800x1000): flat shapes, a calm face, soft light. */
export async function demoPortrait(avatar: Avatar): Promise<Buffer> {
  const { skin, hair, top, bg, style } = avatar;
  const back =
    style === 'long'
      ? `<path d="M230 360 C210 160 590 160 570 360 L600 760 C520 800 280 800 200 760Z" fill="${hair}"/>`
      : style === 'waves'
        ? `<path d="M235 360 C200 150 600 150 565 360 C620 470 600 620 640 700 C520 760 280 760 160 700 C200 620 180 470 235 360Z" fill="${hair}"/>`
        : style === 'bob'
          ? `<path d="M225 380 C200 160 600 160 575 380 L590 560 C520 590 280 590 210 560Z" fill="${hair}"/>`
          : `<circle cx="400" cy="175" r="78" fill="${hair}"/>`;
  const fringe =
    style === 'bun'
      ? `<path d="M262 360 C240 170 560 170 538 360 C500 290 420 270 262 360Z" fill="${hair}"/>`
      : style === 'bob'
        ? `<path d="M255 400 C230 160 570 160 545 400 C520 330 470 300 400 300 C330 300 300 330 255 400Z" fill="${hair}"/>`
        : `<path d="M258 380 C235 160 565 160 542 380 C520 300 440 265 360 290 C320 305 280 330 258 380Z" fill="${hair}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
<defs>
  <radialGradient id="bg" cx="50%" cy="35%" r="80%"><stop offset="0" stop-color="#ffffff" stop-opacity=".7"/><stop offset=".6" stop-color="${bg}"/><stop offset="1" stop-color="${bg}"/></radialGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>
  <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
</defs>
<rect width="800" height="1000" fill="url(#bg)"/>
<circle cx="620" cy="200" r="150" fill="#ffffff" opacity=".35" filter="url(#blur)"/>
${back}
<path d="M110 1000 C120 800 250 730 400 730 C550 730 680 800 690 1000Z" fill="${top}"/>
<path d="M330 620 L470 620 L480 745 C440 790 360 790 320 745Z" fill="${skin}"/>
<path d="M330 650 C380 700 430 700 470 660 L470 620 L330 620Z" fill="#000" opacity=".1"/>
<path d="M320 745 C360 790 440 790 480 745 L500 760 C450 820 350 820 300 760Z" fill="#000" opacity=".08"/>
<ellipse cx="400" cy="430" rx="148" ry="190" fill="${skin}"/>
<ellipse cx="400" cy="430" rx="148" ry="190" fill="url(#shade)"/>
<ellipse cx="252" cy="450" rx="20" ry="34" fill="${skin}"/><ellipse cx="548" cy="450" rx="20" ry="34" fill="${skin}"/>
<circle cx="250" cy="500" r="9" fill="#d8b25a"/><circle cx="550" cy="500" r="9" fill="#d8b25a"/>
${fringe}
<path d="M322 392 Q348 380 374 390" stroke="${hair}" stroke-width="7" stroke-linecap="round" fill="none" opacity=".85"/>
<path d="M426 390 Q452 380 478 392" stroke="${hair}" stroke-width="7" stroke-linecap="round" fill="none" opacity=".85"/>
<path d="M328 440 Q350 452 372 440" stroke="#2a1a17" stroke-width="5" stroke-linecap="round" fill="none"/>
<path d="M428 440 Q450 452 472 440" stroke="#2a1a17" stroke-width="5" stroke-linecap="round" fill="none"/>
<path d="M402 450 Q392 500 386 512 Q398 520 412 514" stroke="#000" stroke-opacity=".16" stroke-width="4" stroke-linecap="round" fill="none"/>
<ellipse cx="335" cy="500" rx="26" ry="14" fill="#e0857f" opacity=".22"/><ellipse cx="465" cy="500" rx="26" ry="14" fill="#e0857f" opacity=".22"/>
<path d="M370 556 Q400 546 430 556 Q400 578 370 556Z" fill="#b8545f"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}
