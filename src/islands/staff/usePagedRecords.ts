// An Inbox table's records, a page at a time from the server: the newest first, "Load more" for the
// next page, and a search that the server runs over every record (typing waits a moment before asking).

import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoredRecord, SubmissionKind } from '../../lib/records';
import { adminApi } from './api';

/** How long typing pauses before the search is sent. */
const SEARCH_PAUSE_MS = 250;

export type PagedState<K extends SubmissionKind> =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      rows: StoredRecord<K>[];
      /** The next page's cursor; null when every (matching) record is loaded. */
      next: string | null;
      /** Records of the kind in all. */
      total: number;
      /** The search these rows answer ('' for none). */
      query: string;
    };

export type MoreState = 'idle' | 'loading' | 'error';

export function usePagedRecords<K extends SubmissionKind>(kind: K, query: string) {
  const [state, setState] = useState<PagedState<K>>({ status: 'loading' });
  const [more, setMore] = useState<MoreState>('idle');
  /** Each first-page request takes a ticket; answers to older tickets (an earlier search) are dropped. */
  const ticket = useRef(0);
  const wanted = query.trim();

  const load = useCallback(
    (q: string) => {
      const mine = ++ticket.current;
      void adminApi.list(kind, { q }).then((res) => {
        if (mine !== ticket.current) return;
        setMore('idle');
        if (res.ok)
          setState({ status: 'ready', rows: res.data.data, next: res.data.next, total: res.data.total, query: q });
        else setState({ status: 'error' });
      });
    },
    [kind],
  );

  // The first page at once; a new search after a pause in typing.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      load(wanted);
      return;
    }
    const timer = setTimeout(() => load(wanted), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [wanted, load]);

  const retry = () => {
    setState({ status: 'loading' });
    load(wanted);
  };

  /** The next page, added below; resolves to how many rows came (null on failure). */
  const loadMore = async (): Promise<number | null> => {
    if (state.status !== 'ready' || !state.next) return 0;
    const mine = ticket.current;
    setMore('loading');
    const res = await adminApi.list(kind, { cursor: state.next, q: state.query });
    if (mine !== ticket.current) return null;
    if (!res.ok) {
      setMore('error');
      return null;
    }
    setMore('idle');
    setState((s) => {
      if (s.status !== 'ready') return s;
      const have = new Set(s.rows.map((r) => r.id));
      const rows = [...s.rows, ...res.data.data.filter((r) => !have.has(r.id))];
      return { ...s, rows, next: res.data.next, total: res.data.total };
    });
    return res.data.data.length;
  };

  /** Rows deleted here: gone from the table and from the total. */
  const drop = (ids: readonly string[]) =>
    setState((s) => {
      if (s.status !== 'ready') return s;
      const rows = s.rows.filter((r) => !ids.includes(r.id));
      return { ...s, rows, total: Math.max(0, s.total - (s.rows.length - rows.length)) };
    });

  /** A search typed but not answered yet. */
  const searching = state.status === 'ready' && state.query !== wanted;

  return { state, more, searching, retry, loadMore, drop };
}
