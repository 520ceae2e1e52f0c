// The till guard over an adapter (guard-till.ts): a proxy that answers the guarded methods itself
// (`overrides`) and every other property from the adapter, bound to it, so an adapter's own extras
// stay as they are. A test's spy (vi.spyOn) and a copy (`{ ...backend, recordRefund }`, as stories
// make, or `Object.create(backend)`) keep working over it.

/** `inner` seen through the guard: `overrides` answer first; a method of the adapter is bound to it. */
export function guardProxy<T extends object>(inner: T, overrides: Record<string, unknown>): T {
  const guarded: T = new Proxy(inner, {
    get(object, property, receiver) {
      if (typeof property === 'string' && Object.hasOwn(overrides, property)) return overrides[property];
      const value = Reflect.get(object, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(object) : value;
    },
    has: (object, property) => Object.hasOwn(overrides, property) || Reflect.has(object, property),
    // A test's spy (vi.spyOn) replaces a guarded method in place of the guard's own.
    set(object, property, value, receiver) {
      // An object made from the guard (`Object.create(backend)`) gets its own property, as with any prototype.
      if (receiver !== guarded) return Reflect.defineProperty(receiver as object, property, { value, writable: true, enumerable: true, configurable: true });
      if (typeof property === 'string' && Object.hasOwn(overrides, property)) {
        overrides[property] = value;
        return true;
      }
      return Reflect.set(object, property, value, receiver);
    },
    defineProperty(object, property, descriptor) {
      if (typeof property === 'string' && Object.hasOwn(overrides, property) && 'value' in descriptor) {
        overrides[property] = descriptor.value;
        return true;
      }
      return Reflect.defineProperty(object, property, descriptor);
    },
    // So a copy (`{ ...backend, recordRefund }`, as stories make) keeps the guarded methods.
    ownKeys: (object) => [...new Set([...Reflect.ownKeys(object), ...Object.keys(overrides)])],
    getOwnPropertyDescriptor(object, property) {
      if (typeof property === 'string' && Object.hasOwn(overrides, property)) return { value: overrides[property], writable: true, enumerable: true, configurable: true };
      return Reflect.getOwnPropertyDescriptor(object, property);
    },
  });
  return guarded;
}
