import { embeddedMigrations } from '../embedded/migrations';
import { redisMigrations } from '../redis/migrations';
import { part } from './part';

export const migrationsPart = part('migrations', redisMigrations, (c) => embeddedMigrations(c.db));
