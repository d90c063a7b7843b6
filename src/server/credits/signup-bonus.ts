import { SIGNUP_BONUS_CREDITS } from '../../shared/constants';
import type { DbExecutor } from '../db/client';
import { applyCreditChange } from './ledger';

/** The credits a new account starts with, in the transaction that creates it (auth/service.ts, via compose). */
export function grantSignupBonus(tx: DbExecutor, userId: string): Promise<number> {
  return applyCreditChange(tx, {
    userId,
    kind: 'bonus_cadastro',
    delta: SIGNUP_BONUS_CREDITS,
    descricao: 'Bônus de cadastro',
  });
}
