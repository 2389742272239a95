import { kindCardSchema } from './kind-cards';

/** construction.yaml — the construction page. */
export const constructionSchema = kindCardSchema(['service', 'work', 'project'], 'Picture (works and projects)');
