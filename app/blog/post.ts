/** A blog post as the API and the pages see it (docs/product/api.md, "Shapes"). */
export interface Post {
  _id: string;
  title: string;
  slug: string;
  author: { username: string };
  createdAt: string;
  updatedAt: string;
  /** Markdown exactly as written. */
  content: string;
  /** URL path of the post's picture, or null. */
  image: string | null;
}
