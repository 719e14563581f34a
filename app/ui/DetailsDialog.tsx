import { useId } from 'react';
import { useT } from '~/i18n/translate';
import { closesDialog, keepTabInside, opensDialog } from './dialogCommands';
import { CloseIcon } from './icons';

/**
 * A Learn More button and the modal dialog it opens: the platform's <dialog>, in the page's HTML
 * and opened by an invoker command, so it works before the scripts run and without them. Modal,
 * so only one is ever open; Escape, the close icon and the Close button close it, and focus
 * returns to the button.
 */
export function DetailsDialog({
  title,
  description,
  triggerLabel,
  closeLabel,
  children,
}: {
  title: string;
  description: string;
  triggerLabel?: string;
  /** The Close button's text (the close icon's label is the shell's `dialog_close`). */
  closeLabel?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  const t = useT();
  return (
    <>
      <button type="button" className="button button-outline dialog-trigger" {...opensDialog(id)}>
        {triggerLabel ?? t('dialog_learn_more')}
        <span className="visually-hidden">: {title}</span>
      </button>
      <dialog
        id={id}
        className="dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        closedby="any"
        onKeyDown={keepTabInside}
        data-testid="details-dialog"
      >
        {/* First in the dialog, so it takes the focus when the dialog opens (not a Close button
            below a long text, which would scroll the dialog to its end). */}
        <button type="button" className="icon-button dialog-close-icon" aria-label={t('dialog_close')} {...closesDialog(id)}>
          <CloseIcon />
        </button>
        <h2 id={`${id}-title`} className="dialog-title">
          {title}
        </h2>
        <p id={`${id}-description`} className="dialog-description">
          {description}
        </p>
        {children}
        <div className="dialog-actions">
          <button type="button" className="button button-gold" {...closesDialog(id)}>
            {closeLabel ?? t('dialog_done')}
          </button>
        </div>
      </dialog>
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
