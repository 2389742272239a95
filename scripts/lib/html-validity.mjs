/**
 * Valid HTML, checked in Node with html-validate (no Java): the static gate runs it over every built page,
 * and tests/unit/html-validity.test.ts proves that it fails on broken markup.
 *
 * `html-validate:standard` is the preset of conformance rules only (content models, required and allowed
 * attributes and values, duplicate ids, end tags and nesting, character references, autocomplete tokens),
 * which is what the Nu Html Checker reported as errors before. The rules below add the document-level
 * errors the Nu checker also reported; nothing in the preset is switched off. Style opinions
 * (`html-validate:recommended`: attribute case, `<input/>`, `disabled=""`, non-breaking spaces in phone
 * numbers, title length, ASCII-only ids, …) stay off: each is valid HTML.
 */
import { HtmlValidate } from 'html-validate';

export const htmlValidateConfig = {
  root: true,
  extends: ['html-validate:standard'],
  elements: [
    'html5',
    {
      // Astro writes an island's `<style>` beside the island in <body>. Browsers apply it and the Nu checker
      // accepts it (the HTML standard's "style in body" question, whatwg/html#1605); html-validate's html5
      // metadata allows <style> only where metadata content goes. Every other content model stays as is.
      style: { flow: true },
    },
  ],
  rules: {
    // A page without <!DOCTYPE html> renders in quirks mode (an error for the Nu checker too).
    'missing-doctype': 'error',
    // <title> must not be empty.
    'empty-title': 'error',
    // for=, aria-labelledby=, aria-describedby=, aria-controls=, … must name an id in the page.
    'no-missing-references': 'error',
    // <img> needs an alt attribute (empty for decoration).
    'wcag/h37': 'error',
  },
};

/** @typedef {{ file: string, line: number, column: number, rule: string, message: string }} HtmlError */

/**
 * Every error in the given HTML files, one entry each.
 * @param {string[]} files
 * @returns {Promise<HtmlError[]>}
 */
export async function htmlErrors(files) {
  const validator = new HtmlValidate(htmlValidateConfig);
  const errors = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const m of result.messages) {
        if (m.severity !== 2) continue;
        errors.push({ file, line: m.line, column: m.column, rule: m.ruleId, message: m.message });
      }
    }
  }
  return errors;
}

/**
 * The errors in one piece of HTML (tests).
 * @param {string} html
 * @returns {Promise<Omit<HtmlError, 'file'>[]>}
 */
export async function htmlStringErrors(html) {
  const report = await new HtmlValidate(htmlValidateConfig).validateString(html, 'inline.html');
  return report.results.flatMap((r) =>
    r.messages
      .filter((m) => m.severity === 2)
      .map((m) => ({ line: m.line, column: m.column, rule: m.ruleId, message: m.message })),
  );
}
