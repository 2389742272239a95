import { kindCardSchema } from './kind-cards';

/** testing.yaml — the quality-assurance page. */
export const testingSchema = kindCardSchema(['service', 'feature', 'project'], 'Picture (projects only)');
