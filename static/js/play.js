// The game page (play/templates/play/match.html); the page works without it.
// 1. Fit: the board (or farm) gets the size left on the screen (--board), from what is
//    above it and, on a narrow screen, the hand docked under it (on a short page, moved
//    down to the screen's foot). Again on every resize and every swap.
// 2. Connection: a notice while the game's WebSocket is down ("Reconnecting…", or
//    "You are offline"); when it is back, the page asks the server for the game as it
//    is now (a fresh copy of the fragments), so nothing is missed.
// 3. Announcements: the status carries data-announce (the opponent's move, "Your
//    turn."); a new sentence is written once into a polite live region that is never
//    swapped, so screen readers read it once.
(function () {
  "use strict";

  function table() {
    return document.querySelector("[data-table]");
  }

  // ---- 1. Fit ----
  function fit() {
    const root = table();
    if (!root) return;
    const board = root.querySelector("#match-board .seq-board, #match-board .farm");
    if (!board) return;
    const hand = root.querySelector("#match-hand");
    // Narrow: the hand is docked at the bottom of the screen (when it shows at all:
    // at the end of a game it is gone).
    const sticky = hand && getComputedStyle(hand).position === "sticky";
    const docked = sticky && hand.getClientRects().length > 0;
    const top = board.getBoundingClientRect().top + window.scrollY;
    const handHeight = docked ? hand.getBoundingClientRect().height : 0;
    // The key of the marks under the board is in sight too, never half under the hand.
    const rem = parseFloat(getComputedStyle(root).fontSize);
    const key = root.querySelector("#match-board .board-key");
    if (key) key.style.marginTop = "";
    if (hand) hand.style.marginTop = "";
    const keyHeight = key ? key.getBoundingClientRect().height + 6 : 0;
    const height = window.innerHeight - top - handHeight - 10;
    // SecuenzooS: the restriction cards (on a phone), or Time Trail's and Solo's round,
    // score and cards (larger screens), in a column beside the farm (play.css): the
    // farm has the width less that column and its gap.
    const area = root.querySelector("#match-board");
    const left = board.getBoundingClientRect().left + rem;
    const column = board.classList.contains("farm")
      ? Array.from(
          area.querySelectorAll(
            ":scope > .restriction-column, :scope > .turn-strip, :scope > .token-key",
          ),
        ).find((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().left > left)
      : null;
    const beside = Boolean(column);
    const aside = beside
      ? column.getBoundingClientRect().width + (parseFloat(getComputedStyle(area).columnGap) || 0)
      : 0;
    const width = beside
      ? area.getBoundingClientRect().width - aside
      : area.getBoundingClientRect().width + 8;
    const wide = !sticky;
    // Wide: the board column is as wide as the board, the panel beside keeps 360 px;
    // narrow: the screen's width.
    const fits = (h) => (wide ? Math.min(h, window.innerWidth - 360 - aside) : Math.min(h, width));
    let room = fits(height - keyHeight);
    // A phone (a board under 22 rem): the board keeps the key's room; the key goes
    // wholly under the docked hand, or (no hand: the end) under the fold, and scrolls
    // into sight.
    const small = !wide && key && room < fits(height) && room < 22 * rem;
    const keyUnder = small && docked;
    if (small) room = fits(height);
    // SecuenzooS: the farm gives up room, down to 15 rem, so that the player's own
    // trail card (what to find next) shows under it without scrolling.
    const trail = board.classList.contains("farm")
      ? root.querySelector("#match-board .trail-group:not([data-others-trail]) .trail")
      : null;
    // (Under the farm only: on a phone the card is above it, play.css.)
    const under = trail && trail.getBoundingClientRect().top > board.getBoundingClientRect().top;
    // (Not at the end past the phone: there the farm face up is what to look at and
    // the trail cards may scroll; looked at, On the Trail: 240 px at 1366x768, its key
    // in three lines, and 400 px at 768x1024 beside empty room, where Solo's is 740.)
    const ended = Boolean(root.querySelector("#end-panel"));
    if (under && key && !small && !(ended && window.innerWidth > 30 * rem)) {
      const below = trail.getBoundingClientRect().bottom - key.getBoundingClientRect().bottom;
      // (the trail's room taken off the height, before the width caps it)
      room = Math.max(Math.min(room, 15 * rem), fits(height - keyHeight - below));
    }
    const size = Math.max(180, Math.floor(room));
    if (keyUnder) key.style.marginTop = height + 10 - size + 12 + "px";
    root.style.setProperty("--board", size + "px");
    // A short page (Solo, Time Trail at 768x1024): the docked hand goes down to the foot
    // of the first screen, so the players' list after it is not seen under the dock.
    if (docked) {
      const foot = hand.getBoundingClientRect().bottom + window.scrollY;
      if (foot < window.innerHeight) hand.style.marginTop = window.innerHeight - foot + "px";
    }
  }

  let pending = 0;
  function refit() {
    window.cancelAnimationFrame(pending);
    // Twice: the hand's height can change once the board has its new size.
    pending = window.requestAnimationFrame(() => {
      fit();
      pending = window.requestAnimationFrame(fit);
    });
  }

  window.addEventListener("resize", refit);
  document.addEventListener("DOMContentLoaded", refit);
  document.addEventListener("htmx:wsAfterMessage", () => {
    refit();
    announce();
  });
  document.addEventListener("htmx:afterSettle", refit);

  // ---- 2. Connection ----
  function notice(kind) {
    const box = document.getElementById("connection-notice");
    if (!box) return;
    const text = kind ? box.dataset[kind] : "";
    box.hidden = !kind;
    box.textContent = text || "";
  }

  // Reconnect sooner than htmx's default (up to 64 s): at most 15 s apart, with jitter.
  if (window.htmx) {
    window.htmx.config.wsReconnectDelay = (tries) =>
      Math.min(1000 * 2 ** tries, 15000) * (0.5 + Math.random() / 2);
  }
  const ABNORMAL = [1006, 1011, 1012, 1013]; // the codes htmx reconnects after
  let wasDown = false;
  let socket = null;
  document.addEventListener("htmx:wsClose", (event) => {
    socket = event.detail.socketWrapper;
    const code = event.detail.event && event.detail.event.code;
    if (!ABNORMAL.includes(code)) return; // closed on purpose (a new socket follows)
    wasDown = true;
    notice(navigator.onLine ? "reconnecting" : "offline");
  });
  window.addEventListener("offline", () => {
    // The socket may not notice at once: the page says so now.
    wasDown = true;
    notice("offline");
  });
  window.addEventListener("online", () => {
    if (!wasDown) return;
    notice("reconnecting");
    if (socket) socket.reconnect(); // a new socket at once, not after the back-off
  });
  document.addEventListener("htmx:wsOpen", (event) => {
    socket = event.detail.socketWrapper;
    if (!wasDown) return;
    wasDown = false;
    notice("");
    resync();
  });

  // Back online: the game as it is now, from the page itself (GET, fragments by id).
  function resync() {
    const root = table();
    if (!root || !window.htmx) return;
    window.htmx.ajax("GET", window.location.pathname, { target: root, swap: "none" });
  }
  // A GET of the page with htmx answers the live fragments, each marked to swap by id.
  document.addEventListener("htmx:afterRequest", () => {
    refit();
    announce();
  });

  // ---- 3. Announcements ----
  let said = null;
  function announce() {
    const status = document.getElementById("match-status");
    const region = document.getElementById("match-announce");
    if (!status || !region) return;
    const text = status.dataset.announce || "";
    if (said === null) {
      said = text; // what the page said when it opened is on the screen already
      return;
    }
    if (text && text !== said) region.textContent = text;
    said = text;
  }
  document.addEventListener("DOMContentLoaded", announce);
})();

// 4. The waiting room's Copy button (hidden without JavaScript: the link can be
//    selected and copied by hand).
(function () {
  "use strict";
  function setup() {
    document.querySelectorAll("button[data-copy]").forEach((button) => {
      if (!navigator.clipboard) return;
      button.hidden = false;
      if (button.dataset.ready) return;
      button.dataset.ready = "1";
      button.addEventListener("click", () => {
        const field = document.getElementById(button.dataset.copy);
        const said = document.getElementById("invite-copied");
        navigator.clipboard.writeText(field.value).then(
          () => {
            if (said) said.textContent = button.dataset.copied;
          },
          () => field.select(),
        );
      });
    });
  }
  document.addEventListener("DOMContentLoaded", setup);
})();

// 5. SecuenzooS: the other players' trails fold behind one button (their own trail
//    stays open), so the player's farm and trail fit; the choice is kept across live
//    updates. Without JavaScript every trail shows.
(function () {
  "use strict";
  let open = false;
  function fold() {
    const board = document.getElementById("match-board");
    const template = document.getElementById("others-trails-toggle");
    if (!board || !template) return;
    const others = Array.from(board.querySelectorAll("[data-others-trail]"));
    if (!others.length) return;
    let button = board.querySelector(".others-toggle");
    if (!button) {
      button = template.content.firstElementChild.cloneNode(true);
      others[0].before(button);
      button.addEventListener("click", () => {
        open = !open;
        fold();
      });
    }
    button.setAttribute("aria-expanded", String(open));
    button.textContent = open ? button.dataset.hide : button.dataset.show;
    others.forEach((trail) => (trail.hidden = !open));
  }
  document.addEventListener("DOMContentLoaded", fold);
  document.addEventListener("htmx:wsAfterMessage", fold);
  document.addEventListener("htmx:afterSettle", fold);
})();

// 6. SecuenzooS on a phone: the guidance is one line with a "More" button that shows
//    it whole (play.css); the choice is kept across live updates. Without JavaScript
//    the guidance shows whole.
(function () {
  "use strict";
  let open = false;
  function setup() {
    const box = document.getElementById("play-guidance");
    if (!box) return;
    const button = box.querySelector(".guidance-more");
    const text = box.querySelector(".guidance-text");
    box.setAttribute("data-clamp", "");
    box.toggleAttribute("data-open", open);
    // The button only when the text does not fit on its line (or is open).
    button.hidden = false;
    button.hidden = !open && text.scrollWidth <= text.clientWidth + 1;
    button.setAttribute("aria-expanded", String(open));
    button.textContent = open ? button.dataset.less : button.dataset.more;
    if (!button.dataset.ready) {
      button.dataset.ready = "1";
      button.addEventListener("click", () => {
        open = !open;
        setup();
        window.dispatchEvent(new Event("resize")); // the board refits
      });
    }
  }
  document.addEventListener("DOMContentLoaded", setup);
  document.addEventListener("htmx:wsAfterMessage", setup);
  document.addEventListener("htmx:afterSettle", setup);
  window.addEventListener("resize", setup);
})();
