// A dashboard panel that loads on its own (the audit log, messages not delivered): a heading with a
// Refresh button, a line saying what it is, an alert when loading failed, and its table in a labelled
// region that scrolls sideways on a phone.

import { useId, type ReactNode } from 'react';
import { adminText, fill } from '../../i18n/admin';

interface Props {
  heading: string;
  lede: string;
  refresh: string;
  onRefresh: () => void;
  /** Loading for the first time. */
  busy: boolean;
  /** The alert when loading failed ('' for none). */
  error: string;
  children: ReactNode;
}

export default function Panel({ heading, lede, refresh, onRefresh, busy, error, children }: Props) {
  const id = useId();
  return (
    <section className="admin-table" aria-labelledby={`${id}-h`} aria-busy={busy}>
      <div className="admin-table-head">
        <h2 id={`${id}-h`}>{heading}</h2>
        <button type="button" className="btn btn-secondary" onClick={onRefresh}>
          {refresh}
        </button>
      </div>
      <p className="admin-note">{lede}</p>
      {error && (
        <p className="admin-error-text" role="alert">
          {error}
        </p>
      )}
      {children}
    </section>
  );
}

/** A table in a region named after its panel, keyboard-scrollable when wider than the screen. */
export function ScrollTable({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={fill(adminText.dashboard.tableRegion, { title })}
      tabIndex={0}
    >
      <table>{children}</table>
    </div>
  );
}
