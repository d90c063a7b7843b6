import { z } from 'zod';

/** The parts of a JSON Schema (2020-12) the reference page shows. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  examples?: unknown[];
  $ref?: string;
}

const jsonSchema = z.custom<JsonSchema>((value) => typeof value === 'object' && value !== null);

const mediaSchema = z.object({ 'application/json': z.object({ schema: jsonSchema }).optional() }).optional();

export const openApiOperationSchema = z.object({
  operationId: z.string(),
  summary: z.string(),
  description: z.string().optional(),
  parameters: z
    .array(
      z.object({
        name: z.string(),
        in: z.string(),
        required: z.boolean().optional(),
        description: z.string().optional(),
        schema: jsonSchema,
      }),
    )
    .optional(),
  requestBody: z.object({ content: mediaSchema }).optional(),
  responses: z.record(z.string(), z.object({ description: z.string(), content: mediaSchema })),
});
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;

/** What the reference page reads of GET /api/v1/openapi.json. */
export const openApiDocumentSchema = z.object({
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  servers: z.array(z.object({ url: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), openApiOperationSchema)),
  components: z.object({ schemas: z.record(z.string(), jsonSchema) }),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

/** A `$ref` to the document's components, followed (the document refers only to `#/components/schemas/…`). */
export function resolveSchema(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return document.components.schemas[name] ?? schema;
}

/** A short type label: `string (uuid)`, `integer`, `array de string`, `"convencer"`, `retrato | quadrado`. */
export function describeType(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map(String).join(' | ');
  if (schema.oneOf || schema.anyOf) return 'uma das opções';
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'qualquer');
  if (type === 'array' && schema.items) return `lista de ${describeType(schema.items)}`;
  return schema.format ? `${type} (${schema.format})` : type;
}

/** The limits a field has, in Portuguese: "1 a 120 caracteres", "padrão: retrato". */
export function describeLimits(schema: JsonSchema): string[] {
  const limits: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    limits.push(`${schema.minLength ?? 0} a ${schema.maxLength ?? '∞'} caracteres`);
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    limits.push(`de ${schema.minimum ?? '−∞'} a ${schema.maximum ?? '∞'}`);
  if (schema.minItems !== undefined || schema.maxItems !== undefined)
    limits.push(`${schema.minItems ?? 0} a ${schema.maxItems ?? '∞'} itens`);
  if (schema.default !== undefined) limits.push(`padrão: ${JSON.stringify(schema.default)}`);
  return limits;
}
