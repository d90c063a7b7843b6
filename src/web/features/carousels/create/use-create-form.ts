import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  formatRequiredField,
  INSUFFICIENT_CREDITS,
  REQUIRED_FIELDS_TITLE,
  TEMPLATE_BLANK_MESSAGE,
} from '../../../../shared/carousels/messages';
import {
  type CreateRequestFailure,
  validateCreateRequest,
} from '../../../../shared/carousels/validate-create-request';
import { CAROUSEL_COST } from '../../../../shared/constants';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth';
import { useCreateCarousel } from '../api';
import { type CreateObjective, parseObjectiveParam } from '../objective-param';
import { buildCreateRequest, type CreateFormValues, findMissingFields } from './build-request';
import { readRetryDraft } from './retry-draft';
import { useCoverUpload } from './use-cover-upload';

/** docs/product-rules.md §8. */
export const CREATE_MESSAGES = {
  successTitle: 'Carrossel enviado para criação!',
  successDescription: 'Seu carrossel está sendo processado. Acompanhe o progresso no histórico.',
  failureTitle: 'Erro ao criar carrossel',
  failureFallback: 'Tente novamente.',
} as const;

/** 'campos_personalizados.mito' (the API's path) -> 'campos.mito' (the form's). */
function toFormPath(path: string | undefined): FieldPath<CreateFormValues> | null {
  if (!path) return null;
  if (path === 'template_visual' || path === 'imagemUrl' || path === 'id_marca') return path;
  const match = /^campos_personalizados\.(\w+)$/.exec(path);
  if (match?.[1] === 'imagemUrl') return 'imagemUrl';
  return match?.[1] ? `campos.${match[1]}` : null;
}

/** Whether any text field holds something typed. */
export const hasTypedText = (campos: Record<string, string> | undefined) =>
  Object.values(campos ?? {}).some((value) => value.trim() !== '');

/**
 * State and rules of /criar. The objective lives in the URL (`?tipo=`), so a link or a reload opens the
 * same form; switching it keeps the fields typed for the other objective while the page is open, and
 * switching back gives them back (docs/product-rules.md §4). Submitting checks, in the spec's order,
 * the template, the required fields and the credits, with the shared validator the API also runs.
 */
