// The donations sub-port's scripts, each by the name ../../donations.ts calls it (bindScripts binds them all).

export { CHANGE as change } from './change';
export { ISSUE as issue } from './issue';
export { CANCEL as cancel } from './cancel';
export { RECEIPTS as receipts } from './receipts';
export { RECEIVED as received } from './received';
export { FILING as filing } from './filing';
export { AMEND as amend } from './amend';
