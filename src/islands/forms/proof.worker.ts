// Makes one proof of work off the page's thread (./proof-make.ts), so the form keeps answering the visitor's
// typing: started by the page (./proof.ts), it answers the proof (null when none could be made) and is ended.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { makeProof } from './proof-make';

/** The worker's global scope, as much of it as this uses (the page's DOM types have no worker scope). */
const scope = self as unknown as { postMessage(message: unknown): void };

void makeProof(deriveKey).then((made) => scope.postMessage(made));
