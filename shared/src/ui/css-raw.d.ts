// `import text from './file.css?raw'`: the stylesheet's source as a string (Rsbuild and Vite both
// support the ?raw query). Used by the design-tokens page to list the tokens it then reads live.
declare module '*.css?raw' {
  const source: string;
  export default source;
}
