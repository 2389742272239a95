/** The microcopy dictionaries (src/i18n/<lang>/content.json): their shape, and the keys a translation lacks. */
import { z } from 'astro/zod';

type CopyTree = string | CopyTree[] | { [key: string]: CopyTree };
const copyLeaf = z
  .string({ error: 'must be text' })
  .min(1, { error: 'must not be empty' })
  .max(700, { error: 'is too long (at most 700 characters)' });

/** Every value is non-empty text (or a list or group of them); keys are camelCase. */
export const copySchema: z.ZodType<CopyTree> = z.lazy(() =>
  z.union([
    copyLeaf,
    z.array(copySchema).max(20),
    z.record(
      z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]*$/, { error: 'keys are camelCase words (or an enum value)' }),
      copySchema,
    ),
  ]),
);

/** Keys present in `a` but missing from `b` (dotted paths): the Tamil dictionary must have every English key. */
export function missingKeys(a: unknown, b: unknown, prefix = ''): string[] {
  if (a === null || typeof a !== 'object') return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(a)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const other = (b as Record<string, unknown> | null | undefined)?.[key];
    if (other === undefined) out.push(path);
    else out.push(...missingKeys(value, other, path));
  }
  return out;
}
