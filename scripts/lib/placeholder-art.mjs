/**
 * The drawing behind scripts/generate-artwork.mjs: the site's palette, the colour schemes, the motifs and the
 * SVG of one placeholder (a motif over a caption band marked PLACEHOLDER) or of one technology wordmark.
 */

const C = {
  green900: '#12301f',
  green800: '#1c4530',
  green700: '#24593d',
  green500: '#4f8a5b',
  green100: '#e3efe5',
  turmeric: '#e0a526',
  turmericSoft: '#f2d48f',
  saffron: '#8a4b08',
  ivory: '#fbf7ee',
  ivoryDeep: '#f3ecdc',
  ink: '#1d1f1b',
  sky: '#dfeee6',
  water: '#7fb3a3',
};

/* Colour schemes: background, far shapes, near shapes, motif colour, motif accent. */
const SCHEMES = [
  { bg: C.green100, far: '#c9dfcd', near: C.green500, ink: C.green800, accent: C.turmeric },
  { bg: C.ivoryDeep, far: C.turmericSoft, near: C.green700, ink: C.green900, accent: C.turmeric },
  { bg: C.green800, far: C.green700, near: C.green500, ink: C.ivory, accent: C.turmeric },
  { bg: '#f6e7c4', far: C.turmericSoft, near: C.saffron, ink: C.green900, accent: C.green700 },
];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/* Motifs, drawn in a 400 x 300 box; the caller scales and centres them. */
const MOTIFS = {
  leaf: (k) => `
    <path d="M200 40 C300 70 330 180 200 270 C70 180 100 70 200 40 Z" fill="${k.near}"/>
    <path d="M200 60 L200 262" stroke="${k.bg}" stroke-width="6" stroke-linecap="round"/>
    ${[90, 130, 170, 210].map((y, i) => `<path d="M200 ${y} L${250 - i * 5} ${y - 30} M200 ${y} L${150 + i * 5} ${y - 30}" stroke="${k.bg}" stroke-width="4" stroke-linecap="round"/>`).join('')}`,
  hands: (k) => `
    <circle cx="200" cy="110" r="46" fill="${k.accent}"/>
    <path d="M60 250 C90 170 150 170 190 200 L190 260 Z" fill="${k.near}"/>
    <path d="M340 250 C310 170 250 170 210 200 L210 260 Z" fill="${k.near}"/>
    <rect x="60" y="250" width="280" height="18" rx="9" fill="${k.ink}"/>`,
  mortar: (k) => `
    <path d="M90 150 H310 C310 230 260 270 200 270 C140 270 90 230 90 150 Z" fill="${k.near}"/>
    <rect x="80" y="138" width="240" height="22" rx="11" fill="${k.ink}"/>
    <rect x="215" y="40" width="28" height="140" rx="14" fill="${k.accent}" transform="rotate(28 229 110)"/>
    <circle cx="150" cy="125" r="10" fill="${k.accent}"/><circle cx="175" cy="118" r="7" fill="${k.accent}"/>`,
  hills: (k) => `
    <circle cx="300" cy="80" r="38" fill="${k.accent}"/>
    <path d="M0 270 L110 120 L200 230 L270 150 L400 270 Z" fill="${k.near}"/>
    <path d="M0 270 L70 200 L150 270 Z" fill="${k.ink}" opacity="0.5"/>`,
  water: (k) => `
    <circle cx="100" cy="80" r="34" fill="${k.accent}"/>
    <path d="M260 60 C250 120 240 170 236 230" stroke="${k.ink}" stroke-width="10" fill="none"/>
    <path d="M236 70 C280 60 320 80 340 100 M236 70 C200 50 170 60 150 80 M236 70 C260 40 300 40 320 50" stroke="${k.near}" stroke-width="12" fill="none" stroke-linecap="round"/>
    <path d="M0 230 Q50 215 100 230 T200 230 T300 230 T400 230 V300 H0 Z" fill="${C.water}"/>
    <path d="M120 222 H220 L205 240 H135 Z" fill="${k.ink}"/>`,
  house: (k) => `
    <path d="M200 50 L340 150 H60 Z" fill="${k.accent}"/>
    <rect x="90" y="150" width="220" height="120" fill="${k.near}"/>
    <rect x="180" y="195" width="40" height="75" fill="${k.ink}"/>
    <rect x="115" y="175" width="40" height="35" fill="${k.bg}"/><rect x="245" y="175" width="40" height="35" fill="${k.bg}"/>`,
  building: (k) => `
    <rect x="110" y="60" width="180" height="210" fill="${k.near}"/>
    ${[0, 1, 2, 3, 4].map((r) => [0, 1, 2].map((c) => `<rect x="${130 + c * 55}" y="${78 + r * 38}" width="30" height="22" fill="${k.bg}"/>`).join('')).join('')}
    <rect x="40" y="40" width="12" height="230" fill="${k.accent}"/><rect x="40" y="40" width="120" height="10" fill="${k.accent}"/>
    <path d="M150 50 V90" stroke="${k.ink}" stroke-width="3"/>`,
  people: (k) => `
    ${[
      [110, 0.9],
      [200, 1.05],
      [290, 0.9],
    ]
      .map(
        ([x, s], i) => `
      <g transform="translate(${x} 150) scale(${s})">
        <circle cx="0" cy="-55" r="30" fill="${i === 1 ? k.accent : k.near}"/>
        <path d="M-55 110 C-55 20 55 20 55 110 Z" fill="${i === 1 ? k.accent : k.near}"/>
      </g>`,
      )
      .join('')}`,
  portrait: (k) => `
    <circle cx="200" cy="105" r="62" fill="${k.near}"/>
    <path d="M90 300 C90 180 310 180 310 300 Z" fill="${k.near}"/>
    <path d="M150 215 L200 260 L250 215" stroke="${k.accent}" stroke-width="10" fill="none"/>`,
  yoga: (k) => `
    <circle cx="200" cy="70" r="28" fill="${k.accent}"/>
    <path d="M200 100 V190" stroke="${k.near}" stroke-width="26" stroke-linecap="round"/>
    <path d="M200 130 L120 90 M200 130 L280 90" stroke="${k.near}" stroke-width="18" stroke-linecap="round"/>
    <path d="M110 250 C150 200 250 200 290 250 Z" fill="${k.near}"/>
    <rect x="70" y="252" width="260" height="14" rx="7" fill="${k.ink}"/>`,
  needle: (k) => `
    <path d="M110 260 C110 150 290 150 290 260 Z" fill="${k.near}"/>
    ${[150, 200, 250].map((x, i) => `<path d="M${x} ${205 - (i === 1 ? 20 : 0)} L${x + 10} ${70 + i * 10}" stroke="${k.ink}" stroke-width="5" stroke-linecap="round"/><circle cx="${x + 10}" cy="${70 + i * 10}" r="9" fill="${k.accent}"/>`).join('')}`,
  cup: (k) => `
    ${[130, 270].map((x) => `<path d="M${x - 55} 120 H${x + 55} V200 C${x + 55} 250 ${x - 55} 250 ${x - 55} 200 Z" fill="${k.near}"/><ellipse cx="${x}" cy="120" rx="55" ry="14" fill="${k.accent}"/>`).join('')}`,
  foot: (k) => `
    <path d="M150 270 C110 200 120 120 170 90 C220 70 250 110 245 170 C240 220 250 250 230 270 Z" fill="${k.near}"/>
    ${[
      [170, 60, 16],
      [205, 52, 13],
      [235, 62, 11],
      [258, 80, 10],
      [272, 104, 9],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${k.near}"/>`)
      .join('')}
    <circle cx="190" cy="170" r="12" fill="${k.accent}"/><circle cx="205" cy="225" r="10" fill="${k.accent}"/>`,
  flower: (k) => `
    ${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="200" cy="95" rx="30" ry="60" fill="${k.accent}" transform="rotate(${a} 200 150)"/>`).join('')}
    <circle cx="200" cy="150" r="30" fill="${k.near}"/>
    <path d="M200 210 V290" stroke="${k.near}" stroke-width="10"/>`,
  basket: (k) => `
    ${[
      [140, 120, 40, k.accent],
      [200, 100, 46, C.saffron],
      [260, 122, 40, k.near],
      [170, 150, 34, C.green500],
      [235, 150, 34, k.accent],
    ]
      .map(([x, y, r, f]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${f}"/>`)
      .join('')}
    <path d="M80 160 H320 L290 270 H110 Z" fill="${k.ink}"/>
    ${[0, 1, 2].map((i) => `<path d="M${100 + i * 3} ${190 + i * 28} H${300 - i * 3}" stroke="${k.bg}" stroke-width="4"/>`).join('')}`,
  bottle: (k) => `
    <rect x="170" y="50" width="60" height="40" rx="8" fill="${k.accent}"/>
    <path d="M160 90 H240 C270 110 280 140 280 180 V260 C280 270 270 278 260 278 H140 C130 278 120 270 120 260 V180 C120 140 130 110 160 90 Z" fill="${k.near}"/>
    <rect x="140" y="160" width="120" height="70" rx="8" fill="${k.bg}"/>
    <path d="M200 175 C225 185 225 215 200 222 C175 215 175 185 200 175 Z" fill="${k.accent}"/>`,
  laptop: (k) => `
    <rect x="90" y="60" width="220" height="150" rx="10" fill="${k.ink}"/>
    <rect x="104" y="74" width="192" height="122" fill="${k.bg}"/>
    <rect x="116" y="86" width="100" height="14" fill="${k.accent}"/><rect x="116" y="110" width="168" height="8" fill="${k.near}"/>
    <rect x="116" y="126" width="140" height="8" fill="${k.near}"/><rect x="116" y="150" width="60" height="32" fill="${k.near}"/>
    <rect x="186" y="150" width="60" height="32" fill="${k.accent}"/>
    <path d="M60 215 H340 L320 240 H80 Z" fill="${k.near}"/>`,
  phone: (k) => `
    <rect x="150" y="40" width="100" height="220" rx="16" fill="${k.ink}"/>
    <rect x="160" y="60" width="80" height="170" fill="${k.bg}"/>
    <rect x="170" y="74" width="60" height="12" fill="${k.accent}"/><rect x="170" y="96" width="60" height="40" fill="${k.near}"/>
    <path d="M176 176 L194 194 L226 160" stroke="${k.near}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  shop: (k) => `
    <path d="M70 90 H330 L310 140 H90 Z" fill="${k.accent}"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M${90 + i * 55} 140 Q${117 + i * 55} 165 ${145 + i * 55} 140" fill="${k.near}"/>`).join('')}
    <rect x="95" y="150" width="210" height="120" fill="${k.near}"/>
    <rect x="120" y="180" width="70" height="90" fill="${k.bg}"/><rect x="215" y="180" width="65" height="50" fill="${k.bg}"/>`,
  compare: (k) => `
    <rect x="40" y="40" width="150" height="220" rx="12" fill="${k.far}"/>
    <rect x="210" y="40" width="150" height="220" rx="12" fill="${k.near}"/>
    <path d="M115 100 C90 130 140 160 115 200" stroke="${k.ink}" stroke-width="10" fill="none" stroke-linecap="round"/>
    <path d="M285 90 V210" stroke="${k.bg}" stroke-width="10" stroke-linecap="round"/>
    <circle cx="115" cy="80" r="16" fill="${k.ink}"/><circle cx="285" cy="70" r="16" fill="${k.bg}"/>`,
  camp: (k) => `
    <path d="M200 50 L340 260 H60 Z" fill="${k.near}"/>
    <path d="M200 50 L245 260 H155 Z" fill="${k.accent}"/>
    <path d="M182 150 H218 M200 132 V168" stroke="${k.bg}" stroke-width="10"/>
    <rect x="40" y="258" width="320" height="10" fill="${k.ink}"/>`,
  pulse: (k) => `
    <rect x="60" y="70" width="280" height="170" rx="20" fill="${k.near}"/>
    <path d="M80 160 H150 L170 110 L195 210 L220 130 L235 160 H320" stroke="${k.accent}" stroke-width="10" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
  bug: (k) => `
    <ellipse cx="200" cy="165" rx="70" ry="90" fill="${k.near}"/>
    <circle cx="200" cy="85" r="36" fill="${k.ink}"/>
    ${[120, 160, 200].map((y) => `<path d="M130 ${y} L80 ${y - 20} M270 ${y} L320 ${y - 20}" stroke="${k.ink}" stroke-width="8" stroke-linecap="round"/>`).join('')}
    <path d="M200 90 V250" stroke="${k.bg}" stroke-width="5"/>
    <circle cx="330" cy="240" r="40" fill="none" stroke="${k.accent}" stroke-width="12"/><path d="M300 270 L270 300" stroke="${k.accent}" stroke-width="14"/>`,
};

