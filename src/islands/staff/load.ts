// The staff panels' loading (the kit's other half, ./kit.tsx): a panel's data loaded when it appears and on
// Refresh, and which row of a table has its call running. Apart from the kit so that only the pages with
// panels load it.

import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminResult } from './api';

/** A row's action in a table: which row's call is running ('' for none), so only its buttons wait. */
export function useRowAction() {
  const [busy, setBusy] = useState('');
  const run = async <T>(id: string, send: () => Promise<AdminResult<T>>) => {
    setBusy(id);
    const res = await send();
    setBusy('');
    return res;
  };
  return { busy, run };
}

/**
 * A panel's data, loaded when it appears and again on `load()` (`get` gives null while there is nothing to
 * ask yet): only the newest request's answer is kept (an earlier one answering late must not put back what it
 * had). `panel` is what ./Panel takes for its busy state, its alert (`failedText` when loading failed) and its
 * Refresh button.
 */
export function useLoaded<T>(get: () => Promise<AdminResult<T>> | null, failedText: string) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const asked = useRef(0);
  const getter = useRef(get);
  getter.current = get;
  const load = useCallback(async () => {
    const asking = getter.current();
    if (!asking) return;
    setFailed(false);
    const ask = ++asked.current;
    const res = await asking;
    if (ask !== asked.current) return;
    if (res.ok) setData(res.data);
    else setFailed(true);
  }, []);
  useEffect(() => void load(), [load]);
  const panel = {
    onRefresh: () => void load(),
    busy: data === null && !failed,
    error: failed ? failedText : '',
  };
  return { data, setData, load, panel };
}
