import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/account/data-rights';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorAlert } from '../../components/ui/error-alert';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { getErrorMessage } from '../../lib/api-client';
import { useAuth } from '../auth';
import { useDeleteAccount } from './data-rights-api';

/** The word typed to confirm: deleting an account cannot be undone, so a click alone never does it. */
export const DELETE_ACCOUNT_WORD = 'EXCLUIR';
export const ACCOUNT_DELETED_PATH = '/conta-excluida';

const ERASED = [
  'seu perfil, nome, e-mail e telefone',
  'todos os carrosséis, com slides, PDFs, ZIPs e versões',
  'sua marca, imagens enviadas, chamados, notificações e cópias de dados',
  'os créditos que ainda restam',
];

/**
 * "Excluir conta" (LGPD, deletion): what goes and what the law makes us keep, then a confirmation that asks for
 * the word EXCLUIR and the password. After it the device is signed out and lands on a page that says so.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const [senha, setSenha] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const { signOut } = useAuth();
  const remove = useDeleteAccount(async () => {
    // The server already ended every session; this clears this device's copy, then says what happened. A full
    // load, not an in-app navigation: the server's revocation can reach this tab before the answer does, and the
    // guard's redirect to /login it causes would overtake an in-app navigation still loading its page; a new
    // document also leaves nothing of the account in this tab's memory.
    await signOut();
    window.location.replace(ACCOUNT_DELETED_PATH);
  });
  const confirmed = word.trim().toUpperCase() === DELETE_ACCOUNT_WORD;

  const changeOpen = (next: boolean) => {
    if (remove.isPending) return;
    if (next) {
      remove.reset();
      setWord('');
      setSenha('');
      setPasswordError(undefined);
    }
    setOpen(next);
  };

  const confirm = () => {
    if (!senha) {
      setPasswordError(ACCOUNT_MESSAGES.passwordRequired);
      return;
    }
    setPasswordError(undefined);
    remove.mutate({ senha });
  };

  return (
    <Card aria-labelledby="account-delete-title" role="region" className="border-destructive/40">
      <CardHeader>
        <CardTitle id="account-delete-title">Excluir conta</CardTitle>
        <CardDescription>
          Apaga sua conta e tudo o que é seu. Não dá para desfazer: se quiser guardar seus carrosséis, baixe
          seus dados antes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={open} onOpenChange={changeOpen}>
          <Button type="button" variant="destructive" onClick={() => changeOpen(true)}>
            <Trash2 aria-hidden="true" />
            Excluir minha conta
          </Button>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Excluir sua conta para sempre?</AlertDialogTitle>
              <AlertDialogDescription>Isto apaga de vez:</AlertDialogDescription>
            </AlertDialogHeader>
            <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {ERASED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="text-sm text-muted-foreground">
              Por lei, guardamos sem seus dados pessoais o histórico de créditos e os pagamentos via PIX (são
              registros fiscais). Todos os dispositivos saem da conta na hora, e o e-mail fica livre para uma
              conta nova.
            </p>
            <form
              noValidate
              className="grid gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                if (confirmed) confirm();
              }}
            >
              <FormField label={`Digite ${DELETE_ACCOUNT_WORD} para confirmar`} required>
                <Input value={word} autoComplete="off" onChange={(event) => setWord(event.target.value)} />
              </FormField>
              <FormField label="Sua senha" error={passwordError} required>
                <PasswordInput
                  value={senha}
                  autoComplete="current-password"
                  onChange={(event) => setSenha(event.target.value)}
                />
              </FormField>
              {remove.isError ? (
                <ErrorAlert>
                  {getErrorMessage(remove.error, 'Não foi possível excluir a conta. Tente novamente.')}
                </ErrorAlert>
              ) : null}
              <AlertDialogFooter>
                <AlertDialogCancel disabled={remove.isPending}>Cancelar</AlertDialogCancel>
                {/* A plain button: the dialog stays open until the server answers. */}
                <Button type="submit" variant="destructive" disabled={!confirmed} loading={remove.isPending}>
                  Excluir conta para sempre
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
