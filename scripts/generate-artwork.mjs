#!/usr/bin/env node
/**
 * Renders the placeholder artwork the content files point at (src/assets/content/**): simple illustrations
 * in the site's palette (herbal green, turmeric, ivory), each clearly marked PLACEHOLDER with a caption
 * band saying what photo belongs there. An editor puts a real photo in by replacing the file with one of the
 * same name; nothing else changes. Existing files are left alone unless you pass --force.
 *
 *   node scripts/generate-artwork.mjs            # create missing files
 *   node scripts/generate-artwork.mjs --force    # re-render everything
 */
import { mkdir, access } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

const OUT = new URL('../src/assets/content/', import.meta.url).pathname;
const force = process.argv.includes('--force');

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
function svg({ w, h, motif, scheme, caption, note = 'PLACEHOLDER — replace with a photo' }) {
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

/* ------------------------------------------------------------------------------------------------ */
/* What to draw. Paths are relative to src/assets/content/.                                           */
/* ------------------------------------------------------------------------------------------------ */

const L = { w: 960, h: 640 }; // landscape 3:2
const P = { w: 640, h: 800 }; // portrait 4:5
const jobs = [];
const add = (path, motif, caption, size = L, scheme = jobs.length) =>
  jobs.push({ path, motif, caption, scheme, ...size });

const therapies = [
  ['varmam', 'hands', 'Varmam'],
  ['siddha', 'mortar', 'Siddha'],
  ['ayurveda', 'leaf', 'Ayurveda'],
  ['unani', 'mortar', 'Unani'],
  ['homeopathy', 'bottle', 'Homeopathy'],
  ['electro-homeopathy', 'bottle', 'Electro Homeopathy'],
  ['yoga', 'yoga', 'Yoga'],
  ['acupuncture', 'needle', 'Acupuncture'],
  ['brain-mapping', 'needle', 'Brain Mapping'],
  ['hijama', 'cup', 'Hijama (Cupping)'],
  ['dorn', 'hands', 'DORN method'],
  ['foot-reflexology', 'foot', 'Foot Reflexology'],
  ['flower-remedy', 'flower', 'Flower Remedy'],
  ['gunaviyal-maruthuvam', 'leaf', 'Gunaviyal Maruthuvam'],
  ['sujok', 'hands', 'Sujok / Seed / Color'],
];
for (const [slug, motif, name] of therapies) {
  add(`therapies/${slug}-1.jpg`, motif, `${name} · photo 1`);
  add(`therapies/${slug}-2.jpg`, motif === 'leaf' ? 'mortar' : 'leaf', `${name} · photo 2`);
}

const services = [
  ['varma-therapy', 'hands', 'Varma therapy'],
  ['siddha-consultation', 'pulse', 'Siddha consultation'],
  ['thokkanam', 'hands', 'Thokkanam massage'],
  ['bone-joint-care', 'hands', 'Bone and joint care'],
  ['herbal-medicines', 'mortar', 'Herbal medicines'],
  ['oil-therapies', 'bottle', 'Oil therapies'],
  ['steam-fomentation', 'leaf', 'Steam and fomentation'],
  ['pulse-diagnosis', 'pulse', 'Pulse reading'],
  ['diet-lifestyle', 'basket', 'Diet and lifestyle'],
  ['yoga-breathing', 'yoga', 'Yoga and breathing'],
  ['acupuncture', 'needle', 'Acupuncture'],
  ['cupping', 'cup', 'Cupping'],
  ['foot-reflexology', 'foot', 'Foot reflexology'],
  ['womens-wellness', 'flower', "Women's wellness"],
  ['medical-camps', 'camp', 'Free medical camps'],
  ['follow-up-care', 'phone', 'Follow-up care'],
];
for (const [slug, motif, name] of services) add(`services/${slug}.jpg`, motif, name);

for (let i = 1; i <= 7; i += 1) add(`trustees/trustee-${i}.jpg`, 'portrait', `Trustee ${i} · portrait`, P, i);

const events = [
  ['mann-magalir-maruthuvam-2024', 'Mann, Magalir, Maruthuvam'],
  ['free-medical-campaign', 'Free Medical Campaign'],
];
const eventMotifs = ['people', 'camp', 'pulse', 'hands'];
for (const [slug, name] of events) {
  for (let i = 1; i <= 4; i += 1) add(`events/${slug}-${i}.jpg`, eventMotifs[i - 1], `${name} · photo ${i}`);
}

const galleries = [
  ['mann-magalir-maruthuvam', 'Mann, Magalir, Maruthuvam', 6],
  ['free-medical-campaign', 'Free Medical Campaign', 4],
];
const galleryMotifs = ['people', 'camp', 'hands', 'pulse', 'leaf', 'flower', 'mortar', 'yoga'];
for (const [slug, name, sides] of galleries) {
  add(`galleries/${slug}/main.jpg`, 'people', `${name} · main photo`);
  for (let i = 1; i <= sides; i += 1)
    add(`galleries/${slug}/side-${i}.jpg`, galleryMotifs[i % 8], `${name} · side ${i}`);
  for (let r = 1; r <= 2; r += 1) {
    for (let i = 1; i <= 3; i += 1)
      add(`galleries/${slug}/row-${r}-${i}.jpg`, galleryMotifs[(r * 3 + i) % 8], `${name} · row ${r}, photo ${i}`);
  }
}

const properties = [
  ['kodaikanal-villa', 'hills', 'Kodaikanal villa'],
  ['chennai-apartment', 'building', 'Chennai apartment'],
  ['dindigul-house', 'house', 'Dindigul house'],
  ['kallakurichi-villa', 'house', 'Kallakurichi villa'],
  ['dindigul-plot', 'hills', 'Dindigul plot'],
  ['chennai-house', 'house', 'Chennai house'],
  ['chennai-rental-apartment', 'building', 'Chennai apartment to let'],
  ['dindigul-rental-house', 'house', 'Dindigul house to let'],
  ['kodaikanal-rental-cottage', 'hills', 'Kodaikanal cottage to let'],
];
for (const [slug, motif, name] of properties) add(`properties/${slug}.jpg`, motif, name);

const tours = [
  ['kodaikanal', 'hills', 'Kodaikanal'],
  ['ooty', 'hills', 'Ooty'],
  ['munnar', 'leaf', 'Munnar'],
  ['alleppey', 'water', 'Alleppey'],
  ['moment-wayanad', 'hills', 'Wayanad'],
  ['moment-alleppey', 'water', 'Alleppey'],
  ['moment-coonoor', 'leaf', 'Coonoor'],
  ['moment-kutralam', 'water', 'Kutralam'],
  ['moment-yercaud', 'hills', 'Yercaud'],
  ['moment-valparai', 'leaf', 'Valparai'],
];
for (const [slug, motif, name] of tours) add(`tours/${slug}.jpg`, motif, name);

const showcase = [
  ['clinic-site', 'laptop', 'Clinic website (static)'],
  ['school-site', 'laptop', 'School website (static)'],
  ['news-portal', 'laptop', 'News portal (dynamic)'],
  ['booking-app', 'phone', 'Booking site (dynamic)'],
  ['herbal-shop', 'shop', 'Herbal shop (e-commerce)'],
  ['crafts-store', 'shop', 'Crafts store (e-commerce)'],
];
for (const [slug, motif, name] of showcase) add(`webdesign/${slug}.jpg`, motif, name);

for (let i = 1; i <= 3; i += 1)
  add(`testing/project-${i}.jpg`, ['laptop', 'phone', 'bug'][i - 1], `Testing project ${i}`);
for (let i = 1; i <= 4; i += 1)
  add(`construction/work-${i}.jpg`, ['house', 'building', 'house', 'building'][i - 1], `Construction work ${i}`);
for (let i = 1; i <= 3; i += 1)
  add(`construction/project-${i}.jpg`, ['building', 'house', 'building'][i - 1], `Construction project ${i}`);

const expenditures = [
  ['fresh-vegetables', 'basket', 'Fresh vegetables'],
  ['seasonal-fruits', 'basket', 'Seasonal fruits'],
  ['daily-groceries', 'shop', 'Daily groceries'],
  ['body-care', 'bottle', 'Body care'],
];
for (const [slug, motif, name] of expenditures) add(`expenditures/${slug}.jpg`, motif, name);

for (let i = 1; i <= 2; i += 1) {
  add(`testimonials/story-${i}-before.jpg`, 'compare', `Story ${i} · before treatment`);
  add(`testimonials/story-${i}-after.jpg`, 'compare', `Story ${i} · after treatment`);
}

add('about/clinic.jpg', 'house', 'The clinic and its garden');

/* Technology wordmarks: plain lettering, not the projects' logos (those are the projects' trademarks). */
const tech = ['HTML', 'CSS', 'JavaScript', 'TypeScript', 'React', 'Node.js'];
const logoJobs = tech.map((name) => ({
  path: `webdesign/tech-${name.toLowerCase().replace(/[^a-z]/g, '')}.png`,
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160">
  <rect width="320" height="160" rx="20" fill="${C.ivory}"/>
  <rect x="4" y="4" width="312" height="152" rx="18" fill="none" stroke="${C.green700}" stroke-width="4" stroke-dasharray="10 8"/>
  <text x="160" y="92" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${name.length > 7 ? 34 : 42}" font-weight="bold" fill="${C.green900}">${esc(name)}</text>
  <text x="160" y="128" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="15" fill="${C.saffron}">logo placeholder</text>
</svg>`,
}));

/* ------------------------------------------------------------------------------------------------ */

const exists = (p) =>
  access(p).then(
    () => true,
    () => false,
  );

let made = 0;
for (const job of jobs) {
  const file = join(OUT, job.path);
  if (!force && (await exists(file))) continue;
  await mkdir(dirname(file), { recursive: true });
  await sharp(Buffer.from(svg(job)))
    .jpeg({ quality: 74, mozjpeg: true, chromaSubsampling: '4:4:4' })
    .toFile(file);
  made += 1;
}
for (const job of logoJobs) {
  const file = join(OUT, job.path);
  if (!force && (await exists(file))) continue;
  await mkdir(dirname(file), { recursive: true });
  await sharp(Buffer.from(job.svg)).png({ palette: true, colours: 32 }).toFile(file);
  made += 1;
}
console.log(
  `Artwork: ${made} file(s) written, ${jobs.length + logoJobs.length - made} already there (src/assets/content).`,
);
