/**
 * The content editors' CMS as an editor uses it, started by `npm run cms`'s script: the CMS's
 * local backend (decap-server's middleware, on 127.0.0.1) and the dev server, here over a copy of the project
 * so the working tree is never touched. An editor opens /admin/content/, changes a service's English and Tamil title side by side and
 * saves: the YAML file changes (and nothing else in it), the site builds, and the page shows the new title.
 * A title longer than the schema allows is refused with the schema's own message, and the file stays as it was.
 * A therapy (an English Markdown file and its Tamil file) opens as one entry with the two languages side by
 * side; changing the Tamil title rewrites only the Tamil file's text. A picture uploaded for a service lands
 * beside the others of its kind, the file names it by a path relative to itself, and the build makes its copies.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/redis-server.mjs';

const ROOT = resolve('.');
const COPY = [
  'src',
  'public',
  'netlify',
  'scripts',
  'astro.config.mjs',
  'package.json',
  'tsconfig.json',
  'netlify.toml',
];
const SERVICE = 'src/content/services/cupping.yaml';

let project = '';
let base = '';
const servers: ChildProcess[] = [];
/** What `npm run cms` (the backend and the dev server) has printed so far: shown when a page does not follow. */
let cmsLog = () => '';

async function ready(url: string, server: ChildProcess, what: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${what} exited (${server.exitCode})`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not start within 120 s`);
}

function start(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { cwd: project, env: { ...process.env, ...env }, stdio: 'pipe' });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  child.on('exit', (code) => code && console.error(log.slice(-4000)));
  servers.push(child);
  return Object.assign(child, { log: () => log });
}

const service = () => parse(readFileSync(join(project, SERVICE), 'utf8')) as Record<string, unknown>;

// A time limit catches a hang, nothing else: Decap's bundle through a cold dev server takes most of a
// test's default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  // Copying the project and a cold dev server take well over a test's 30 s on a busy machine (`ready` below
  // gives up after 120 s).
  test.setTimeout(180_000);
  project = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
  for (const entry of COPY) cpSync(join(ROOT, entry), join(project, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
  // As `npm run cms` runs it: the backend on 127.0.0.1, the dev server on 127.0.0.1 (scripts/cms.mjs).
  const [backendPort, devPort] = [await freePort(), await freePort()];
  base = `http://127.0.0.1:${devPort}`;
  const cms = start(['scripts/cms.mjs', '--port', String(devPort)], { CMS_BACKEND_PORT: String(backendPort) });
  cmsLog = cms.log;
  await ready(`${base}/admin/content/config.yml`, cms, 'npm run cms');
  // Its backend answers the dev server's calls, and no other name (DNS rebinding).
  const action = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' };
  expect((await fetch(`${base}/admin/content/api/v1`, action)).status).toBe(200);
  expect((await fetch(`http://127.0.0.1:${backendPort}/api/v1`, action)).status).toBe(200);
  const rebound = await fetch(`http://127.0.0.1:${backendPort}/api/v1`, {
    ...action,
    headers: { ...action.headers, origin: 'http://evil.example' },
  });
  expect(rebound.status).toBe(403);
});

test.afterAll(() => {
  for (const server of servers) server.kill('SIGTERM');
  if (project && !process.env.CMS_KEEP) rmSync(project, { recursive: true, force: true });
});

/** The production build of the copy (without the local backend, as Netlify builds it). */
function build() {
  const run = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, CMS_BACKEND_PORT: '' },
  });
  expect(run.status, run.stderr.slice(-2000)).toBe(0);
}

/**
 * The preview server (the dev server `npm run cms` starts) shows `heading` on `path`: its file watcher reads
 * a saved file on its own schedule, and a page loaded before that still has the old text, so the page is
 * loaded again until it follows, as an editor would reload.
 */
async function pageFollows(page: import('@playwright/test').Page, path: string, heading: string) {
  try {
    await expect(async () => {
      await page.goto(`${base}${path}`);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
  } catch (error) {
    // What the dev server said about the change (or did not): its content reload lines, errors, restarts.
    // The whole of it goes beside the test's other results; the lines before the first page request here.
    const log = cmsLog();
    writeFileSync(test.info().outputPath('npm-run-cms.log'), log);
    console.error(`npm run cms printed (all of it in npm-run-cms.log beside the results):\n${log.slice(0, 6000)}`);
    throw error;
  }
}

/**
 * Publish now, and wait until the CMS says the change is saved: its local backend answers only after writing
 * every file of the entry (the two languages of a therapy are written at once, pictures after them).
 */
async function publish(page: import('@playwright/test').Page) {
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 20_000 });
}

