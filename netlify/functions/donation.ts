// POST /api/donations  { name, gender, email, phone, address, frequency, amount, pan, paymentMode, message, and
//                        the site form's category, idType, idNumber, nameLatin, addressLatin, source }
//                      -> { success, message, reference, payment: { upiUri, qrSvg } }
//                      (+ token: the pledge's private link, to add the UPI reference on the success screen)
// POST /api/donation   the original site's call: the same, its fields under that site's names (uname, mobno,
//                      donate, panno, idtype, idno, modeofpay; src/server/legacy/donation.ts renames them)
// POST /api/donation/utr  { token, utr } -> { success, message, utr }  404 wrong or old link, 409 money in
// POST /api/donation/stop {token} -> { success, message }  a monthly donor stops the reminders (404 bad link)
// GET  /api/donation  (the staff list), and GET on the other paths, are the staff function's (lists.ts).
// A pledge's POST carries `altcha`, a solved proof of work (GET /api/challenge; src/server/http/proof.ts).
// The UTR's does not: like a patient's private booking link (manage.ts), the signed pledge token in its body
// stands for the donor, and it can only name a pledge that was itself proved.
import type { Config } from '@netlify/functions';
import { donationSchemaFor, type DonationInput, type DonationRules } from '../../src/lib/schemas/donation';
import { legacyDonationSchemaFor } from '../../src/server/legacy/donation';
import { endpoint, type Scope } from '../../src/server/http/endpoint';
import { recordsPart } from '../../src/server/store/parts/records';
import { limitsPart } from '../../src/server/store/parts/limits';
import { donationsPart } from '../../src/server/store/parts/donations';
import { outboxPart } from '../../src/server/store/parts/outbox';
import { publicPost } from '../../src/server/http/public-post';
import { parseWith } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { newDonationReference, submitDonation } from '../../src/server/services/submissions';
import { paymentInstructions } from '../../src/server/services/payment';
import { submitUtr } from '../../src/server/services/donations/utr';
import { stopReminders } from '../../src/server/services/donations/monthly';
import { pledgeKeyOf, pledgeTokenFor } from '../../src/server/links/pledge-token';
import type { UtrResponse } from '../../src/lib/api';
import type * as z from 'zod/mini';
import { donationMessages } from '../../src/i18n/messages/donation';

/** A pledge's POST: parsed with the call's own schema (its field names), then the same pledge and answer. */
const pledge = (schemaFor: (rules: DonationRules) => z.ZodMiniType<DonationInput>) =>
  publicPost({ bucket: 'donation', kind: 'write' }, async (scope: Scope, { body, trapped, lang, limits }) => {
    const message = scope.t('donation.saved');
    if (trapped) return json({ success: true, message, reference: newDonationReference() });
    const rules: DonationRules = { fcra: scope.deps.config.fcra, from: 'api' };
    const record = await submitDonation(scope.deps, parseWith(scope, schemaFor(rules), body), lang, limits);
    const token = pledgeTokenFor(pledgeKeyOf(scope.deps.config), record);
    return json({
      success: true,
      message,
      reference: record.reference,
      payment: await paymentInstructions(record.amount, record.reference),
      ...(token ? { token } : {}),
    });
  });

export default endpoint(
  'donation',
  {
    '/api/donations': { POST: pledge(donationSchemaFor) },
    '/api/donation': { POST: pledge(legacyDonationSchemaFor) },
    '/api/donation/utr': {
      POST: publicPost(
        { bucket: 'donation-utr', kind: 'write' },
        async (scope, { body }) => {
          const utr = await submitUtr(scope.deps, body.token, body.utr, scope.locale);
          return json({ success: true, message: scope.t('donation.utr.saved', { utr }), utr } satisfies UtrResponse);
        },
        { proof: false },
      ),
    },
    '/api/donation/stop': {
      POST: publicPost(
        { bucket: 'donation-utr', kind: 'write' },
        async (scope, { body }) => {
          await stopReminders(scope.deps, body.token, scope.t('donation.utr.link'));
          return json({ success: true, message: scope.t('donation.reminders.stopped') });
        },
        { proof: false },
      ),
    },
  },
  [recordsPart, limitsPart, donationsPart, outboxPart, donationMessages],
  { '/api/donation': ['GET'] },
);

// Every method but GET: Netlify routes GET on these paths to lists.ts (which answers 405 but for the staff list).
export const config: Config = {
  path: ['/api/donations', '/api/donation', '/api/donation/utr', '/api/donation/stop'],
  method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
};
