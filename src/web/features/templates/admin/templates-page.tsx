import { LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import { type AdminTemplate, compareTemplates } from '../../../../shared/admin/templates';
import { TEMPLATE_TYPES } from '../../../../shared/constants';
import { AdminList } from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { PageHeader } from '../../../components/ui/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { TemplateCard } from './template-card';
import { TemplateDeleteDialog } from './template-delete-dialog';
import { TemplateFormDialog, type TemplateFormTarget } from './template-form-dialog';
import { useAdminTemplates, useMoveTemplate } from './templates-api';

type TypeFilter = 'all' | (typeof TEMPLATE_TYPES)[number];

const TYPE_LABELS: Record<TypeFilter, string> = {
  all: 'Todos os tipos',
  emocional: 'Emocional',
  investigativo: 'Investigativo',
  manifesto: 'Manifesto',
};

/** Whether each template is the first or the last of its tipo (where moving does nothing). */
function findTypeEnds(
  templates: readonly AdminTemplate[],
): Map<string, { isFirst: boolean; isLast: boolean }> {
  const byType = new Map<string, AdminTemplate[]>();
  for (const template of templates)
    byType.set(template.tipo, [...(byType.get(template.tipo) ?? []), template]);
  const ends = new Map<string, { isFirst: boolean; isLast: boolean }>();
  for (const group of byType.values()) {
    for (const [index, template] of group.entries()) {
      ends.set(template.id, { isFirst: index === 0, isLast: index === group.length - 1 });
    }
  }
  return ends;
}

/** /templates 'Gerenciamento de Templates' (docs/product-rules.md §2). */
export function Component() {
  const templates = useAdminTemplates();
  const move = useMoveTemplate();
  const [typeFilter, setTypeFilter] = useState<TypeFilter>('all');
  const [formTarget, setFormTarget] = useState<TemplateFormTarget>(null);
  const [deleting, setDeleting] = useState<AdminTemplate | null>(null);

  const sorted = [...(templates.data ?? [])].sort(compareTemplates);
  const visible = typeFilter === 'all' ? sorted : sorted.filter((template) => template.tipo === typeFilter);
  const ends = findTypeEnds(sorted);
  const nextOrdem = sorted.reduce((max, template) => Math.max(max, template.ordem + 1), 0);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Gerenciamento de Templates"
        description="Os estilos visuais oferecidos na criação de carrosséis, na ordem em que aparecem."
        actions={
          <Button variant="brand" onClick={() => setFormTarget('new')}>
            <Plus aria-hidden="true" />
            Novo Template
          </Button>
        }
      />
      <Card className="flex-row flex-wrap items-end justify-between gap-4 px-4 py-4 sm:px-5">
        <div className="grid w-full gap-2 sm:w-60">
          <Label htmlFor="template-type-filter">Tipo</Label>
          <Select value={typeFilter} onValueChange={(value) => setTypeFilter(value as TypeFilter)}>
            <SelectTrigger id="template-type-filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(['all', ...TEMPLATE_TYPES] as const).map((value) => (
                <SelectItem key={value} value={value}>
                  {TYPE_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {templates.isPending
            ? 'Carregando templates...'
            : `${visible.length} ${visible.length === 1 ? 'template' : 'templates'}`}
        </p>
      </Card>

      <AdminList
        query={templates}
        label="Templates"
        rows={visible}
        icon={LayoutTemplate}
        errorTitle="Não foi possível carregar os templates"
        empty={{
          title: 'Nenhum template encontrado',
          description:
            typeFilter === 'all'
              ? 'Não há templates cadastrados ainda.'
              : `Não há templates do tipo "${typeFilter}" cadastrados.`,
          action: (
            <Button variant="brand" onClick={() => setFormTarget('new')}>
              <Plus aria-hidden="true" />
              Criar Primeiro Template
            </Button>
          ),
        }}
        cards={{
          className: 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4',
          skeletonCount: 4,
          skeleton: (
            <li className="overflow-hidden rounded-xl border bg-card">
              <Skeleton className="aspect-[4/5] w-full rounded-none" />
              <div className="grid gap-2 p-4">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            </li>
          ),
          renderItem: (template) => (
            <TemplateCard
              key={template.id}
              template={template}
              isFirst={ends.get(template.id)?.isFirst ?? true}
              isLast={ends.get(template.id)?.isLast ?? true}
              isMoving={move.isPending}
              onMove={(target, direction) => move.mutate({ id: target.id, direction })}
              onEdit={setFormTarget}
              onDelete={setDeleting}
            />
          ),
        }}
      />

      <TemplateFormDialog target={formTarget} nextOrdem={nextOrdem} onClose={() => setFormTarget(null)} />
      <TemplateDeleteDialog template={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
