import { z } from 'zod';

/** The events an endpoint may subscribe to (docs/decisions/0021-webhooks-and-batches.md). */
export const WEBHOOK_EVENTS = [
  'carousel.concluido',
  'carousel.erro',
  'credits.comprados',
  'instagram.publicado',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'carousel.concluido': 'Carrossel concluído',
  'carousel.erro': 'Carrossel com erro',
  'credits.comprados': 'Créditos comprados',
  'instagram.publicado': 'Publicado no Instagram',
};

/** Endpoints one workspace may have at once. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Informe o endereço completo do seu servidor, começando com https://.',
  urlProtocol: 'O endereço precisa começar com http:// ou https://.',
  urlCredentials: 'Não coloque usuário e senha no endereço: use o segredo para verificar as entregas.',
  urlPrivate:
    'Esse endereço aponta para uma rede interna ou privada. Use um endereço público (ou peça ao administrador para liberá-lo).',
  urlNotFound: 'Não encontramos esse servidor. Confira o endereço.',
  eventsRequired: 'Escolha pelo menos um evento.',
  eventUnknown: 'Evento desconhecido.',
  tooMany: `Este espaço já tem ${MAX_WEBHOOK_ENDPOINTS} endpoints. Exclua um antes de criar outro.`,
  notFound: 'Endpoint não encontrado.',
  deliveryNotFound: 'Entrega não encontrada.',
  stillTrying: 'Esta entrega ainda está sendo tentada. Aguarde o resultado para reenviar.',
  timeout: 'Sem resposta em 5 segundos.',
  endpointDisabled: 'Endpoint desativado: a entrega não foi tentada.',
  unreachable: 'Não foi possível conectar ao servidor.',
} as const;

export const createWebhookEndpointSchema = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.urlInvalid })
    .trim()
    .min(1, WEBHOOK_MESSAGES.urlInvalid)
    .max(2048, WEBHOOK_MESSAGES.urlInvalid),
  eventos: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.eventUnknown }), {
      error: WEBHOOK_MESSAGES.eventsRequired,
    })
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookEndpoint = z.input<typeof createWebhookEndpointSchema>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  eventos: z.array(z.enum(WEBHOOK_EVENTS)),
  ativo: z.boolean(),
  /** When three days of failed deliveries turned it off; null while active. */
  desativado_em: z.string().nullable(),
  criado_em: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to creating an endpoint: the only time its secret is shown. */
export const createdWebhookEndpointSchema = webhookEndpointSchema
  .pick({ id: true, url: true, eventos: true })
  .extend({ segredo: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });

export const WEBHOOK_DELIVERY_STATES = ['pendente', 'entregue', 'falhou'] as const;
export const WEBHOOK_DELIVERY_STATE_LABELS: Record<(typeof WEBHOOK_DELIVERY_STATES)[number], string> = {
  pendente: 'Tentando',
  entregue: 'Entregue',
  falhou: 'Falhou',
};

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  /** The `webhook-id` header every attempt of this event carries. */
  mensagem_id: z.string(),
  tipo: z.enum(WEBHOOK_EVENTS),
  estado: z.enum(WEBHOOK_DELIVERY_STATES),
  tentativas: z.number().int(),
  /** The receiver's last HTTP status; null when it never answered. */
  ultimo_codigo: z.number().int().nullable(),
  /** The start of its last answer (at most 500 characters), or why there was none. */
  ultima_resposta: z.string().nullable(),
  proxima_tentativa: z.string().nullable(),
  criado_em: z.string(),
  atualizado_em: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });

export const webhookEndpointParamsSchema = z.object({ id: z.uuid({ error: WEBHOOK_MESSAGES.notFound }) });
export const webhookDeliveryParamsSchema = webhookEndpointParamsSchema.extend({
  entregaId: z.uuid({ error: WEBHOOK_MESSAGES.deliveryNotFound }),
});

/** The body of every delivery (Standard Webhooks' recommended shape). */
export const webhookBodySchema = z.object({
  type: z.enum(WEBHOOK_EVENTS),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookBody = z.infer<typeof webhookBodySchema>;
