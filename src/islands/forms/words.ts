import { useMemo } from 'react';
import { dictionaryTranslate, type MessageParams } from '../../lib/validate/core';
import { fill } from '../../i18n/fill';
import type { FormName, FormWords } from '../../i18n/forms';

/** An island's words: `say(key)` for messages, `translate` for the shared checks, `fill` for templates. */
export function useWords<K extends FormName>(words: FormWords<K>) {
  return useMemo(() => {
    const translate = dictionaryTranslate(words.messages);
    const say = (key: string, params?: MessageParams) => translate(key, params) ?? key;
    return { translate, say, fill };
  }, [words.messages]);
}
