import { readFileSync } from 'node:fs';

/**
 * Reads Lighthouse reports (argv: report.json...) and prints, per report, its score, TBT, LCP and the long tasks
 * Lighthouse lists (simulated start and duration, the script they are attributed to): which task costs the TBT.
 */
interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}
const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');
for (const file of process.argv.slice(2)) {
  const lhr = JSON.parse(readFileSync(file, 'utf8')) as {
    categories: { performance?: { score: number | null } };
    audits: Record<string, { numericValue?: number; details?: { items?: LongTask[] } }>;
    environment?: { benchmarkIndex?: number };
  };
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
  const lcp = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
  const fcp = Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN);
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  console.log(
    `${file}: score ${score}, FCP ${fcp}, LCP ${lcp}, TBT ${tbt}, benchmark index ${lhr.environment?.benchmarkIndex}`,
  );
  for (const task of tasks)
    console.log(`  ${Math.round(task.startTime)}\t${Math.round(task.duration)}\t${short(task.url)}`);
}
