// The class at a glance (teach/templates/teach/_row.html): one lesson drawer open at a
// time, its lessons read when it opens, Escape closes it, and a drawer stays open when
// its row is replaced live.
(() => {
  "use strict";
  let openId = null;
  document.addEventListener("toggle", (event) => {
    const drawer = event.target;
    if (!(drawer instanceof HTMLDetailsElement) || !drawer.classList.contains("drawer")) return;
    if (drawer.open) {
      openId = drawer.id;
      // The page leaves the lessons out (teach/rows.py): read them when the drawer opens,
      // also when a row replaced live is opened again below.
      const list = drawer.querySelector(".drawer-lessons[aria-busy]:not([data-loading])");
      if (list && drawer.dataset.lessons && window.htmx) {
        list.setAttribute("data-loading", "");
        htmx.ajax("GET", drawer.dataset.lessons, { target: list, swap: "outerHTML" });
      }
      document.querySelectorAll("details.drawer[open]").forEach((other) => {
        if (other !== drawer) other.open = false;
      });
    } else if (openId === drawer.id && drawer.isConnected) {
      openId = null;
    }
  }, true);
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const drawer = document.querySelector("details.drawer[open]");
    if (!drawer) return;
    drawer.open = false;
    drawer.querySelector("summary").focus();
  });
  // A teacher of the class set or removed an assignment (teach/live.py): read the board
  // and the assignments panel again, once per new stamp.
  let stamp = "";
  document.addEventListener("htmx:oobAfterSwap", () => {
    const refresh = document.getElementById("assignments-refresh");
    if (!refresh || !window.htmx || !refresh.dataset.stamp || refresh.dataset.stamp === stamp) return;
    stamp = refresh.dataset.stamp;
    htmx.ajax("GET", refresh.dataset.panel, { target: "#assignments-panel", swap: "outerHTML" });
    htmx.ajax("GET", window.location.href, { target: "#board", swap: "outerHTML" });
  });
  document.addEventListener("htmx:oobAfterSwap", () => {
    if (!openId) return;
    const drawer = document.getElementById(openId);
    if (drawer && !drawer.open) drawer.open = true;
  });
})();
