import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { adminText, fill } from '../../i18n/admin';
import { toCsv } from '../../lib/csv';
import type { StoredRecord, SubmissionKind } from '../../lib/records';
import { adminApi } from './api';
import { useBulkRemoval } from './BulkRemoval';
import ConfirmDialog from './ConfirmDialog';
import { download } from './download';
import PanCell from './PanCell';
import { istToday } from './format';
import type { Column, TableSpec } from './tables';

const d = adminText.dashboard;

type State<K extends SubmissionKind> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: StoredRecord<K>[] };

interface Props<K extends SubmissionKind> {
  spec: TableSpec<K>;
  /** The server said 401: the session is over. */
  onExpired: () => void;
  /** Say something through the dashboard's live region. */
  announce: (text: string) => void;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** One table of the dashboard: loads on its own, searches, exports, deletes after a confirmation. */
export default function RecordTable<K extends SubmissionKind>({ spec, onExpired, announce }: Props<K>) {
  const [state, setState] = useState<State<K>>({ status: 'loading' });
  const [query, setQuery] = useState('');
  const [exporting, setExporting] = useState(false);
  const [pending, setPending] = useState<StoredRecord<K> | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const { title } = spec.text;
  const dropRows = (ids: readonly string[]) =>
    setState((s) => (s.status === 'ready' ? { status: 'ready', rows: s.rows.filter((r) => !ids.includes(r.id)) } : s));
  const bulk = useBulkRemoval({ onRemoved: dropRows, onExpired, announce });
  const isBooking = (_row: StoredRecord<SubmissionKind>): _row is StoredRecord<'bookings'> => spec.kind === 'bookings';

  const apply = useCallback(
    (res: Awaited<ReturnType<typeof adminApi.list<K>>>) => {
      if (res.ok) {
        const rows = [...res.data.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        setState({ status: 'ready', rows });
      } else if (res.status === 401) onExpired();
      else setState({ status: 'error' });
    },
    [onExpired],
  );

  useEffect(() => {
    void adminApi.list(spec.kind).then(apply);
  }, [spec.kind, apply]);

  const retry = () => {
    setState({ status: 'loading' });
    void adminApi.list(spec.kind).then(apply);
  };

  const rows = useMemo(() => (state.status === 'ready' ? state.rows : []), [state]);
  const needle = query.trim().toLocaleLowerCase();
  const matches = useCallback(
    (row: StoredRecord<K>) =>
      needle === '' || spec.columns.some((col) => text(col.value(row)).toLocaleLowerCase().includes(needle)),
    [needle, spec.columns],
  );
  const shown = useMemo(() => rows.filter(matches), [rows, matches]);

  const what = (row: StoredRecord<K>) => fill(spec.text.record, { name: spec.name(row) });

  const closeDialog = () => {
    dialogRef.current?.close();
  };

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    setDeleteError('');
    const res = await adminApi.remove(spec.kind, pending.id);
    setDeleting(false);
    if (res.ok || res.status === 404) {
      const gone = pending;
      dropRows([gone.id]);
      closeDialog();
      announce(fill(d.deleted, { what: what(gone) }));
      headingRef.current?.focus();
    } else if (res.status === 401) {
      closeDialog();
      onExpired();
    } else {
      setDeleteError(fill(d.deleteFailed, { what: what(pending) }));
    }
  };

  /** The rows the search shows, as stored (full PANs: 80G paperwork), from the server (audited). */
  const exportCsv = async () => {
    setExporting(true);
    const res = await adminApi.exportAll(spec.kind);
    setExporting(false);
    if (!res.ok) {
      if (res.status === 401) onExpired();
      else announce(fill(d.exportFailed, { title }));
      return;
    }
    const rowsOut = res.data.data.filter(matches).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const csv = toCsv(
      spec.columns.map((col) => col.label),
      rowsOut.map((row) => spec.columns.map((col) => col.value(row))),
    );
    download(`${spec.text.file}-${istToday()}.csv`, csv, 'text/csv;charset=utf-8');
  };

  const cell = (col: Column<StoredRecord<K>>, row: StoredRecord<K>, index: number) => {
    if (col.pan) {
      return (
        <PanCell
          key={index}
          id={row.id}
          pan={text(col.value(row))}
          name={spec.name(row)}
          onExpired={onExpired}
          announce={announce}
        />
      );
    }
    return (
      <td key={index} className={col.long ? 'long' : undefined}>
        {col.show ? col.show(row) : text(col.value(row))}
      </td>
    );
  };

  return (
    <section className="admin-table" aria-labelledby={`${id}-h`} aria-busy={state.status === 'loading'}>
      <div className="admin-table-head">
        <h2 id={`${id}-h`} ref={headingRef} tabIndex={-1}>
          {title}
          {state.status === 'ready' && rows.length > 0 && (
            <span className="admin-count">
              {' '}
              ({needle ? fill(d.count, { shown: shown.length, total: rows.length }) : rows.length})
            </span>
          )}
        </h2>
        {state.status === 'ready' && rows.length > 0 && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void exportCsv()}
            disabled={shown.length === 0 || exporting}
          >
            {exporting ? d.exporting : d.exportCsv}
          </button>
        )}
      </div>

      {state.status === 'loading' && (
        <p className="admin-note" role="status">
          {fill(d.loading, { title })}
        </p>
      )}
      {state.status === 'error' && (
        <div className="admin-error" role="alert">
          <p>{fill(d.loadFailed, { title })}</p>
          <button type="button" className="btn btn-secondary" onClick={retry}>
            {d.retry}
          </button>
        </div>
      )}
      {state.status === 'ready' && rows.length === 0 && <p className="admin-note">{spec.text.empty}</p>}
      {state.status === 'ready' && rows.length > 0 && (
        <>
          <div className="admin-search">
            <label htmlFor={`${id}-q`}>{fill(d.search, { title })}</label>
            <input
              id={`${id}-q`}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoComplete="off"
            />
          </div>
          {shown.length === 0 ? (
            <p className="admin-note" role="status">
              {fill(d.noMatch, { query: query.trim() })}
            </p>
          ) : (
            <div className="table-scroll" role="region" aria-label={fill(d.tableRegion, { title })} tabIndex={0}>
              <table>
                <thead>
                  <tr>
                    {spec.columns.map((col) => (
                      <th key={col.label} scope="col">
                        {col.label}
                      </th>
                    ))}
                    <th scope="col">
                      <span className="visually-hidden">{d.actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((row) => (
                    <tr key={row.id}>
                      {spec.columns.map((col, i) => cell(col, row, i))}
                      <td className="row-actions">
                        <button
                          type="button"
                          className="btn admin-danger"
                          aria-label={fill(d.deleteLabel, { what: what(row) })}
                          onClick={() => {
                            setDeleteError('');
                            setPending(row);
                          }}
                        >
                          {d.delete}
                        </button>
                        {isBooking(row) && bulk.buttons(row)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}

      {spec.kind === 'bookings' && bulk.dialog}
      <ConfirmDialog
        dialogRef={dialogRef}
        open={pending !== null}
        title={d.confirmTitle}
        body={
          pending
            ? `${fill(d.confirmBody, { what: what(pending) })}${spec.kind === 'bookings' ? ` ${d.confirmBooking}` : ''}`
            : ''
        }
        error={deleteError}
        confirmLabel={d.confirmYes}
        busy={deleting}
        busyLabel={d.deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setPending(null);
          setDeleting(false);
        }}
      />
    </section>
  );
}
