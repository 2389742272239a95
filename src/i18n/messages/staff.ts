import { staff as en } from '../en/messages.json';
import { staff as ta } from '../ta/messages.json';
import { messageArea } from './area';

export const staffMessages = /* @__PURE__ */ messageArea('staff', en, ta);
