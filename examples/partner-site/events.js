// Adjoa's Kitchen listens to the till's events, as a partner would (to count orders, say): each one
// is written under the till. The widget tells nothing personal about customers.
(function () {
  var log = document.getElementById('widget-events');
  ['ready', 'signed-in', 'signed-out', 'sale', 'error'].forEach(function (name) {
    document.addEventListener('pos-widget:' + name, function (event) {
      var item = document.createElement('li');
      item.textContent = event.type + (event.detail && Object.keys(event.detail).length ? ' ' + JSON.stringify(event.detail) : '');
      log.appendChild(item);
    });
  });
})();
