// Gallery lightbox (spec 2, Gallery): a click on a thumbnail opens the full-screen viewer at
// that image; previous / next / close buttons, Left / Right arrow keys, Escape, a swipe on
// touch screens. Focus moves into the dialog and back to the thumbnail on close. Without
// this script the thumbnails are links to the per-image page.
(function () {
  var dialog = document.querySelector('[data-lightbox]');
  var items = Array.prototype.slice.call(document.querySelectorAll('[data-lightbox-item]'));
  if (!dialog || !items.length || typeof dialog.showModal !== 'function') return;
  var img = dialog.querySelector('[data-lightbox-image]');
  var caption = dialog.querySelector('[data-lightbox-caption]');
  var counter = dialog.querySelector('[data-lightbox-counter]');
  var closeButton = dialog.querySelector('[data-lightbox-close]');
  var stage = dialog.querySelector('[data-lightbox-stage]');
  var index = 0,
    opener = null,
    touch = null;

  function show(i) {
    index = (i + items.length) % items.length;
    var item = items[index];
    var srcset = item.getAttribute('data-srcset');
    if (srcset) {
      img.setAttribute('srcset', srcset);
      img.setAttribute('sizes', '100vw');
    } else {
      img.removeAttribute('srcset');
      img.removeAttribute('sizes');
    }
    img.src = item.getAttribute('data-full');
    img.alt = item.getAttribute('data-title') || '';
    caption.textContent = item.getAttribute('data-title') || '';
    counter.textContent = index + 1 + ' / ' + items.length;
  }

  items.forEach(function (item, i) {
    item.addEventListener('click', function (e) {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      opener = item;
      show(i);
      dialog.showModal();
      closeButton.focus();
    });
  });

  dialog.querySelector('[data-lightbox-prev]').addEventListener('click', function () {
    show(index - 1);
  });
  dialog.querySelector('[data-lightbox-next]').addEventListener('click', function () {
    show(index + 1);
  });
  closeButton.addEventListener('click', function () {
    dialog.close();
  });
  dialog.addEventListener('keydown', function (e) {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      show(index - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      show(index + 1);
    }
  });
  // Escape closes the dialog natively ('cancel'); a click on the dark area closes it too.
  stage.addEventListener('click', function (e) {
    if (e.target === stage) dialog.close();
  });
  dialog.addEventListener('close', function () {
    if (opener) opener.focus();
    opener = null;
  });
  stage.addEventListener(
    'touchstart',
    function (e) {
      var t = e.changedTouches[0];
      touch = t ? { x: t.clientX, y: t.clientY } : null;
    },
    { passive: true }
  );
  stage.addEventListener(
    'touchend',
    function (e) {
      var t = e.changedTouches[0];
      if (touch && t && Math.abs(t.clientX - touch.x) > 50 && Math.abs(t.clientY - touch.y) < 100)
        show(index + (t.clientX < touch.x ? 1 : -1));
      touch = null;
    },
    { passive: true }
  );
})();
