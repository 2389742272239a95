// vitest's asymmetric matchers return `any`, which the type-aware lint refuses as a property of an object
// literal (no-unsafe-assignment). These are the same matchers typed `unknown`: they match exactly as before,
// and an expected object holding one is typed as what it is, a pattern to compare with.

import { expect } from 'vitest';

/** Any string: expect.any(String). */
export const anyString = (): unknown => expect.any(String);

/** A string that `pattern` matches: expect.stringMatching(pattern). */
export const stringMatching = (pattern: string | RegExp): unknown => expect.stringMatching(pattern);
