import { PageHeader } from '../../components/ui/page-header';
import {
  DataExportSection,
  DeleteAccountSection,
  EmailSection,
  NameSection,
  PasswordSection,
  PreferencesSection,
  SessionsSection,
} from '../../features/account';
import { DevelopersSection } from '../../features/developers';
import { InstagramSection } from '../../features/instagram';
import { LinkedinSection } from '../../features/linkedin';

/**
 * /conta, "Minha conta": a plain vertical list of sections, each a card owned by its feature. Adding one is one
 * line here (import it from its feature's index.ts and place it in the list).
 */
export function Component() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Minha conta"
        description="Seus dados, sua senha, onde você está conectado, seus e-mails e seus direitos sobre os dados."
      />
      <NameSection />
      <EmailSection />
      <PasswordSection />
      <SessionsSection />
      <PreferencesSection />
      <InstagramSection />
      <LinkedinSection />
      <DevelopersSection />
      <DataExportSection />
      <DeleteAccountSection />
    </div>
  );
}
