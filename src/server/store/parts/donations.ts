import { embeddedDonations } from '../embedded/donations';
import { redisDonations } from '../redis/donations';
import { part } from './part';

export const donationsPart = part('donations', redisDonations, (c) => embeddedDonations(c.db, c.outboxSql));
