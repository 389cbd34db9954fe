// Card strip (services page), spec section 9: arrows scroll 320 px; auto-scroll moves 1 px
// every 50 ms, stops on an arrow click or a horizontal swipe (> 50 px across, < 100 px
// down), resumes after 5 s and jumps back to the start at the end. It never runs when the
// visitor prefers reduced motion, pauses while the pointer or focus is on the strip, has a
// pause button, and starts 1 s after the page has loaded (nothing moves while a slow phone
// is still busy with the first paint). It also waits while a finger rests on the strip (a card
// never moves under the thumb). Without this script the strip is a plain scrollable row.
(function () {
  var STEP_MS = 50,
    STEP_PX = 1,
    ARROW_PX = 320,
    RESUME_MS = 5000,
    SWIPE_X = 50,
    SWIPE_Y = 100,
    START_MS = 1000;
  var reduce = window.matchMedia('(prefers-reduced-motion: reduce)');

  document.querySelectorAll('[data-strip]').forEach(function (root) {
    var track = root.querySelector('[data-strip-track]');
    var prev = root.querySelector('[data-strip-prev]');
    var next = root.querySelector('[data-strip-next]');
    var toggle = root.querySelector('[data-strip-toggle]');
    if (!track || !prev || !next) return;
    var enabled = root.hasAttribute('data-autoscroll');
    var timer = null,
      resumeTimer = null,
      started = false,
      held = false,
      paused = false,
      hover = false,
      finger = false,
      focus = false,
      pos = 0,
      touch = null;

    track.style.scrollSnapType = 'none';
    prev.hidden = false;
    next.hidden = false;

    function overflowing() {
      return track.scrollWidth - track.clientWidth > 1;
    }
    function shouldRun() {
      return enabled && started && !reduce.matches && !paused && !held && !hover && !finger && !focus && overflowing();
    }

    function tick() {
      var max = track.scrollWidth - track.clientWidth;
      if (Math.abs(track.scrollLeft - pos) > 2) pos = track.scrollLeft; // moved by the visitor
      pos = pos >= max - 1 ? 0 : pos + STEP_PX;
      track.scrollLeft = pos;
    }

    function update() {
      if (toggle) toggle.hidden = !enabled || reduce.matches || !overflowing();
      if (shouldRun()) {
        if (!timer) {
          pos = track.scrollLeft;
          timer = setInterval(tick, STEP_MS);
        }
      } else if (timer) {
        clearInterval(timer);
        timer = null;
      }
    }

    function hold() {
      held = true;
      clearTimeout(resumeTimer);
      resumeTimer = setTimeout(function () {
        held = false;
        update();
      }, RESUME_MS);
      update();
    }

    function scrollByArrow(dir) {
      hold();
      track.scrollBy({ left: dir * ARROW_PX, behavior: reduce.matches ? 'auto' : 'smooth' });
    }
    prev.addEventListener('click', function () {
      scrollByArrow(-1);
    });
    next.addEventListener('click', function () {
      scrollByArrow(1);
    });

    if (toggle) {
      toggle.addEventListener('click', function () {
        paused = !paused;
        toggle.setAttribute('aria-pressed', String(paused));
        toggle.querySelector('[data-icon-pause]').hidden = paused;
        toggle.querySelector('[data-icon-play]').hidden = !paused;
        update();
      });
    }

    track.addEventListener(
      'touchstart',
      function (e) {
        var t = e.changedTouches[0];
        touch = t ? { x: t.clientX, y: t.clientY } : null;
        finger = true;
        update();
      },
      { passive: true }
    );
    track.addEventListener(
      'touchend',
      function (e) {
        var t = e.changedTouches[0];
        finger = e.touches.length > 0;
        if (touch && t && Math.abs(t.clientX - touch.x) > SWIPE_X && Math.abs(t.clientY - touch.y) < SWIPE_Y) hold();
        else update();
        touch = null;
      },
      { passive: true }
    );
    track.addEventListener(
      'touchcancel',
      function () {
        finger = false;
        touch = null;
        update();
      },
      { passive: true }
    );
    track.addEventListener('pointerenter', function (e) {
      if (e.pointerType === 'mouse') {
        hover = true;
        update();
      }
    });
    track.addEventListener('pointerleave', function () {
      hover = false;
      update();
    });
    track.addEventListener('focusin', function () {
      focus = true;
      update();
    });
    track.addEventListener('focusout', function () {
      focus = false;
      update();
    });
    if (reduce.addEventListener) reduce.addEventListener('change', update);
    window.addEventListener('resize', update);
    function start() {
      setTimeout(function () {
        started = true;
        update();
      }, START_MS);
    }
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start);
    update();
  });
})();
