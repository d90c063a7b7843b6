/**
 * The account feature's public surface: the sections of /conta (src/web/app/routes/account.tsx composes them,
 * with the sections other features add, into one vertical list).
 */
export { DataExportSection } from './data-export-section';
export { DeleteAccountSection } from './delete-account-section';
export { EmailSection } from './email-section';
export { NameSection } from './name-section';
export { PasswordSection } from './password-section';
export { PreferencesSection } from './preferences-section';
export { SessionsSection } from './sessions-section';
