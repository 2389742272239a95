// Whether the trust is registered under FCRA (Foreign Contribution (Regulation) Act, 2010): the setting
// FCRA_REGISTERED ('on' | 'off', off by default), declared in src/server/config/env.ts. The donation page reads it
// when the site is built (the form asks the matching declaration); the functions read it from their config.

/** 'on' means registered; anything else (unset, 'off') means not. */
export const fcraRegistered = (value: string | undefined): boolean => value?.trim() === 'on';
