import { contactSchema, type ContactInput } from '../schemas/contact';
import { runSchema, type Translate, type Validation } from './core';

export function checkContact(input: unknown, translate: Translate): Validation<ContactInput> {
  return runSchema(contactSchema, input, translate);
}
