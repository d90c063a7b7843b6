import { Palette } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useDrawnQuery } from '../../lib/drawn-query';
import { useMayEdit } from '../auth';
import { NO_BRAND_YET, useBrandKit } from './brand-kit-api';

/** The dashboard's way to "Minha marca": whether new carousels are signed, and by whom. */
export function BrandKitCard() {
  const kit = useDrawnQuery(useBrandKit());
  const saved = kit.data?.salvo === true ? kit.data : null;
  // A leitor sees the brand; changing it takes an editor (docs/workspaces.md).
  const mayEdit = useMayEdit();
  const who = saved ? [saved.nome, saved.arroba ? `@${saved.arroba}` : ''].filter(Boolean).join(' · ') : '';
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
          <Palette className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1" aria-busy={kit.isPending || undefined}>
          <h2 className="text-base font-semibold text-foreground">Minha marca</h2>
          {kit.isPending ? (
            <Skeleton className="mt-1 h-4 w-56" />
          ) : (
            <p className="break-words text-sm text-muted-foreground">
              {saved
                ? `Seus carrosséis saem assinados: ${who}.`
                : mayEdit
                  ? 'Coloque seu nome, @ e cores nos slides de cada carrossel.'
                  : NO_BRAND_YET}
            </p>
          )}
        </div>
        <Button asChild variant={saved ? 'outline' : 'default'} className="sm:shrink-0">
          <Link to="/minha-marca">
            {!mayEdit ? 'Ver a marca' : saved ? 'Editar minha marca' : 'Configurar minha marca'}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
