// Adds <pos-widget> when the counter opens and removes it when it closes, as a framework would:
// the loader upgrades the element whenever it arrives, and removing it unmounts the till.
(function () {
  var open = document.getElementById('open-till');
  var close = document.getElementById('close-till');
  var slot = document.getElementById('till-slot');
  open.addEventListener('click', function () {
    var till = document.createElement('pos-widget');
    till.id = 'pos-till';
    till.setAttribute('accent', '#b45309');
    till.setAttribute('currency', 'NGN');
    slot.appendChild(till);
    open.hidden = true;
    close.hidden = false;
  });
  close.addEventListener('click', function () {
    slot.replaceChildren();
    close.hidden = true;
    open.hidden = false;
  });
})();
