import { useId, useRef, useState } from 'react';
import type { ApiClient, UtrResponse } from '../../lib/api';
import { normalizeUtr, UTR_PATTERN } from '../../lib/donations';
import type { FormWords } from '../../i18n/forms';
import { useWords } from '../forms/words';

interface Props {
  /** The pledge's private link token (from the pledge's answer, or the link's fragment). */
  token: string;
  words: FormWords<'donation'>;
  client: ApiClient;
}

/**
 * After paying by UPI, the donor adds the UPI reference (12 digits) to their pledge: on the success screen
 * (inside the donation form's status box, so this is no <form> of its own and its field has no name: the
 * pledge form never sends it) and on /donation/payment from the acknowledgement mail's link.
 */
export default function UtrEntry({ token, words, client }: Props) {
  const text = words.text;
  const { say } = useWords(words);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const save = async () => {
    const utr = normalizeUtr(value.trim());
    if (!UTR_PATTERN.test(utr)) {
      setStatus({ ok: false, text: say('donation.utr.invalid') });
      input.current?.focus();
      return;
    }
    setBusy(true);
    const res = await client.send<UtrResponse>('/api/donation/utr', { token, utr });
    setBusy(false);
    if (res.ok) setStatus({ ok: true, text: res.data.message });
    else setStatus({ ok: false, text: res.kind === 'network' ? say('ui.network') : res.error });
  };

  const invalid = status !== null && !status.ok;
  return (
    // Typing here is not typing in the pledge form around it (no draft saved, no checks run).
    <section className="utr-entry" aria-labelledby={`${id}-heading`} onInput={(e) => e.stopPropagation()}>
      <h3 id={`${id}-heading`}>{text.utrHeading}</h3>
      <p>{text.utrLead}</p>
      <div className={`field${invalid ? ' has-error' : ''}`}>
        <label htmlFor={`${id}-utr`}>{text.utrLabel}</label>
        <p className="hint" id={`${id}-hint`}>
          {text.utrHint}
        </p>
        <input
          ref={input}
          id={`${id}-utr`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint ${id}-status`}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void save();
            }
          }}
        />
      </div>
      <p>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void save()}>
          {text.utrSubmit}
        </button>
      </p>
      <p
        id={`${id}-status`}
        className={status ? `status status-${status.ok ? 'success' : 'error'}` : undefined}
        role={invalid ? 'alert' : 'status'}
      >
        {status?.text}
      </p>
    </section>
  );
}
