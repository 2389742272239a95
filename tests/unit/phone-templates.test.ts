// Every SMS in both languages, rendered as the sender renders it, matches its DLT template (the network
// drops a text that differs by a character), with a registered template id; Tamil goes as UCS-2 and is
// counted in 70-character parts. Every WhatsApp template has as many parameters as its text.

import { describe, expect, it } from 'vitest';
import { phoneDictionaries } from '../../src/i18n/dictionaries';
import { LOCALES } from '../../src/lib/locale';
import {
  matchesSmsTemplate,
  PHONE_TEMPLATES,
  smsParts,
  smsTemplate,
  smsText,
  smsVariableCount,
  whatsappTemplate,
  whatsappText,
} from '../../src/server/notify/phone/templates';

/**
 * Values as the sender makes them: a long date, a time, a register number, the longest link we send, and a
 * fifth (a camp's message has its name first, then date, time, token and link: the values only fill places).
 */
const SAMPLE: Record<string, string[]> = {
  en: ['2 December 2026', '10:30 AM', 'FP26001', `https://example.org/appointment/manage#${'x'.repeat(90)}`, '12'],
  ta: ['2 டிசம்பர், 2026', 'காலை 10:30', 'FP26001', `https://example.org/ta/appointment/manage#${'x'.repeat(90)}`, '12'],
};

describe('SMS templates (DLT)', () => {
  for (const locale of LOCALES) {
    for (const template of PHONE_TEMPLATES) {
      it(`${template} in ${locale}: the text matches its registered template`, () => {
        const { dltTemplateId, text } = smsTemplate(template, locale);
        expect(dltTemplateId).toMatch(/^\d{19}$/);
        const vars = SAMPLE[locale]!.slice(0, smsVariableCount(template, locale));
        const sent = smsText(template, locale, vars);
        expect(matchesSmsTemplate(template, locale, sent)).toBe(true);
        for (const v of vars) expect(sent).toContain(v);
        // One character off is another template.
        expect(matchesSmsTemplate(template, locale, `X${sent}`)).toBe(false);
        expect(matchesSmsTemplate(template, locale, sent.replace(text.slice(0, 4), 'XXXX'))).toBe(false);
        const { encoding, parts } = smsParts(sent);
        expect(encoding).toBe(locale === 'ta' ? 'UCS-2' : 'GSM-7');
        expect(parts).toBe(
          locale === 'ta'
            ? sent.length <= 70
              ? 1
              : Math.ceil(sent.length / 67)
            : sent.length <= 160
              ? 1
              : Math.ceil(sent.length / 153),
        );
      });
    }
  }

  it('registered ids are unique; wrong variable counts are refused', () => {
    const ids = LOCALES.flatMap((l) => PHONE_TEMPLATES.map((t) => smsTemplate(t, l).dltTemplateId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(() => smsText('donation_ack', 'en', [])).toThrow();
  });

  it('counts UCS-2 parts of 70, then 67', () => {
    expect(smsParts('அ'.repeat(70))).toEqual({ encoding: 'UCS-2', parts: 1 });
    expect(smsParts('அ'.repeat(71))).toEqual({ encoding: 'UCS-2', parts: 2 });
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'GSM-7', parts: 1 });
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'GSM-7', parts: 2 });
  });
});

describe('WhatsApp templates', () => {
  it('each language has every template, same name, numbered parameters 1..n', () => {
    for (const template of PHONE_TEMPLATES) {
      const names = LOCALES.map((l) => whatsappTemplate(template, l).name);
      expect(new Set(names).size).toBe(1);
      for (const locale of LOCALES) {
        const numbers = (whatsappTemplate(template, locale).text.match(/\{\{(\d+)\}\}/g) ?? []).map((m) =>
          Number(m.slice(2, -2)),
        );
        expect(numbers).toEqual(numbers.map((_, i) => i + 1));
        expect(numbers.length).toBe(smsVariableCount(template, locale));
        expect(whatsappText(template, locale, SAMPLE[locale]!)).not.toMatch(/\{\{/);
      }
    }
    expect(Object.keys(phoneDictionaries.ta.sms)).toEqual(Object.keys(phoneDictionaries.en.sms));
  });
});
