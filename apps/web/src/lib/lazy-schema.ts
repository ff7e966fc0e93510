/**
 * A schema that is built the first time anything reads it, and is that schema from then on.
 *
 * Zod builds an object schema, with every field and check, when its module is evaluated: for
 * the domain's schemas that is most of the work the browser does before the first paint, though
 * the first screen reads only a few of them, and only when its data arrives. The web build wraps
 * each of the domain's schema declarations in this (see `vite/lazy-domain-schemas.ts`), so a
 * page builds the schemas it uses, when it uses them. The server builds them all at start.
 */
export function lazySchema<S extends object>(build: () => S): S {
  let built: S | undefined;
  const schema = () => {
    built ??= build();
    return built;
  };
  // The target stands in for the schema only to satisfy Proxy's rules: every trap answers from
  // the schema itself, with the schema as the receiver, so zod's members bind to it.
  return new Proxy({} as S, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not report a property as fixed that its target lacks.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
