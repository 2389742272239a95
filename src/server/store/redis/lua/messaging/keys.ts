/** The deliveries' keys (../../keys messaging), as their scripts name them. */
export type DeliveryKeys = {
  /** '<channel>:<provider id>' -> delivery JSON (HASH). */
  deliveries: string;
  /** Those ids by their last change (ZSET). */
  byTime: string;
};

/** A phone's deliveries (ZSET) are this prefix + the delivery's phoneKey. */
export type PhonePrefix = { phonePrefix: string };
