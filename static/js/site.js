// The site's only script; every page works without it.
// 1. Keyboard play on boards: a grid of buttons is one tab stop; arrow keys move,
//    Home/End jump to the row's ends, Enter or Space presses the button. After htmx
//    swaps a board, focus returns to the square the player was on.
// 2. Timers: a form with data-submit-after="N" submits itself after N seconds (the
//    ladder's peek) and counts down in its [data-countdown] element; without
//    JavaScript the server applies the same limit.
// 3. Focus after an htmx swap never falls to <body>: it goes back to the player's
//    square on a board, else to the new content's [data-autofocus], else to its first
//    control. Any page gets this by swapping with htmx; nothing to add per page.
// 4. A live page's WebSocket message swaps fragments by id (the game page): the
//    control that had focus is replaced by its new copy, so focus moves to that copy
//    (the same id, else the same name and value) and keyboard play goes on there.
// 5. A compact header (the game page, .header-compact): when its links and account do
//    not fit on the bar beside the site's name, they fold behind the Menu button
//    (aria-expanded; Escape closes it and gives the button back the focus). Measured
//    again on every resize, so a wide screen keeps them all on the bar.
// 6. The device's time zone in the "tz" cookie (config/timezones.py shows dates in
//    it unless the teacher chose one; the server checks the name against zoneinfo).
(function () {
  "use strict";
  let zone = "";
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || "";
  } catch (error) {
    return;
  }
  if (!/^[A-Za-z0-9_+\-\/]{1,64}$/.test(zone)) return;
  const current = document.cookie.split("; ").find((c) => c.startsWith("tz="));
  if (current === "tz=" + zone) return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = "tz=" + zone + "; path=/; max-age=31536000; SameSite=Lax" + secure;
})();

(function () {
  "use strict";
  let lastCell = null;

  function cells(grid) {
    return Array.from(grid.querySelectorAll("button.cell"));
  }

  function setup(grid) {
    const buttons = cells(grid);
    if (!buttons.length) return;
    const current =
      buttons.find((b) => b.value === lastCell) ||
      buttons.find((b) => b.getAttribute("aria-disabled") !== "true") ||
      buttons[0];
    buttons.forEach((b) => (b.tabIndex = b === current ? 0 : -1));
  }

  function move(grid, from, key) {
    const buttons = cells(grid);
    const width = Number(grid.dataset.grid) || 5;
    const i = buttons.indexOf(from);
    const row = Math.floor(i / width);
    let j = i;
    if (key === "ArrowRight") j = Math.min(i + 1, buttons.length - 1);
    else if (key === "ArrowLeft") j = Math.max(i - 1, 0);
    else if (key === "ArrowDown") j = i + width < buttons.length ? i + width : i;
    else if (key === "ArrowUp") j = i - width >= 0 ? i - width : i;
    else if (key === "Home") j = row * width;
    else if (key === "End") j = Math.min(row * width + width - 1, buttons.length - 1);
    else return false;
    buttons[i].tabIndex = -1;
    buttons[j].tabIndex = 0;
    buttons[j].focus();
    return true;
  }

  document.addEventListener("keydown", (event) => {
    const button = event.target.closest && event.target.closest("[data-grid-keys] button.cell");
    if (!button) return;
    if (move(button.closest("[data-grid-keys]"), button, event.key)) event.preventDefault();
  });

  document.addEventListener("focusin", (event) => {
    const button = event.target.closest && event.target.closest("[data-grid-keys] button.cell");
    if (button) lastCell = button.value;
  });

  const timers = new WeakSet();

  function init(root) {
    root.querySelectorAll("[data-grid-keys]").forEach(setup);
    root.querySelectorAll("form[data-submit-after]").forEach((form) => {
      if (timers.has(form)) return;
      timers.add(form);
      const seconds = Math.max(0, Number(form.dataset.submitAfter));
      const end = Date.now() + seconds * 1000;
      const counter = form.querySelector("[data-countdown]");
      window.setTimeout(() => {
        if (form.isConnected) form.requestSubmit(form.querySelector("button[type=submit]"));
      }, seconds * 1000);
      if (counter) {
        const tick = window.setInterval(() => {
          if (!form.isConnected) return window.clearInterval(tick);
          const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
          counter.textContent = String(left);
          if (!left) window.clearInterval(tick);
        }, 250);
      }
    });
  }

  document.addEventListener("DOMContentLoaded", () => init(document));
  document.addEventListener("htmx:afterSettle", (event) => {
    init(document);
    // Focus follows the player into what was swapped: back to their square on a
    // board, else to the element the new content marks with data-autofocus.
    const swapped = event.detail && event.detail.elt;
    if (!swapped || !swapped.querySelector) return;
    const square = swapped.querySelector("[data-grid-keys] button.cell[tabindex='0']");
    const next = swapped.querySelector("[data-autofocus]");
    if (square && lastCell) square.focus();
    else if (next) next.focus();
    else if (lostFocus()) {
      const first = firstControl(swapped);
      if (first) first.focus();
    }
  });

  let wsFocus = null;
  document.addEventListener("htmx:wsBeforeMessage", () => {
    const active = document.activeElement;
    wsFocus =
      active && active !== document.body
        ? { id: active.id, name: active.getAttribute("name"), value: active.value }
        : null;
  });
  document.addEventListener("htmx:wsAfterMessage", () => {
    init(document);
    const was = wsFocus;
    wsFocus = null;
    if (!was || !lostFocus()) return;
    let next = was.id ? document.getElementById(was.id) : null;
    if (!next && was.name) {
      next = Array.from(document.getElementsByName(was.name)).find((el) => el.value === was.value);
    }
    if (next) next.focus();
  });

  const CONTROLS =
    "button:not([disabled]):not([aria-disabled='true']), a[href], input:not([type=hidden]):not([disabled]), select, textarea";

  function lostFocus() {
    const active = document.activeElement;
    return !active || active === document.body || !active.isConnected;
  }

  function firstControl(root) {
    return Array.from(root.querySelectorAll(CONTROLS)).find(
      (el) => !el.closest("[hidden]") && el.tabIndex !== -1,
    );
  }
})();

(function () {
  "use strict";
  const header = document.querySelector(".site-header.header-compact");
  if (!header) return;
  const button = header.querySelector(".menu-button");
  const nav = header.querySelector(".site-nav");
  const brand = header.querySelector(".brand");
  if (!button || !nav || !brand) return;

  function setOpen(open) {
    button.setAttribute("aria-expanded", String(open));
    header.classList.toggle("open", open);
  }

  // Everything shown (wrapping as needed): is any link off the name's line? (Its middle
  // above or below the name: links wrapped in two rows sit either side of the name's
  // middle, the second row's top still beside the name.)
  function wraps() {
    header.classList.remove("collapsed");
    const name = brand.getBoundingClientRect();
    return Array.from(nav.querySelectorAll("a, button")).some((el) => {
      const box = el.getBoundingClientRect();
      const middle = box.top + box.height / 2;
      return middle < name.top - 1 || middle > name.bottom + 1;
    });
  }

  function layout() {
    const fold = wraps();
    header.classList.toggle("collapsed", fold);
    if (!fold) setOpen(false);
  }

  button.addEventListener("click", () => {
    setOpen(button.getAttribute("aria-expanded") !== "true");
    window.dispatchEvent(new Event("resize")); // the board refits under the header
  });
  header.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || button.getAttribute("aria-expanded") !== "true") return;
    setOpen(false);
    button.focus();
    window.dispatchEvent(new Event("resize"));
  });
  window.addEventListener("resize", layout);
  layout();
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(layout);
})();
