// The staff area's tools section: find a person (export, erase) and the audit log, loaded together.
import AuditLog from './AuditLog';
import FindPerson from './FindPerson';

interface Props {
  onExpired: () => void;
  announce: (text: string) => void;
  /** Records were erased: the Inbox's tables reload when shown again. */
  onErased: () => void;
}

export default function Tools({ onExpired, announce, onErased }: Props) {
  return (
    <>
      <FindPerson onExpired={onExpired} announce={announce} onErased={onErased} />
      <AuditLog onExpired={onExpired} />
    </>
  );
}
