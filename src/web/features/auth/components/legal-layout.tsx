import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandMark } from './brand-mark';

export interface LegalSection {
  title: string;
  paragraphs: ReactNode[];
}

/** A readable single-column document (terms, privacy) with the brand header and a way back. */
export function LegalLayout({
  title,
  updatedAt,
  intro,
  sections,
}: {
  title: string;
  updatedAt: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <BrandMark />
          <nav aria-label="Documentos" className="flex gap-4 text-sm font-medium">
            <NavLink
              to="/termos"
              className="rounded-sm text-muted-foreground hover:text-foreground aria-[current=page]:text-primary"
            >
              Termos
            </NavLink>
            <NavLink
              to="/privacidade"
              className="rounded-sm text-muted-foreground hover:text-foreground aria-[current=page]:text-primary"
            >
              Privacidade
            </NavLink>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <article className="flex flex-col gap-8">
          <header className="flex flex-col gap-3">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
            <p className="text-sm text-muted-foreground">Última atualização: {updatedAt}</p>
            <p className="text-base leading-relaxed text-pretty">{intro}</p>
          </header>
          {sections.map((section, index) => (
            <section key={section.title} className="flex flex-col gap-3">
              <h2 className="text-xl font-semibold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph, paragraphIndex) => (
                // Static text: the order never changes, so the index is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: static legal text
                <p key={paragraphIndex} className="leading-relaxed text-pretty text-foreground/90">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <footer className="border-t pt-6 text-sm text-muted-foreground">
            Dúvidas? Abra um chamado pelo menu “Abrir Chamado” dentro do app ou{' '}
            <Link
              to="/register"
              className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              crie sua conta
            </Link>{' '}
            para começar.
          </footer>
        </article>
      </main>
    </div>
  );
}
