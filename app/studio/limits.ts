/** The longest title an article takes: the API's rule and the editor's maxlength. */
export const TITLE_MAX = 200;

/** The most markdown a post holds: a million characters (blog writes carry up to 1 MB, the body limit). */
export const CONTENT_MAX = 1_000_000;
