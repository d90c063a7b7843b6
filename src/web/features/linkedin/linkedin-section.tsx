import { Briefcase } from 'lucide-react';
import { formatDateTime } from '../../../shared/dates';
import { LINKEDIN_MESSAGES } from '../../../shared/linkedin/schema';
import { ConnectionCard, useConnectOutcome } from '../../components/publishing/connection-card';
import { useConnectionAccess } from '../instagram';
import { useConnectLinkedin, useDisconnectLinkedin, useLinkedinStatus } from './linkedin-api';

/** What the callback's `?linkedin=erro&motivo=` means, in the user's words. */
const CONNECT_FAILURES = {
  negado: 'Você não autorizou o acesso no LinkedIn. Tente de novo e toque em Permitir.',
  expirado: 'A conexão demorou demais ou começou em outra janela. Tente conectar de novo.',
  sem_permissao: LINKEDIN_MESSAGES.forbidden,
  falha: 'O LinkedIn não confirmou a conexão. Tente de novo em alguns minutos.',
};

/**
 * "LinkedIn" in Minha conta: the active workspace's member account, which one and until when; a dono connects,
 * reconnects or removes it.
 */
export function LinkedinSection() {
  useConnectOutcome('linkedin', 'LinkedIn', CONNECT_FAILURES);
  const status = useLinkedinStatus();
  const connect = useConnectLinkedin();
  const disconnect = useDisconnectLinkedin();
  const access = useConnectionAccess('LinkedIn');
  if (status.isSuccess && !status.data.disponivel) return null;
  const account = status.data?.conta ?? null;

  return (
    <ConnectionCard
      network="LinkedIn"
      id="linkedin"
      icon={Briefcase}
      description="Conecte seu perfil para publicar ou agendar o PDF do carrossel como documento, sem custo de créditos."
      status={status}
      account={
        account && {
          name: account.nome,
          // LinkedIn's picture links expire within weeks: the card shows the network's icon instead.
          pictureUrl: null,
          // LinkedIn gives members no refresh token: the date the member must connect again.
          detail: `Conectado em ${formatDateTime(account.conectado_em)} · válido até ${formatDateTime(account.expira_em)}`,
          needsReconnect: account.precisa_reconectar,
        }
      }
      reconnectText="A autorização do LinkedIn terminou (ela dura 60 dias) ou foi revogada. Conecte de novo para publicar."
      disconnectText="O Carrossel deixa de publicar nesse perfil; publicações agendadas terminam com erro. O que já foi publicado continua no LinkedIn."
      connect={connect}
      disconnect={disconnect}
      {...access}
    />
  );
}
