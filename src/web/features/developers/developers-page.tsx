import { BookOpen, Bot, Webhook } from 'lucide-react';
import { Link } from 'react-router';
import { API_REFERENCE_PAGE } from '../../../shared/public-api/routes';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { ApiKeysCard } from './api-keys-card';

/** /desenvolvedores: the account's API keys, the API reference and how to plug an AI assistant (MCP). */
export function Component() {
  const origin = window.location.origin;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Desenvolvedores"
        description="Crie carrosséis a partir do seu código, do n8n, do Make ou de um assistente de IA."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={API_REFERENCE_PAGE}>
                <BookOpen aria-hidden="true" />
                Referência da API
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/desenvolvedores/webhooks">
                <Webhook aria-hidden="true" />
                Webhooks
              </Link>
            </Button>
          </>
        }
      />
      <ApiKeysCard />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Bot className="size-5 text-primary" aria-hidden="true" />
            Assistentes de IA (MCP)
          </CardTitle>
          <CardDescription>
            Conecte um assistente compatível com MCP ao endereço abaixo, com uma chave de API no cabeçalho
            Authorization. Ele poderá listar estilos, criar carrosséis, acompanhar e ver o saldo, no espaço da
            chave.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <p>
            Endereço: <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{origin}/mcp</code>
          </p>
          <p>
            API REST:{' '}
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{origin}/api/v1</code>{' '}
            (Authorization: Bearer crs_live_…)
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
