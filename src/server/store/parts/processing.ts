import { embeddedProcessing } from '../embedded/processing';
import { redisProcessing } from '../redis/processing';
import { part } from './part';

export const processingPart = part('processing', redisProcessing, (c) => embeddedProcessing(c.db));
