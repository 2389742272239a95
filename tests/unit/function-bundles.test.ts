// What a public function's deploy bundle carries (scripts/lib/function-bundles.mjs): no staff handler. The
// staff guard is the door every staff route passes, so a bundle without it serves no staff route; the old
// site's staff lists (src/server/admin/lists.ts) are the staff lists function's, routed by config.method.
// Nor does it deliver messages itself: the renderers, the staff, mail, phone, receipt and page-content
// dictionaries and the receipt PDF stack are the deliver function's (src/server/notify/handoff.ts).

import { beforeAll, describe, expect, it } from 'vitest';
import { measureFunctions, STAFF_FUNCTIONS } from '../../scripts/lib/function-bundles.mjs';

const STAFF_ONLY = ['src/server/admin/guard.ts', 'src/server/admin/lists.ts'];
/** What only delivering a message needs: a public function that carries one of these delivers in-process. */
const DELIVERY_ONLY = [
  'src/server/notify/sender.ts',
  'src/server/notify/render.ts',
  'src/server/documents/receipt-pdf.ts',
  'src/i18n/admin.ts',
  'src/i18n/en/content.json',
  'src/i18n/en/forms.json',
  'src/i18n/en/mail.json',
  'src/i18n/en/phone.json',
  'src/i18n/en/receipt.json',
  'node_modules/nodemailer/',
];

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

  it('a public function carries no renderer, no mail, phone, staff or page dictionary, no PDF; deliver does', () => {
    const publicRows = rows.filter((r) => r.public);
    const carried = publicRows.flatMap((r) =>
      r.inputs.filter((i) => DELIVERY_ONLY.some((p) => i.path.includes(p))).map((i) => `${r.name}: ${i.path}`),
    );
    expect(carried).toEqual([]);
    expect(STAFF_FUNCTIONS.has('deliver')).toBe(true);
    const deliver = rows.find((r) => r.name === 'deliver')?.inputs.map((i) => i.path) ?? [];
    expect(deliver).toContain('src/server/notify/render.ts');
    expect(deliver).toContain('src/server/documents/receipt-pdf.ts');
  });

  it("counts a bundle's own code apart from node_modules", () => {
    const health = rows.find((r) => r.name === 'health');
    expect(health!.ownBytes).toBeGreaterThan(0);
    expect(health!.ownBytes).toBeLessThan(health!.bytes);
    expect(health!.inputs.some((i) => i.path === 'netlify/functions/health.ts')).toBe(true);
  });
});
