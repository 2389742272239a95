import { donationSchema, type DonationInput } from '../schemas/donation';
import { runSchema, type Translate, type Validation } from './core';

export function checkDonation(input: unknown, translate: Translate): Validation<DonationInput> {
  return runSchema(donationSchema, input, translate);
}
