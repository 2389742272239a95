import { accountStatements } from '../embedded/accounts';
import { embeddedInvites } from '../embedded/invites';
import { redisInvites } from '../redis/invites';
import { part } from './part';

export const invitesPart = part('invites', redisInvites, (c) => embeddedInvites(c.db, accountStatements(c.db.db)));
