// Record a breach: its name, when it was found, the kinds of records and the window they came in, and the
// notice's four parts in English and Tamil. Times are typed in India time.
import { useId, type SubmitEvent } from 'react';
import { adminBreachesEn } from '../../i18n/admin-breaches';
import type { Breach } from '../../lib/breaches';
import { SUBMISSION_KINDS } from '../../lib/records';
import { call, postJson } from './api';
import { BusyButton, ErrorText, useAction } from './kit';

const w = adminBreachesEn.breaches;
const PARTS = ['happened', 'consequences', 'measures', 'advice'] as const;
/** A date-time box's value (India time) as an instant. */
const indiaInstant = (local: string) => (local ? new Date(`${local}:00+05:30`).toISOString() : '');

export default function BreachForm({ onRecorded }: { onRecorded: (breach: Breach) => void }) {
  const id = useId();
  const { busy, error, run } = useAction();

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => {
      const v = data.get(name);
      return typeof v === 'string' ? v : '';
    };
    const notice = Object.fromEntries(PARTS.map((p) => [p, { en: value(`${p}.en`), ta: value(`${p}.ta`) }]));
    const form = event.currentTarget;
    const recorded = await run(() =>
      call<{ breach: Breach }>(
        '/api/admin/breaches',
        postJson({
          title: value('title'),
          found: indiaInstant(value('found')),
          kinds: data.getAll('kinds'),
          from: indiaInstant(value('from')),
          to: indiaInstant(value('to')),
          notice,
        }),
      ),
    );
    if (!recorded) return;
    form.reset();
    onRecorded(recorded.breach);
  };

  return (
    <form className="breach-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{w.record}</h3>
      <label htmlFor={`${id}-title`}>{w.title}</label>
      <input id={`${id}-title`} name="title" maxLength={120} required />
      <label htmlFor={`${id}-found`}>{w.found}</label>
      <input id={`${id}-found`} name="found" type="datetime-local" required />
      <fieldset>
        <legend>{w.kinds}</legend>
        {SUBMISSION_KINDS.map((kind) => (
          <label key={kind}>
            <input type="checkbox" name="kinds" value={kind} /> {kind}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-from`}>{w.from}</label>
      <input id={`${id}-from`} name="from" type="datetime-local" required />
      <label htmlFor={`${id}-to`}>{w.to}</label>
      <input id={`${id}-to`} name="to" type="datetime-local" required />
      {PARTS.map((part) => (
        <fieldset key={part}>
          <legend>{w.parts[part]}</legend>
          <label htmlFor={`${id}-${part}-en`}>{w.english}</label>
          <textarea id={`${id}-${part}-en`} name={`${part}.en`} rows={2} maxLength={2000} required />
          <label htmlFor={`${id}-${part}-ta`}>{w.tamil}</label>
          <textarea id={`${id}-${part}-ta`} name={`${part}.ta`} rows={2} maxLength={2000} lang="ta" required />
        </fieldset>
      ))}
      <ErrorText error={error} />
      <BusyButton type="submit" busy={busy}>
        {w.save}
      </BusyButton>
    </form>
  );
}
