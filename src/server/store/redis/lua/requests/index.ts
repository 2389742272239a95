// The requests sub-port's scripts, each by the name ../../requests.ts calls it (bindScripts binds them all).

export { CREATE as create } from './create';
export { VERIFY as verify } from './verify';
export { ANSWER as answer } from './answer';
export { PURGE as purge } from './purge';
