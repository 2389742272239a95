// The messaging sub-port's scripts, each by the name ../../messaging.ts calls it (bindScripts binds them all).

export { SAVE as save } from './save';
export { UPDATE as update } from './update';
export { PURGE as purge } from './purge';
