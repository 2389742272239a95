import { useId, useRef, useState } from 'react';
import { adminText, fill } from '../../i18n/admin';
import { toCsv } from '../../lib/csv';
import type { StoredRecord, SubmissionKind } from '../../lib/records';
import { adminApi, type AdminResult, type RecordPage } from './api';
import { useBulkRemoval } from './BulkRemoval';
import ConfirmDialog from './ConfirmDialog';
import { download } from './download';
import PanCell from './PanCell';
import { indiaToday } from '../../lib/time';
import type { Column, TableSpec } from '../../lib/record-tables';
import { usePagedRecords } from './usePagedRecords';
import { patientChatLink } from '../../lib/whatsapp';
import { ScrollTable } from './Panel';
import { useAnnounce, usePermission } from './SessionGate';
import { EXPORT_NEEDS, REMOVE_NEEDS } from '../../lib/staff-roles';

const d = adminText.dashboard;
const wa = adminText.whatsapp;

interface Props<K extends SubmissionKind> {
  spec: TableSpec<K>;
  /** A search to start with (a staff mail's link to a record: /admin?table=<kind>&q=<what>). */
  initialQuery?: string;
}

/** A record's field as text: strings as they are, numbers and booleans written out, anything else empty. */
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** One table of the Inbox: loads a page at a time, searches on the server, exports, deletes after a confirmation. */
export default function RecordTable<K extends SubmissionKind>({ spec, initialQuery }: Props<K>) {
  const announce = useAnnounce();
  const [query, setQuery] = useState(initialQuery ?? '');
  const { state, more, searching, retry, loadMore, drop } = usePagedRecords(spec.kind, query);
  const [exporting, setExporting] = useState(false);
  const [pending, setPending] = useState<StoredRecord<K> | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const { title } = spec.text;
  const bulk = useBulkRemoval({ onRemoved: drop });
  // Only what the role may do is offered (the server refuses the rest all the same).
  const mayRemove = usePermission(REMOVE_NEEDS[spec.kind]);
  const mayExport = usePermission(EXPORT_NEEDS[spec.kind]);
  const isBooking = (_row: StoredRecord<SubmissionKind>): _row is StoredRecord<'bookings'> => spec.kind === 'bookings';

  const ready = state.status === 'ready' ? state : null;
  const rows = ready?.rows ?? [];
  const total = ready?.total ?? 0;
  const asked = ready?.query ?? '';

  const what = (row: StoredRecord<K>) => fill(spec.text.record, { name: spec.name(row) });

  /** "WhatsApp the patient": a chat with the person, opened in their language (contact messages have no phone). */
  const chat = (row: StoredRecord<K>) => {
    const href = patientChatLink(row, row.lang);
    return (
      href && (
        <a
          className="btn btn-secondary"
          href={href}
          target="_blank"
          rel="noopener"
          aria-label={fill(wa.label, { name: spec.name(row) })}
        >
          {wa.link}
        </a>
      )
    );
  };

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
      drop([gone.id]);
      closeDialog();
      announce(fill(d.deleted, { what: what(gone) }));
      headingRef.current?.focus();
    } else {
      setDeleteError(fill(d.deleteFailed, { what: what(pending) }));
    }
  };

  /** Every record the search shows (all of them without one), as stored: full PANs for 80G paperwork. */
  const exportCsv = async () => {
    setExporting(true);
    const out: StoredRecord<K>[] = [];
    let cursor: string | null = null;
    do {
      const res: AdminResult<RecordPage<K>> = await adminApi.exportPage(spec.kind, { cursor, q: asked });
      if (!res.ok) {
        setExporting(false);
        announce(fill(d.exportFailed, { title }));
        return;
      }
      out.push(...res.data.data);
      cursor = res.data.next;
    } while (cursor);
    setExporting(false);
    const csv = toCsv(
      spec.columns.map((col) => col.label),
      out.map((row) => spec.columns.map((col) => col.value(row))),
    );
    download(`${spec.text.file}-${indiaToday()}.csv`, csv, 'text/csv;charset=utf-8');
  };

  const showMore = async () => {
    const came = await loadMore();
    if (came === null) return;
    announce(fill(d.loadedMore, { count: came, title }));
  };

  const cell = (col: Column<StoredRecord<K>>, row: StoredRecord<K>, index: number) => {
    if (col.pan) {
      return <PanCell key={index} id={row.id} pan={text(col.value(row))} name={spec.name(row)} />;
    }
    return (
      <td key={index} className={col.long ? 'long' : undefined}>
        {col.show ? col.show(row) : text(col.value(row))}
      </td>
    );
  };

  /** What the search line says: still asking, or how many it found (and whether more are on the server). */
  const searchLine = searching
    ? fill(d.searching, { query: query.trim() })
    : asked && fill(ready?.next ? d.foundMore : d.found, { count: rows.length, query: asked });

  return (
    <section
      className="admin-table"
      aria-labelledby={`${id}-h`}
      aria-busy={state.status === 'loading' || searching || more === 'loading'}
    >
      <div className="admin-table-head">
        <h2 id={`${id}-h`} ref={headingRef} tabIndex={-1}>
          {title}
          {total > 0 && (
            <span className="admin-count">
              {' '}
              ({!asked && rows.length < total ? fill(d.count, { shown: rows.length, total }) : total})
            </span>
          )}
        </h2>
        {total > 0 && mayExport && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void exportCsv()}
            disabled={rows.length === 0 || searching || exporting}
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
      {ready && total === 0 && <p className="admin-note">{spec.text.empty}</p>}
      {ready && total > 0 && (
        <>
          <div className="admin-search">
            <label htmlFor={`${id}-q`}>{fill(d.search, { title })}</label>
            <input
              id={`${id}-q`}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoComplete="off"
              aria-describedby={`${id}-qh`}
            />
            <p id={`${id}-qh`} className="admin-hint">
              {d.searchHint}
            </p>
          </div>
          <p className="admin-status" role="status">
            {searchLine}
          </p>
          {rows.length === 0 ? (
            !searching && asked && <p className="admin-note">{fill(d.noMatch, { query: asked })}</p>
          ) : (
            <ScrollTable title={title}>
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
                {rows.map((row) => (
                  <tr key={row.id}>
                    {spec.columns.map((col, i) => cell(col, row, i))}
                    <td className="row-actions">
                      {chat(row)}
                      {mayRemove && (
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
                      )}
                      {isBooking(row) && mayRemove && bulk.buttons(row)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
          {ready.next && !searching && (
            <div className="admin-more">
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => void showMore()}
                disabled={more === 'loading'}
              >
                {more === 'loading' ? d.loadingMore : d.loadMore}
              </button>
              {more === 'error' && (
                <p className="admin-error-text" role="alert">
                  {fill(d.loadMoreFailed, { title })}
                </p>
              )}
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
