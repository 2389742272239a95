import { booking as en } from '../en/messages.json';
import { booking as ta } from '../ta/messages.json';
import { messageArea } from './area';

export const bookingMessages = /* @__PURE__ */ messageArea('booking', en, ta);
