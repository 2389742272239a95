// How many messages each channel sent in an India month (the staff outbox page's count and estimated cost,
// from the price settings). Counted in the store's rate-limit windows, one per channel and month.

import type { Channel } from '../../../lib/staff-api';
import { indiaInstant, indiaToday } from '../../../lib/time';
import type { NotifyConfig } from '../../config/app-config';
import type { Store } from '../../store/port';

const monthWindow = (now: Date) => {
  const month = indiaToday(now).slice(0, 7);
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  const start = indiaInstant(`${month}-01`);
  return { month, start, ms: indiaInstant(next) - start };
};

export async function countSent(store: Store, channel: Channel, now: Date, by = 1): Promise<void> {
  const w = monthWindow(now);
  await store.limits.hit(`sent:${channel}:${w.month}`, w.start, w.ms, by);
}

export interface MonthCost {
  month: string;
  channels: { channel: Channel; count: number; rupees: number }[];
}

/** This month's count and estimated cost per channel. */
export async function monthCost(store: Store, config: NotifyConfig, now: Date): Promise<MonthCost> {
  const w = monthWindow(now);
  const channels = await Promise.all(
    (['email', 'whatsapp', 'sms'] as const).map(async (channel) => {
      const count = await store.limits.hit(`sent:${channel}:${w.month}`, w.start, w.ms, 0);
      return { channel, count, rupees: Math.round(count * config.prices[channel] * 100) / 100 };
    }),
  );
  return { month: w.month, channels };
}
