import { embeddedCredentials } from '../embedded/credentials';
import { redisCredentials } from '../redis/credentials';
import { part } from './part';

export const credentialsPart = part('credentials', redisCredentials, (c) => embeddedCredentials(c.db));
