import * as Dialog from '@radix-ui/react-dialog';
import { ButtonSpinner } from '~/ui/forms';

/**
 * The confirmation before a post is deleted. Its code (the dialog library's) loads when an editor
 * first asks to delete, not with the studio's list (issue 23's budget, docs/decisions/0034).
 */
export default function DeletePostDialog({
  title,
  deleting,
  onCancel,
  onConfirm,
}: {
  title: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !deleting && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content" role="alertdialog">
          <Dialog.Title className="dialog-title">Delete this post?</Dialog.Title>
          <Dialog.Description className="dialog-description">“{title}” will be removed from the blog. This cannot be undone.</Dialog.Description>
          <div className="studio-dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="button button-outline" disabled={deleting}>
                Cancel
              </button>
            </Dialog.Close>
            <button type="button" className="button button-gold button-danger-solid" onClick={onConfirm} disabled={deleting}>
              {deleting && <ButtonSpinner />}
              Delete post
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
