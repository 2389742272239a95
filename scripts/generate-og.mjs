#!/usr/bin/env node
/**
 * Renders the Open Graph share image (public/og-image.png, 1200×630) from an SVG in the site's palette,
 * with the trust's name from src/data/site.json. Run again after changing the name:
 *   node scripts/generate-og.mjs
 */
import sharp from 'sharp';
import { readFile } from 'node:fs/promises';

const site = JSON.parse(await readFile('src/data/site.json', 'utf8'));
const esc = (s) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]);

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="bg" cx="30%" cy="35%" r="90%"><stop offset="0" stop-color="#24593d"/><stop offset="1" stop-color="#12301f"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g opacity="0.12" fill="#e0a526">
    <path d="M1010 80c-90 80-130 160-130 240a130 130 0 0 0 260 0c0-80-40-160-130-240z"/>
    <path d="M1120 330c-50 45-72 90-72 134a72 72 0 0 0 144 0c0-44-22-89-72-134z"/>
  </g>
  <circle cx="140" cy="160" r="62" fill="#1c4530" stroke="#e0a526" stroke-width="4"/>
  <path d="M140 112c-14 13-21 26-21 39a21 21 0 0 0 42 0c0-13-7-26-21-39z" fill="#e0a526"/>
  <text x="90" y="330" font-family="Georgia, 'Noto Serif', serif" font-size="54" font-weight="600" fill="#fbf7ee">${esc(site.trustName)}</text>
  <text x="90" y="400" font-family="'DejaVu Sans', Arial, sans-serif" font-size="32" fill="#f3ecdc">${esc(site.tagline)}</text>
  <rect x="90" y="460" width="120" height="8" rx="4" fill="#e0a526"/>
  <text x="90" y="530" font-family="'DejaVu Sans', Arial, sans-serif" font-size="28" fill="#f3ecdc">Varma · Siddha · Traditional therapies · Tamil Nadu</text>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile('public/og-image.png');
console.log('wrote public/og-image.png');
