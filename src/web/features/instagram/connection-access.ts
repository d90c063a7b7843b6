import { POST_MESSAGES } from '../../../shared/publishing/schema';
import { useAuth } from '../auth';

/**
 * What a network's connection card needs to know of the active workspace (docs/product-rules.md, publishing):
 * why the caller may not connect or disconnect (only a dono may), and the team's name (null in the personal
 * workspace) so the card says whose connection it is.
 */
export function useConnectionAccess(network: string): {
  ownerOnly: string | null;
  workspaceName: string | null;
} {
  const { may, workspace } = useAuth();
  return {
    ownerOnly: may('dono') ? null : POST_MESSAGES.ownerOnly(network),
    workspaceName: workspace && !workspace.pessoal ? workspace.nome : null,
  };
}
