import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

/** Where a deleted account lands (signed out): says what happened and what was kept. */
export function AccountDeletedPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-12">
      <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center shadow-soft">
        <CircleCheck className="size-10 text-success" aria-hidden="true" />
        <h1 className="text-2xl font-semibold text-foreground">Sua conta foi excluída</h1>
        <p className="text-sm text-muted-foreground">
          Apagamos seu perfil, seus carrosséis e seus arquivos, e encerramos todas as sessões. Guardamos
          apenas, sem seus dados pessoais, o histórico de créditos e os pagamentos, como a lei exige.
        </p>
        <p className="text-sm text-muted-foreground">Obrigado por ter usado o Carrossel.</p>
        <Button asChild variant="outline">
          <Link to="/register">Criar uma conta nova</Link>
        </Button>
      </div>
    </main>
  );
}

export { AccountDeletedPage as Component };
