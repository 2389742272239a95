// The static gate's HTML checker (scripts/lib/html-validity.mjs) fails on invalid HTML and passes valid HTML,
// including what Astro writes (an island's <style> in <body>) and what is valid but not to every taste.
import { describe, expect, it } from 'vitest';
import { htmlStringErrors } from '../../scripts/lib/html-validity.mjs';

const page = (body: string, head = '<title>A page</title>') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

const rules = async (html: string) => (await htmlStringErrors(html)).map((e) => e.rule);

describe('valid HTML gate', () => {
  it('passes a valid page, with the valid-but-unfashionable markup that the build produces', async () => {
    const html = page(
      [
        '<main><h1 id="சந்திப்பு-முன்பதிவுகள்">Hello</h1>',
        '<div class="island"><style>astro-island{display:contents}</style></div>',
        '<form noValidate=""><label for="p">Phone</label><input id="p" name="p" maxLength="10" autoComplete="tel"/>',
        '<button type="submit" disabled="">Send</button></form>',
        '<p hidden="">Call <a href="tel:+919876543210">+91 98765 43210</a></p>',
        '<img src="a.png" alt=""></main>',
      ].join(''),
      '<title>A title that runs on for rather more than the seventy characters some people recommend</title>',
    );
    expect(await htmlStringErrors(html)).toEqual([]);
  });

  it.each([
    ['a block inside a paragraph', page('<p>a<div>b</div></p>'), 'close-order'],
    [
      'an interactive element inside a link',
      page('<a href="/"><button type="button">x</button></a>'),
      'element-permitted-content',
    ],
    ['a list item outside a list', page('<div><li>x</li></div>'), 'element-permitted-parent'],
    ['a duplicate id', page('<span id="x"></span><span id="x"></span>'), 'no-dup-id'],
    ['an id with a space', page('<span id="a b"></span>'), 'valid-id'],
    ['an image without alt', page('<img src="a.png">'), 'wcag/h37'],
    ['a label for a missing field', page('<label for="nowhere">Name</label>'), 'no-missing-references'],
    ['an unknown input type', page('<input type="wrong" aria-label="x">'), 'attribute-allowed-values'],
    ['a misspelled character reference', page('<p>&nbps;</p>'), 'unrecognized-char-ref'],
    ['a missing doctype', page('<p>x</p>').replace('<!DOCTYPE html>', ''), 'missing-doctype'],
    ['an empty title', page('<p>x</p>', '<title></title>'), 'empty-title'],
    ['a style where no flow content goes', page('<ul><style>a{}</style><li>x</li></ul>'), 'element-permitted-content'],
  ])('fails on %s', async (_what, html, rule) => {
    expect(await rules(html)).toContain(rule);
  });
});
