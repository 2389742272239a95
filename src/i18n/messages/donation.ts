import { donation as en } from '../en/messages.json';
import { donation as ta } from '../ta/messages.json';
import { messageArea } from './area';

export const donationMessages = /* @__PURE__ */ messageArea('donation', en, ta);
