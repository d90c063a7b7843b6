import { Link2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '../../../shared/dates';
import { SHARE_LINK_VALIDITY_DAYS, type ShareLink } from '../../../shared/share-links/schemas';
import { ShownOnceSecret } from '../../components/shown-once-secret';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/error-alert';
import { OptionsSelect } from '../../components/ui/options-select';
import { getErrorMessage } from '../../lib/api-client';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from './share-links-api';

type Validity = 'sempre' | `${(typeof SHARE_LINK_VALIDITY_DAYS)[number]}`;
const VALIDITY_OPTIONS: { value: Validity; label: string }[] = [
  ...SHARE_LINK_VALIDITY_DAYS.map((days) => ({
    value: `${days}` as Validity,
    label: days === 1 ? 'Vale por 1 dia' : `Vale por ${days} dias`,
  })),
  { value: 'sempre', label: 'Até eu revogar' },
];

function describeLink(link: ShareLink): string {
  const created = `Criado em ${formatDateTime(link.criadoEm)}`;
  if (link.revogadoEm) return `${created} · revogado em ${formatDateTime(link.revogadoEm)}`;
  if (!link.expiraEm) return `${created} · sem validade`;
  return `${created} · ${link.ativo ? 'vale até' : 'expirou em'} ${formatDateTime(link.expiraEm)}`;
}

function RevokeButton({ carouselId, link }: { carouselId: string; link: ShareLink }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeShareLink(carouselId);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !revoke.isPending && setOpen(next)}>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        className="text-destructive hover:bg-destructive-soft hover:text-destructive-soft-foreground"
        aria-label={`Revogar o link criado em ${formatDateTime(link.criadoEm)}`}
        onClick={() => {
          revoke.reset();
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" />
        Revogar
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Revogar este link?</AlertDialogTitle>
          <AlertDialogDescription>
            Quem abrir o link verá que ele não funciona mais, e os arquivos deixam de ser baixados por ele na
            hora.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {revoke.isError ? (
          <ErrorAlert>
            {getErrorMessage(revoke.error, 'Não foi possível revogar o link. Tente novamente.')}
          </ErrorAlert>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={revoke.isPending}>Cancelar</AlertDialogCancel>
          <Button
            type="button"
            variant="destructive"
            loading={revoke.isPending}
            onClick={() => revoke.mutate(link.id, { onSuccess: () => setOpen(false) })}
          >
            Revogar link
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * "Compartilhar" on the download page (owner only): links anyone can open at /c/{token} without an account,
 * optionally expiring, each revocable (docs/account-data.md). Hidden when the server says the caller is not the
 * owner.
 */
export function ShareLinksCard({ carouselId }: { carouselId: string }) {
  const links = useShareLinks(carouselId);
  const create = useCreateShareLink(carouselId);
  const [validity, setValidity] = useState<Validity>('7');
  const [created, setCreated] = useState<{ id: string; url: string } | null>(null);
  const selectId = useId();
  if (links.isError) return null;

  const submit = () =>
    create.mutate(
      { validadeDias: validity === 'sempre' ? null : Number(validity) },
      {
        onSuccess: (answer) => setCreated({ id: answer.link.id, url: answer.url }),
        onError: (error) =>
          toast.error('Não foi possível criar o link', {
            description: getErrorMessage(error, 'Tente novamente.'),
          }),
      },
    );
  const active = links.data?.filter((link) => link.ativo) ?? [];
  const ended = links.data?.filter((link) => !link.ativo) ?? [];

  return (
    <section aria-labelledby="share-links-title" className="flex flex-col gap-3 border-t py-4">
      <div className="flex flex-col gap-1">
        <h2
          id="share-links-title"
          className="flex items-center gap-2 text-base font-semibold text-foreground"
        >
          <Link2 className="size-4" aria-hidden="true" />
          Compartilhar
        </h2>
        <p className="text-sm text-muted-foreground">
          Quem tiver o link vê os slides e baixa os arquivos, sem precisar de conta. Nada da sua conta
          aparece.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid gap-1.5 sm:w-56">
          <label htmlFor={selectId} className="text-sm font-medium text-foreground">
            Validade do link
          </label>
          <OptionsSelect
            id={selectId}
            value={validity}
            onValueChange={setValidity}
            options={VALIDITY_OPTIONS}
          />
        </div>
        <Button type="button" loading={create.isPending} onClick={submit}>
          <Link2 aria-hidden="true" />
          Criar link de compartilhamento
        </Button>
      </div>
      {/* Shown while the new link works: once revoked (or expired) its address is no use to copy. */}
      {created && active.some((link) => link.id === created.id) ? (
        <ShownOnceSecret
          label="Link para compartilhar (mostrado só agora: copie e guarde)"
          value={created.url}
          noun={{ word: 'link' }}
        />
      ) : null}
      {active.length + ended.length > 0 ? (
        <ul className="flex flex-col divide-y rounded-lg border" aria-label="Links de compartilhamento">
          {[...active, ...ended.slice(0, 5)].map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="flex min-w-0 flex-col gap-0.5">
                <Badge variant={link.ativo ? 'success' : 'secondary'} className="w-fit">
                  {link.ativo ? 'Ativo' : link.revogadoEm ? 'Revogado' : 'Expirado'}
                </Badge>
                <span className="text-xs text-muted-foreground">{describeLink(link)}</span>
              </div>
              {link.ativo ? <RevokeButton carouselId={carouselId} link={link} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
