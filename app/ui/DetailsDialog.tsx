import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from './icons';

/**
 * A Learn More button and the dialog it opens (Radix: focus trap, Escape closes, focus returns to
 * the button). Modal, so only one is ever open. Closed by the close icon or the Close button.
 */
export function DetailsDialog({
  title,
  description,
  triggerLabel = 'Learn More',
  children,
}: {
  title: string;
  description: string;
  triggerLabel?: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <Dialog.Root>
        <Dialog.Trigger className="button button-outline dialog-trigger">
          {triggerLabel}
          <span className="visually-hidden">: {title}</span>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog" data-testid="details-dialog">
            <Dialog.Title className="dialog-title">{title}</Dialog.Title>
            <Dialog.Description className="dialog-description">{description}</Dialog.Description>
            {children}
            <div className="dialog-actions">
              <Dialog.Close className="button button-gold">Close</Dialog.Close>
            </div>
            <Dialog.Close className="icon-button dialog-close-icon" aria-label="Close dialog">
              <CloseIcon />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {/* Without JavaScript there is no dialog: the details show in place instead. */}
      <div className="no-js-details">{children}</div>
    </>
  );
}

/** A titled list inside a dialog. */
export function DialogList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
