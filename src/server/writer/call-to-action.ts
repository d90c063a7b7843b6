import type { Objective } from '../../shared/constants';
import { foldText } from './text-tools';

/**
 * The verbs and phrases that ask the reader to act. A carousel asks once, on its closing
 * slide; the same ask closes the caption.
 */
const CALL_TO_ACTION =
  /\b(salve|salva|salvar|compartilhe|compartilha|envie|manda|mande|siga|segue|sigam|comente|comenta|conta nos comentarios|marque|marca|clique|acesse|assine|inscreva|link na bio|chama no direct|me chama|deixe seu|curta|acompanhe)\b/;

export function isCallToAction(sentence: string): boolean {
  return CALL_TO_ACTION.test(foldText(sentence));
}

/** The closing ask when the objective has no field for one. */
export const DEFAULT_CALL_TO_ACTION: Record<Objective, string> = {
  conectar: 'Você já viveu algo parecido? Conta nos comentários.',
  convencer: 'Salve este post para lembrar do novo caminho.',
  investigar: 'Siga o perfil para acompanhar os próximos desdobramentos.',
  educar: 'Salve este guia para consultar quando precisar.',
};
