import { z } from 'astro/zod';
import { TAMIL_STRETCH } from '../../lib/editor-data';
import { isoDay, text } from './fields';

/**
 * src/data/legal/<page>.md and ta/<page>.md — the Privacy Policy and the Terms: each language's file has its
 * own front matter (limits wide enough for the Tamil words) and the page's text below it in Markdown.
 */
export const legalSchema = z.strictObject({
  title: text(3, 60 * TAMIL_STRETCH, 'title').describe('Heading of the page and its title in search results'),
  description: text(50, 200 * TAMIL_STRETCH, 'description').describe(
    'One or two sentences for search results and link previews',
  ),
  updated: isoDay.describe('When the text last changed, written YYYY-MM-DD; shown under the heading'),
});
