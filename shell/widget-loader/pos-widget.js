/*
 * The ShopDesk POS widget loader: the one script a partner site adds.
 *
 *   <script src="https://YOUR-SUITE/widget/pos-widget.js" async></script>
 *   <pos-widget accent="#0e7490"></pos-widget>
 *
 * It defines <pos-widget> at once (elements already in the page, written after it, or added later
 * by a framework are all upgraded) and loads the till from the suite's own origin only when the
 * first element is connected. Written by hand, without a build, so it stays a few kilobytes and
 * runs under a strict Content-Security-Policy (no eval, no inline code or styles).
 * Documented for partners in examples/partner-site/README.md.
 */
(function () {
  'use strict';

  var TAG = 'pos-widget';
  var VERSION = '1';
  if (!window.customElements || window.customElements.get(TAG)) return;

  // The suite's root, from this script's own address: …/widget/pos-widget.js or …/widget/v1/pos-widget.js.
  var script = document.currentScript;
  var source = script && script.src ? script.src : '';
  var root = source.replace(/widget\/(v\d+\/)?pos-widget\.js(\?.*)?$/, '');
  var ATTRIBUTES = ['accent', 'theme', 'currency', 'backend', 'firebase-config', 'pay-later'];

  var loading = null;

  /** The till's `mount`, from the suite's plain widget bundle, loaded once per page. */
  function loadWidget() {
    if (loading) return loading;
    loading = new Promise(function (resolve, reject) {
      if (window.ShopPosTill) return resolve(window.ShopPosTill);
      var bundle = document.createElement('script');
      bundle.src = root + 'mfe-pos/widget/till.js';
      bundle.async = true;
      bundle.onload = function () {
        if (window.ShopPosTill) resolve(window.ShopPosTill);
        else reject(new Error('The till did not load from ' + bundle.src + '.'));
      };
      bundle.onerror = function () {
        reject(new Error('The till could not be loaded from ' + bundle.src + '.'));
      };
      document.head.appendChild(bundle);
    }).then(function (till) {
      return till.load();
    });
    loading.catch(function () {
      loading = null;
    });
    return loading;
  }

  function parseJson(element, name) {
    var text = element.getAttribute(name);
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch (error) {
      console.error('<' + TAG + '>: the ' + name + ' attribute is not valid JSON', error);
      return undefined;
    }
  }

  /** The options `mount` takes, read from the element's attributes. */
  function optionsOf(element) {
    var options = {};
    var accent = element.getAttribute('accent');
    if (accent) options.accent = accent;
    var theme = element.getAttribute('theme');
    if (theme === 'light' || theme === 'dark') options.theme = theme;
    var currency = element.getAttribute('currency');
    if (currency) options.currency = currency;
    var backend = element.getAttribute('backend');
    if (backend === 'local') options.backend = { type: 'local' };
    else if (backend && /^(https?:|\/|\.)/.test(backend)) options.runtimeConfig = new URL(backend, document.baseURI).href;
    else if (backend) options.backend = parseJson(element, 'backend');
    var firebase = parseJson(element, 'firebase-config');
    if (firebase) options.firebase = firebase;
    // A boolean attribute: present (and not "false") offers Pay later, sales on a customer's account.
    var payLater = element.getAttribute('pay-later');
    if (payLater !== null && payLater !== 'false') options.payLater = true;
    return options;
  }

  function fail(element, error) {
    console.error('<' + TAG + '>: the till could not start', error);
    element.dispatchEvent(
      new CustomEvent(TAG + ':error', { bubbles: true, composed: true, detail: { message: String((error && error.message) || error) } }),
    );
  }

  class PosWidgetElement extends HTMLElement {
    static get observedAttributes() {
      return ATTRIBUTES;
    }

    connectedCallback() {
      this._render();
    }

    disconnectedCallback() {
      // Unmount at once: the element may be connected again later, or never.
      this._generation = (this._generation || 0) + 1;
      if (this._unmount) this._unmount();
      this._unmount = null;
    }

    attributeChangedCallback(name, previous, next) {
      if (previous !== next && this.isConnected && this._started) this._render();
    }

    _render() {
      var generation = (this._generation = (this._generation || 0) + 1);
      this._started = true;
      loadWidget().then(
        (widget) => {
          // Disconnected, or re-rendered, while the till was loading: that later call decides.
          if (generation !== this._generation || !this.isConnected) return;
          if (this._unmount) this._unmount();
          this._unmount = widget.mount(this, optionsOf(this));
        },
        (error) => {
          if (generation === this._generation) fail(this, error);
        },
      );
    }
  }

  window.customElements.define(TAG, PosWidgetElement);

  /** For partners who would rather mount by code: `PosWidget.mount(element, options)` resolves with `unmount`. */
  window.PosWidget = {
    version: VERSION,
    mount: function (element, options) {
      return loadWidget().then(function (widget) {
        return widget.mount(element, options || {});
      });
    },
  };
})();
