import type { CarouselDto, TemplateDto } from '../../src/shared/carousels/api';
import type { TestApp } from './test-app';
import type { TestUser } from './users';

export const CONVENCER_FIELDS = {
  objetivo: 'Parar de procrastinar com planilhas',
  mito: 'Você precisa de mais disciplina para render mais.',
  verdade: 'Quem rende mais tem sistemas simples, não força de vontade infinita.',
  mecanismo: 'Decisões pré-tomadas eliminam o atrito: a agenda decide por você.',
  novoCaminho: 'Escolha 3 tarefas na noite anterior e bloqueie 90 minutos pela manhã.',
  cta: 'Salve este post e teste amanhã cedo.',
};

export async function listTemplates(testApp: TestApp, user: TestUser): Promise<TemplateDto[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/templates', headers: user.headers });
  return response.json() as TemplateDto[];
}

export async function createCarousel(
  testApp: TestApp,
  user: TestUser,
  body: Record<string, unknown>,
): Promise<{ status: number; body: CarouselDto & { message?: string; title?: string; code?: string } }> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/carousels',
    headers: user.headers,
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

/** Waits until the carousel leaves pendente/processando (the worker runs in the test app). */
export async function waitForCarousel(
  testApp: TestApp,
  user: TestUser,
  id: string,
  timeoutMs = 30_000,
): Promise<CarouselDto> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/carousels/${id}`,
      headers: user.headers,
    });
    const carousel = response.json() as CarouselDto;
    if (!['pendente', 'processando'].includes(carousel.status)) return carousel;
    if (Date.now() > deadline) throw new Error(`carousel ${id} still ${carousel.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A valid PNG of the given size, made with sharp. */
export async function makePng(width: number, height: number): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 140 } } })
    .png()
    .toBuffer();
}

export function multipartBody(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----carrossel${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadImage(
  testApp: TestApp,
  user: TestUser,
  bytes: Buffer,
  filename = 'capa.png',
  contentType = 'image/png',
) {
  const { payload, headers } = multipartBody('file', filename, contentType, bytes);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...headers, ...user.headers },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as { path: string; url: string; message?: string },
  };
}
