/**
 * The payments feature's public surface: buying a credit pack by PIX. The dialog creates the charge, shows the
 * QR code and waits for the payment; it is exported lazily (render it inside Suspense), so a screen that
 * offers a purchase does not carry the PIX flow's code until it is shown. The sandbox banner is small and shown
 * wherever prices are, so it is exported directly.
 */
export { BuyCreditsButton } from './buy-credits-button';
export { LazyBuyCreditsDialog } from './lazy-buy-credits-dialog';
export { SandboxPaymentsBanner } from './sandbox-payments-banner';
