import { toast } from 'sonner';
import type { EmailPreferences } from '../../../shared/account/schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { getErrorMessage } from '../../lib/api-client';
import { useAccount, useUpdatePreferences } from './account-api';

const OPTIONS: readonly { key: keyof EmailPreferences; label: string; hint: string }[] = [
  {
    key: 'carrossel_pronto',
    label: 'Carrossel pronto',
    hint: 'Um e-mail com o link de download quando um carrossel fica pronto.',
  },
  {
    key: 'novidades',
    label: 'Novidades',
    hint: 'Novos templates, recursos e dicas, no máximo uma vez por mês.',
  },
];

/** "E-mails": what the person chooses to receive; each switch saves at once. */
export function PreferencesSection() {
  const account = useAccount();
  const update = useUpdatePreferences();
  const preferences = account.data?.preferencias;

  const toggle = async (key: keyof EmailPreferences, value: boolean) => {
    if (!preferences) return;
    try {
      await update.mutateAsync({ ...preferences, [key]: value });
      toast.success('Preferência salva.');
    } catch (error) {
      toast.error('Não foi possível salvar', { description: getErrorMessage(error, 'Tente novamente.') });
    }
  };

  return (
    <Card aria-labelledby="account-preferences-title" role="region">
      <CardHeader>
        <CardTitle id="account-preferences-title">E-mails</CardTitle>
        <CardDescription>
          Recibos de compra, links de confirmação e avisos de segurança chegam sempre.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-lg border">
          {OPTIONS.map((option) => (
            <li key={option.key} className="flex items-center justify-between gap-4 p-3">
              <div className="grid gap-0.5">
                <Label htmlFor={`preference-${option.key}`}>{option.label}</Label>
                <p id={`preference-${option.key}-hint`} className="text-xs text-muted-foreground">
                  {option.hint}
                </p>
              </div>
              {preferences ? (
                <Switch
                  id={`preference-${option.key}`}
                  aria-describedby={`preference-${option.key}-hint`}
                  checked={preferences[option.key]}
                  disabled={update.isPending}
                  onCheckedChange={(value) => void toggle(option.key, value)}
                />
              ) : (
                <Skeleton className="h-6 w-11 rounded-full" />
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
