// Staff dashboard API (src/server/admin/). Every answer is `cache-control: no-store`.
//   POST   /api/admin/login, /api/admin/logout, GET /api/admin/session  -> sign-in (see sign-in.ts there)
//   GET    /api/admin/{callbacks|bookings|contacts|donations}?cursor=, POST the same { q, cursor } (a search:
//          typed words never in a URL) -> { success, data, next, total } (staff only, else 401)
//   DELETE /api/admin/{kind}/{id}                -> 200 | 404 (staff only; a booking's delete frees its slot)
//   POST   /api/admin/bookings/related { group | phone }, /api/admin/bookings/remove { ids }
//                                                -> several bookings in one action (src/server/admin/bulk.ts)
//   POST   /api/admin/donations/:id/pan, /api/admin/export/:kind, /api/admin/person (Find a person),
//   POST   /api/admin/person/export, /api/admin/person/erase -> personal data, audited (privacy.ts)
//   GET    /api/admin/requests, POST /api/admin/requests/:id/answer -> people's rights requests (requests.ts)
//   GET|POST /api/admin/breaches, POST /api/admin/breaches/:id/{preview,notify,board} -> breaches (breaches.ts)
//   GET    /api/admin/audit                      -> the audit log, newest first (audit.ts)
//   GET    /api/admin/outbox, POST /api/admin/outbox/retry { id } -> messages not delivered (outbox.ts)
//   GET|POST /api/admin/closures, DELETE /api/admin/closures/:id, GET /api/admin/schedule?date=,
//   POST   /api/admin/bookings/:id/status, /api/admin/bookings/:id/held -> the clinic's calendar (calendar.ts)
//   GET    /api/admin/donations/:id/receipts, POST /api/admin/donations/:id/received | /receipt,
//   POST   /api/admin/receipts/:id/cancel | /pdf, /api/admin/statement, /api/admin/form10bd/:fy[/filed|/10be]
//                                                -> donations accounted for (donations.ts)
//   GET    /api/admin/camps, POST /api/admin/camps/day[/cancel], /camps/registrations/:id/{came,cancel}
//                                                -> free camps' day lists (camps.ts)
// Sign-in, sign-out and delete refuse a cross-site Origin (403).
//   GET    /api/admin/accounts, POST /api/admin/accounts/invite, /accounts/:id, /accounts/:id/sign-out,
//   DELETE /api/admin/accounts/invites/:hash, POST /api/admin/invite[/open],
//   POST   /api/admin/accounts/password/end       -> staff accounts (accounts.ts)
//   POST   /api/admin/login/{passkey,passkey/options,totp,recovery}, /api/admin/step-up[/options] (factors.ts)
//   GET    /api/admin/me, /me/sessions; POST /me/passkeys[/options], /me/totp[/start], /me/recovery-codes,
//          /me/sessions/:id/sign-out; DELETE /me/passkeys/:id -> one's own sign-in and devices (me.ts)
// Every route passes the guard first (src/server/admin/guard.ts): the permission table (permissions.ts)
// against the person's role, and a step-up where one is needed. Changes refuse a cross-site Origin (403).
import type { Config } from '@netlify/functions';
import { SUBMISSION_KINDS } from '../../src/lib/records';
import {
  acceptInvite,
  changeAccount,
  endPasswordSignIn,
  inviteAccount,
  listAccounts,
  openInvite,
  signOutAccount,
  withdrawInvite,
} from '../../src/server/admin/accounts';
import { auditLog } from '../../src/server/admin/audit';
import * as camps from '../../src/server/admin/camps';
import * as donations from '../../src/server/admin/donations';
import { addClosure, listClosures, removeClosure } from '../../src/server/admin/calendar';
import { schedule, setVisitStatus, settleHeld } from '../../src/server/admin/calendar';
import { relatedBookings, removeBookings } from '../../src/server/admin/bulk';
import { recordsAnswer, removeRecord } from '../../src/server/admin/lists';
import { outboxState, retryMessage } from '../../src/server/admin/outbox';
import { erasePerson, exportKind, exportPerson, findPerson, showPan } from '../../src/server/admin/privacy';
import * as requests from '../../src/server/admin/requests';
import * as breaches from '../../src/server/admin/breaches';
import { login, logout, sessionInfo } from '../../src/server/admin/sign-in';
import * as factors from '../../src/server/admin/factors';
import { guardRoutes } from '../../src/server/admin/guard';
import * as me from '../../src/server/admin/me';
import { endpoint, type RouteTable } from '../../src/server/http/endpoint';
import { ALL_PARTS } from '../../src/server/store/parts/all';
import { ALL_MESSAGE_AREAS } from '../../src/i18n/messages/all';

const lists: RouteTable = Object.fromEntries(
  SUBMISSION_KINDS.map((kind) => [`/api/admin/${kind}`, { GET: recordsAnswer(kind), POST: recordsAnswer(kind) }]),
);

