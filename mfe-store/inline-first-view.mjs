// The storefront page's first view in its HTML (issue 43, point 6: a customer's first view on a
// phone over a slow connection). The page's own script and style are written into index.html
// instead of linked: each linked file cost the phone a request, and on HTTP/1.1 a connection of its
// own, before the shop's name could be drawn (its LCP: bench/storefront.mjs). The style goes in the
// head as it was; the script at the end of the body, after `#root`, runs as the defer script did
// (page.tsx). The chunks the page loads later (the backend, on the first tap or key:
// src/store-api.ts) stay files, at the page's absolute publicPath.
import { rspack } from '@rspack/core';

/** What would end an inline script or style early, or switch the HTML parser's script state. */
const ENDS_EARLY = /<\/(script|style)|<!--/i;

/** The asset's text with its source map named from the site's root (a relative one would resolve against /s/<name>). */
function inlineText(compilation, file, publicPath) {
  const asset = compilation.getAsset(file);
  if (!asset) throw new Error(`inline-first-view: no asset ${file} to write into the page`);
  const text = String(asset.source.source()).replace(/(\/[/*]# sourceMappingURL=)(\S+?)(\s*\*\/)?\s*$/, (_, lead, map, close = '') => `${lead}${publicPath}${map}${close}`);
  if (ENDS_EARLY.test(text)) throw new Error(`inline-first-view: ${file} holds text that would end its tag in the HTML; link it instead`);
  return text;
}

export class InlineFirstViewPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('InlineFirstViewPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise('InlineFirstViewPlugin', async (data) => {
        const publicPath = String(compilation.outputOptions.publicPath);
        const fileOf = (url) => (url.startsWith(publicPath) ? url.slice(publicPath.length) : url);
        const scripts = [];
        const headTags = [];
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && typeof tag.attributes.src === 'string') {
            scripts.push({ tagName: 'script', voidTag: false, attributes: {}, innerHTML: inlineText(compilation, fileOf(tag.attributes.src), publicPath) });
          } else if (tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' && typeof tag.attributes.href === 'string') {
            headTags.push({ tagName: 'style', voidTag: false, attributes: {}, innerHTML: inlineText(compilation, fileOf(tag.attributes.href), publicPath) });
          } else headTags.push(tag);
        }
        return { ...data, headTags, bodyTags: [...data.bodyTags, ...scripts] };
      });
    });
  }
}
