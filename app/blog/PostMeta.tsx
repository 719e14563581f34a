import { formatLongDate } from '~/lib/dates';

/** Author and date of a post, as chips or inline text. */
export function PostByline({ author, createdAt, className = 'muted' }: { author: string; createdAt: string; className?: string }) {
  return (
    <p className={className}>
      By {author} · <time dateTime={createdAt}>{formatLongDate(createdAt)}</time>
    </p>
  );
}
