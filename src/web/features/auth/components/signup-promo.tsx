import { CircleCheck, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { SIGNUP_BONUS_CREDITS } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { SHORT_SCREEN_HIDDEN } from './brand-panel';
import { SlideStackIllustration } from './slide-stack-illustration';

const PROMO_TITLE = `${SIGNUP_BONUS_CREDITS} créditos grátis`;

const PERKS = [
  'Confirme seu e-mail e os créditos já estão na conta',
  'Cada crédito vira um carrossel completo',
  'Créditos não expiram',
] as const;

/** The register screen's offer (docs/product-rules.md §1: 2 free credits on sign-up), large, on the desktop brand panel. */
export function SignupPromoPanel() {
  return (
    <section aria-labelledby="signup-promo-title" className="flex flex-col gap-6">
      <div className="max-w-md space-y-4">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium ring-1 ring-white/30">
          <Gift className="size-4" aria-hidden="true" />
          Oferta de boas-vindas
        </p>
        <h2
          id="signup-promo-title"
          className="text-5xl leading-none font-extrabold tracking-tight xl:text-6xl"
        >
          {PROMO_TITLE}
        </h2>
        <p className="text-lg leading-relaxed text-white">
          Crie seus primeiros carrosséis sem pagar nada. Sem cartão, sem assinatura.
        </p>
        <ul className="grid gap-2.5 pt-1 text-base">
          {PERKS.map((perk) => (
            <li key={perk} className="flex items-start gap-2.5">
              <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {perk}
            </li>
          ))}
        </ul>
      </div>
      <div className={`relative ${SHORT_SCREEN_HIDDEN}`}>
        <SlideStackIllustration />
        <div
          aria-hidden="true"
          className="absolute top-0 left-[8%] flex size-22 -rotate-12 flex-col items-center justify-center rounded-full bg-white text-center shadow-xl shadow-black/25"
        >
          <span className="text-3xl leading-none font-extrabold text-primary">+{SIGNUP_BONUS_CREDITS}</span>
          <span className="text-xs font-semibold text-secondary-foreground">créditos</span>
        </div>
      </div>
    </section>
  );
}

/** The same offer, compact, above the form on phones (where the brand panel is hidden). */
export function SignupPromoBanner() {
  return (
    <section
      aria-labelledby="signup-promo-banner-title"
      className="relative flex items-center gap-4 overflow-hidden rounded-xl bg-brand-gradient-strong p-4 text-white shadow-brand"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-10 -right-8 size-32 rounded-full bg-white/15 blur-2xl"
      />
      <span className="relative flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/20 ring-1 ring-white/30">
        <Gift className="size-6" aria-hidden="true" />
      </span>
      <div className="relative min-w-0">
        <h2 id="signup-promo-banner-title" className="text-lg leading-tight font-bold">
          {PROMO_TITLE}
        </h2>
        <p className="text-sm leading-snug text-white">Para criar seus primeiros carrosséis. Sem cartão.</p>
      </div>
    </section>
  );
}

/**
 * /login on a phone (where the brand panel is hidden): what the product does, the free credits and the way in
 * for a visitor who has no account yet.
 */
export function LoginPromoBanner({ navigationState }: { navigationState: unknown }) {
  return (
    <section
      aria-labelledby="login-promo-title"
      className="relative flex flex-col gap-3 overflow-hidden rounded-xl bg-brand-gradient-strong p-4 text-white shadow-brand"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-10 -right-8 size-32 rounded-full bg-white/15 blur-2xl"
      />
      <div className="relative flex flex-col gap-1">
        <h2 id="login-promo-title" className="text-lg leading-tight font-bold">
          Ideias viram carrosséis para o Instagram
        </h2>
        <p className="text-sm leading-snug text-white">
          Escolha o objetivo, preencha poucos campos e baixe os slides prontos.{' '}
          <strong className="font-semibold">{PROMO_TITLE}</strong> ao criar sua conta.
        </p>
      </div>
      <div className="relative flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button asChild size="sm" className="bg-white text-primary hover:bg-white/90">
          <Link to="/register" state={navigationState}>
            <Gift aria-hidden="true" />
            Criar conta grátis
          </Link>
        </Button>
        <Link
          to="/planos"
          className="rounded text-sm font-medium text-white underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Ver planos e exemplos
        </Link>
      </div>
    </section>
  );
}