/** Every staff route (src/server/admin/permissions.ts says what each needs). */
export const adminRoutes: RouteTable = {
  '/api/admin/login': { POST: login },
  '/api/admin/login/passkey/options': { POST: factors.passkeyOptions },
  '/api/admin/login/passkey': { POST: factors.passkeySignIn },
  '/api/admin/login/totp': { POST: factors.totpSignIn },
  '/api/admin/login/recovery': { POST: factors.recoverySignIn },
  '/api/admin/logout': { POST: logout },
  '/api/admin/session': { GET: sessionInfo },
  '/api/admin/step-up/options': { POST: factors.stepUpOptions },
  '/api/admin/step-up': { POST: factors.stepUp },
  '/api/admin/me': { GET: me.me },
  '/api/admin/me/passkeys/options': { POST: me.passkeyRegistrationOptions },
  '/api/admin/me/passkeys': { POST: me.addPasskey },
  '/api/admin/me/passkeys/:id': { DELETE: me.removePasskey },
  '/api/admin/me/totp/start': { POST: me.startTotp },
  '/api/admin/me/totp': { POST: me.confirmTotpSetup },
  '/api/admin/me/recovery-codes': { POST: me.renewRecoveryCodes },
  '/api/admin/me/sessions': { GET: me.mySessions },
  '/api/admin/me/sessions/:id/sign-out': { POST: me.endMySession },
  ...lists,
  '/api/admin/bookings/related': { POST: relatedBookings },
  '/api/admin/bookings/remove': { POST: removeBookings },
  '/api/admin/audit': { GET: auditLog },
  '/api/admin/outbox': { GET: outboxState },
  '/api/admin/outbox/retry': { POST: retryMessage },
  '/api/admin/closures': { GET: listClosures, POST: addClosure },
  '/api/admin/closures/:id': { DELETE: removeClosure },
  '/api/admin/schedule': { GET: schedule },
  '/api/admin/bookings/:id/status': { POST: setVisitStatus },
  '/api/admin/bookings/:id/held': { POST: settleHeld },
  '/api/admin/requests': { GET: requests.listRequests },
  '/api/admin/requests/:id/answer': { POST: requests.answer },
  '/api/admin/breaches': { GET: breaches.listBreaches, POST: breaches.addBreach },
  '/api/admin/breaches/:id/preview': { POST: breaches.preview },
  '/api/admin/breaches/:id/notify': { POST: breaches.notify },
  '/api/admin/breaches/:id/board': { POST: breaches.board },
  '/api/admin/person': { POST: findPerson },
  '/api/admin/person/export': { POST: exportPerson },
  '/api/admin/person/erase': { POST: erasePerson },
  '/api/admin/donations/:id/pan': { POST: showPan },
  '/api/admin/donations/:id/receipts': { GET: donations.pledgeReceipts },
  '/api/admin/donations/:id/received': { POST: donations.pledgeReceived },
  '/api/admin/donations/:id/latin': { POST: donations.pledgeLatin },
  '/api/admin/donations/:id/receipt': { POST: donations.pledgeReceipt },
  '/api/admin/receipts/:id/cancel': { POST: donations.receiptCancel },
  '/api/admin/receipts/:id/pdf': { POST: donations.receiptDownload },
  '/api/admin/statement': { POST: donations.statementMatch },
  '/api/admin/form10bd/:fy': { POST: donations.form10bd },
  '/api/admin/form10bd/:fy/filed': { POST: donations.form10bdFiled },
  '/api/admin/form10bd/:fy/10be': { POST: donations.form10beSent },
  '/api/admin/accounts': { GET: listAccounts },
  '/api/admin/accounts/invite': { POST: inviteAccount },
  '/api/admin/accounts/invites/:hash': { DELETE: withdrawInvite },
  '/api/admin/accounts/:id/sign-out': { POST: signOutAccount },
  '/api/admin/invite': { POST: acceptInvite },
  '/api/admin/invite/open': { POST: openInvite },
  // Before ':kind/:id' (patterns are tried in order, whatever the method).
  '/api/admin/accounts/:id': { POST: changeAccount },
  '/api/admin/accounts/password/end': { POST: endPasswordSignIn },
  '/api/admin/camps': { GET: camps.campOverview },
  '/api/admin/camps/day': { POST: camps.campDay },
  '/api/admin/camps/day/cancel': { POST: camps.cancelCampDate },
  '/api/admin/camps/registrations/:id/came': { POST: camps.markCame },
  '/api/admin/camps/registrations/:id/cancel': { POST: camps.cancelRegistration },
  '/api/admin/export/:kind': { POST: exportKind },
  '/api/admin/:kind/:id': { DELETE: removeRecord },
};

export default endpoint('admin', guardRoutes(adminRoutes), [...ALL_PARTS, ...ALL_MESSAGE_AREAS]);

// Netlify reads this object without running the file, so the path must be a literal. One pattern serves the
// whole staff API: the route table above answers 404 for a path it doesn't know (tests/unit/function-paths.test.ts
// checks that the pattern covers every path of the table).
export const config: Config = { path: '/api/admin/*' };
