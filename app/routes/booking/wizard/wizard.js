// The booking wizard's enhancements (/contact, decision 0100). The page is complete without
// this script: every step is a server-rendered form that works as a plain POST. The script
// only adds, and never replaces what the visitor typed:
// - it posts the same forms with fetch and swaps in the server's answer: the whole wizard on a
//   step change (the address follows with history.pushState), parts of it (`data-region`)
//   when a service is ticked on step 2 or the date changes on step 3;
// - pending texts; 'Devam Et' on step 1 is always pressable (and Enter sends it): the server's
//   answer names each missing field, as without the script, and focus goes to the first one
//   (decision 0348);
// - a request that fails on the network leaves the step and its input as they are and says
//   so, with 'Tekrar Dene' (the booking form's one-time token makes a resent booking one);
// - the KVKK notice in a modal, focus on the step's heading (or on the field the answer asks
//   for: step 3's one-time code, or a refused step's first named field), scrolling on narrow
//   screens, Escape and focus on the success dialog, and its 'Kopyala' for the booking's link.
// Plain ES5 so old phones parse it; without fetch or DOMParser it does nothing.
(function () {
  if (!window.fetch || !window.DOMParser || !window.FormData || !document.querySelector) return;
  var NARROW = '(max-width: 768px)';
  var PARTIAL = /^(refresh|change-date|remove\.|offer\.|pickDate\.)/;
  var sequence = 0;
  var lastRequest = null;
  var lastClicked = null;

  function each(list, fn) {
    for (var i = 0; i < list.length; i++) fn(list[i], i);
  }
  function wizard() {
    return document.querySelector('[data-wizard]');
  }
  function text(name) {
    var root = wizard();
    return (root && root.getAttribute(name)) || '';
  }
  function html(tag, className, content) {
    var el = document.createElement(tag);
    if (className) el.className = className;
    if (content) el.textContent = content;
    return el;
  }

  // ---- what the server rendered, made live ---------------------------------------------------
  function init() {
    var root = wizard();
    if (!root) return;
    root.setAttribute('data-enhanced', '');
    each(root.querySelectorAll('[data-nojs]'), function (el) {
      el.hidden = true;
      el.style.display = 'none';
    });
    each(root.querySelectorAll('[data-copy]'), function (el) {
      el.hidden = false;
    });
    var ok = root.querySelector('[data-success-ok]');
    if (ok) ok.focus();
  }

  function copyLink(button) {
    var field = document.getElementById(button.getAttribute('data-copy'));
    if (!field) return;
    function done() {
      button.textContent = button.getAttribute('data-copied-text') || button.textContent;
    }
    field.focus();
    field.select();
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(field.value).then(done, function () {
        if (document.execCommand && document.execCommand('copy')) done();
      });
    } else if (document.execCommand && document.execCommand('copy')) done();
  }

  // ---- sending ---------------------------------------------------------------------------------
  function encode(form, submitter) {
    var parts = [];
    var data = new FormData(form);
    data.forEach(function (value, key) {
      if (typeof value === 'string') parts.push(encodeURIComponent(key) + '=' + encodeURIComponent(value));
    });
    if (submitter && submitter.name)
      parts.push(encodeURIComponent(submitter.name) + '=' + encodeURIComponent(submitter.value));
    return parts.join('&');
  }

  function send(form, submitter) {
    var partial = !!(submitter && PARTIAL.test(submitter.name));
    var request = { form: form, submitter: submitter, partial: partial, id: ++sequence, body: encode(form, submitter) };
    lastRequest = request;
    clearConnectionMessage(form);
    setPending(form, request, true);
    fetch(form.getAttribute('action') || location.href, {
      method: 'POST',
      body: request.body,
      // the server answers the script's booking with the success dialog (without it: the booking's own page)
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'wizard' },
      credentials: 'same-origin',
      redirect: 'follow',
    })
      .then(function (res) {
        return res.text().then(function (body) {
          return { url: res.url, body: body };
        });
      })
      .then(
        function (answer) {
          if (request.id !== sequence) return; // a later request of the visitor wins
          apply(answer, request);
        },
        function () {
          if (request.id !== sequence) return;
          failed(request);
        }
      );
  }

  function setPending(form, request, on) {
    var submitter = request.submitter;
    if (request.partial) {
      var status = form.querySelector('[data-members-status]') || form.querySelector('[data-slots-status]');
      var list = form.querySelector('[data-members-list]') || form.querySelector('[data-region=slots] ul');
      if (status && on) {
        status.setAttribute('data-previous', status.innerHTML);
        status.innerHTML = '';
        status.appendChild(html('p', 'mt-2', text('data-checking-message')));
      } else if (status && status.hasAttribute('data-previous')) {
        status.innerHTML = status.getAttribute('data-previous');
        status.removeAttribute('data-previous');
      }
      if (list) list.hidden = on;
    }
    // the buttons that move on wait for the answer (a tick's answer changes what they send)
    each(form.querySelectorAll('input[type=submit]'), function (button) {
      if (request.partial && button !== submitter && !/^(selection|book)$/.test(button.name)) return;
      if (on) {
        button.setAttribute('data-busy', '');
        button.disabled = true;
      } else {
        button.removeAttribute('data-busy');
        button.disabled = false;
      }
    });
    if (submitter && submitter.getAttribute && submitter.getAttribute('data-pending')) {
      if (on) {
        submitter.setAttribute('data-label', submitter.value);
        submitter.value = submitter.getAttribute('data-pending');
      } else if (submitter.getAttribute('data-label')) {
        submitter.value = submitter.getAttribute('data-label');
      }
    }
    if (on) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
  }

  // ---- answers ---------------------------------------------------------------------------------
  function apply(answer, request) {
    var doc = new DOMParser().parseFromString(answer.body, 'text/html');
    var next = doc.querySelector('[data-wizard]');
    var current = wizard();
    if (!next || !current) return failed(request);
    each(next.querySelectorAll('script'), function (s) {
      s.parentNode.removeChild(s);
    });
    if (
      request.partial &&
      next.getAttribute('data-step') === current.getAttribute('data-step') &&
      document.contains(request.form)
    ) {
      swapRegions(request.form, next, request.submitter);
      setPending(request.form, request, false);
      return;
    }
    current.parentNode.replaceChild(document.importNode(next, true), current);
    if (doc.title) document.title = doc.title;
    if (answer.url && answer.url !== location.href) history.pushState({ wizard: true }, '', answer.url);
    init();
    var heading = document.querySelector('[data-wizard] [data-step-heading]');
    // a field the answer asks for (the one-time code of step 3) takes the focus; else on a refused
    // step the first field the server named (its message is right under it); else the step's heading
    var wanted = document.querySelector('[data-wizard] [data-autofocus]');
    var invalid =
      next.getAttribute('data-step') === current.getAttribute('data-step')
        ? document.querySelector('[data-wizard] [aria-invalid=true]')
        : null;
    if (!document.querySelector('[data-success]') && wanted) {
      wanted.focus();
    } else if (invalid) {
      invalid.focus();
    } else if (!document.querySelector('[data-success]') && heading) {
      heading.focus({ preventScroll: true });
      var box = document.getElementById('randevu-formu');
      if (box && window.matchMedia && window.matchMedia(NARROW).matches)
        box.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }

  function swapRegions(form, next, submitter) {
    var focusedName = document.activeElement && document.activeElement.name;
    each(form.querySelectorAll('[data-region]'), function (el) {
      var replacement = next.querySelector('[data-region="' + el.getAttribute('data-region') + '"]');
      if (replacement) el.parentNode.replaceChild(document.importNode(replacement, true), el);
    });
    // what the server kept (e.g. the earlier choice after a category-lock refusal)
    each(form.querySelectorAll('input[type=checkbox][data-auto]'), function (box) {
      var there = next.querySelector('input[type=checkbox][name="' + box.name + '"][value="' + box.value + '"]');
      if (there) box.checked = there.hasAttribute('checked');
    });
    var date = form.querySelector('input[name=date]');
    var nextDate = next.querySelector('input[name=date]');
    if (date && nextDate) date.value = nextDate.getAttribute('value') || '';
    each(form.querySelectorAll('[data-nojs]'), function (el) {
      el.hidden = true;
      el.style.display = 'none';
    });
    if (submitter && submitter.nodeType && !document.contains(submitter) && focusedName) {
      var same = form.querySelector('[name="' + focusedName + '"]');
      if (same && !same.disabled) same.focus();
      else if (form.querySelector('[data-step-heading]')) form.querySelector('[data-step-heading]').focus();
    }
  }

  function failed(request) {
    var form = request.form;
    if (!document.contains(form)) return;
    setPending(form, request, false);
    var alert = form.querySelector('[data-region=alert]');
    if (!alert) return;
    alert.innerHTML = '';
    var box = html('div', 'mt-4 rounded-2xl border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm text-rose-100');
    box.setAttribute('data-connection-error', '');
    box.appendChild(html('p', '', text('data-connection-message')));
    var retry = html('button', 'btn-ghost mt-3', 'Tekrar Dene');
    retry.type = 'button';
    retry.setAttribute('data-retry', '');
    box.appendChild(retry);
    alert.appendChild(box);
  }

  function clearConnectionMessage(form) {
    var box = form.querySelector('[data-connection-error]');
    if (box) box.parentNode.removeChild(box);
  }

  // ---- the KVKK notice in a modal ------------------------------------------------------------
  function openNotice(details) {
    var body = details.querySelector('[data-kvkk-body]');
    var dialog = document.createElement('dialog');
    if (!body || typeof dialog.showModal !== 'function') return false;
    dialog.className = details.getAttribute('data-dialog-class') || '';
    dialog.setAttribute('aria-labelledby', 'kvkk-baslik');
    var inner = html('div', 'p-6');
    var title = body.querySelector('[data-kvkk-title]');
    var heading = html('h2', 'text-lg font-semibold', title ? title.textContent : '');
    heading.id = 'kvkk-baslik';
    var scroll = html('div', 'mt-4 max-h-[60vh] overflow-y-auto pr-2');
    var close = html('button', 'btn-primary', 'Kapat');
    close.type = 'button';
    var bar = html('div', 'mt-6 flex justify-end');
    bar.appendChild(close);
    inner.appendChild(heading);
    inner.appendChild(scroll);
    inner.appendChild(bar);
    dialog.appendChild(inner);
    scroll.appendChild(body); // moved, not copied: back into the page on close
    document.body.appendChild(dialog);
    close.addEventListener('click', function () {
      dialog.close();
    });
    dialog.addEventListener('close', function () {
      details.appendChild(body);
      dialog.parentNode.removeChild(dialog);
      var summary = details.querySelector('summary');
      if (summary) summary.focus();
    });
    dialog.showModal();
    return true;
  }

  // ---- events (delegated: the wizard's markup is swapped) --------------------------------------
  document.addEventListener('click', function (e) {
    var t = e.target;
    if (t && t.type === 'submit') lastClicked = t;
    if (t && t.hasAttribute && t.hasAttribute('data-retry') && lastRequest) {
      e.preventDefault();
      send(lastRequest.form, lastRequest.submitter);
      return;
    }
    if (t && t.hasAttribute && t.hasAttribute('data-copy')) {
      copyLink(t);
      return;
    }
    var summary = t && t.closest ? t.closest('details[data-kvkk] > summary') : null;
    if (summary && openNotice(summary.parentNode)) e.preventDefault();
  });

  document.addEventListener('submit', function (e) {
    var form = e.target;
    if (!form.hasAttribute || !form.hasAttribute('data-wizard-form')) return;
    e.preventDefault();
    var submitter = e.submitter || (lastClicked && lastClicked.form === form ? lastClicked : null);
    if (submitter && submitter.hasAttribute && submitter.hasAttribute('data-busy')) return;
    send(form, submitter);
  });

  document.addEventListener('change', function (e) {
    var t = e.target;
    var form = t && t.form;
    if (!form || !form.hasAttribute('data-wizard-form')) return;
    var auto = t.getAttribute('data-auto');
    if (auto === 'refresh') send(form, { name: 'refresh', value: '1' });
    if (auto === 'change-date' && /^\d{4}-\d{2}-\d{2}$/.test(t.value)) send(form, { name: 'change-date', value: '1' });
  });

  document.addEventListener('keydown', function (e) {
    var t = e.target;
    if (e.key === 'Enter' && t && t.getAttribute && t.getAttribute('data-auto') === 'change-date') {
      // Enter in the date field shows that day's times (the strip's days come first otherwise)
      e.preventDefault();
      if (/^\d{4}-\d{2}-\d{2}$/.test(t.value)) send(t.form, { name: 'change-date', value: '1' });
    }
    if (e.key === 'Enter' && t && t.name === 'phoneCode' && t.form) {
      // Enter in the one-time code's field books (the form's first button shows a day's times)
      e.preventDefault();
      var book = t.form.querySelector('input[type=submit][name=book]');
      if (book && !book.hasAttribute('data-busy')) send(t.form, book);
    }
    if (e.key === 'Escape' && document.querySelector('[data-success]')) location.assign('/contact');
  });

  window.addEventListener('popstate', function () {
    location.reload();
  });

  init();
})();
