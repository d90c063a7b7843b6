import { useParams } from 'react-router';
import { WorkspaceSettingsPage } from '../../features/workspaces';

/** /espaco/:id, "Configurações do espaço": the workspace named in the address (the switcher links here). */
export function Component() {
  const { id = '' } = useParams();
  return <WorkspaceSettingsPage key={id} id={id} />;
}
