import QRCode from 'qrcode';

/**
 * Level M survives a smudged or partly covered screen while keeping a ~150-character BR Code
 * at a module size phone cameras read easily; a margin of 2 is the smallest quiet zone that
 * still scans reliably on a white modal.
 */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: 320, type: 'image/png' } as const;

/** Renders a BR Code as a PNG data URL for the `pix_qr_code_image` column and the modal. */
export function createQrCodeDataUrl(brCode: string): Promise<string> {
  return QRCode.toDataURL(brCode, QR_OPTIONS);
}
