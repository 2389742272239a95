// What src/middleware.ts puts on `Astro.locals` for every page.
type PageContext = import('./i18n/page').PageContext;

declare namespace App {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the context is the whole of Locals
  interface Locals extends PageContext {}
}
