import { endpoints } from '../endpoint';
import {
  adminPaymentSchema,
  adminPaymentsPageSchema,
  adminPaymentsQuerySchema,
  paymentIdParamsSchema,
  refundPaymentBodySchema,
} from './admin';
import {
  createPixPaymentBodySchema,
  paymentModeSchema,
  pixPaymentParamsSchema,
  pixPaymentSchema,
  pixPaymentStatusSchema,
} from './schemas';

/** Buying credits by PIX (the providers' notifications are no contract of ours: they come in each one's format). */
export const PAYMENT_ENDPOINTS = endpoints({
  /** Screens that show prices warn when payments are only simulated (docs/decisions/0006). */
  mode: { method: 'GET', path: '/api/payments/mode', answer: paymentModeSchema, errors: [] },
  create: {
    method: 'POST',
    path: '/api/create-pix-payment',
    body: createPixPaymentBodySchema,
    status: 201,
    answer: pixPaymentSchema,
    errors: [
      'validation_failed',
      'conflict',
      'idempotency_key_reused',
      'service_unavailable',
      'not_found',
      'forbidden',
    ],
    idempotent: true,
  },
  /** A pending charge reopened from the credit history (410 once paid or expired). */
  get: {
    method: 'GET',
    path: '/api/pix-payment/:paymentId',
    params: pixPaymentParamsSchema,
    answer: pixPaymentSchema,
    errors: ['not_found', 'gone'],
  },
  status: {
    method: 'GET',
    path: '/api/pix-payment/:paymentId/status',
    params: pixPaymentParamsSchema,
    answer: pixPaymentStatusSchema,
    errors: ['not_found'],
  },
  /** Sandbox only: with a real provider the server has no such route (404). */
  simulate: {
    method: 'POST',
    path: '/api/pix-payment/:paymentId/simulate',
    params: pixPaymentParamsSchema,
    answer: pixPaymentStatusSchema,
    errors: ['not_found', 'conflict', 'idempotency_key_reused', 'forbidden'],
    idempotent: true,
  },
});

/** /api/admin/payments: behind the admin guard. */
export const ADMIN_PAYMENT_ENDPOINTS = endpoints({
  list: {
    method: 'GET',
    path: '/api/admin/payments',
    query: adminPaymentsQuerySchema,
    answer: adminPaymentsPageSchema,
    errors: ['validation_failed'],
  },
  refund: {
    method: 'POST',
    path: '/api/admin/payments/:id/refund',
    params: paymentIdParamsSchema,
    body: refundPaymentBodySchema,
    answer: adminPaymentSchema,
    errors: ['validation_failed', 'not_found', 'conflict', 'idempotency_key_reused', 'service_unavailable'],
    idempotent: true,
  },
});
