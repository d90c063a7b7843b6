import { Eye, Pencil, Star, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { BrandKitItem } from '../../../shared/brand-kit/kits';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useMayEdit } from '../auth';
import { toBrandForm } from './brand-form-state';
import { useDeleteBrandKit, useSaveBrandKit } from './brand-kit-api';

/** The kit's handle and colours, in a line under its name. */
function describeKit(kit: BrandKitItem): string {
  return kit.arroba ? `@${kit.arroba}` : 'Sem @ do Instagram';
}

/**
 * The workspace's kits, the default first: each can be edited (in the form below), made the default or
 * deleted (deleting the default makes the oldest remaining kit the default, as the dialog says).
 */
export function BrandKitList({
  kits,
  selectedId,
  onSelect,
  onDeleted,
}: {
  kits: readonly BrandKitItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const save = useSaveBrandKit();
  const remove = useDeleteBrandKit();
  // A leitor opens each kit to see it; making it the default or deleting it takes an editor (docs/workspaces.md).
  const mayEdit = useMayEdit();

  const makeDefault = (kit: BrandKitItem) =>
    save.mutate(
      { id: kit.id, body: { ...toBrandForm(kit), padrao: true } },
      {
        onSuccess: () => toast.success(`${kit.nome} agora é a marca padrão`),
        onError: (error) =>
          toast.error('Não foi possível mudar a marca padrão', {
            description: getErrorMessage(error, 'Tente de novo em instantes.'),
          }),
      },
    );
  const deleteKit = (kit: BrandKitItem) =>
    remove.mutate(kit.id, {
      onSuccess: () => {
        onDeleted(kit.id);
        toast.success(`Marca ${kit.nome} excluída`);
      },
      onError: (error) =>
        toast.error('Não foi possível excluir a marca', {
          description: getErrorMessage(error, 'Tente de novo em instantes.'),
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Suas marcas</h2>
        </CardTitle>
        <CardDescription>
          A marca padrão já vem escolhida ao criar um carrossel; as outras você escolhe na hora de criar.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y" aria-label="Marcas deste espaço">
          {kits.map((kit) => (
            <li
              key={kit.id}
              data-testid="brand-kit-item"
              className={cn(
                'flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center',
                kit.id === selectedId && 'font-medium',
              )}
            >
              <span
                aria-hidden="true"
                className="size-9 shrink-0 rounded-full border"
                style={{ background: kit.cor_primaria ?? 'var(--color-secondary)' }}
              />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 break-words text-sm text-foreground">
                  {kit.nome}
                  {kit.padrao ? <Badge>Padrão</Badge> : null}
                  {kit.id === selectedId ? <span className="sr-only">(em edição)</span> : null}
                </p>
                <p className="break-words text-xs text-muted-foreground">{describeKit(kit)}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant={kit.id === selectedId ? 'secondary' : 'outline'}
                  aria-pressed={kit.id === selectedId}
                  aria-label={`${mayEdit ? 'Editar' : 'Ver'} ${kit.nome}`}
                  onClick={() => onSelect(kit.id)}
                >
                  {mayEdit ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
                  {mayEdit ? 'Editar' : 'Ver'}
                </Button>
                {kit.padrao || !mayEdit ? null : (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Tornar ${kit.nome} a marca padrão`}
                    disabled={save.isPending}
                    onClick={() => makeDefault(kit)}
                  >
                    <Star aria-hidden="true" />
                    Tornar padrão
                  </Button>
                )}
                {mayEdit ? (
                  <AlertDialog>
                    <AlertDialogTrigger asChild>
                      <Button type="button" size="sm" variant="outline" aria-label={`Excluir ${kit.nome}`}>
                        <Trash2 aria-hidden="true" />
                        Excluir
                      </Button>
                    </AlertDialogTrigger>
                    <AlertDialogContent>
                      <AlertDialogHeader>
                        <AlertDialogTitle>Excluir a marca {kit.nome}?</AlertDialogTitle>
                        <AlertDialogDescription>
                          Carrosséis já criados continuam com esta assinatura.
                          {kit.padrao && kits.length > 1
                            ? ' A marca mais antiga passa a ser a padrão.'
                            : kit.padrao
                              ? ' Sem nenhuma marca, os próximos carrosséis saem sem assinatura.'
                              : ''}
                        </AlertDialogDescription>
                      </AlertDialogHeader>
                      <AlertDialogFooter>
                        <AlertDialogCancel>Cancelar</AlertDialogCancel>
                        <AlertDialogAction variant="destructive" onClick={() => deleteKit(kit)}>
                          Excluir marca
                        </AlertDialogAction>
                      </AlertDialogFooter>
                    </AlertDialogContent>
                  </AlertDialog>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
