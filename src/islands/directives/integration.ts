/** Registers the site's own client directive, `client:interaction` (./interaction.ts). */
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first focus, pointer, touch or key inside the island. */
    'client:interaction'?: boolean;
  }
}

export function interactionDirective(): AstroIntegration {
  return {
    name: 'interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          // A path, not a URL: Astro bundles it with esbuild, which resolves paths only.
          entrypoint: decodeURIComponent(new URL('./interaction.ts', import.meta.url).pathname),
        });
      },
    },
  };
}
