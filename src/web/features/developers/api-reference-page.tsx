import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { OPENAPI_PATH } from '../../../shared/public-api/routes';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { LoadingCard } from '../../components/ui/loading-card';
import { PageHeader } from '../../components/ui/page-header';
import { getErrorMessage } from '../../lib/api-client';
import { useOpenApiDocument } from './developers-api';
import {
  describeLimits,
  describeType,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  resolveSchema,
} from './openapi-document';

/**
 * A `texto` span of a description. The backquote is written \x60 so that tools reading the file without parsing
 * regular expressions (farm-studio) do not take it for a template string that never closes.
 */
const INLINE_CODE = /(\x60[^\x60]+\x60)/;

/** Inline code of the reference page (`texto` in the document's descriptions is shown as code). */
function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split(INLINE_CODE).map((part, index) =>
        part.startsWith('`') && part.endsWith('`') ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered
          <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.8em]">
            {part.slice(1, -1)}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** A schema's fields as a nested list: name, type, required, limits and description. */
function SchemaFields({ schema, document }: { schema: JsonSchema; document: OpenApiDocument }) {
  const resolved = resolveSchema(schema, document);
  const variants = resolved.oneOf ?? resolved.anyOf;
  if (variants) {
    return (
      <div className="grid gap-3">
        {variants.map((variant, index) => {
          const discriminator = Object.entries(variant.properties ?? {}).find(
            ([, field]) => field.const !== undefined,
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the document's fixed order of options
            <div key={index} className="rounded-md border p-3">
              <p className="mb-2 text-xs font-semibold text-muted-foreground">
                {discriminator
                  ? `Com ${discriminator[0]} = ${JSON.stringify(discriminator[1].const)}`
                  : `Opção ${index + 1}`}
              </p>
              <SchemaFields schema={variant} document={document} />
            </div>
          );
        })}
      </div>
    );
  }
  if (resolved.type === 'array' && resolved.items) {
    return (
      <div className="grid gap-1">
        <p className="text-xs text-muted-foreground">Uma lista; cada item:</p>
        <SchemaFields schema={resolved.items} document={document} />
      </div>
    );
  }
  if (!resolved.properties) return <p className="text-xs text-muted-foreground">{describeType(resolved)}</p>;
  const required = new Set(resolved.required ?? []);
  return (
    <ul className="grid gap-2">
      {Object.entries(resolved.properties).map(([name, field]) => {
        const inner = resolveSchema(field, document);
        const nested = inner.properties || inner.oneOf || (inner.type === 'array' && inner.items?.properties);
        return (
          <li key={name} className="grid gap-1 border-l-2 border-border pl-3">
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <code className="font-mono text-sm font-semibold text-foreground">{name}</code>
              <span className="text-xs text-muted-foreground">{describeType(inner)}</span>
              {required.has(name) ? (
                <Badge variant="secondary" className="text-[0.7rem]">
                  obrigatório
                </Badge>
              ) : null}
              {describeLimits(inner).map((limit) => (
                <span key={limit} className="text-xs text-muted-foreground">
                  · {limit}
                </span>
              ))}
            </div>
            {inner.description ? (
              <p className="text-xs text-muted-foreground">
                <Prose text={inner.description} />
              </p>
            ) : null}
            {nested ? (
              <SchemaFields
                schema={inner.type === 'array' && inner.items ? inner.items : inner}
                document={document}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Example({ schema, document }: { schema: JsonSchema; document: OpenApiDocument }) {
  const example = resolveSchema(schema, document).examples?.[0];
  if (example === undefined) return null;
  return (
    <details className="rounded-md border bg-muted/40">
      <summary className="cursor-pointer px-3 py-2 text-xs font-medium">Exemplo</summary>
      <pre className="overflow-x-auto px-3 pb-3 font-mono text-xs">{JSON.stringify(example, null, 2)}</pre>
    </details>
  );
}

const METHOD_STYLE: Record<string, 'default' | 'success' | 'secondary'> = { get: 'success', post: 'default' };

function Operation({
  method,
  path,
  operation,
  document,
}: {
  method: string;
  path: string;
  operation: OpenApiOperation;
  document: OpenApiDocument;
}) {
  const body = operation.requestBody?.content?.['application/json']?.schema;
  return (
    <Card id={operation.operationId} className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          <Badge variant={METHOD_STYLE[method] ?? 'secondary'} className="font-mono uppercase">
            {method}
          </Badge>
          <code className="break-all font-mono text-sm">{path}</code>
        </CardTitle>
        <CardDescription>
          <strong className="font-semibold text-foreground">{operation.summary}.</strong>{' '}
          {operation.description ? <Prose text={operation.description} /> : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {operation.parameters?.length ? (
          <section className="grid gap-2">
            <h3 className="text-sm font-semibold">Parâmetros</h3>
            <ul className="grid gap-2">
              {operation.parameters.map((parameter) => (
                <li
                  key={`${parameter.in}-${parameter.name}`}
                  className="grid gap-1 border-l-2 border-border pl-3"
                >
                  <div className="flex flex-wrap items-baseline gap-x-2">
                    <code className="font-mono text-sm font-semibold">{parameter.name}</code>
                    <span className="text-xs text-muted-foreground">
                      {parameter.in === 'path'
                        ? 'no caminho'
                        : parameter.in === 'query'
                          ? 'na query'
                          : 'no cabeçalho'}{' '}
                      · {describeType(parameter.schema)}
                      {parameter.required ? ' · obrigatório' : ''}
                    </span>
                  </div>
                  {parameter.description ? (
                    <p className="text-xs text-muted-foreground">
                      <Prose text={parameter.description} />
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {body ? (
          <section className="grid gap-2">
            <h3 className="text-sm font-semibold">Corpo (JSON)</h3>
            <SchemaFields schema={body} document={document} />
            <Example schema={body} document={document} />
          </section>
        ) : null}
        <section className="grid gap-2">
          <h3 className="text-sm font-semibold">Respostas</h3>
          <ul className="grid gap-3">
            {Object.entries(operation.responses).map(([status, response]) => {
              const schema = response.content?.['application/json']?.schema;
              const success = status.startsWith('2');
              return (
                <li key={status} className="grid gap-2">
                  <p className="text-sm">
                    <Badge variant={success ? 'success' : 'secondary'} className="mr-2 font-mono">
                      {status}
                    </Badge>
                    <Prose text={response.description} />
                  </p>
                  {success && schema ? (
                    <>
                      <SchemaFields schema={schema} document={document} />
                      <Example schema={schema} document={document} />
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}

function Reference({ document }: { document: OpenApiDocument }) {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="grid gap-3 text-sm">
          {document.info.description ? (
            <p>
              <Prose text={document.info.description} />
            </p>
          ) : null}
          <p>
            Servidor: <code className="font-mono text-xs">{document.servers[0]?.url}</code> · Documento
            OpenAPI 3.1:{' '}
            <a className="text-primary underline" href={OPENAPI_PATH}>
              {OPENAPI_PATH}
            </a>
          </p>
          <nav aria-label="Endpoints">
            <ul className="grid gap-1">
              {operations.map(({ path, method, operation }) => (
                <li key={operation.operationId}>
                  <a
                    className="text-primary underline-offset-2 hover:underline"
                    href={`#${operation.operationId}`}
                  >
                    <span className="font-mono text-xs">{method.toUpperCase()}</span> {path} —{' '}
                    {operation.summary}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </CardContent>
      </Card>
      {operations.map(({ path, method, operation }) => (
        <Operation
          key={operation.operationId}
          method={method}
          path={path}
          operation={operation}
          document={document}
        />
      ))}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Erros</CardTitle>
          <CardDescription>
            Todas as respostas de erro têm este formato, com a mensagem em português.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2">
          <SchemaFields schema={{ $ref: '#/components/schemas/Erro' }} document={document} />
          <Example schema={{ $ref: '#/components/schemas/Erro' }} document={document} />
        </CardContent>
      </Card>
    </div>
  );
}

/** /desenvolvedores/api: the public API's reference, rendered from GET /api/v1/openapi.json. */
export function Component() {
  const document = useOpenApiDocument();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader
        title="Referência da API"
        description="Endpoints, parâmetros, respostas e exemplos da API pública (/api/v1)."
        actions={
          <Link
            to="/desenvolvedores"
            className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Desenvolvedores
          </Link>
        }
      />
      {document.isPending ? (
        <LoadingCard fullScreen={false} message="Carregando a referência..." />
      ) : document.isError ? (
        <LoadError
          message={getErrorMessage(document.error, 'Não foi possível carregar a referência da API.')}
          onRetry={() => document.refetch()}
        />
      ) : (
        <Reference document={document.data} />
      )}
    </div>
  );
}
