// The outbox sub-port's scripts, each by the name ../../outbox.ts calls it (bindScripts binds them all).

export { ENQUEUE_ONE as enqueue } from './enqueue';
export { CLAIM as claim } from './claim';
export { SETTLE as settle } from './settle';
export { TROUBLED as troubled } from './troubled';
export { AGAIN as again } from './again';
export { PURGE as purge } from './purge';
