// POST /api/donation  { uname, gender, email, mobno, address, donate, amount, panno, modeofpay, message }
//                     -> { success, message, reference, payment: { upiUri, qrSvg } }
// GET  /api/donation  (admin list: 401 until staff sign-in exists)
import type { Config } from '@netlify/functions';
import { t } from '../../src/lib/messages';
import { donationSchema } from '../../src/lib/schemas/donation';
import { listAnswer } from '../../src/server/admin-lists';
import { adminOnly, endpoint, json, parseWith, readPublicPost } from '../../src/server/http';
import { newDonationReference, submitDonation } from '../../src/server/services/submissions';
import { paymentInstructions } from '../../src/server/services/payment';

export default endpoint('donation', {
  '/api/donation': {
    POST: async (scope) => {
      const { body, trapped, lang } = await readPublicPost(scope, { bucket: 'donation', kind: 'write' });
      if (trapped) return json({ success: true, message: t('donation.saved'), reference: newDonationReference() });
      const record = await submitDonation(scope.deps, parseWith(donationSchema, body), lang);
      return json({
        success: true,
        message: t('donation.saved'),
        reference: record.reference,
        payment: await paymentInstructions(record.amount, record.reference),
      });
    },
    GET: adminOnly(listAnswer('donations')),
  },
});

export const config: Config = { path: '/api/donation' };
