import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ReaderNote, useMayEdit } from '../../auth';
import { GOAL_TILES } from './goal-tiles';

/** 'Criar Novo Carrossel': one tile per goal, each opening /criar with that goal chosen. */
export function CreateCarouselCard() {
  // Creating takes an editor (docs/workspaces.md): a leitor reads why instead of the tiles.
  const mayEdit = useMayEdit();
  if (!mayEdit) return <ReaderNote />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Criar Novo Carrossel</CardTitle>
        <CardDescription>Escolha o objetivo. Cada carrossel custa 1 crédito.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {GOAL_TILES.map((tile) => (
            <li key={tile.objetivo} className="flex">
              <Link
                to={`/criar?tipo=${tile.objetivo}`}
                className="group relative flex w-full items-start gap-3 rounded-xl border bg-card p-4 transition-[border-color,box-shadow] hover:border-primary/50 hover:shadow-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:flex-col"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                  <tile.icon className="size-5" aria-hidden="true" />
                </span>
                {/* Side by side with the icon on phones (short tiles), stacked under it from `sm`. */}
                <span className="flex min-w-0 flex-col gap-1 sm:gap-3">
                  <span className="flex items-center gap-1.5 pr-20 text-base font-semibold text-foreground sm:pr-0">
                    {tile.label}
                    <ArrowRight
                      className="size-4 text-primary transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </span>
                  <span className="text-sm text-muted-foreground">{tile.description}</span>
                </span>
                {/* Last in reading order (the link's name starts with the goal), shown top-right. */}
                <span className="absolute top-4 right-4 rounded-full bg-muted px-2.5 py-1 text-xs font-medium text-muted-foreground">
                  1 crédito
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
