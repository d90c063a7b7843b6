import { describe, expect, it } from 'vitest';
import type { AdminPayment } from '../../../../shared/payments/admin';
import { canRefund, describePaymentState, getPackLabel } from './payment-labels';

const payment: AdminPayment = {
  id: '7f1c2a4e-0b7d-4c1a-9e55-2d6f1b3a8c90',
  usuario: { id: '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f', nome: 'Ana', email: 'ana@exemplo.com' },
  plano: 'starter',
  quantidade: 10,
  valor: 5990,
  status: 'pago',
  provider: 'sandbox',
  createdAt: '2026-11-27T09:00:00.000Z',
  dataPagamento: '2026-11-27T09:01:00.000Z',
  estorno: null,
};

describe('the admin payments row', () => {
  it('offers Estornar only on a confirmed payment without a refund', () => {
    expect(canRefund(payment)).toBe(true);
    expect(canRefund({ ...payment, status: 'pendente' })).toBe(false);
    expect(canRefund({ ...payment, status: 'expirado' })).toBe(false);
    expect(
      canRefund({
        ...payment,
        estorno: { status: 'em_processamento', motivo: 'x', createdAt: payment.createdAt },
      }),
    ).toBe(false);
  });

  it('shows the refund instead of the payment status once there is one', () => {
    expect(describePaymentState(payment).label).toBe('Pago');
    expect(
      describePaymentState({
        ...payment,
        estorno: { status: 'devolvido', motivo: 'x', createdAt: payment.createdAt },
      }).label,
    ).toBe('Estornado');
    expect(
      describePaymentState({
        ...payment,
        estorno: { status: 'em_processamento', motivo: 'x', createdAt: payment.createdAt },
      }).label,
    ).toBe('Estorno em processamento');
    expect(
      describePaymentState({
        ...payment,
        estorno: { status: 'nao_realizado', motivo: 'x', createdAt: payment.createdAt },
      }),
    ).toEqual({ label: 'Estorno não realizado', variant: 'warning' });
  });

  it('names the pack as sold, or keeps the stored id of one no longer sold', () => {
    expect(getPackLabel('professional')).toBe('Profissional');
    expect(getPackLabel('antigo')).toBe('antigo');
  });
});
