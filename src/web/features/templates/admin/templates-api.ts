import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ADMIN_TOASTS } from '../../../../shared/admin/messages';
import type {
  AdminTemplate,
  TemplateFieldsInput,
  TemplateMoveDirection,
} from '../../../../shared/admin/templates';
import { ADMIN_TEMPLATE_ENDPOINTS } from '../../../../shared/templates/endpoints';
import { getErrorMessage } from '../../../lib/api-client';
import { createApi } from '../../../lib/endpoint-client';
import { queryKeys } from '../../../lib/query-keys';

const adminTemplates = createApi(ADMIN_TEMPLATE_ENDPOINTS);

export function getAdminTemplatesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.templates,
    queryFn: ({ signal }) => adminTemplates.list({}, { signal }),
  });
}

export function useAdminTemplates() {
  return useQuery(getAdminTemplatesQueryOptions());
}

/** Admin changes also change what the create screen offers and the dashboard's count. */
async function refreshTemplates(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.templates }),
    queryClient.invalidateQueries({ queryKey: queryKeys.templates }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats }),
  ]);
}

export interface SaveTemplateInput {
  /** Absent for a new template. */
  id?: string;
  fields: Required<Pick<TemplateFieldsInput, 'nome' | 'tipo' | 'descricao' | 'ordem' | 'ativo'>>;
  image: File | null;
  /** The current preview, sent back as the original form's hidden field (the server ignores it). */
  imagemUrl?: string | null;
}

/** docs/product-rules.md §7: multipart with nome, imagem, imagem_url (hidden), tipo, descricao, ordem, ativo (+ id). */
function buildTemplateFormData(input: SaveTemplateInput): FormData {
  const form = new FormData();
  if (input.id) form.set('id', input.id);
  for (const [name, value] of Object.entries(input.fields)) form.set(name, value ?? '');
  if (input.imagemUrl) form.set('imagem_url', input.imagemUrl);
  if (input.image) form.set('imagem', input.image, input.image.name);
  return form;
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTemplateInput) =>
      input.id
        ? adminTemplates.update({ id: input.id, body: buildTemplateFormData(input) })
        : adminTemplates.create({ body: buildTemplateFormData(input) }),
    onSuccess: async (_template, input) => {
      toast.success(input.id ? ADMIN_TOASTS.templateUpdated : ADMIN_TOASTS.templateCreated);
      await refreshTemplates(queryClient);
    },
    onError: (error, input) => {
      toast.error(input.id ? ADMIN_TOASTS.templateUpdateFailed : ADMIN_TOASTS.templateCreateFailed, {
        description: getErrorMessage(error, 'Tente novamente.'),
      });
    },
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: AdminTemplate) => adminTemplates.delete({ id: template.id }),
    onMutate: (template) => {
      const toastId = toast.loading(ADMIN_TOASTS.templateDeleting, {
        description: ADMIN_TOASTS.templateRemoving(template.nome),
      });
      return { toastId };
    },
    onSuccess: async (_result, _template, context) => {
      toast.success(ADMIN_TOASTS.templateDeleted, { id: context.toastId, description: undefined });
      await refreshTemplates(queryClient);
    },
    onError: (error, _template, context) => {
      toast.error(ADMIN_TOASTS.templateDeleteFailed, {
        id: context?.toastId,
        description: getErrorMessage(error, 'Tente novamente.'),
      });
    },
  });
}

/** Up/down swaps with the neighbour of the same tipo on the server; the answer is the new list. */
export function useMoveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; direction: TemplateMoveDirection }) =>
      adminTemplates.move({ id: input.id, body: { direction: input.direction } }),
    onSuccess: async (templates) => {
      queryClient.setQueryData(queryKeys.admin.templates, templates);
      await queryClient.invalidateQueries({ queryKey: queryKeys.templates });
    },
    onError: (error) => {
      toast.error(ADMIN_TOASTS.templateUpdateFailed, {
        description: getErrorMessage(error, 'Tente novamente.'),
      });
    },
  });
}
