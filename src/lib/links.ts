/**
 * The active options of a link back to a parent screen (a breadcrumb, 'Cancelar', 'Voltar'): it is
 * active, and so announced as the current page (aria-current), only on that screen itself. By the
 * router's default, /refresh was the current page on /refresh/new too.
 */
export const EXACT_ACTIVE = { exact: true } as const;
