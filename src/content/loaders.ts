/**
 * Astro's `file()` loader only logs a YAML syntax error (or an item without an id) and carries on with an
 * empty collection, so a page would quietly lose its cards. This wrapper turns every error the loader
 * reports into a build failure that names the file and carries the parser's explanation.
 *
 * It also remembers where each entry is written in the file (`position`, added after validation), because
 * the store hands entries back sorted by id: lists are shown in the order editors write them.
 */
import { file } from 'astro/loaders';
import type { Loader, LoaderContext } from 'astro/loaders';
import { parse } from 'yaml';
import { LIST_KEY } from './registry';
import { POSITION } from './schemas/fields';

/** The entries of a one-file list: the `items:` list of the YAML file (see ./registry.ts). */
export function listItems(text: string): Record<string, unknown>[] {
  const data: unknown = parse(text);
  const items = (data as Record<string, unknown> | null)?.[LIST_KEY];
  if (!data || typeof data !== 'object' || Array.isArray(data) || !Array.isArray(items)) {
    throw new Error(`the file must start with "${LIST_KEY}:" followed by the list of entries, each starting with "- "`);
  }
  return items as Record<string, unknown>[];
}

export function strictFile(fileName: string): Loader {
  const inner = file(fileName, { parser: listItems });
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
      let position = 0;
      const parseData: LoaderContext['parseData'] = async (props) => {
        const data = await context.parseData(props);
        return { ...data, [POSITION]: position++ };
      };
      await inner.load({ ...context, logger, parseData });
      if (errors.length > 0) {
        const why = details.filter((d) => !d.startsWith('Found ') && !d.startsWith('Loading ')).join('\n');
        throw new Error(`${fileName}: ${errors.join('; ')}${why ? `\n${why}` : ''}`);
      }
    },
  };
}
