// The memory gym's timed drills (session pages only; site.js does the grid keys).
// 1. "Show the cards" posts with htmx (hx-post into the stage) for the trial's
//    exposure fragment: the only time its animals reach the page. Farm Path lights its squares one after another, Flash
//    Field shows them together; each animal is removed from the page when its time
//    is up, then the face-down answer farm appears.
// 2. Each tap records the square and its time (ms since the exposure began); when
//    every square is tapped (or on "Done") the form posts (htmx swaps #session).
(function () {
  "use strict";

  function hide(cell) {
    const animal = cell.querySelector(".animal");
    if (animal) animal.remove();
    cell.classList.remove("face-up", "lit");
    cell.classList.add("face-down");
    cell.setAttribute("aria-label", cell.dataset.cell || "");
  }

  function expose(farm, done) {
    const total = Number(farm.dataset.exposureMs);
    const targets = Array.from(farm.querySelectorAll("[data-step]"));
    if (farm.dataset.ordered === "1") {
      const on = Number(farm.dataset.onMs);
      const gap = Number(farm.dataset.gapMs);
      targets.sort((a, b) => Number(a.dataset.step) - Number(b.dataset.step));
      targets.forEach((cell, i) => {
        window.setTimeout(() => {
          cell.classList.remove("face-down");
          cell.classList.add("face-up", "lit");
        }, i * (on + gap));
        window.setTimeout(() => hide(cell), i * (on + gap) + on);
      });
    } else {
      targets.forEach((cell) => cell.classList.add("lit"));
    }
    window.setTimeout(() => {
      targets.forEach(hide);
      done();
    }, total);
  }

  function start(root) {
    const play = root.querySelector("[data-gym-play]");
    if (!play || play.dataset.ready) return;
    play.dataset.ready = "1";
    play.hidden = false;
    const showForm = play.querySelector("[data-gym-show]");
    const answer = play.querySelector("[data-gym-answer]");
    const stage = play.querySelector("[data-gym-stage]");
    const tapped = answer.querySelector(".gym-tapped");
    const needed = Number(answer.dataset.count);
    const cells = [];
    const times = [];
    let t0 = null;

    // The exposure fragment arrives by htmx (the form's hx-post into the stage); a
    // refusal comes back retargeted to #session and restarts from there.
    document.addEventListener("htmx:afterSwap", (event) => {
      if (!event.detail || event.detail.target !== stage || t0 !== null) return;
      t0 = performance.now();
      showForm.hidden = true;
      const farm = stage.querySelector("[data-gym-exposure]");
      if (!farm) return;
      if (answer.hasAttribute("data-nback")) {
        // Farm n-back: answers count from the card's onset until the window ends.
        answer.hidden = false;
        const first = answer.querySelector("button[data-match]");
        if (first) first.focus();
        expose(farm, () => {});
        window.setTimeout(() => {
          t0 = null;
          answer.requestSubmit();
        }, Number(answer.dataset.windowMs));
        return;
      }
      const prompts = stage.querySelector("[data-gym-prompts]");
      expose(farm, () => {
        if (prompts) {
          // Farm Peek: the animals to place appear one after another.
          answer.querySelector("[data-gym-prompt-slot]").append(prompts);
          prompts.hidden = false;
          prompts.firstElementChild.hidden = false;
        }
        stage.replaceChildren();
        stage.hidden = true;
        answer.hidden = false;
        const first =
          answer.querySelector("button.cell[tabindex='0']") || answer.querySelector("button.cell");
        if (first) first.focus();
      });
    });

    const matches = [];
    function press(button) {
      if (t0 === null || button.getAttribute("aria-pressed") === "true") return;
      matches.push(button.dataset.match);
      times.push(Math.round(performance.now() - t0));
      button.setAttribute("aria-pressed", "true");
      answer.elements.pressed.value = matches.join(",");
      answer.elements.times.value = times.join(",");
    }
    if (answer.hasAttribute("data-nback")) {
      answer.addEventListener("click", (event) => {
        const button = event.target.closest && event.target.closest("button[data-match]");
        if (button) press(button);
      });
      document.addEventListener("keydown", (event) => {
        if (!answer.isConnected || event.ctrlKey || event.metaKey || event.altKey) return;
        const button = answer.querySelector(`button[data-key="${event.key.toUpperCase()}"]`);
        if (button) {
          event.preventDefault();
          press(button);
        }
      });
    }
    if (play.hasAttribute("data-gym-autoshow")) {
      window.setTimeout(() => showForm.requestSubmit(), 0);
    }

    answer.addEventListener("click", (event) => {
      const button = event.target.closest && event.target.closest("button.cell");
      if (!button || t0 === null || button.getAttribute("aria-pressed") === "true") return;
      cells.push(button.value);
      times.push(Math.round(performance.now() - t0));
      button.setAttribute("aria-pressed", "true");
      button.querySelector(".tap-order").textContent = String(cells.length);
      answer.elements.cells.value = cells.join(",");
      answer.elements.times.value = times.join(",");
      if (tapped) tapped.textContent = `${answer.dataset.tappedLabel} ${cells.length} / ${needed}`;
      const prompt = answer.querySelector("[data-gym-prompts] li:not([hidden])");
      if (prompt && prompt.nextElementSibling) {
        prompt.hidden = true;
        prompt.nextElementSibling.hidden = false;
      }
      if (cells.length >= needed) {
        t0 = null;
        answer.requestSubmit(answer.querySelector("button[type=submit]"));
      }
    });
    answer.addEventListener("submit", () => {
      t0 = null;
    });
  }

  // Animal Pairs: each flip carries its time; a missed pair turns back after a second.
  let lastPairsCell = null;
  function pairs(root) {
    const form = root.querySelector("[data-gym-pairs]");
    if (!form || form.dataset.ready) return;
    form.dataset.ready = "1";
    const t0 = performance.now() - Number(form.dataset.elapsedMs);
    form.addEventListener("click", (event) => {
      const button = event.target.closest && event.target.closest("button.cell");
      if (!button) return;
      lastPairsCell = button.value;
      form.elements.t.value = String(Math.round(performance.now() - t0));
    });
    form.querySelectorAll("[data-hide-after]").forEach((cell) => {
      window.setTimeout(() => {
        cell.querySelectorAll(".animal, .empty-field").forEach((el) => el.remove());
        cell.classList.remove("face-up");
        cell.classList.add("face-down");
        cell.setAttribute("aria-label", cell.dataset.downLabel);
      }, Number(cell.dataset.hideAfter));
    });
    const again = lastPairsCell && form.querySelector(`button.cell[value="${lastPairsCell}"]`);
    if (again) {
      form.querySelectorAll("button.cell").forEach((b) => (b.tabIndex = b === again ? 0 : -1));
      again.focus();
    }
  }

  function focusNext(root) {
    const next = root.querySelector("[data-autofocus]");
    if (next) next.focus();
  }

  document.addEventListener("DOMContentLoaded", () => {
    const root = document.querySelector("#session");
    if (!root) return;
    start(root);
    pairs(root);
    focusNext(root);
  });
  document.addEventListener("htmx:afterSettle", (event) => {
    const root = document.querySelector("#session");
    if (!root || !event.detail || !event.detail.elt || event.detail.elt.id !== "session") return;
    start(root);
    focusNext(root);
    pairs(root);
  });
})();
