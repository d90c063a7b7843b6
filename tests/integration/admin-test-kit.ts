import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { TestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';

/** A real image (the renderer decodes it), `format` by content. */
export function makeImage(
  format: 'png' | 'jpeg' | 'webp' = 'png',
  width = 600,
  height = 750,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();
}

export interface TemplateFormInput {
  fields?: Record<string, string>;
  image?: { bytes: Buffer; filename?: string; contentType?: string };
}

/** The multipart body a browser's FormData would send, for app.inject. */
export async function buildTemplateForm(
  input: TemplateFormInput,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(input.fields ?? {})) form.append(name, value);
  if (input.image) {
    form.append(
      'imagem',
      new Blob([new Uint8Array(input.image.bytes)], { type: input.image.contentType ?? 'image/png' }),
      input.image.filename ?? 'fundo.png',
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Sends a template form (create or edit) as `user`. */
export async function sendTemplateForm(
  testApp: TestApp,
  user: TestUser | null,
  method: 'POST' | 'PUT',
  url: string,
  input: TemplateFormInput,
) {
  const form = await buildTemplateForm(input);
  return testApp.app.inject({
    method,
    url,
    payload: form.payload,
    headers: { ...form.headers, ...(user?.headers ?? {}) },
  } satisfies InjectOptions);
}

/** A carousel row straight in the database (no generation job picks it up unless enqueued). */
export async function insertCarousel(
  testApp: TestApp,
  userId: string,
  values: {
    status?: string;
    tema?: string;
    objetivo?: string;
    templateVisual?: string | null;
    minutesAgo?: number;
  } = {},
): Promise<string> {
  const { rows } = await testApp.ctx.pool.query<{ id: string }>(
    `insert into carrosseis (id_usuario, tipo_carrossel, campos_personalizados, status, objetivo, tema, template_visual, data_criacao)
     values ($1, $2, '{"historiaDeQue":"x"}'::jsonb, $3, $2, $4, $5, now() - make_interval(mins => $6)) returning id`,
    [
      userId,
      values.objetivo ?? 'conectar',
      values.status ?? 'concluido',
      values.tema ?? 'Tema de teste',
      values.templateVisual ?? null,
      values.minutesAgo ?? 0,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no carousel');
  return id;
}

export async function countRows(testApp: TestApp, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await testApp.ctx.pool.query<{ n: number }>(
    `select count(*)::int as n from (${sql}) as rows`,
    params,
  );
  return rows[0]?.n ?? 0;
}
