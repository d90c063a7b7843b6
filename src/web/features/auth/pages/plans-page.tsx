import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Gift, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { OBJECTIVE_LABELS } from '../../../../shared/carousels/objectives';
import { SAMPLE_CAROUSELS } from '../../../../shared/carousels/samples';
import { CREDIT_PACKS, SIGNUP_BONUS_CREDITS } from '../../../../shared/constants';
import { formatCents } from '../../../../shared/money';
import { sampleSlidePath, TEMPLATE_ENDPOINTS } from '../../../../shared/templates/endpoints';
import { PublicPageHeader } from '../../../components/public-page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { createApi } from '../../../lib/endpoint-client';

const templates = createApi(TEMPLATE_ENDPOINTS);

const STEPS = [
  'Escolha o objetivo: conectar, convencer ou investigar.',
  'Preencha poucos campos com as suas palavras.',
  'Baixe os slides prontos (PNG, JPEG e PDF) e a legenda com hashtags.',
] as const;

/** The small copies' size (540 px wide, retrato): set on each image so the page keeps still while they load. */
const SAMPLE_IMAGE = { width: 540, height: 675 } as const;

/**
 * Three short carousels (cover, two slides, the closing), each drawn in one of our templates by the same slide
 * engine as every download, shown as a strip that scrolls sideways on a phone.
 */
function Samples() {
  const samples = useQuery({
    queryKey: ['templates', 'amostras'],
    queryFn: async ({ signal }) => templates.samples({}, { signal, anonymous: true }),
    staleTime: 10 * 60_000,
  });
  if (samples.isError || samples.data?.length === 0) return null;
  return (
    <section aria-labelledby="plans-samples-title" className="flex flex-col gap-4">
      <h2 id="plans-samples-title" className="text-xl font-bold tracking-tight">
        Exemplos feitos com os nossos templates
      </h2>
      <ul className="flex flex-col gap-6">
        {SAMPLE_CAROUSELS.map((sample, sampleIndex) => {
          const template = samples.data?.[sampleIndex];
          if (samples.data && !template) return null;
          return (
            <li key={sample.tema} className="flex min-w-0 flex-col gap-2">
              <p className="text-sm">
                <span className="font-semibold">{sample.tema}</span>
                <span className="text-muted-foreground">
                  {' '}
                  · {OBJECTIVE_LABELS[sample.objetivo]}
                  {template ? ` · template ${template.nome}` : ''}
                </span>
              </p>
              <ol
                // biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the strip scrolls sideways, by keyboard too
                tabIndex={0}
                aria-label={`Slides do exemplo “${sample.tema}”`}
                className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0"
              >
                {sample.slides.map((slide, slideIndex) => (
                  <li key={slide.title} className="w-36 shrink-0 snap-start sm:w-auto sm:flex-1">
                    {template ? (
                      <img
                        src={sampleSlidePath(template.id, sampleIndex, slideIndex)}
                        {...SAMPLE_IMAGE}
                        alt={`Slide ${slideIndex + 1} de ${sample.slides.length}: ${slide.title}`}
                        loading="lazy"
                        decoding="async"
                        className="h-auto w-full rounded-lg border bg-muted shadow-soft"
                      />
                    ) : (
                      <Skeleton className="aspect-[4/5] w-full rounded-lg" />
                    )}
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * /planos: public. What the product does, three samples drawn by our templates and the credit packs in reais
 * (docs/product-rules.md §9), linked from /login and /register.
 */
export function Component() {
  return (
    <div className="min-h-dvh bg-background">
      <PublicPageHeader
        action={
          <Button asChild variant="outline" size="sm">
            <Link to="/login">
              <LogIn aria-hidden="true" />
              Entrar
            </Link>
          </Button>
        }
      />
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-8 sm:px-6">
        <section aria-labelledby="plans-title" className="flex flex-col gap-4">
          <h1 id="plans-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ideias viram carrosséis para o Instagram em minutos
          </h1>
          <p className="text-lg text-muted-foreground">
            O Carrossel escreve e desenha os slides a partir do que você conta, em português.
          </p>
          <ol className="grid gap-2">
            {STEPS.map((step) => (
              <li key={step} className="flex items-start gap-2.5">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                {step}
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="brand" size="lg">
              <Link to="/register">
                <Gift aria-hidden="true" />
                Criar conta grátis
              </Link>
            </Button>
            <p className="self-center text-sm text-muted-foreground">
              {SIGNUP_BONUS_CREDITS} créditos grátis para começar. Sem cartão, sem assinatura.
            </p>
          </div>
        </section>

        <Samples />

        <section aria-labelledby="plans-packs-title" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id="plans-packs-title" className="text-xl font-bold tracking-tight">
              Pacotes de créditos
            </h2>
            <p className="text-sm text-muted-foreground">
              1 crédito = 1 carrossel completo. Pagamento por PIX; os créditos não expiram.
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-3">
            {CREDIT_PACKS.map((pack) => (
              <li key={pack.id}>
                <Card className="h-full">
                  <CardHeader>
                    <div className="flex flex-wrap items-center gap-2">
                      <CardTitle asChild>
                        <h3>{pack.label}</h3>
                      </CardTitle>
                      {pack.badge ? <Badge>{pack.badge}</Badge> : null}
                    </div>
                  </CardHeader>
                  <CardContent className="flex flex-col gap-1">
                    <p className="text-2xl font-bold tabular-nums">{formatCents(pack.priceCents)}</p>
                    <p className="text-sm text-muted-foreground">
                      {pack.credits} créditos · {formatCents(pack.perCreditCents)} por carrossel
                    </p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