export function useCreateForm() {
  const [searchParams, setSearchParams] = useSearchParams();
  const objective = parseObjectiveParam(searchParams.get('tipo'));
  const { user, credits, isAdmin } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createCarousel = useCreateCarousel();
  // Set in the tap's own event, before any re-render: a second tap 30 ms later sees it (isPending may not yet).
  const sending = useRef(false);
  // Opened from a failed carousel's 'Tentar novamente': its words and template come filled in.
  const location = useLocation();
  const form = useForm<CreateFormValues>({ defaultValues: readRetryDraft(location.state, objective) });
  const { setValue, reset, setError, setFocus, clearErrors, getValues } = form;

  const handleUploaded = useCallback(
    (url: string) => setValue('imagemUrl', url, { shouldDirty: true }),
    [setValue],
  );
  const cover = useCoverUpload({ userId: user?.id ?? null, onUploaded: handleUploaded });
  const resetCover = cover.reset;

  // The objective the form last showed: a new one from a tile or from the URL (a menu link to /criar, the
  // browser's back button) swaps its fields exactly once. Each objective's fields wait in `kept` while the
  // page is open; the template, the format and the cover are not about the text and stay as they are.
  const shownFor = useRef<CreateObjective | null>(objective);
  const kept = useRef(new Map<CreateObjective, Record<string, string>>());
  const switchObjective = useCallback(
    (next: CreateObjective | null) => {
      const previous = shownFor.current;
      if (previous === next) return;
      shownFor.current = next;
      if (previous) kept.current.set(previous, { ...getValues('campos') });
      reset({ ...getValues(), campos: (next && kept.current.get(next)) ?? {} });
    },
    [reset, getValues],
  );
  useEffect(() => switchObjective(objective), [objective, switchObjective]);

  const chooseObjective = (next: CreateObjective) => {
    if (next === objective) return;
    switchObjective(next);
    setSearchParams({ tipo: next }, { replace: true });
  };

  const removeCover = () => {
    resetCover();
    setValue('imagemUrl', '', { shouldDirty: true });
  };

  const campos = useWatch({ control: form.control, name: 'campos' });
  const templateId = useWatch({ control: form.control, name: 'template_visual' });
  const format = useWatch({ control: form.control, name: 'formato' });
  const brandId = useWatch({ control: form.control, name: 'id_marca' });
  const chooseBrand = useCallback(
    (id: string) => {
      setValue('id_marca', id);
      clearErrors('id_marca');
    },
    [setValue, clearErrors],
  );

  const showFailure = (failure: CreateRequestFailure, values: CreateFormValues) => {
    toast.error(failure.title, { description: failure.description });
    if (failure.field === 'template_visual') {
      setError('template_visual', { message: TEMPLATE_BLANK_MESSAGE });
      setFocus('template_visual');
      return;
    }
    if (failure.title === REQUIRED_FIELDS_TITLE && objective) {
      const missing = findMissingFields(objective, values.campos);
      for (const field of missing) {
        setError(`campos.${field.key}`, { message: formatRequiredField(field.label) });
      }
      const first = missing[0];
      if (first) setFocus(`campos.${first.key}`);
      return;
    }
    const path = toFormPath(failure.field);
    if (path) {
      setError(path, { message: failure.description });
      if (path !== 'imagemUrl') setFocus(path);
    }
  };

  const showServerFailure = (error: unknown) => {
    const body = error instanceof ApiError ? error.body : undefined;
    const message = error instanceof Error && error.message ? error.message : CREATE_MESSAGES.failureFallback;
    toast.error(body?.title ?? CREATE_MESSAGES.failureTitle, { description: message });
    for (const issue of body?.issues ?? []) {
      const path = toFormPath(issue.path);
      if (path) setError(path, { message: issue.message });
    }
    // The chosen template was switched off meanwhile: show the current list.
    if (body?.issues?.some((issue) => issue.path === 'template_visual')) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.templates });
    }
  };

  const submit = form.handleSubmit((values) => {
    if (!objective || sending.current) return;
    clearErrors();
    const validation = validateCreateRequest(buildCreateRequest(objective, values));
    if (!validation.success) {
      showFailure(validation.error, values);
      return;
    }
    if (credits < CAROUSEL_COST) {
      toast.error(INSUFFICIENT_CREDITS.title, { description: INSUFFICIENT_CREDITS.description });
      return;
    }
    sending.current = true;
    createCarousel.mutate(validation.data, {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: () => {
        toast.success(CREATE_MESSAGES.successTitle, { description: CREATE_MESSAGES.successDescription });
        navigate('/historico');
      },
      onError: showServerFailure,
    });
  });

  const hasContent = objective !== null && findMissingFields(objective, campos ?? {}).length === 0;
  // What leaving would throw away: text typed for any objective, or a cover sent. Nothing once the carousel
  // is on its way (the navigation to /historico must not ask).
  const hasWork =
    !createCarousel.isPending &&
    !createCarousel.isSuccess &&
    // Typed here (not words filled in by 'Duplicar' or 'Tentar novamente', which are still in history).
    (form.formState.isDirty ||
      [...kept.current.values()].some(hasTypedText) ||
      Boolean(getValues('imagemUrl')));

  return {
    form,
    objective,
    credits,
    isAdmin,
    cover: cover.cover,
    selectCoverFile: cover.selectFile,
    removeCover,
    chooseObjective,
    campos: campos ?? {},
    templateId,
    format,
    brandId,
    chooseBrand,
    hasWork,
    stepsDone: [objective !== null, hasContent, objective !== null && templateId !== ''] as const,
    isSending: createCarousel.isPending,
    submit,
  };
}
