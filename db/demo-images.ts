/**
 * Demo pictures drawn locally (nothing is downloaded): soft gradients with nail shapes for
 * the gallery and showcase, portrait silhouettes for the team, wide backdrops for heroes.
 */
import sharp from 'sharp';

type Palette = [string, string, string];

export const DEMO_PALETTES: Palette[] = [
  ['#f7c8d4', '#b7566f', '#fff1f4'],
  ['#f3e1c7', '#b08a5b', '#fffaf2'],
  ['#d8c7f0', '#6d4c9f', '#f7f1ff'],
  ['#c9e7e3', '#3f8478', '#f1fffc'],
  ['#f6d0b8', '#c0623a', '#fff4ee'],
  ['#e9e2da', '#7a6a5c', '#ffffff'],
  ['#fbd3e9', '#c2185b', '#fff0f7'],
  ['#cfd8f6', '#3b4fa8', '#f2f5ff'],
  ['#f9e4a6', '#b58a00', '#fffbea'],
  ['#e7c1c1', '#8e3b46', '#fff3f3'],
  ['#d5ecc2', '#4f7f36', '#f6fff0'],
  ['#ecd5f0', '#9c27b0', '#fdf2ff'],
  ['#1f2937', '#e8a0b4', '#fce7ef'],
  ['#2b1d24', '#d4a373', '#faedcd'],
];

function nails(palette: Palette, width: number, height: number, seed: number): string {
  const [, accent, light] = palette;
  const count = 5;
  const nailW = width / 9;
  const nailH = height / 2.6;
  let shapes = '';
  for (let i = 0; i < count; i++) {
    const x = width * 0.14 + i * (width * 0.155);
    const lift = Math.sin((i + seed) * 1.3) * height * 0.06;
    const y = height * 0.32 + lift + (i === 0 || i === 4 ? height * 0.08 : 0);
    const pattern =
      (seed + i) % 3 === 0
        ? `<path d="M${x + nailW * 0.1} ${y + nailH * 0.2} q${nailW * 0.4} ${nailH * 0.2} ${nailW * 0.8} 0" stroke="${light}" stroke-width="${nailW * 0.12}" fill="none" opacity=".85"/>`
        : (seed + i) % 3 === 1
          ? `<circle cx="${x + nailW / 2}" cy="${y + nailH * 0.45}" r="${nailW * 0.14}" fill="${light}" opacity=".9"/>`
          : `<rect x="${x}" y="${y}" width="${nailW}" height="${nailH * 0.22}" rx="${nailW / 2}" fill="${light}" opacity=".9"/>`;
    shapes += `<rect x="${x}" y="${y}" width="${nailW}" height="${nailH}" rx="${nailW / 2}" fill="${accent}"/>${pattern}`;
  }
  return shapes;
}

export async function demoPhoto(palette: Palette, width: number, height: number, seed: number): Promise<Buffer> {
  const [bg, accent, light] = palette;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <radialGradient id="g" cx="${30 + (seed % 5) * 10}%" cy="30%" r="90%">
      <stop offset="0" stop-color="${light}"/><stop offset=".55" stop-color="${bg}"/><stop offset="1" stop-color="${accent}"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.82}" cy="${height * 0.18}" r="${Math.min(width, height) * 0.12}" fill="${light}" opacity=".35"/>
  ${nails(palette, width, height, seed)}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

export async function demoPortrait(palette: Palette, seed: number): Promise<Buffer> {
  const [bg, accent, light] = palette;
  const w = 800;
  const h = 1000;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${bg}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <ellipse cx="${w / 2}" cy="${h * 0.36}" rx="${w * 0.2 + (seed % 3) * 6}" ry="${h * 0.19}" fill="${accent}" opacity=".9"/>
  <path d="M${w * 0.12} ${h} C ${w * 0.16} ${h * 0.66}, ${w * 0.84} ${h * 0.66}, ${w * 0.88} ${h} Z" fill="${accent}" opacity=".9"/>
  <path d="M${w * 0.28} ${h * 0.3} C ${w * 0.3} ${h * 0.08}, ${w * 0.7} ${h * 0.08}, ${w * 0.72} ${h * 0.3} C ${w * 0.76} ${h * 0.5}, ${w * 0.82} ${h * 0.62}, ${w * 0.74} ${h * 0.7} L ${w * 0.26} ${h * 0.7} C ${w * 0.18} ${h * 0.62}, ${w * 0.24} ${h * 0.5}, ${w * 0.28} ${h * 0.3} Z" fill="${bg}" opacity=".55"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
