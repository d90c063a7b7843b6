import { Code2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

/** The way from "Minha conta" to the Desenvolvedores screen (API keys, the API reference, MCP). */
export function DevelopersSection() {
  return (
    <Card>
      <CardHeader className="sm:flex sm:items-center sm:justify-between sm:gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Code2 className="size-5 text-primary" aria-hidden="true" />
            Desenvolvedores
          </CardTitle>
          <CardDescription>
            Chaves de API, a referência da API e a conexão com assistentes de IA (MCP).
          </CardDescription>
        </div>
        <Button asChild variant="outline" className="mt-3 w-fit sm:mt-0">
          <Link to="/desenvolvedores">Abrir Desenvolvedores</Link>
        </Button>
      </CardHeader>
    </Card>
  );
}
