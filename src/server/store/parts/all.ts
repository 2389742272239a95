// Every part of the store: the staff functions', the scripts' and the tests' stores.

import { accountsPart } from './accounts';
import { auditPart } from './audit';
import { bookingsPart } from './bookings';
import { breachesPart } from './breaches';
import { calendarPart } from './calendar';
import { campsPart } from './camps';
import { ceremoniesPart } from './ceremonies';
import { credentialsPart } from './credentials';
import { donationsPart } from './donations';
import { invitesPart } from './invites';
import { limitsPart } from './limits';
import { messagingPart } from './messaging';
import { migrationsPart } from './migrations';
import { outboxPart } from './outbox';
import { processingPart } from './processing';
import { recordsPart } from './records';
import { requestsPart } from './requests';
import { staffSessionsPart } from './staff-sessions';
import type { PartName } from '../compose';
import type { StorePart } from './part';

const parts = [
  recordsPart,
  bookingsPart,
  calendarPart,
  outboxPart,
  limitsPart,
  auditPart,
  donationsPart,
  campsPart,
  accountsPart,
  credentialsPart,
  invitesPart,
  staffSessionsPart,
  ceremoniesPart,
  requestsPart,
  processingPart,
  breachesPart,
  messagingPart,
  migrationsPart,
] as const;

// The parts here and the names in ../compose (ALL_PART_NAMES, tied to the Store type) are the same set: a
// part left out here, or a name without its part, does not compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameNames: Same<(typeof parts)[number]['name'], PartName> = true;
void sameNames;

export const ALL_PARTS: readonly StorePart[] = parts;
