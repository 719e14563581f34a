/** The longest title an article takes: the API's rule and the editor's maxlength. */
export const TITLE_MAX = 200;
