"""The four games the lessons teach, by the key the lesson data uses: their names in one
place for the home page, the lessons and the teacher's pages. (The seven modes one can
play have their own registry: ``play.presenters``.)"""

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

GAME_NAMES: dict[str, Promise] = {
    "sequence": _("Sequence"),
    "dogs": _("Sequence Dogs"),
    "numbers": _("Sequence Numbers"),
    "secuenzoo": _("SecuenzooS"),
}
