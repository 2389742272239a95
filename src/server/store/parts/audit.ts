import { embeddedAudit } from '../embedded/audit';
import { redisAudit } from '../redis/audit';
import { part } from './part';

export const auditPart = part('audit', redisAudit, (c) => embeddedAudit(c.db));
