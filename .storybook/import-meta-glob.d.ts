// The part of Vite's import.meta.glob that the story tests use (Vitest runs on Vite).
interface ImportMeta {
  glob<Module = unknown>(pattern: string | readonly string[], options: { eager: true }): Record<string, Module>;
  glob<Module = unknown>(pattern: string | readonly string[]): Record<string, () => Promise<Module>>;
}
