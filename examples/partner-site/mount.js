// The programmatic embed: PosWidget.mount(element, options) resolves with the function that
// unmounts the till. Events are dispatched on the element, as with <pos-widget>.
(function () {
  window.PosWidget.mount(document.getElementById('pos-till'), { accent: '#0e7490', theme: 'light' }).then(
    function (unmount) {
      window.unmountTill = unmount;
    },
    function (error) {
      console.error(error);
      document.getElementById('pos-till').textContent = 'The till could not be loaded. Please reload the page.';
    },
  );
})();
