import { Receipt, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatAdminDate } from '../../../../shared/dates';
import { formatCents } from '../../../../shared/money';
import { ADMIN_PAYMENTS_PAGE_SIZE, type AdminPayment } from '../../../../shared/payments/admin';
import { AdminList, type AdminListColumn } from '../../../components/admin-list';
import { ListPager, usePageWindow } from '../../../components/list-pager';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { TableCell, TableRow } from '../../../components/ui/table';
import { canRefund, describePaymentState, formatCreditCount, getPackLabel } from './payment-labels';
import { useAdminPayments } from './payments-api';
import { RefundDialog } from './refund-dialog';

function PaymentState({ payment }: { payment: AdminPayment }) {
  const state = describePaymentState(payment);
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge variant={state.variant}>{state.label}</Badge>
      {payment.estorno ? (
        <span
          className="block max-w-56 truncate text-xs text-muted-foreground"
          title={payment.estorno.motivo}
        >
          {payment.estorno.motivo}
        </span>
      ) : null}
    </span>
  );
}

const COLUMNS: readonly AdminListColumn[] = [
  { header: 'Usuário', skeleton: 'h-5 w-40' },
  { header: 'Data', className: 'hidden md:table-cell', skeleton: 'h-5 w-32' },
  { header: 'Pacote', className: 'hidden sm:table-cell', skeleton: 'h-5 w-24' },
  { header: 'Valor', className: 'text-right', skeleton: 'ml-auto h-5 w-16' },
  { header: 'Status', className: 'hidden sm:table-cell', skeleton: 'h-5 w-20' },
  { header: 'Ações', className: 'text-right', skeleton: 'ml-auto h-8 w-24' },
];

function PaymentRow({
  payment,
  onRefund,
}: {
  payment: AdminPayment;
  onRefund: (payment: AdminPayment) => void;
}) {
  return (
    <TableRow>
      <TableCell className="max-w-56">
        <span className="block truncate font-medium">{payment.usuario.nome}</span>
        <span className="block truncate text-xs text-muted-foreground">{payment.usuario.email}</span>
        {/* On a phone the date, pack and status ride under the user instead of their own columns. */}
        <span className="block text-xs text-muted-foreground md:hidden">
          {formatAdminDate(payment.createdAt)}
          <span className="sm:hidden"> · {getPackLabel(payment.plano)}</span>
        </span>
        <span className="mt-1 block sm:hidden">
          <PaymentState payment={payment} />
        </span>
      </TableCell>
      <TableCell className="hidden whitespace-nowrap md:table-cell">
        <time dateTime={payment.createdAt}>{formatAdminDate(payment.createdAt)}</time>
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        <span className="block font-medium">{getPackLabel(payment.plano)}</span>
        <span className="block text-xs text-muted-foreground">{formatCreditCount(payment.quantidade)}</span>
      </TableCell>
      <TableCell className="whitespace-nowrap text-right tabular-nums">
        {formatCents(payment.valor)}
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        <PaymentState payment={payment} />
      </TableCell>
      <TableCell className="text-right">
        {canRefund(payment) ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Estornar pagamento de ${payment.usuario.nome} (${formatCents(payment.valor)})`}
            onClick={() => onRefund(payment)}
          >
            <Undo2 aria-hidden="true" />
            <span className="hidden sm:inline">Estornar</span>
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/**
 * /pagamentos 'Pagamentos' (docs/pix-bcb.md §Estornos): every PIX purchase, newest first, 20 per page, with its
 * refund; a confirmed purchase not yet refunded has 'Estornar'.
 */
export function Component() {
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const payments = useAdminPayments(page);
  const total = payments.data?.total ?? 0;
  const pageWindow = usePageWindow({
    total,
    page,
    pageSize: ADMIN_PAYMENTS_PAGE_SIZE,
    setPage,
    isLoaded: payments.data !== undefined,
  });
  const rows = payments.data?.items ?? [];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Pagamentos"
        description="Todas as compras de créditos por PIX, da mais nova à mais antiga. Datas no horário de Brasília."
      />

      <AdminList
        query={payments}
        label="Pagamentos"
        rows={rows}
        total={total}
        icon={Receipt}
        errorTitle="Não foi possível carregar os pagamentos"
        empty={{
          title: 'Nenhum pagamento ainda',
          description: 'As compras de créditos aparecem aqui assim que um PIX é gerado.',
        }}
        table={{
          columns: COLUMNS,
          renderRow: (payment) => <PaymentRow key={payment.id} payment={payment} onRefund={setRefunding} />,
        }}
        pager={<ListPager pageWindow={pageWindow} total={total} onPageChange={setPage} />}
      />

      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
