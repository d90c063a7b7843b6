import { Toaster as Sonner, type ToasterProps } from 'sonner';

/**
 * Mount once at the app root; raise toasts with `toast.success(title, { description })`
 * from 'sonner'. Colors come from our tokens (see styles.css), labels are in Portuguese.
 */
export function Toaster({ toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      richColors
      closeButton
      position="top-right"
      duration={5000}
      theme="light"
      containerAriaLabel="Notificações"
      toastOptions={{
        closeButtonAriaLabel: 'Fechar notificação',
        ...toastOptions,
        classNames: {
          toast: 'shadow-elevated! text-sm!',
          title: 'font-semibold!',
          description: 'leading-snug!',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
