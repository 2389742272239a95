// The preview's function gate (scripts/lib/function-gate.mjs): calls of one function that arrive together
// share one build directory, a later call waits until they are done, other functions never wait, and a
// directory is removed only after its last call (and a grace period) is over.
import { describe, expect, it } from 'vitest';
import { createFunctionGate } from '../../scripts/lib/function-gate.mjs';

function setup() {
  let clock = 0;
  let made = 0;
  const removed: string[] = [];
  const timers: Array<{ at: number; fn: () => void }> = [];
  const gate = createFunctionGate({
    makeDir: () => Promise.resolve(`dir-${++made}`),
    removeDir: (dir: string) => void removed.push(dir),
    windowMs: 100,
    keepMs: 30_000,
    now: () => clock,
    later: (fn: () => void, ms: number) => void timers.push({ at: clock + ms, fn }),
  });
  const advance = async (ms: number) => {
    clock += ms;
    for (const t of timers.filter((t) => t.at <= clock)) {
      timers.splice(timers.indexOf(t), 1);
      t.fn();
    }
    await new Promise((r) => setImmediate(r));
  };
  /** A call that runs until `finish()` is called; `dir` resolves when it has started. */
  const call = (name: string) => {
    let finish = () => {};
    let started: (dir: string) => void = () => {};
    const dir = new Promise<string>((r) => (started = r));
    const done = gate.run(name, (d: string) => {
      started(d);
      return new Promise<string>((r) => (finish = () => r(d)));
    });
    return { dir, done, finish: () => finish() };
  };
  return { gate, call, advance, removed };
}

const settled = async <T>(p: Promise<T>) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setImmediate(() => r(false)))]);

describe('function gate (preview)', () => {
  it('calls of one function that arrive together share a directory', async () => {
    const { call } = setup();
    const a = call('admin');
    const b = call('admin');
    expect(await a.dir).toBe('dir-1');
    expect(await b.dir).toBe('dir-1');
  });

  it('a call after the window waits for the batch to end, then gets a directory of its own', async () => {
    const { call, advance } = setup();
    const a = call('admin');
    await a.dir;
    await advance(150);
    const late = call('admin');
    expect(await settled(late.dir)).toBe(false);
    a.finish();
    await a.done;
    expect(await late.dir).toBe('dir-2');
  });

  it('calls of different functions never wait for each other', async () => {
    const { call, advance } = setup();
    const a = call('admin');
    await a.dir;
    await advance(500);
    const other = call('appointments');
    expect(await other.dir).toBe('dir-2');
  });

  it('removes a directory only after its last call ended and the grace period passed', async () => {
    const { call, advance, removed, gate } = setup();
    const a = call('admin');
    const b = call('admin');
    await Promise.all([a.dir, b.dir]);
    a.finish();
    await a.done;
    await advance(60_000);
    expect(removed).toEqual([]);
    b.finish();
    await b.done;
    expect(await gate.directories()).toEqual(['dir-1']);
    await advance(29_000);
    expect(removed).toEqual([]);
    await advance(1_000);
    expect(removed).toEqual(['dir-1']);
    expect(await gate.directories()).toEqual([]);
  });

  it('a failing call ends its batch like any other', async () => {
    const { gate, call, advance } = setup();
    const failing = gate.run('admin', () => Promise.reject(new Error('boom')));
    await expect(failing).rejects.toThrow('boom');
    await advance(500);
    const next = call('admin');
    expect(await next.dir).toBe('dir-2');
  });
});
