// The embedded adapter with every part (../parts/all): the scripts' and the tests' store.

import { ALL_PARTS } from '../parts/all';
import type { Store } from '../port';
import { composeEmbeddedStore, type EmbeddedStoreOptions } from './compose';

export type { EmbeddedStoreOptions } from './compose';

export const createEmbeddedStore = (options: EmbeddedStoreOptions): Store =>
  composeEmbeddedStore(
    options,
    ALL_PARTS.map((p) => [p.name, p.embedded]),
  );