async function openService(page: import('@playwright/test').Page, title: string) {
  await page.goto(`${base}/admin/content/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Services', exact: true }).click();
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Title (English)' })).toHaveValue(title);
}

test('an editor changes a service’s English and Tamil title side by side; the file, the build and the page follow', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const before = service();
  expect(before.title).toEqual({ en: 'Cupping (Hijama)', ta: expect.any(String) });
  await openService(page, 'Cupping (Hijama)');

  const english = page.getByRole('textbox', { name: 'Title (English)' });
  const tamil = page.getByRole('textbox', { name: 'Title (தமிழ்)' });
  // Side by side on a wide screen: the Tamil box starts to the right of the English one, on the same line.
  const [en, ta] = [await english.boundingBox(), await tamil.boundingBox()];
  expect(ta!.x).toBeGreaterThan(en!.x + en!.width - 1);
  expect(Math.abs(ta!.y - en!.y)).toBeLessThan(2);

  await english.fill('Cupping Therapy');
  await tamil.fill('கப்பிங் சிகிச்சை');
  // The preview beside the form shows both as they are typed.
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByText('Cupping Therapy', { exact: true })).toBeVisible();
  await expect(preview.getByText('கப்பிங் சிகிச்சை', { exact: true })).toBeVisible();
  await publish(page);
  await expect.poll(() => (service().title as { en: string }).en, { timeout: 20_000 }).toBe('Cupping Therapy');

  const after = service();
  expect(after.title).toEqual({ en: 'Cupping Therapy', ta: 'கப்பிங் சிகிச்சை' });
  // Everything else in the file is as it was.
  expect({ ...after, title: before.title }).toEqual(before);

  // The editor's preview server shows the new title in both languages.
  await pageFollows(page, '/services', 'Cupping Therapy');
  await pageFollows(page, '/ta/services', 'கப்பிங் சிகிச்சை');
});

test('a title longer than the schema allows is refused with the schema’s limit, and the file stays as it was', async ({
  page,
}) => {
  const before = readFileSync(join(project, 'src/content/services/acupuncture.yaml'), 'utf8');
  await openService(page, 'Acupuncture');
  const english = page.getByRole('textbox', { name: 'Title (English)' });
  await english.fill('A'.repeat(61));
  await expect(page.getByText('61 / 60')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('English title is too long (at most 60 characters)')).toBeVisible();
  // The CMS refused before asking its backend to write anything.
  expect(readFileSync(join(project, 'src/content/services/acupuncture.yaml'), 'utf8')).toBe(before);
});

const therapy = (lang: 'en' | 'ta') => {
  const text = readFileSync(join(project, `src/content/therapies/${lang}/siddha.md`), 'utf8');
  const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  return { data: parse(front) as Record<string, unknown>, body: body.trim() };
};

test('a therapy opens in English and Tamil side by side; changing the Tamil title rewrites only the Tamil text', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const [enBefore, taBefore] = [therapy('en'), therapy('ta')];
  await page.goto(`${base}/admin/content/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Therapies', exact: true }).click();
  await page.getByRole('link', { name: 'Siddha', exact: true }).click();

  const english = page.locator('input.bilingual-input[lang="en"]').first();
  const tamil = page.locator('input.bilingual-input[lang="ta"]').first();
  await expect(english).toHaveValue('Siddha');
  await expect(tamil).toHaveValue(taBefore.data.title as string);
  // Two panes on a wide screen, English on the left; each language counts against its own limit.
  const [en, ta] = [await english.boundingBox(), await tamil.boundingBox()];
  expect(ta!.x).toBeGreaterThan(en!.x + en!.width - 1);
  await expect(page.getByText('6 / 80')).toBeVisible();

  await tamil.fill('சித்த மருத்துவ முறை');
  await expect(page.getByText('19 / 160')).toBeVisible();
  await publish(page);
  await expect.poll(() => therapy('ta').data.title, { timeout: 20_000 }).toBe('சித்த மருத்துவ முறை');

  // The Tamil file: the new title, the rest as it was (the order stays in the English file only).
  const taAfter = therapy('ta');
  expect({ ...taAfter.data, title: taBefore.data.title }).toEqual(taBefore.data);
  expect(taAfter.data).not.toHaveProperty('order');
  expect(taAfter.body).toBe(taBefore.body);
  // The English file's values are untouched.
  expect(therapy('en')).toEqual(enBefore);

  await pageFollows(page, '/ta/therapies', 'சித்த மருத்துவ முறை');
  await pageFollows(page, '/therapies', 'Siddha');
});

test('a picture uploaded for a service lands beside the others, and the file names it', async ({ page }) => {
  test.setTimeout(240_000);
  const file = 'src/content/services/yoga-breathing.yaml';
  const read = () => parse(readFileSync(join(project, file), 'utf8')) as { image: { src: string; alt: unknown } };
  const before = read();
  // A picture of its own (identical bytes would be merged with the existing asset by the build).
  const picture = await sharp({ create: { width: 960, height: 640, channels: 3, background: '#2f6b4f' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  await openService(page, 'Yoga and Breathing');
  await page.getByRole('button', { name: 'Choose different image' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'yoga-class-photo.jpg',
    mimeType: 'image/jpeg',
    buffer: picture,
  });
  await expect(page.getByText('yoga-class-photo.jpg')).toBeVisible();
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await publish(page);
  await expect
    .poll(() => read().image.src, { timeout: 20_000 })
    .toBe('../../assets/content/services/yoga-class-photo.jpg');
  expect(read().image.alt).toEqual(before.image.alt);
  // Beside the other service pictures, byte for byte what was uploaded (the local backend may still be
  // writing it when the YAML file has changed: wait for the file, not for time).
  const uploaded = join(project, 'src/assets/content/services/yoga-class-photo.jpg');
  await expect
    .poll(() => existsSync(uploaded) && readFileSync(uploaded).equals(picture), { timeout: 20_000 })
    .toBe(true);
});

// One production build after every change above (a build in the project the dev server watches makes that
// server stop following later saves: it is built last, as Netlify builds what the editor published).
test('the build accepts every file the editor changed, and its pages and pictures follow', () => {
  test.setTimeout(240_000);
  build();
  const page = (path: string) => readFileSync(join(project, 'dist', path), 'utf8');
  expect(page('services.html')).toContain('Cupping Therapy');
  expect(page('ta/services.html')).toContain('கப்பிங் சிகிச்சை');
  expect(page('ta/therapies.html')).toContain('சித்த மருத்துவ முறை');
  const copies = readdirSync(join(project, 'dist/_astro')).filter((f) => f.startsWith('yoga-class-photo.'));
  expect(copies.some((f) => f.endsWith('.avif'))).toBe(true);
  expect(copies.some((f) => f.endsWith('.webp'))).toBe(true);
});
