import { z } from 'zod';

/**
 * Who created, last edited and last published a carousel (docs/workspaces.md, "Quem fez o quê"): the members'
 * names, each null when nobody did it yet (or the account was deleted).
 */
export const carouselAuthorshipSchema = z.object({
  criado_por: z.string().nullable(),
  editado_por: z.string().nullable(),
  publicado_por: z.string().nullable(),
});
export type CarouselAuthorship = z.infer<typeof carouselAuthorshipSchema>;

/**
 * The card's one line: 'Criado por Ana · editado por Bruno · publicado por Ana', each part only when it is known.
 * Short enough for a 390 px card (the screen lets it wrap). Empty when nobody is named.
 */
export function describeAuthorship(authorship: CarouselAuthorship): string {
  const parts = [
    authorship.criado_por ? `criado por ${authorship.criado_por}` : null,
    authorship.editado_por ? `editado por ${authorship.editado_por}` : null,
    authorship.publicado_por ? `publicado por ${authorship.publicado_por}` : null,
  ].filter((part): part is string => part !== null);
  const line = parts.join(' · ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
