/** The browser tab's title, 'Título · Imobi', for a route's `head` option. */
export function pageHead(title: string) {
  return { meta: [{ title: `${title} · Imobi` }] };
}
