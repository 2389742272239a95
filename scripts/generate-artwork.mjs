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
import { logoSvg, svg } from './lib/placeholder-art.mjs';

const OUT = new URL('../src/assets/content/', import.meta.url).pathname;
const force = process.argv.includes('--force');

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
  svg: logoSvg(name),
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
