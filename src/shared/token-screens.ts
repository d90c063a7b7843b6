/**
 * The screens whose address carries a credential in its path: an e-mail's link (confirm the account, confirm
 * a new address) and a share link. The web router declares them from here, and the server serves each with the
 * SPA as its own route that marks `:token` secret, so the token never reaches a log line (README, "Logs").
 * A new screen with a token in its path belongs here.
 */
export const TOKEN_SCREENS = {
  verifyEmail: '/verify-email/:token',
  confirmEmailChange: '/confirmar-email/:token',
  sharedCarousel: '/c/:token',
  workspaceInvite: '/convite/:token',
} as const;
