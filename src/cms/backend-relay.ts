/**
 * `npm run cms`: the dev server passes the CMS's calls at /admin/content/api/ on to its local backend
 * (decap-server on 127.0.0.1, scripts/lib/cms-backend.mjs) with the browser's own Host and Origin, which the
 * backend checks, and answers with what the backend answered.
 *
 * Once the backend has answered a save, every file it wrote is whole, so the relay tells the dev server's
 * file watcher about each one then. The watcher's own notice of a file written in place can come while the
 * write is under way (or be folded into it) on a busy machine; the content layer then read a part of the
 * file, or nothing, and the preview kept the old text until the next save. A second notice of the same file
 * costs nothing (the content layer skips a file whose digest it has).
 */
import { request } from 'node:http';
import { resolve } from 'node:path';
import type { Connect } from 'vite';

interface Saved {
  path: string;
  newPath?: string;
}

/** What a call of the CMS's local API changed on disk, by the paths it names (relative to the project). */
export function changedFiles(body: unknown): { written: string[]; removed: string[] } {
  const { action, params } = (body ?? {}) as { action?: string; params?: Record<string, unknown> };
  const written: string[] = [];
  const removed: string[] = [];
  if (action === 'persistEntry' && params) {
    const files = (params.dataFiles ?? (params.entry ? [params.entry] : [])) as Saved[];
    for (const file of files) {
      if (file.newPath) removed.push(file.path);
      written.push(file.newPath ?? file.path);
    }
    for (const asset of (params.assets ?? []) as Saved[]) written.push(asset.path);
  } else if (action === 'persistMedia' && params?.asset) {
    written.push((params.asset as Saved).path);
  } else if (action === 'deleteFile' && typeof params?.path === 'string') {
    removed.push(params.path);
  } else if (action === 'deleteFiles' && Array.isArray(params?.paths)) {
    removed.push(...(params.paths as string[]));
  }
  const named = (paths: unknown[]) => paths.filter((p): p is string => typeof p === 'string' && p !== '');
  return { written: named(written), removed: named(removed) };
}

/** Something that takes file-watcher events (the dev server's watcher). */
export interface WatchEvents {
  emit(event: 'change' | 'unlink', path: string): unknown;
}

/**
 * Middleware for `${mount}api/...` → `http://127.0.0.1:${port}/api/...`; after a successful save, each file it wrote
 * or removed is reported to `watcher` by its absolute path under `root`.
 */
export function backendRelay(
  mount: string,
  port: number,
  root: string,
  watcher: WatchEvents,
): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url ?? '/';
    if (!url.startsWith(`${mount}api/`)) return next();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', next);
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const onward = request(
        { host: '127.0.0.1', port, method: req.method, path: url.slice(mount.length - 1), headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', () => {
            if (req.method !== 'POST' || answer.statusCode !== 200) return;
            let call: unknown;
            try {
              call = JSON.parse(body.toString('utf8'));
            } catch {
              return;
            }
            const { written, removed } = changedFiles(call);
            for (const path of removed) watcher.emit('unlink', resolve(root, path));
            for (const path of written) watcher.emit('change', resolve(root, path));
          });
        },
      );
      onward.on('error', (error) => {
        if (res.headersSent) {
          res.destroy(error);
          return;
        }
        res.statusCode = 502;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(`The CMS's local backend did not answer (${error.message}). Is npm run cms still running?\n`);
      });
      onward.end(body);
    });
  };
}
