/**
 * The payments feature's public surface: buying a credit pack by PIX. The dialog creates the charge, shows the
 * QR code and waits for the payment; the button opens it, loading the flow the first time it is needed.
 */
export { BuyCreditsButton } from './buy-credits-button';
export { BuyCreditsDialog } from './buy-credits-dialog';
