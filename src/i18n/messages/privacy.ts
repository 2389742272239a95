import { privacy as en } from '../en/messages.json';
import { privacy as ta } from '../ta/messages.json';
import { messageArea } from './area';

export const privacyMessages = /* @__PURE__ */ messageArea('privacy', en, ta);
