import { core as en } from '../en/messages.json';
import { core as ta } from '../ta/messages.json';
import { messageArea } from './area';

export const coreMessages = /* @__PURE__ */ messageArea('core', en, ta);
