// How to pay a pledge right away: the trust's UPI link with the amount and reference filled in, and the
// same link as a QR code (SVG made here, so the browser needs no QR library).
import QRCode from 'qrcode';
import { site } from '../../lib/site';
import { upiPayUri } from './upi';

export interface PaymentInstructions {
  upiUri: string;
  qrSvg: string;
}

export async function paymentInstructions(amount: number, reference: string): Promise<PaymentInstructions> {
  const upiUri = upiPayUri({ vpa: site.upi.id, payee: site.upi.payeeName, amount, reference });
  const qrSvg = await QRCode.toString(upiUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#12301f', light: '#ffffff' },
  });
  return { upiUri, qrSvg };
}
