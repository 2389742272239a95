// A dashboard panel that loads on its own (the audit log, messages not delivered): a heading with a
// Refresh button, a line saying what it is, an alert when loading failed, and its table in a labelled
// region that scrolls sideways on a phone.

import { useId, type ReactNode } from 'react';
import { adminText, fill } from '../../i18n/admin';
import { ErrorText } from './kit';

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
      <ErrorText error={error} />
      {children}
    </section>
  );
}

/** A column's heading: its words, or its content and the class it needs (`no-print`). */
export type Column = string | { label: ReactNode; className?: string };

/** A column heading only a screen reader says (a column of buttons). */
export const unseen = (label: string): Column => ({ label: <span className="visually-hidden">{label}</span> });

/**
 * A table in a region named after its panel, keyboard-scrollable when wider than the screen: its caption,
 * a head row of `columns` when given, and its rows.
 */
export function ScrollTable({
  title,
  caption,
  columns,
  children,
}: {
  title: string;
  caption?: ReactNode;
  columns?: readonly Column[];
  children: ReactNode;
}) {
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={fill(adminText.dashboard.tableRegion, { title })}
      tabIndex={0}
    >
      <table>
        {caption !== undefined && <caption>{caption}</caption>}
        {columns && (
          <thead>
            <tr>
              {columns.map((c, i) =>
                typeof c === 'string' ? (
                  <th key={i} scope="col">
                    {c}
                  </th>
                ) : (
                  <th key={i} scope="col" className={c.className}>
                    {c.label}
                  </th>
                ),
              )}
            </tr>
          </thead>
        )}
        {columns ? <tbody>{children}</tbody> : children}
      </table>
    </div>
  );
}
