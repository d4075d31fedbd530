// The log-in cards' Print button: shown only when this script runs (without it the
// browser's own Print command prints the same sheet).
(function () {
  "use strict";
  document.querySelectorAll("[data-print]").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      window.print();
    });
  });
})();
