// The puzzle page (puzzles/templates/puzzles/attempt.html); it works without this.
// Fit, as on the game page and in lessons: the board gets the size the screen leaves
// (--board), so the goal, the whole board, the hand, the swap button and, after an
// answer, the feedback and the next button are on the screen together without
// scrolling. The board shrinks by what would hang below the screen, down to a size
// still easy to tap. Again on every resize.
(function () {
  "use strict";
  const NEEDED = ".puzzle-head, .puzzle-board .seq-board, .puzzle-hand .card-row, " +
    ".puzzle-hand #card-note, .puzzle-hand .play-actions";
  const SMALLEST = 200;

  function bottomNeeded(box) {
    let bottom = 0;
    box.querySelectorAll(NEEDED).forEach((el) => {
      const r = el.getBoundingClientRect();
      if (r.height > 0) bottom = Math.max(bottom, r.bottom + window.scrollY);
    });
    const sheet = box.querySelector(".puzzle-sheet.sheet-shown");
    if (sheet && getComputedStyle(sheet).position === "sticky") {
      // Stuck to the screen's foot, the sheet covers what lies above it: everything
      // needed must end above the sheet (its stuck place says nothing about that).
      bottom += sheet.offsetHeight + 6;
    } else if (sheet) {
      bottom = Math.max(bottom, sheet.getBoundingClientRect().bottom + window.scrollY);
    }
    return bottom;
  }

  function fit() {
    const box = document.querySelector("[data-puzzle-fit]");
    if (!box) return;
    const wrap = box.querySelector(".puzzle-board .seq-board-wrap");
    if (!wrap) return;
    box.style.removeProperty("--board");
    let over = bottomNeeded(box) - window.innerHeight + 6;
    for (let round = 0; round < 10 && over > 0; round += 1) {
      const width = wrap.getBoundingClientRect().width;
      if (width <= SMALLEST + 1) break;
      const before = box.style.getPropertyValue("--board");
      box.style.setProperty("--board", Math.max(SMALLEST, Math.floor(width - over)) + "px");
      const now = bottomNeeded(box) - window.innerHeight + 6;
      if (now >= over - 1) {
        // What hangs below is not under the board (the column beside it): no help.
        if (before) box.style.setProperty("--board", before);
        else box.style.removeProperty("--board");
        break;
      }
      over = now;
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
  window.addEventListener("resize", fit);
  document.addEventListener("toggle", later, true); // the breed legend opened or closed
  document.addEventListener("animationend", later, true); // the sheet has landed
})();
