/** src/content/webdesign/*.yaml — the web design page: services, FAQ, showcase, plans and technologies. */
import { z } from 'astro/zod';
import { both, bothList, icon, imageFile, oneOf, picture, sample, slug, text, type SchemaHelpers } from './fields';

export const WEB_CATEGORIES = ['Static', 'Dynamic', 'E-Commerce'] as const;
export type WebCategory = (typeof WEB_CATEGORIES)[number];
const category = oneOf(WEB_CATEGORIES, 'category').describe(`Kind of site; one of: ${WEB_CATEGORIES.join(', ')}`);

/** services.yaml — the three kinds of site the trust builds. */
export const webServiceSchema = () =>
  z.strictObject({
    id: slug,
    category,
    icon,
    title: both(3, 60, 'title').describe('Name of the kind of site, shown as the card heading'),
    description: both(20, 300, 'description').describe('One or two sentences about it'),
  });

/** faq.yaml — questions and answers. */
export const faqSchema = () =>
  z.strictObject({
    id: slug,
    question: both(5, 160, 'question').describe('The question, as a visitor would ask it'),
    answer: both(10, 700, 'answer').describe('The answer, in plain sentences'),
  });

/** showcase.yaml — sample sites for the filterable showcase. */
export const showcaseSchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    id: slug,
    title: both(3, 60, 'title').describe('Name of the sample site'),
    category,
    description: both(10, 200, 'description').describe('One sentence about the site'),
    image: picture(image).describe('Screenshot of the site'),
    sample,
  });

/** plans.yaml — price plans (no fees are published: the button leads to a call or the contact page). */
export const planSchema = () =>
  z.strictObject({
    id: slug,
    name: both(3, 40, 'name').describe('Name of the plan'),
    category,
    summary: both(10, 160, 'summary').describe('Who the plan is for, in one sentence'),
    features: bothList({ min: 2, max: 90 }, { min: 3, max: 10 }, 'feature').describe(
      'What the plan includes: en: a list of 3 to 10 items, ta: the same items in Tamil, in the same order',
    ),
    highlighted: z.boolean().default(false).describe('true to draw attention to this plan'),
  });

/** technologies.yaml — logos of the tools used. */
export const technologySchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    id: slug,
    name: text(2, 40, 'name').describe('Name of the tool, e.g. "HTML" (the same in both languages)'),
    logo: imageFile(image).describe('Logo file (wide, about 2:1)'),
  });
