// Adjoa's Kitchen listens to the till's events, as a partner would (to count orders, say): each one
// is written under the till. The widget tells nothing personal about customers.
// It runs before the widget's loader (in the page's head), so no event comes before it listens: on
// a warm cache the till can start, and say `ready`, before the rest of the page is parsed. Events
// that arrive before the list is parsed wait for it.
(function () {
  var waiting = [];
  function write(text) {
    var log = document.getElementById('widget-events');
    if (!log) return waiting.push(text);
    var item = document.createElement('li');
    item.textContent = text;
    log.appendChild(item);
  }
  ['ready', 'signed-in', 'signed-out', 'sale', 'error'].forEach(function (name) {
    document.addEventListener('pos-widget:' + name, function (event) {
      write(event.type + (event.detail && Object.keys(event.detail).length ? ' ' + JSON.stringify(event.detail) : ''));
    });
  });
  document.addEventListener('DOMContentLoaded', function () {
    waiting.splice(0).forEach(write);
  });
})();
