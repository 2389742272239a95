// One mail, written once as parts and sent as both plain text and simple, accessible HTML (a language
// attribute, real headings, lists and links with their own text; no images, no tables for layout, no CSS
// a mail client would drop). Every value is escaped in the HTML.

import type { Locale } from '../../../lib/locale';

export type Part =
  | { heading: string }
  | { text: string }
  | { list: string[] }
  /** Label: value lines (a record's fields). */
  | { fields: [string, string][] }
  | { links: { label: string; href: string }[] };

export interface Attachment {
  filename: string;
  /** Text (a calendar file) or bytes (an 80G receipt's PDF). */
  content: string | Buffer;
  contentType: string;
}

/** What the sender hands to the transport. */
export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox message: a receiving server can tell a repeat from a new mail. */
  messageId: string;
  attachments?: Attachment[];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function textOf(part: Part): string {
  if ('heading' in part) return `${part.heading}\n${'-'.repeat(Math.min(part.heading.length, 60))}`;
  if ('text' in part) return part.text;
  if ('list' in part) return part.list.map((item) => `- ${item}`).join('\n');
  if ('fields' in part) return part.fields.map(([label, value]) => `${label}: ${value}`).join('\n');
  return part.links.map((l) => `${l.label}: ${l.href}`).join('\n');
}

function htmlOf(part: Part): string {
  if ('heading' in part) return `<h2 style="font-size:1.1em;margin:1.2em 0 .4em">${escapeHtml(part.heading)}</h2>`;
  if ('text' in part) return `<p>${escapeHtml(part.text).replace(/\n/g, '<br>')}</p>`;
  if ('list' in part) return `<ul>${part.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  if ('fields' in part) {
    return `<p>${part.fields
      .map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value).replace(/\n/g, '<br>')}`)
      .join('<br>')}</p>`;
  }
  return `<p>${part.links
    .map((l) => `<a href="${escapeHtml(l.href)}" style="color:#0b5d3b">${escapeHtml(l.label)}</a>`)
    .join(' &nbsp;·&nbsp; ')}</p>`;
}

/** The text and HTML bodies of a mail titled `title`, in `lang`. */
export function compose(lang: Locale, title: string, parts: Part[]): { text: string; html: string } {
  const text = [title, '='.repeat(Math.min(title.length, 60)), ...parts.map(textOf)].join('\n\n') + '\n';
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,'Noto Sans','Noto Sans Tamil',sans-serif;font-size:16px;line-height:1.5;color:#1c1c1c;max-width:40em;margin:0 auto;padding:1em">
<h1 style="font-size:1.3em">${escapeHtml(title)}</h1>
${parts.map(htmlOf).join('\n')}
</body></html>
`;
  return { text, html };
}
