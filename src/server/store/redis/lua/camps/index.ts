// The camps sub-port's scripts, each by the name ../../camps.ts calls it (bindScripts binds them all).

export { REGISTER as register } from './register';
export { CANCEL as cancel } from './cancel';
export { CANCEL_DATE as cancelDate } from './cancel-date';
export { MARK_CAME as markCame } from './mark-came';
export { ON_DATES as onDates } from './on-dates';
export { DAY as day } from './day';
