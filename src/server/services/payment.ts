// How to pay a pledge right away: the trust's UPI link with the amount and reference filled in, and the
// same link as a QR code (SVG made here, so the browser needs no QR library). The QR maker and its SVG
// renderer only, as qrcode's own toString({ type: 'svg' }) calls them: its main module also loads the PNG
// renderer (pngjs), which would double what the donation function loads at a cold start.
import { create } from 'qrcode/lib/core/qrcode.js';
import { render } from 'qrcode/lib/renderer/svg-tag.js';
import { site } from '../../lib/site-settings';
import { upiPayUri } from './upi';

export interface PaymentInstructions {
  upiUri: string;
  qrSvg: string;
}

export function paymentInstructions(amount: number, reference: string): Promise<PaymentInstructions> {
  const upiUri = upiPayUri({ vpa: site.upi.id, payee: site.upi.payeeName, amount, reference });
  const options = { errorCorrectionLevel: 'M', margin: 2, color: { dark: '#12301f', light: '#ffffff' } } as const;
  const qrSvg = render(create(upiUri, options), options);
  return Promise.resolve({ upiUri, qrSvg });
}
