/**
 * UPI payment links (NPCI's `upi://pay` deep link). Phones open the payer's UPI app with the payee, the
 * amount and a note filled in; the same text in a QR code works from any UPI app's scanner.
 */
export interface UpiPayment {
  /** The payee's UPI id (VPA), e.g. trust@bank. */
  vpa: string;
  /** The payee's name as it should show in the app. */
  payee: string;
  /** Rupees; omitted for an open amount (e.g. the static QR on the donation page). */
  amount?: number;
  /** Our reference, so staff can match the payment with the pledge. */
  reference?: string;
}

export function upiPayUri({ vpa, payee, amount, reference }: UpiPayment): string {
  const params = new URLSearchParams({ pa: vpa, pn: payee, cu: 'INR' });
  if (amount !== undefined) params.set('am', amount.toFixed(2));
  if (reference) {
    params.set('tr', reference);
    params.set('tn', `Donation ${reference}`);
  }
  // URLSearchParams writes spaces as '+', which some UPI apps show literally: use %20.
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}
