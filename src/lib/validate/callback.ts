import { callbackSchemaFor, type CallbackInput, type CallbackVariant } from '../schemas/callback';
import { runSchema, type Translate, type Validation } from './core';

// One file per form: an island imports only the schema it checks (schemas are built at module load).
export function checkCallback(
  input: unknown,
  variant: CallbackVariant,
  translate: Translate,
): Validation<CallbackInput> {
  return runSchema(callbackSchemaFor(variant), input, translate);
}
