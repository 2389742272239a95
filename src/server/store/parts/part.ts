// A part of the store (../compose): its name and how each adapter makes it. One file per part in this
// folder; a function imports the parts it uses, and its bundle carries their code and no other part's.

import type { PartName } from '../compose';
import type { EmbeddedParts } from '../embedded/compose';
import type { Store } from '../port';
import type { RedisParts } from '../redis/compose';

export interface StorePart<K extends PartName = PartName> {
  readonly name: K;
  readonly redis: (context: RedisParts) => Store[K];
  readonly embedded: (context: EmbeddedParts) => Store[K];
}

export const part = <K extends PartName>(
  name: K,
  redis: (context: RedisParts) => Store[K],
  embedded: (context: EmbeddedParts) => Store[K],
): StorePart<K> => ({ name, redis, embedded });
