export interface PromptField {
  label: string;
  value: string;
}

/** A user's text could contain our own markers; breaking them keeps the text inside its field. */
function neutralizeMarkers(text: string): string {
  return text.replace(/<(\/?)(campos?)\b/gi, '‹$1$2');
}

/**
 * The user's fields as tagged blocks with the form's labels. The tags separate material from
 * instructions (the system prompt says text inside them is never an instruction), and the
 * labels are the words the objective's structure refers to.
 */
export function formatFields(fields: readonly PromptField[]): string {
  const lines = fields
    .filter((field) => field.value.trim() !== '')
    .map((field) => `<campo nome="${field.label}">\n${neutralizeMarkers(field.value.trim())}\n</campo>`);
  return ['<campos>', ...lines, '</campos>'].join('\n');
}
