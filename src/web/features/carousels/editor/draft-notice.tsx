import { History } from 'lucide-react';
import { formatDateTime } from '../../../../shared/dates';
import { Button } from '../../../components/ui/button';
import type { EditorDraft } from './editor-draft';

/** The editor opened with unsaved edits kept in this browser: say so, and offer to go back to the served words. */
export function DraftNotice({
  draft,
  servedVersao,
  onDiscard,
}: {
  draft: EditorDraft;
  servedVersao: number;
  onDiscard: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-lg bg-secondary px-3 py-2 text-sm text-secondary-foreground"
    >
      <History className="size-4 shrink-0" aria-hidden="true" />
      <span className="mr-auto">
        Recuperamos as alterações não salvas de {formatDateTime(draft.savedAt)}
        {draft.baseVersao !== servedVersao ? `, feitas sobre a versão ${draft.baseVersao}` : ''}. Salve para
        gerar uma nova versão.
      </span>
      <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
        Descartar alterações
      </Button>
    </div>
  );
}
