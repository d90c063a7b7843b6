import { Activity, Database, HardDrive, Rows3, ShieldCheck, Table2 } from 'lucide-react';
import type { DatabaseTable } from '../../../shared/admin/stats';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { StatCard } from '../../components/ui/stat-card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { useAdminStats } from './stats-api';

const TABLE_DESCRIPTIONS: Record<DatabaseTable, string> = {
  profiles: 'Contas: nome, e-mail, tipo e status',
  carrosseis: 'Carrosséis criados e o andamento de cada um',
  creditos: 'Saldo de créditos de cada usuário',
  templates: 'Estilos visuais oferecidos na criação',
  pagamentos: 'Cobranças PIX e seus status',
  logs: 'Eventos do sistema (auditoria)',
  arquivos: 'Arquivos gerados: slides, ZIP e PDF',
  notificacoes: 'Notificações enviadas aos usuários',
};

/** What the connection is, said truthfully for our setup (the spec's screen described a hosted database). */
const CONNECTION_FACTS = [
  'Em produção, o Carrossel usa um banco PostgreSQL externo na nuvem, indicado por DATABASE_URL.',
  'Localmente e nos testes, sem DATABASE_URL, um PostgreSQL embutido sobe junto com a aplicação como alternativa local.',
  'Conexões em pool (até 10 por processo); a fila de tarefas (pg-boss) usa o mesmo banco.',
  'Backups automáticos ficam a cargo do provedor do banco em produção; o banco embutido é uma pasta em DATA_DIR/pg.',
  'Row level security não é usada: o banco não fica exposto, e a API só devolve a cada usuário as linhas dele.',
  'Índices em todas as consultas frequentes, inclusive busca por trigramas nos logs; migrações versionadas na inicialização.',
];

/** Spec's fetch errors: the one stats request stands for the users, carousels and logs fetches. */
const FETCH_ERRORS = ['Failed to fetch users', 'Failed to fetch carousels', 'Failed to fetch logs'];

const formatCount = (value: number, exact = true) => `${exact ? '' : '≈ '}${value.toLocaleString('pt-BR')}`;

/** /database: the database's type, its 8 tables with their real row counts and the connection status. */
export function Component() {
  const stats = useAdminStats();
  const tables = stats.data?.tables ?? [];
  const totalRecords = tables.reduce((sum, table) => sum + table.count, 0);
  const isTotalExact = tables.every((table) => table.exact);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Banco de Dados" description="Tabelas, volume de registros e estado da conexão." />

      {stats.isError ? (
        <Card
          role="alert"
          className="gap-2 border-destructive/30 bg-destructive-soft px-5 py-4 text-destructive-soft-foreground"
        >
          {FETCH_ERRORS.map((message) => (
            <p key={message} className="text-sm font-medium">
              {message}
            </p>
          ))}
          <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={() => stats.refetch()}>
            Tentar novamente
          </Button>
        </Card>
      ) : null}

      <section aria-label="Resumo do banco" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <StatCard
          icon={Database}
          label="Tipo"
          // The longest word of the row: smaller on a phone so it stays inside its card.
          value={<span className="text-xl sm:text-3xl">PostgreSQL</span>}
          hint={stats.data?.database.version ? `versão ${stats.data.database.version}` : ' '}
          loading={stats.isPending}
        />
        <StatCard
          icon={Table2}
          tone="info"
          label="Tabelas"
          value={8}
          hint="do produto"
          loading={stats.isPending}
        />
        <StatCard
          icon={Rows3}
          tone="brand"
          label="Total de registros"
          value={formatCount(totalRecords, isTotalExact)}
          hint="nas 8 tabelas"
          loading={stats.isPending}
        />
        <StatCard
          icon={Activity}
          tone={stats.isError ? 'destructive' : 'success'}
          label="Status"
          value={stats.isError ? 'Indisponível' : 'Online'}
          hint={stats.isError ? 'sem resposta do servidor' : 'conexão ativa'}
          loading={stats.isPending}
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card className="gap-0 self-start overflow-hidden py-0">
          <CardHeader className="border-b py-4">
            <CardTitle className="flex items-center gap-2">
              <HardDrive className="size-4 text-muted-foreground" aria-hidden="true" />
              Tabelas
            </CardTitle>
          </CardHeader>
          <Table aria-label="Tabelas do banco">
            <TableHeader>
              <TableRow>
                <TableHead>Tabela</TableHead>
                <TableHead className="hidden sm:table-cell">Conteúdo</TableHead>
                <TableHead className="text-right">Registros</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {stats.isPending
                ? Object.keys(TABLE_DESCRIPTIONS).map((name) => (
                    <TableRow key={name}>
                      <TableCell className="font-mono text-sm">{name}</TableCell>
                      <TableCell className="hidden sm:table-cell">
                        <Skeleton className="h-4 w-48" />
                      </TableCell>
                      <TableCell>
                        <Skeleton className="ml-auto h-4 w-12" />
                      </TableCell>
                    </TableRow>
                  ))
                : tables.map((table) => (
                    <TableRow key={table.name} data-testid={`table-${table.name}`}>
                      <TableCell className="font-mono text-sm">{table.name}</TableCell>
                      <TableCell className="hidden text-muted-foreground sm:table-cell">
                        {TABLE_DESCRIPTIONS[table.name]}
                      </TableCell>
                      <TableCell className="text-right font-medium tabular-nums">
                        {formatCount(table.count, table.exact)}
                      </TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </Card>

        <Card className="gap-4">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-muted-foreground" aria-hidden="true" />
              Status da conexão
            </CardTitle>
            <CardDescription>
              {stats.isError ? (
                <Badge variant="destructive">Sem conexão</Badge>
              ) : (
                <Badge variant="success">Conectado</Badge>
              )}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground marker:text-primary">
              {CONNECTION_FACTS.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
