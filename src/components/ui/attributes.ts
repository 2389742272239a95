/**
 * The attributes a building block passes on to its element. A bare data attribute written on the component
 * (`<Grid data-services>`) arrives as `true`; Astro would spread it as `data-services="true"`, so it goes on
 * as an empty value, which renders bare, as on an element written by hand.
 */
export function passOn<T extends Record<string, unknown>>(attributes: T): T {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [name, name.startsWith('data-') && value === true ? '' : value]),
  ) as T;
}
