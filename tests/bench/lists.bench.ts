// The staff list's first page of a kind, with 20, with a full page (100) and with 20,000 records stored, on
// both store adapters: the page must not grow with the records. Then a search that matches nothing, which
// reads every record once. tests/api/admin-paging.test.ts checks the same lists for correctness.

import { afterAll, beforeAll, describe, test } from 'vitest';
import { ANSWER_BYTES, PAGE_SIZE } from '../../src/server/admin/lists';
import type { Store } from '../../src/server/store/port';
import { embeddedHarness, redisAvailable, redisHarness, searchOf } from '../helpers/stores';
import { ms, p50p99, SAMPLES, samples, stats, table, TIMEOUT_MS, writeSection, type Stats } from './report';

const FEW = 20;
const MANY = 20_000;
const LIST_SAMPLES = Math.max(50, Math.floor(SAMPLES / 10));
const SEARCH_SAMPLES = 50;
const FIRST_PAGE = { limit: PAGE_SIZE, maxBytes: ANSWER_BYTES };

interface Row {
  adapter: string;
  few: Stats;
  /** One full page stored: the same records in the answer as with MANY. */
  full: Stats;
  many: Stats;
  search: Stats;
}

const rows: Row[] = [];
const started = performance.now();

/** Callbacks number `from` to `to` - 1, 500 at a time. */
async function fill(store: Store, from: number, to: number): Promise<void> {
  for (let i = from; i < to; i += 500) {
    await Promise.all(
      Array.from({ length: Math.min(500, to - i) }, (_, k) =>
        store.records.add(
          'callbacks',
          { variant: 'nav', name: `List ${i + k}`, phone: '9876543210' },
          { search: searchOf('callbacks') },
        ),
      ),
    );
  }
}

const adapters = [
  { harness: embeddedHarness(), skip: false },
  { harness: redisHarness(), skip: !redisAvailable() },
];

for (const { harness, skip } of adapters) {
  describe.skipIf(skip)(`staff lists on ${harness.label}`, () => {
    let store: Store;
    beforeAll(async () => {
      await harness.setup();
      store = await harness.create();
    });
    afterAll(() => harness.teardown());

    test(
      `first page with ${FEW}, ${PAGE_SIZE} and ${MANY} records stored; a search`,
      { timeout: TIMEOUT_MS },
      async ({ bench }) => {
        const firstPage = () => store.records.page('callbacks', FIRST_PAGE);
        const options = samples(LIST_SAMPLES, 20);
        await fill(store, 0, FEW);
        const few = await bench(`first page, ${FEW} stored`, firstPage).run(options);
        await fill(store, FEW, PAGE_SIZE);
        const full = await bench(`first page, ${PAGE_SIZE} stored`, firstPage).run(options);
        await fill(store, PAGE_SIZE, MANY);
        const many = await bench(`first page, ${MANY} stored`, firstPage).run(options);
        const search = await bench(`search reading all ${MANY}`, () =>
          store.records.page('callbacks', { ...FIRST_PAGE, search: 'nobody by this name' }),
        ).run(samples(SEARCH_SAMPLES, 5));
        rows.push({
          adapter: harness.label,
          few: stats(few),
          full: stats(full),
          many: stats(many),
          search: stats(search),
        });
      },
    );
  });
}

afterAll(() => {
  if (rows.length === 0) return;
  writeSection(
    'lists',
    [
      '## Staff lists',
      '',
      `The store's first page of a kind (up to ${PAGE_SIZE} records, newest first, at most ${ANSWER_BYTES} bytes), p50 / p99`,
      `in ms over ${LIST_SAMPLES} samples, with ${FEW}, ${PAGE_SIZE} and ${MANY} records stored. The same page from ${MANY}`,
      `records as from ${PAGE_SIZE}: the ratio should stay near 1. A search that matches nothing reads every record`,
      `once (${SEARCH_SAMPLES} samples).`,
      '',
      table(
        [
          'store',
          `${FEW} records stored`,
          `${PAGE_SIZE} stored (a full page)`,
          `${MANY} stored`,
          `p50 ratio, ${MANY} : ${PAGE_SIZE}`,
          `search reading all ${MANY}: p50 (ms)`,
        ],
        rows.map((r) => [
          r.adapter,
          p50p99(r.few),
          p50p99(r.full),
          p50p99(r.many),
          (r.many.p50 / r.full.p50).toFixed(2),
          ms(r.search.p50),
        ]),
      ),
    ].join('\n'),
    started,
  );
});
