// Lessons: where focus goes after htmx swaps a step (pages work without this file).
// A new step (after a right answer, a shown example, a new review question): its
// first control (data-step-first). The same step (a farm pick, a move, a miss): the
// control the student was on, found again by its id in the new content.
(function () {
  "use strict";
  let before = null;

  function container() {
    return document.getElementById("lesson") || document.getElementById("review");
  }

  document.addEventListener("htmx:beforeRequest", () => {
    const box = container();
    const active = document.activeElement;
    before = { step: box ? box.dataset.step : null, id: active && active.id ? active.id : null };
  });

  document.addEventListener("htmx:afterSettle", () => {
    const box = container();
    if (!box || !before) return;
    const sameStep = box.dataset.step === before.step;
    let target = null;
    if (sameStep && before.id) target = document.getElementById(before.id);
    if (!target || target.disabled) target = box.querySelector("[data-step-first]");
    if (!target) target = box.querySelector("[data-grid-keys] button.cell[tabindex='0']");
    if (!target) target = box.querySelector("h1");
    if (target) {
      if (target.tagName === "H1") target.tabIndex = -1;
      target.focus();
    }
    before = null;
  });
})();

// A look at the farm counts down (site.js ticks the [data-countdown] number); its
// polite live region says "10 seconds left" and "5 seconds left" once each, so a
// screen reader hears the time without a word every second.
(function () {
  "use strict";
  const started = new WeakSet();

  function watch(root) {
    root.querySelectorAll("form[data-submit-after]").forEach((form) => {
      const say = form.querySelector("[data-countdown-say]");
      if (!say || started.has(form)) return;
      started.add(form);
      const end = Date.now() + Math.max(0, Number(form.dataset.submitAfter)) * 1000;
      const left = () => Math.ceil((end - Date.now()) / 1000);
      [10, 5].forEach((at) => {
        const text = say.dataset["say" + at];
        const wait = end - at * 1000 - Date.now();
        if (!text || left() <= at) return;
        window.setTimeout(() => {
          if (form.isConnected) say.textContent = text;
        }, wait);
      });
    });
  }

  document.addEventListener("DOMContentLoaded", () => watch(document));
  document.addEventListener("htmx:afterSettle", () => watch(document));
})();
