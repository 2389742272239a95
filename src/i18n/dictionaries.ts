/**
 * Every dictionary of the site, registered once: one JSON file per language and area in src/i18n/<lang>/.
 * `satisfies` makes a Tamil file that lacks an English key (or has a stray one of another shape) a type
 * error; tests/unit/i18n.test.ts also checks that every value is translated. Plain data with no imports
 * beyond the JSON, so src/lib (shared with the islands and the functions) may read it too.
 */
import enContent from './en/content.json';
import taContent from './ta/content.json';
import enShell from './en/shell.json';
import taShell from './ta/shell.json';
import enForms from './en/forms.json';
import taForms from './ta/forms.json';
import enMail from './en/mail.json';
import taMail from './ta/mail.json';
import enReceipt from './en/receipt.json';
import taReceipt from './ta/receipt.json';
import enPhone from './en/phone.json';
import taPhone from './ta/phone.json';
import type { Locale } from '../lib/locale';
import { ALL_MESSAGE_AREAS, type MessageText } from './messages/all';

/** Headings, labels and button texts of the content pages. */
export type ContentText = typeof enContent;
/** The page frame: skip link, header, footer, floating buttons, splash, dialogs, booking and not-found pages. */
export type ShellText = typeof enShell;
/** The forms' labels, hints and buttons. */
export type FormsText = typeof enForms;
/** Validation and status messages of the submissions, keyed (forms and API answers), every area (./messages). */
export type { MessageText };

export const contentDictionaries: Record<Locale, ContentText> = { en: enContent, ta: taContent satisfies ContentText };
export const shellDictionaries: Record<Locale, ShellText> = { en: enShell, ta: taShell satisfies ShellText };
export const formsDictionaries: Record<Locale, FormsText> = { en: enForms, ta: taForms satisfies FormsText };
const everyMessage = (locale: Locale) =>
  Object.assign({}, ...ALL_MESSAGE_AREAS.map((a) => a.words[locale])) as MessageText;
// Pure: a bundle that imports this module for another dictionary drops these (and every message area).
export const messageDictionaries: Record<Locale, MessageText> = {
  en: /* @__PURE__ */ everyMessage('en'),
  ta: /* @__PURE__ */ everyMessage('ta'),
};
/** The mail patients and donors receive (src/server/notify). */
export type MailText = typeof enMail;
export const mailDictionaries: Record<Locale, MailText> = { en: enMail, ta: taMail satisfies MailText };
/** The donation receipt (80G) PDF (src/server/donations/documents). */
export type ReceiptText = typeof enReceipt;
export const receiptDictionaries: Record<Locale, ReceiptText> = { en: enReceipt, ta: taReceipt satisfies ReceiptText };
/** SMS (DLT templates with their registered ids) and WhatsApp templates (src/server/notify/phone). */
export type PhoneText = typeof enPhone;
export const phoneDictionaries: Record<Locale, PhoneText> = { en: enPhone, ta: taPhone satisfies PhoneText };
