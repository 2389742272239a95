import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  canonicalRedirect,
  isActiveLink,
  netlifyRedirects,
  normalizePath,
  redirectTable,
} from '../../src/lib/routes';

const SPEC_ROUTES = [
  '/',
  '/About',
  '/services',
  '/Team',
  '/booking',
  '/appointment',
  '/oldpatient',
  '/Contact',
  '/Events',
  '/Gallery',
  '/Donation',
  '/Testimonial',
  '/therapies',
  '/Whatsapp',
  '/Tour',
  '/clock',
  '/HomepageTeam',
  '/webdesign',
  '/Testing',
  '/Expenditures',
  '/realestate',
  '/FQA',
  '/GallerySection',
  '/propertlist',
  '/ServiceCard',
  '/therapiesPage',
  '/webcard',
  '/construction',
  '/admin',
  // the navigation's and footer's own spellings
  '/Services',
  '/about',
  '/contact',
];

describe('route table', () => {
  it('has lowercase, unique canonical paths', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p).toBe(p.toLowerCase());
  });

  it('answers every spelling of the original site, by page or by redirect', () => {
    for (const spelling of SPEC_ROUTES) {
      const canonical = ROUTES.some((r) => r.path === spelling);
      const redirected = redirectTable().some((r) => r.from === spelling);
      expect(canonical || redirected, spelling).toBe(true);
    }
  });

  it('points every alias at a page of its own, with no chains', () => {
    const pages = new Map(ROUTES.map((r) => [r.path, r]));
    const aliases = ROUTES.filter((r) => r.alias);
    expect(aliases.map((r) => [r.path, r.alias])).toEqual([
      ['/servicecard', '/services'],
      ['/therapiespage', '/therapies'],
    ]);
    for (const r of aliases) expect(pages.get(r.alias!)?.alias, r.path).toBeUndefined();
  });

  it('never redirects a canonical path (no loops) and never redirects to an unknown page', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const { from, to } of redirectTable()) {
      expect(paths.has(from), from).toBe(false);
      expect(paths.has(to), to).toBe(true);
    }
  });
});

describe('canonicalRedirect', () => {
  it('sends any case variant of a known route to the lowercase path', () => {
    expect(canonicalRedirect('/About')).toBe('/about');
    expect(canonicalRedirect('/ABOUT/')).toBe('/about');
    expect(canonicalRedirect('/therapiesPage')).toBe('/therapiespage');
    expect(canonicalRedirect('/FQA?x=1')).toBe('/fqa');
  });
  it('leaves canonical and unknown paths alone', () => {
    expect(canonicalRedirect('/about')).toBeNull();
    expect(canonicalRedirect('/')).toBeNull();
    expect(canonicalRedirect('/No-Such-Page')).toBeNull();
    expect(canonicalRedirect('/_astro/App.CSS')).toBeNull();
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['/about/', '/about'],
    ['/about.html', '/about'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/about?x=1#y', '/about'],
    ['', '/'],
  ])('%s -> %s', (input, out) => expect(normalizePath(input)).toBe(out));
});

describe('isActiveLink', () => {
  it('marks home only on home', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/index.html')).toBe(true);
    expect(isActiveLink('/', '/about')).toBe(false);
  });
  it('marks a page and its sub-pages, whatever the case or file name', () => {
    expect(isActiveLink('/events', '/events.html')).toBe(true);
    expect(isActiveLink('/events', '/Events')).toBe(true);
    expect(isActiveLink('/events', '/events/2024')).toBe(true);
    expect(isActiveLink('/events', '/eventsx')).toBe(false);
  });
});

describe('netlifyRedirects', () => {
  it('writes one unforced 301 line per legacy spelling', () => {
    const lines = netlifyRedirects()
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('#'));
    expect(lines).toHaveLength(redirectTable().length + 1);
    expect(lines).toContain('/About  /about  301');
    for (const line of lines) expect(line).not.toMatch(/!/);
  });

  it('serves the Tamil not-found page for unknown /ta addresses, after every other rule', () => {
    const lines = netlifyRedirects().trim().split('\n');
    expect(lines.at(-1)).toBe('/ta/*  /ta/404  404');
  });
});
