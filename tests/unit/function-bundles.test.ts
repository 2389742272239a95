// What a public function's deploy bundle carries (scripts/lib/function-bundles.mjs): no staff handler. The
// staff guard is the door every staff route passes, so a bundle without it serves no staff route; the old
// site's staff lists (src/server/admin/lists.ts) are the staff lists function's, routed by config.method.

import { beforeAll, describe, expect, it } from 'vitest';
import { measureFunctions, STAFF_FUNCTIONS } from '../../scripts/lib/function-bundles.mjs';

const STAFF_ONLY = ['src/server/admin/guard.ts', 'src/server/admin/lists.ts'];

describe('function bundles', () => {
  let rows: Awaited<ReturnType<typeof measureFunctions>> = [];
  beforeAll(async () => {
    rows = await measureFunctions();
  }, 120_000);

  it('a public function bundles no staff handler; the staff functions do', () => {
    const publicRows = rows.filter((r) => r.public);
    expect(publicRows.length).toBeGreaterThan(5);
    const carried = publicRows.flatMap((r) =>
      r.inputs.filter((i) => STAFF_ONLY.includes(i.path)).map((i) => `${r.name}: ${i.path}`),
    );
    expect(carried).toEqual([]);
    for (const name of ['admin', 'lists']) {
      expect(STAFF_FUNCTIONS.has(name)).toBe(true);
      const paths = rows.find((r) => r.name === name)?.inputs.map((i) => i.path) ?? [];
      expect(paths, `${name} serves staff routes through the guard`).toContain('src/server/admin/guard.ts');
    }
  });

  it("counts a bundle's own code apart from node_modules", () => {
    const health = rows.find((r) => r.name === 'health');
    expect(health!.ownBytes).toBeGreaterThan(0);
    expect(health!.ownBytes).toBeLessThan(health!.bytes);
    expect(health!.inputs.some((i) => i.path === 'netlify/functions/health.ts')).toBe(true);
  });
});
