import { SIGNUP_BONUS_CREDITS } from '../../shared/constants';
import type { DbExecutor } from '../db/client';
import { applyCreditChange, personalWorkspaceId } from './ledger';

/** The credits a new account starts with, in its personal workspace, in the transaction that creates it (auth/service.ts, via compose). */
export async function grantSignupBonus(tx: DbExecutor, userId: string): Promise<number> {
  return applyCreditChange(tx, {
    workspaceId: await personalWorkspaceId(tx, userId),
    userId,
    kind: 'bonus_cadastro',
    delta: SIGNUP_BONUS_CREDITS,
    descricao: 'Bônus de cadastro',
  });
}