/** Draw one placeholder. */
export function svg({ w, h, motif, scheme, caption, note = 'PLACEHOLDER — replace with a photo' }) {
  const k = SCHEMES[scheme % SCHEMES.length];
  const band = Math.round(h * 0.16);
  const art = MOTIFS[motif] ?? MOTIFS.leaf;
  const scale = Math.min((w * 0.62) / 400, ((h - band) * 0.78) / 300);
  const tx = (w - 400 * scale) / 2;
  const ty = (h - band - 300 * scale) / 2 + h * 0.02;
  const fs = Math.max(14, Math.round(band * 0.34));
  const small = Math.max(11, Math.round(fs * 0.62));
  const bandInk = C.green900;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${k.bg}"/>
  <circle cx="${w * 0.12}" cy="${h * 0.18}" r="${h * 0.32}" fill="${k.far}" opacity="0.55"/>
  <circle cx="${w * 0.92}" cy="${h * 0.7}" r="${h * 0.42}" fill="${k.far}" opacity="0.45"/>
  <g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(3)})">${art({ ...k })}</g>
  <rect x="0" y="${h - band}" width="${w}" height="${band}" fill="${C.ivory}" opacity="0.94"/>
  <rect x="0" y="${h - band}" width="${Math.round(w * 0.012) + 4}" height="${band}" fill="${C.turmeric}"/>
  <text x="${Math.round(w * 0.04)}" y="${h - band + Math.round(band * 0.45)}" font-family="DejaVu Sans, sans-serif" font-size="${fs}" font-weight="bold" fill="${bandInk}">${esc(caption)}</text>
  <text x="${Math.round(w * 0.04)}" y="${h - band + Math.round(band * 0.8)}" font-family="DejaVu Sans, sans-serif" font-size="${small}" fill="${C.saffron}" letter-spacing="1">${esc(note)}</text>
</svg>`;
}

/** A technology wordmark: plain lettering, not the project's logo (that is the project's trademark). */
export const logoSvg = (
  name,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160">
  <rect width="320" height="160" rx="20" fill="${C.ivory}"/>
  <rect x="4" y="4" width="312" height="152" rx="18" fill="none" stroke="${C.green700}" stroke-width="4" stroke-dasharray="10 8"/>
  <text x="160" y="92" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${name.length > 7 ? 34 : 42}" font-weight="bold" fill="${C.green900}">${esc(name)}</text>
  <text x="160" y="128" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="15" fill="${C.saffron}">logo placeholder</text>
</svg>`;
