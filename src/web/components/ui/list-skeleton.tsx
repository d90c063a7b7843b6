import { cn } from '../../lib/cn';
import { Skeleton } from './skeleton';

/**
 * Placeholder rows of a short list while it loads, shaped like its rows: a leading icon, a title and a line
 * under it, and a value at the end (a badge, a number). Each class sizes one part like the real content.
 */
export function ListSkeleton({
  count,
  className,
  rowClassName,
  iconClassName,
  lineClassNames,
  endClassName,
}: {
  count: number;
  /** The `<ul>`'s layout, the same as the loaded list's. */
  className: string;
  rowClassName: string;
  iconClassName: string;
  /** The title's and the second line's sizes. */
  lineClassNames: readonly [string, string];
  endClassName: string;
}) {
  return (
    <ul className={className}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <li key={index} className={cn('flex items-center gap-3', rowClassName)}>
          <Skeleton className={iconClassName} />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className={lineClassNames[0]} />
            <Skeleton className={lineClassNames[1]} />
          </div>
          <Skeleton className={endClassName} />
        </li>
      ))}
    </ul>
  );
}
