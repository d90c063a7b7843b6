/**
 * Every error code the API answers with (`{ message, code, issues? }`), its HTTP status and what it means, in
 * one place: the server's AppError takes its status from here, the public API's document its statuses, and the
 * web compares a failed call's code with ERROR_CODE's constants (never a string of its own). No zod here: the
 * light login entry reads codes too.
 */
export const API_ERRORS = {
  validation_failed: { status: 400, meaning: 'Os dados enviados não conferem com o formato esperado.' },
  bad_request: { status: 400, meaning: 'Pedido bem formado, mas que não faz sentido agora.' },
  weak_password: { status: 400, meaning: 'A senha não atende às regras (os motivos vêm em `reasons`).' },
  unauthorized: { status: 401, meaning: 'Sem sessão, ou a sessão expirou ou foi encerrada.' },
  invalid_credentials: { status: 401, meaning: 'E-mail ou senha incorretos.' },
  session_not_found: { status: 401, meaning: 'A sessão não existe mais, expirou ou foi encerrada.' },
  invalid_signature: { status: 401, meaning: 'A assinatura do aviso recebido não confere.' },
  insufficient_credits: { status: 402, meaning: 'Créditos insuficientes para esta ação.' },
  forbidden: { status: 403, meaning: 'Seu perfil não permite esta ação.' },
  email_not_confirmed: { status: 403, meaning: 'O e-mail da conta ainda não foi confirmado.' },
  account_blocked: { status: 403, meaning: 'A conta foi bloqueada por um administrador.' },
  not_found: { status: 404, meaning: 'Não encontrado (ou não é desta conta).' },
  conflict: { status: 409, meaning: 'Um valor único já está em uso, ou o pedido ainda está em andamento.' },
  gone: { status: 410, meaning: 'O link expirou ou já foi usado.' },
  payload_too_large: { status: 413, meaning: 'Arquivo grande demais.' },
  unsupported_media_type: { status: 415, meaning: 'Tipo de arquivo não aceito.' },
  idempotency_key_reused: { status: 422, meaning: 'Esta Idempotency-Key já foi usada com outro pedido.' },
  unprocessable_source: {
    status: 422,
    meaning: 'Não foi possível ler a fonte enviada (link, PDF ou texto).',
  },
  rate_limited: { status: 429, meaning: 'Muitas requisições: espere os segundos de `Retry-After`.' },
  internal: { status: 500, meaning: 'Erro inesperado do servidor.' },
  service_unavailable: { status: 503, meaning: 'Um serviço de que dependemos está fora do ar.' },
  DB_UNAVAILABLE: {
    status: 503,
    meaning: 'O banco de dados está indisponível agora: nada mudou, tente de novo.',
  },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof API_ERRORS;

/** The codes as constants, for comparisons: `getApiErrorCode(error) === ERROR_CODE.account_blocked`. */
export const ERROR_CODE = Object.fromEntries(Object.keys(API_ERRORS).map((code) => [code, code])) as {
  readonly [Code in ErrorCode]: Code;
};

/** The HTTP status a code is answered with. */
export const statusOf = (code: ErrorCode): number => API_ERRORS[code].status;
