import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { SUPPORT_MESSAGES } from '../../../shared/support/messages';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { type ReportTicketResult, useReportSupportTicket } from './report-ticket';
import { getSupportErrorMessage } from './support-errors';
import { SupportTicketFormFields } from './support-ticket-form';
import { useSupportForm } from './use-support-form';

/** docs/product-rules.md §4: idle, submitting, success (closes after 1.5 s), error. */
export type SupportFormState = 'idle' | 'submitting' | 'success' | 'error';
export const SUCCESS_CLOSE_DELAY_MS = 1500;

/** 'Abrir Chamado': the support ticket modal, opened from the side menu. */
export function SupportTicketDialog({
  open,
  onOpenChange,
  hasSession,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hasSession: boolean;
}) {
  const form = useSupportForm();
  const report = useReportSupportTicket();
  const { pathname } = useLocation();
  const [state, setState] = useState<SupportFormState>('idle');
  const [errorMessage, setErrorMessage] = useState('');
  const [result, setResult] = useState<ReportTicketResult | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const resetAll = () => {
    window.clearTimeout(closeTimer.current);
    form.reset();
    report.reset();
    setState('idle');
    setErrorMessage('');
    setResult(null);
  };

  const closeDialog = () => {
    resetAll();
    onOpenChange(false);
  };

  const handleOpenChange = (next: boolean) => {
    // Closing while the request is in flight would hide its outcome.
    if (!next && state === 'submitting') return;
    if (next) onOpenChange(true);
    else closeDialog();
  };

  const handleSubmit = async () => {
    if (!form.isValid || state === 'submitting') return;
    setState('submitting');
    setErrorMessage('');
    try {
      const answer = await report.mutateAsync({ values: form.values, hasSession, sourcePage: pathname });
      setResult(answer);
      setState('success');
      toast.success(SUPPORT_MESSAGES.success(answer.protocol));
      closeTimer.current = window.setTimeout(closeDialog, SUCCESS_CLOSE_DELAY_MS);
    } catch (error) {
      setErrorMessage(getSupportErrorMessage(error));
      setState('error');
    }
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="sm:max-w-xl" data-state-form={state}>
        <DialogHeader>
          <DialogTitle>Abrir Chamado</DialogTitle>
          <DialogDescription>
            Conte o que aconteceu. Nossa equipe responde pelo e-mail da sua conta ou pelo telefone informado.
          </DialogDescription>
        </DialogHeader>
        {state === 'success' && result ? (
          <div
            role="status"
            className="flex flex-col items-center gap-3 rounded-xl bg-success-soft px-4 py-8 text-center"
          >
            <CircleCheck className="size-10 text-success-soft-foreground" aria-hidden="true" />
            <p className="text-base font-semibold text-success-soft-foreground">
              Chamado aberto com sucesso!
            </p>
            <p className="text-sm text-success-soft-foreground">
              Protocolo: <strong className="tabular-nums">{result.protocol}</strong>
            </p>
          </div>
        ) : (
          <SupportTicketFormFields
            form={form}
            isSubmitting={state === 'submitting'}
            errorMessage={state === 'error' ? errorMessage : ''}
            onSubmit={handleSubmit}
            onCancel={() => handleOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
