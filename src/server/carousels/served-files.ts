import { and, asc, eq } from 'drizzle-orm';
import type { DownloadFile } from '../../shared/carousels/api';
import type { DbExecutor } from '../db/client';
import { arquivos, type carrosseis } from '../db/schema';
import type { Storage } from '../storage/storage';
import { toDownloadFile } from './dto';

/** The served version's files, the ZIP first, then the PDF, then each slide (the download page's list). */
export async function listServedFiles(
  db: DbExecutor,
  storage: Storage,
  row: Pick<typeof carrosseis.$inferSelect, 'id' | 'tema'>,
  versao: number,
): Promise<DownloadFile[]> {
  const files = await db
    .select()
    .from(arquivos)
    .where(and(eq(arquivos.idCarrossel, row.id), eq(arquivos.versao, versao)))
    .orderBy(asc(arquivos.ordem), asc(arquivos.nomeArquivo));
  return Promise.all(files.map((file) => toDownloadFile(file, storage, row.tema)));
}
