// The contact block's map (issue 13, item 7): nothing is requested from the map provider until
// the visitor asks for the map (KVKK). A click on the map placeholder puts the provider's
// embed page in an iframe in its place; a click with a modifier key, or no script at all,
// follows the placeholder's link to the map site instead.
(function () {
  Array.prototype.forEach.call(document.querySelectorAll('[data-map]'), function (box) {
    var load = box.querySelector('[data-map-load]');
    var slot = box.querySelector('[data-map-slot]');
    var src = box.getAttribute('data-map-src');
    if (!load || !slot || !src) return;
    load.addEventListener('click', function (e) {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      var frame = document.createElement('iframe');
      frame.src = src;
      frame.title = box.getAttribute('data-map-title') || '';
      frame.setAttribute('referrerpolicy', 'no-referrer');
      frame.className = 'block h-full w-full border-0';
      slot.appendChild(frame);
      slot.hidden = false;
      load.hidden = true;
      frame.focus();
    });
  });
})();
