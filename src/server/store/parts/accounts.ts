import { accountStatements, embeddedAccounts } from '../embedded/accounts';
import { redisAccounts } from '../redis/accounts';
import { part } from './part';

export const accountsPart = part('accounts', redisAccounts, (c) => embeddedAccounts(c.db, accountStatements(c.db.db)));
