// POST /api/donation  { uname, gender, email, mobno, address, donate, amount, panno, modeofpay, message }
//                     -> { success, message, reference, payment: { upiUri, qrSvg } }
// GET  /api/donation  (admin list: staff only, else 401)
// Each POST that writes carries `altcha`, a solved proof of work (GET /api/challenge; src/server/http/proof.ts).
import type { Config } from '@netlify/functions';
import { donationSchema } from '../../src/lib/schemas/donation';
import { listAnswer } from '../../src/server/admin/lists';
import { endpoint } from '../../src/server/http/endpoint';
import { publicPost } from '../../src/server/http/public-post';
import { parseWith } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { newDonationReference, submitDonation } from '../../src/server/services/submissions';
import { paymentInstructions } from '../../src/server/services/payment';

export default endpoint('donation', {
  '/api/donation': {
    POST: publicPost({ bucket: 'donation', kind: 'write' }, async (scope, { body, trapped, lang, limits }) => {
      const message = scope.t('donation.saved');
      if (trapped) return json({ success: true, message, reference: newDonationReference() });
      const record = await submitDonation(scope.deps, parseWith(scope, donationSchema, body), lang, limits);
      return json({
        success: true,
        message,
        reference: record.reference,
        payment: await paymentInstructions(record.amount, record.reference),
      });
    }),
    GET: listAnswer('donations'),
  },
});

export const config: Config = { path: '/api/donation' };
