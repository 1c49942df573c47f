/** The name of the form field that carries a staff session's CSRF token. */
export const CSRF_FIELD = "csrf";
