import { describe, expect, it } from 'vitest';
import { catalogueOptionsOf } from './catalogue';

function element(attributes: Record<string, string>): HTMLElement {
  const made = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

describe('<shop-catalogue> attributes', () => {
  it('reads the store, and the embedded backend when none is named', () => {
    expect(catalogueOptionsOf(element({ store: 'amas-fabrics' }))).toEqual({ store: 'amas-fabrics' });
    expect(catalogueOptionsOf(element({ store: 'amas-fabrics', backend: 'local' }))).toEqual({ store: 'amas-fabrics' });
  });

  it('takes a runtime configuration by address, a backend as JSON, or a Firebase config', () => {
    expect(catalogueOptionsOf(element({ store: 'a', backend: 'https://suite.example/runtime-config.json' })).runtimeConfig).toBe('https://suite.example/runtime-config.json');
    expect(catalogueOptionsOf(element({ store: 'a', backend: '{"type":"local","dbName":"demo"}' })).backend).toEqual({ type: 'local', dbName: 'demo' });
    expect(catalogueOptionsOf(element({ store: 'a', 'firebase-config': '{"apiKey":"k","projectId":"p"}' })).backend).toEqual({ type: 'firebase', firebase: { apiKey: 'k', projectId: 'p' } });
  });

  it('is defined as an element at once', () => {
    expect(customElements.get('shop-catalogue')).toBeDefined();
  });
});
