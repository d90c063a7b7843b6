import { Clock3, Languages, QrCode } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';
import { SlideStackIllustration } from './slide-stack-illustration';

/** The panel is one screen tall: on short screens the drawing gives way so no text is cut off. */
export const SHORT_SCREEN_HIDDEN = '[@media(max-height:760px)]:hidden';

const HIGHLIGHTS = [
  { icon: Clock3, text: 'Carrossel pronto em minutos' },
  { icon: Languages, text: 'Textos em português, a partir das suas palavras' },
  { icon: QrCode, text: 'Créditos via PIX, sem assinatura' },
] as const;

/**
 * The desktop side of the split auth layout: brand gradient, the promise and a drawing of the product.
 * `children` replaces the default pitch (the register screen shows its free-credits offer here).
 */
export function BrandPanel({
  children,
  showHighlights = true,
}: {
  children?: ReactNode;
  showHighlights?: boolean;
}) {
  return (
    <div className="relative flex h-full flex-col justify-between gap-8 overflow-hidden bg-brand-gradient-strong p-10 text-white xl:px-14">
      {/* Soft light spots give the flat gradient some depth. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-white/10 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 -left-20 size-96 rounded-full bg-orange-300/20 blur-3xl"
      />
      <BrandMark inverted className="relative self-start" />
      <div className="relative flex flex-col gap-8">
        {children ?? (
          <>
            <div className="max-w-md space-y-4">
              <p className="text-4xl leading-tight font-bold tracking-tight text-balance 2xl:text-5xl">
                Ideias viram carrosséis que prendem a atenção.
              </p>
              <p className="text-lg leading-relaxed text-white">
                Escolha o objetivo, preencha poucos campos e baixe os slides prontos para o Instagram.
              </p>
            </div>
            <SlideStackIllustration className={SHORT_SCREEN_HIDDEN} />
          </>
        )}
      </div>
      {showHighlights ? (
        <ul className="relative grid gap-3 text-sm font-medium">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3">
              <span className="flex size-8 items-center justify-center rounded-lg bg-white/15 ring-1 ring-white/25">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
