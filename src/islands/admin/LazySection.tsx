// A section of the staff area loaded when it is first opened (the Inbox does not wait for the schedule's
// code), with the tables' words while it loads and a Retry when its code could not be fetched.
import { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { adminText, fill } from '../../i18n/admin';

const d = adminText.dashboard;

class Failed extends Component<{ title: string; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="admin-error" role="alert">
        <p>{fill(d.loadFailed, { title: this.props.title })}</p>
        <button type="button" className="btn btn-secondary" onClick={this.props.onRetry}>
          {d.retry}
        </button>
      </div>
    );
  }
}

/** `load` imports the section's module; `title` names it in the loading and failure notes. */
export function lazySection<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  title: string,
): ComponentType<P> {
  function Section(props: P) {
    // A failed import stays failed in its lazy component: each retry makes a new one.
    const [{ Part, attempt }, setPart] = useState(() => ({ Part: lazy(load), attempt: 0 }));
    const retry = () => setPart((p) => ({ Part: lazy(load), attempt: p.attempt + 1 }));
    return (
      <Failed key={attempt} title={title} onRetry={retry}>
        <Suspense
          fallback={
            <p className="admin-note" role="status">
              {fill(d.loading, { title })}
            </p>
          }
        >
          <Part {...props} />
        </Suspense>
      </Failed>
    );
  }
  return Section;
}
