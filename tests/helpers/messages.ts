// Every message in each language, flat and keyed as the code uses them (src/i18n/<lang>/messages.json keeps
// them in areas: src/i18n/messages). For tests that read what an answer should say.
import { messageDictionaries } from '../../src/i18n/dictionaries';

export const en: Readonly<Record<string, string>> & typeof messageDictionaries.en = messageDictionaries.en;
export const ta: Readonly<Record<string, string>> & typeof messageDictionaries.ta = messageDictionaries.ta;
