/**
 * What axe found, one line per rule broken: its id, impact and what it asks, and the first three elements
 * that break it (enough to find them, short enough to read in a failure).
 *
 *   expect(axeViolations(await new AxeBuilder({ page }).analyze()), 'axe on /about').toEqual([]);
 */
import type AxeBuilder from '@axe-core/playwright';

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export const axeViolations = (results: AxeResults): string[] =>
  results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
