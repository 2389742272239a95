import { manage as en } from '../en/messages.json';
import { manage as ta } from '../ta/messages.json';
import { messageArea } from './area';

export const manageMessages = /* @__PURE__ */ messageArea('manage', en, ta);
