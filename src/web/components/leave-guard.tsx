import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './ui/alert-dialog';
import { Button } from './ui/button';

/**
 * Asks before leaving a screen with work that would be lost: a link or the back button inside the app opens
 * a confirmation (staying is the default), and closing or reloading the tab gets the browser's own warning.
 * Changing only the query string (a tab of the same screen) is not leaving.
 */
export function LeaveGuard({
  when,
  title,
  description,
  leaveLabel,
  stayLabel = 'Continuar aqui',
  onLeave,
}: {
  when: boolean;
  title: string;
  description: string;
  leaveLabel: string;
  stayLabel?: string;
  /** Runs just before the navigation goes on (e.g. to drop a draft the user chose to discard). */
  onLeave?: () => void;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  // Nothing left to lose (saved meanwhile): a navigation waiting for an answer simply goes on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <AlertDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{stayLabel}</AlertDialogCancel>
          <Button
            type="button"
            variant="destructive"
            onClick={() => {
              if (blocker.state !== 'blocked') return;
              onLeave?.();
              blocker.proceed();
            }}
          >
            {leaveLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
