// The game page's replay control (issue "Dashboard, second round"), served
// from /admin/static/replay.js: the page's Content-Security-Policy allows
// no inline script.
// The slider and the box are one control: moving either moves the other,
// and letting go of the slider goes there. The keys step through the game.
(function () {
  var nav = document.getElementById("replay-nav"), scrub = document.getElementById("scrub"),
      box = document.getElementById("version-box");
  if (!nav || !scrub || !box) return;
  var base = nav.dataset.base, version = +nav.dataset.version, last = +nav.dataset.last;
  var go = function (v) { if (v !== undefined && v !== null && !isNaN(v)) location.href = base + Math.max(0, Math.min(last, v)); };
  scrub.addEventListener("input", function () { box.value = scrub.value; });
  scrub.addEventListener("change", function () { go(+scrub.value); });
  var follow = function () { scrub.value = box.value; };
  box.addEventListener("input", follow);
  box.addEventListener("keyup", follow);
  box.addEventListener("change", follow);
  document.addEventListener("keydown", function (e) {
    var t = e.target && e.target.tagName;
    if (t === "INPUT" && e.target.type !== "range" || t === "TEXTAREA" || t === "SELECT" || e.altKey || e.ctrlKey || e.metaKey) return;
    var to;
    if (e.key === "ArrowLeft") to = e.shiftKey ? nav.dataset.prevTurn : version - 1;
    else if (e.key === "ArrowRight") to = e.shiftKey ? nav.dataset.nextTurn : version + 1;
    else if (e.key === "Home") to = 0;
    else if (e.key === "End") to = last;
    else return;
    e.preventDefault();
    if (to !== undefined) go(+to);
  });
})();
