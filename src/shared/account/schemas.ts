import { z } from 'zod';
import { nameSchema } from '../auth/schemas';

/** The signed-in person's own account as /conta shows it (GET /api/account and every change's answer). */
export const accountSchema = z.object({
  nome: z.string(),
  email: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** PATCH /api/account/name: the same name rule as sign-up. */
export const nameChangeBodySchema = z.object({ nome: nameSchema });
export type NameChangeBody = z.infer<typeof nameChangeBodySchema>;
