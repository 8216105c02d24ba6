// The dashboard's one script, served from /admin/static/dashboard.js (the
// pages' Content-Security-Policy allows no inline script). Every page works
// without it; it adds:
// - the replay's control: the slider and the number box move together, and
//   letting go of the slider goes there; keys step through the game
//   (← → one event, Shift+← → one turn, Home/End the ends);
// - the board's zoom buttons (shown only when this script runs);
// - live pages: an element with `data-live` names a feed (SSE); on each
//   `changed` event the page fetches itself again and swaps its content in
//   (no reload), unless the operator is typing in a form.
// Handlers are on the document and look elements up when they fire, so they
// keep working after a live swap.
(function () {
  "use strict";
  var $ = function (id) { return document.getElementById(id); };

  var go = function (v) {
    var nav = $("replay-nav");
    if (!nav || v === undefined || v === null || isNaN(v)) return;
    location.href = nav.dataset.base + Math.max(0, Math.min(+nav.dataset.last, v));
  };
  var follow = function (e) {
    if (!e.target) return;
    if (e.target.id === "scrub" && $("version-box")) $("version-box").value = e.target.value;
    if (e.target.id === "version-box" && $("scrub")) $("scrub").value = e.target.value;
  };
  document.addEventListener("input", follow);
  document.addEventListener("keyup", follow);
  document.addEventListener("change", function (e) {
    follow(e);
    if (e.target && e.target.id === "scrub") go(+e.target.value);
  });
  document.addEventListener("keydown", function (e) {
    var nav = $("replay-nav");
    var t = e.target && e.target.tagName;
    if (!nav || (t === "INPUT" && e.target.type !== "range") || t === "TEXTAREA" || t === "SELECT" ||
        e.altKey || e.ctrlKey || e.metaKey) return;
    var version = +nav.dataset.version, to;
    if (e.key === "ArrowLeft") to = e.shiftKey ? nav.dataset.prevTurn : version - 1;
    else if (e.key === "ArrowRight") to = e.shiftKey ? nav.dataset.nextTurn : version + 1;
    else if (e.key === "Home") to = 0;
    else if (e.key === "End") to = +nav.dataset.last;
    else return;
    e.preventDefault();
    if (to !== undefined) go(+to);
  });

  // The board's zoom: the drawing grows inside its frame, which pans (drag
  // its scroll bars, or swipe on a phone); the page itself never widens.
  // The level is kept across live redraws.
  var zoom = 1;
  var applyZoom = function () {
    var wrap = $("board-wrap"), svg = wrap && wrap.querySelector("svg.board");
    if (!svg) return;
    var bar = document.querySelector(".zoom");
    if (bar) bar.hidden = false;
    if (zoom === 1) { delete wrap.dataset.zoom; svg.style.width = ""; }
    else { wrap.dataset.zoom = String(zoom); svg.style.width = (zoom * 100) + "%"; }
  };
  document.addEventListener("click", function (e) {
    var b = e.target && e.target.closest && e.target.closest("[data-zoom]");
    if (!b || !b.closest(".zoom")) return;
    var how = b.dataset.zoom;
    zoom = how === "in" ? Math.min(4, zoom * 1.5) : how === "out" ? Math.max(1, zoom / 1.5) : 1;
    if (zoom < 1.01) zoom = 1;
    applyZoom();
  });
  applyZoom();

  var live = document.querySelector("[data-live]");
  if (!live || !window.EventSource || !window.fetch || !window.DOMParser) return;
  var typing = function () {
    var a = document.activeElement, t = a && a.tagName;
    return (t === "INPUT" && a.type !== "range" && a.type !== "hidden") || t === "TEXTAREA" || t === "SELECT";
  };
  var pending = false;
  var redraw = function () {
    if (typing()) { pending = true; return; }
    pending = false;
    fetch(location.href, { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (!html) return;
        var fresh = new DOMParser().parseFromString(html, "text/html").querySelector("main");
        var main = document.querySelector("main");
        if (fresh && main && !typing()) {
          main.innerHTML = fresh.innerHTML;
          applyZoom();
          document.body.dataset.redrawn = String((+document.body.dataset.redrawn || 0) + 1);
        } else if (fresh) {
          pending = true;
        }
      })
      .catch(function () {});
  };
  var source = new EventSource(live.dataset.live);
  source.addEventListener("changed", redraw);
  document.addEventListener("focusout", function () { if (pending) setTimeout(redraw, 50); });
})();
