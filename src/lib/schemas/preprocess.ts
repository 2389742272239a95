// `zod/mini` has no `z.preprocess`: classic zod's is a pipe from a transform into the schema, and so is this
// one (same parse, same issues). Typed like classic's `ZodPreprocess`: input optionality comes from `schema`,
// so `z.input<>` of the objects stays what it was. Internal to src/lib/schemas (not re-exported by ./index).

import * as z from 'zod/mini';

export interface Preprocessed<S extends z.core.SomeType = z.core.$ZodType>
  extends z.ZodMiniPipe<z.core.$ZodTransform<unknown, unknown>, S>, z.core.$ZodPreprocess<S, unknown> {
  _zod: z.core.$ZodPreprocessInternals<S, unknown>;
  def: z.core.$ZodPreprocessDef<S, unknown>;
}

export function preprocess<S extends z.core.SomeType>(fn: (value: unknown) => unknown, schema: S): Preprocessed<S> {
  // The casts only bridge pipe()'s generic constraint; the schema built is the same pipe classic zod builds.
  return z.pipe(z.transform(fn), schema as unknown as z.core.$ZodType) as unknown as Preprocessed<S>;
}
