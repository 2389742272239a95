/**
 * Astro's `file()` loader only logs a YAML syntax error (or an item without an id) and carries on with an
 * empty collection, so a page would quietly lose its cards. This wrapper turns every error the loader
 * reports into a build failure that names the file and carries the parser's explanation.
 */
import { file } from 'astro/loaders';
import type { Loader, LoaderContext } from 'astro/loaders';

export function strictFile(fileName: string): Loader {
  const inner = file(fileName);
  return {
    name: 'strict-file-loader',
    load: async (context: LoaderContext) => {
      const errors: string[] = [];
      const details: string[] = [];
      const logger = Object.create(context.logger) as LoaderContext['logger'];
      logger.error = (message: string) => {
        errors.push(message);
      };
      logger.debug = (message: string) => {
        details.push(message);
        context.logger.debug(message);
      };
      await inner.load({ ...context, logger });
      if (errors.length > 0) {
        const why = details.filter((d) => !d.startsWith('Found ') && !d.startsWith('Loading ')).join('\n');
        throw new Error(`${fileName}: ${errors.join('; ')}${why ? `\n${why}` : ''}`);
      }
    },
  };
}
