import { Download } from 'lucide-react';
import type { CarouselVersions } from '../../../../shared/carousels/edit-slides';
import { formatDateTime } from '../../../../shared/dates';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** The kept versions (the last five), each with its ZIP. */
export function VersionList({ versions }: { versions: CarouselVersions | undefined }) {
  if (!versions || versions.versoes.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Versões</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {versions.versoes.map((version) => {
            const zip = version.arquivos.find((file) => file.nome.endsWith('.zip'));
            return (
              <li key={version.versao} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                <span className="font-medium">Versão {version.versao}</span>
                {version.atual ? <Badge variant="secondary">Atual</Badge> : null}
                <span className="text-xs text-muted-foreground">{formatDateTime(version.criado_em)}</span>
                {zip ? (
                  <Button asChild variant="outline" size="sm" className="ml-auto">
                    <a
                      href={zip.url}
                      download={zip.nome}
                      aria-label={`Baixar ZIP da versão ${version.versao}`}
                    >
                      <Download aria-hidden="true" />
                      ZIP
                    </a>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
