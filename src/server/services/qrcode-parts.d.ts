// The two parts of qrcode (its own modules, CommonJS) the payment service loads: the QR maker and the SVG
// renderer that qrcode's toString({ type: 'svg' }) uses. Their options are qrcode's (@types/qrcode).
declare module 'qrcode/lib/core/qrcode.js' {
  import type { QRCode, QRCodeOptions } from 'qrcode';
  export function create(text: string, options?: QRCodeOptions): QRCode;
}
declare module 'qrcode/lib/renderer/svg-tag.js' {
  import type { QRCode, QRCodeRenderersOptions } from 'qrcode';
  export function render(qrData: QRCode, options?: QRCodeRenderersOptions): string;
}
