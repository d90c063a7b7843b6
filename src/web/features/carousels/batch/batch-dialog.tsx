import { Download, FileSpreadsheet } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { buildCsvModel } from '../../../../shared/batches/csv-columns';
import { SLIDE_FORMAT_INFO, SLIDE_FORMATS, type SlideFormat } from '../../../../shared/carousels/formats';
import { OBJECTIVE_LABELS } from '../../../../shared/carousels/objectives';
import { OBJECTIVES, type Objective } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FileButton } from '../../../components/ui/file-button';
import { Label } from '../../../components/ui/label';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useSubmissionKey } from '../../../lib/submission-key';
import { useTemplates } from '../../templates';
import { useCreateBatch, useReadBatchCsv } from './batch-api';

const selectClass = 'h-10 rounded-md border bg-card px-3 text-sm';

function downloadModel(objective: Objective) {
  const url = URL.createObjectURL(new Blob([buildCsvModel(objective)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `modelo-lote-${objective}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The rows' problems as the server reported them ("Linha 3: ..."), or its one message. */
function describeProblems(error: unknown): string[] {
  if (error instanceof ApiError && error.body?.issues?.length)
    return error.body.issues.map((issue) => issue.message);
  return [getErrorMessage(error, 'Não foi possível ler a planilha.')];
}

/** "Gerar em lote": a CSV, one row a carousel, checked whole; then the batch page follows its progress. */
export function BatchDialog({ initialObjective }: { initialObjective: Objective | null }) {
  const [open, setOpen] = useState(false);
  const [objective, setObjective] = useState<Objective>(initialObjective ?? 'educar');
  const [template, setTemplate] = useState('');
  const [format, setFormat] = useState<SlideFormat>('retrato');
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<unknown[] | null>(null);
  const templates = useTemplates(open);
  const read = useReadBatchCsv();
  const create = useCreateBatch();
  const submission = useSubmissionKey();
  const navigate = useNavigate();
  const ids = { objective: useId(), template: useId(), format: useId(), file: useId() };
  const templateId = template || templates.data?.[0]?.id || '';

  const reset = () => {
    setRows(null);
    read.reset();
    create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rows) {
      create.mutate(
        { itens: rows, idempotencyKey: submission.keyFor(rows) },
        {
          onSuccess: (answer) => {
            submission.done();
            setOpen(false);
            void navigate(`/lotes/${answer.lote_id}`);
          },
        },
      );
      return;
    }
    if (!file) return;
    read.mutate(
      { file, choice: { objetivo: objective, template_visual: templateId, formato: format } },
      { onSuccess: setRows },
    );
  };

  const problems = read.error
    ? describeProblems(read.error)
    : create.error
      ? describeProblems(create.error)
      : [];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <FileSpreadsheet aria-hidden="true" />
        Gerar em lote
      </Button>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Gerar em lote</DialogTitle>
          <DialogDescription>
            Envie uma planilha CSV com um carrossel por linha (até 50). Cada carrossel usa 1 crédito.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} aria-label="Gerar em lote">
          <div className="grid gap-2">
            <Label htmlFor={ids.objective}>Objetivo</Label>
            <select
              id={ids.objective}
              className={selectClass}
              value={objective}
              onChange={(event) => {
                setObjective(event.target.value as Objective);
                reset();
              }}
            >
              {OBJECTIVES.map((name) => (
                <option key={name} value={name}>
                  {OBJECTIVE_LABELS[name]}
                </option>
              ))}
            </select>
            <Button
              type="button"
              variant="link"
              className="h-auto justify-start px-0"
              onClick={() => downloadModel(objective)}
            >
              <Download aria-hidden="true" />
              Baixar modelo CSV de {OBJECTIVE_LABELS[objective]}
            </Button>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={ids.template}>Estilo visual</Label>
              <select
                id={ids.template}
                className={selectClass}
                value={templateId}
                onChange={(event) => {
                  setTemplate(event.target.value);
                  reset();
                }}
              >
                {(templates.data ?? []).map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.nome}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.format}>Formato</Label>
              <select
                id={ids.format}
                className={selectClass}
                value={format}
                onChange={(event) => {
                  setFormat(event.target.value as SlideFormat);
                  reset();
                }}
              >
                {SLIDE_FORMATS.map((name) => (
                  <option key={name} value={name}>
                    {SLIDE_FORMAT_INFO[name].label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.file}>Planilha (CSV separado por ; ou ,)</Label>
            <div className="flex flex-wrap items-center gap-3">
              <FileButton
                id={ids.file}
                accept=".csv,text/csv"
                onFile={(chosen) => {
                  setFile(chosen);
                  reset();
                }}
              >
                <FileSpreadsheet aria-hidden="true" />
                {file ? 'Trocar planilha' : 'Escolher planilha'}
              </FileButton>
              <span className="min-w-0 truncate text-sm text-muted-foreground">
                {file ? file.name : 'Nenhuma planilha escolhida'}
              </span>
            </div>
          </div>
          {problems.length > 0 ? (
            <ErrorAlert>
              <span className="grid gap-1" data-testid="batch-problems">
                {problems.map((problem) => (
                  <span key={problem}>{problem}</span>
                ))}
              </span>
            </ErrorAlert>
          ) : null}
          {rows ? (
            <p className="rounded-lg border border-primary/30 bg-accent/40 p-3 text-sm" role="status">
              Planilha conferida: {rows.length === 1 ? '1 carrossel' : `${rows.length} carrosséis`}, usando{' '}
              {rows.length === 1 ? '1 crédito' : `${rows.length} créditos`}.
            </p>
          ) : null}
          <DialogFooter>
            {rows ? (
              <Button type="submit" disabled={create.isPending}>
                Gerar {rows.length === 1 ? '1 carrossel' : `${rows.length} carrosséis`}
              </Button>
            ) : (
              <Button type="submit" disabled={!file || !templateId || read.isPending}>
                Conferir planilha
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
