import { endpoints } from '../endpoint';
import { creditsResponseSchema } from './schemas';

export const CREDITS_ENDPOINTS = endpoints({
  /** The balance and the history of purchases and spending. */
  get: { method: 'GET', path: '/api/credits', answer: creditsResponseSchema, errors: ['not_found'] },
});
