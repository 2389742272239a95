import { z } from 'astro/zod';
import { both, order, picture, sample, type SchemaHelpers } from './fields';

/** trustees/*.yaml — one person each. */
export const trusteeSchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    name: both(3, 80, 'name').describe('Full name with title, e.g. "Dr. S. Kumar"'),
    role: both(3, 80, 'role').describe('Role in the trust, e.g. "Managing Trustee"'),
    order,
    bio: both(40, 420, 'bio').describe('Two or three sentences about the person'),
    photo: picture(image).describe('Portrait photo (shown 4:5, upright)'),
    sample,
  });
