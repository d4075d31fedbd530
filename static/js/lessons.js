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

// The stage: the board or farm takes the height the step leaves. Everything a step
// needs (the goal, the board, the hand, the verdict, the buttons) must be on the screen
// at once; the board shrinks by what would hang below it, down to a size still easy to
// tap. Where even that is not enough, a long explanation becomes a small scroll box.
// Touch screens get the "Tap" words (html.touch), keyboards the arrow-key line.
(function () {
  "use strict";
  const NEEDED = ".goal-box, .step-form .seq-board-wrap, .step-form .farm-wrap, .step-form .hand, " +
    ".deal-ring, .zoo-table, .trail-cards, .choices, .step-form button.button, .countdown, " +
    ".celebrate-actions";
  const SMALLEST = { board: 200, farm: 190 };

  if (window.matchMedia && window.matchMedia("(pointer: coarse)").matches) {
    document.documentElement.classList.add("touch");
  }

  function bottomNeeded(box) {
    let bottom = 0;
    const needed = [...box.querySelectorAll(NEEDED)];
    const ownTrail = box.querySelector("form[data-submit-after] .trail"); // during a look
    if (ownTrail) needed.push(ownTrail);
    needed.forEach((el) => {
      const r = el.getBoundingClientRect();
      if (r.height > 0) bottom = Math.max(bottom, r.bottom + window.scrollY);
    });
    const sheet = box.querySelector(".status.status-shown");
    if (sheet && getComputedStyle(sheet).position === "sticky") {
      // Stuck to the screen's foot, the sheet covers what lies above it: everything
      // needed must end above the sheet (its stuck offsetTop says nothing about that).
      bottom += sheet.offsetHeight;
    } else if (sheet) {
      const r = sheet.getBoundingClientRect();
      bottom = Math.max(bottom, r.bottom + window.scrollY);
    }
    return bottom;
  }

  function fit() {
    const box = document.querySelector(".lesson-stage");
    if (!box) return;
    box.style.removeProperty("--fit");
    box.classList.remove("stage-tight");
    const text = box.querySelector("[data-stage-text]");
    if (text) {
      text.classList.remove("stage-scroll");
      text.removeAttribute("tabindex");
    }
    const target = box.querySelector(".step-form .seq-board-wrap, .step-form .farm-wrap");
    const smallest = target && target.classList.contains("farm-wrap") ? SMALLEST.farm : SMALLEST.board;
    for (let round = 0; round < 10; round += 1) {
      const over = bottomNeeded(box) - window.innerHeight + 6;
      if (over <= 0) break;
      const width = target ? target.getBoundingClientRect().width : 0;
      if (target && width > smallest + 1) {
        box.style.setProperty("--fit", Math.max(smallest, Math.floor(width - over)) + "px");
      } else if (text && !text.classList.contains("stage-scroll")) {
        text.classList.add("stage-scroll");
        if (text.scrollHeight > text.clientHeight) text.tabIndex = 0;
        if (target) box.style.removeProperty("--fit");
      } else if (!box.classList.contains("stage-tight")) {
        box.classList.add("stage-tight");
        if (target) box.style.removeProperty("--fit");
      } else {
        break;
      }
    }
  }

  let queued = false;
  function later() {
    if (queued) return;
    queued = true;
    window.requestAnimationFrame(() => {
      queued = false;
      fit();
    });
  }
  document.addEventListener("DOMContentLoaded", fit);
  document.addEventListener("htmx:afterSettle", fit);
  window.addEventListener("resize", fit);
  document.addEventListener("toggle", later, true);
  // A fit measured while the verdict's sheet was still sliding up (a resize or a
  // rotation during the slide) is measured again once it has landed.
  document.addEventListener("animationend", later, true);
  document.addEventListener("transitionend", later, true);
})();
