import { Camera } from 'lucide-react';
import { formatDateTime } from '../../../shared/dates';
import { INSTAGRAM_MESSAGES } from '../../../shared/instagram/schema';
import { ConnectionCard, useConnectOutcome } from '../../components/publishing/connection-card';
import { useConnectionAccess } from './connection-access';
import { useConnectInstagram, useDisconnectInstagram, useInstagramStatus } from './instagram-api';

/** What the callback's `?instagram=erro&motivo=` means, in the user's words. */
const CONNECT_FAILURES = {
  negado: 'Você não autorizou o acesso no Instagram. Tente de novo e toque em Permitir.',
  expirado: 'A conexão demorou demais ou começou em outra janela. Tente conectar de novo.',
  sem_permissao: INSTAGRAM_MESSAGES.missingPublishPermission,
  falha:
    'O Instagram não confirmou a conexão. Confira se a conta é profissional (Empresa ou Criador) e tente de novo.',
};

/**
 * "Instagram" in Minha conta: the active workspace's professional account; a dono connects, reconnects or
 * disconnects it, every member sees which one it is.
 */
export function InstagramSection() {
  useConnectOutcome('instagram', 'Instagram', CONNECT_FAILURES);
  const status = useInstagramStatus();
  const connect = useConnectInstagram();
  const disconnect = useDisconnectInstagram();
  const access = useConnectionAccess('Instagram');
  // Off on this server: nothing to offer.
  if (status.isSuccess && !status.data.disponivel) return null;
  const account = status.data?.conta ?? null;

  return (
    <ConnectionCard
      network="Instagram"
      id="instagram"
      icon={Camera}
      description="Conecte sua conta profissional (Empresa ou Criador) para publicar ou agendar carrosséis direto no feed, sem custo de créditos."
      status={status}
      account={
        account && {
          name: `@${account.username}`,
          pictureUrl: account.foto_url,
          detail: `Conectado em ${formatDateTime(account.conectado_em)}`,
          needsReconnect: account.precisa_reconectar,
        }
      }
      reconnectText="A autorização expirou ou foi revogada no Instagram. Conecte de novo para publicar."
      disconnectText="O Carrossel deixa de publicar nessa conta; publicações agendadas terminam com erro. O que já foi publicado continua no Instagram."
      connect={connect}
      disconnect={disconnect}
      {...access}
    />
  );
}
