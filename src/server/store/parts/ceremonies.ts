import { embeddedCeremonies } from '../embedded/ceremonies';
import { redisCeremonies } from '../redis/ceremonies';
import { part } from './part';

export const ceremoniesPart = part('ceremonies', redisCeremonies, (c) => embeddedCeremonies(c.db));
