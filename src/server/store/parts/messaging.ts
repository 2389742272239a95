import { embeddedMessaging } from '../embedded/messaging';
import { redisMessaging } from '../redis/messaging';
import { part } from './part';

export const messagingPart = part('messaging', redisMessaging, (c) => embeddedMessaging(c.db));
