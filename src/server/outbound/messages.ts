/** Why a link a user gave could not be read, in the words the user sees. */
export const OUTBOUND_MESSAGES = {
  invalid_url: 'Link inválido. Cole o endereço completo, começando com https://.',
  protocol: 'Só conseguimos ler links que começam com http:// ou https://.',
  credentials: 'Links com usuário e senha não são aceitos. Cole o link público da página.',
  video:
    'Não conseguimos ler vídeos do YouTube nem posts do Instagram. Cole a transcrição ou o texto no campo de texto.',
  not_found: 'Não encontramos esse site. Confira o endereço.',
  private: 'Esse link aponta para uma rede interna ou privada, que não podemos acessar.',
  too_many_redirects: 'Esse link redireciona vezes demais (mais de 5). Cole o endereço final da página.',
  timeout: 'O site demorou mais de 10 segundos para responder. Tente de novo ou cole o texto.',
  too_large: 'Essa página passa de 5 MB. Cole o texto ou envie o PDF.',
  unsupported_type: 'Esse link não é uma página, um texto nem um PDF. Cole o texto ou envie o PDF.',
  http_error: 'O site respondeu com erro ({status}). Confira o link ou cole o texto.',
  unreachable: 'Não conseguimos abrir esse link. Confira o endereço ou cole o texto.',
} as const;
