from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TeachConfig(AppConfig):
    name = "teach"
    verbose_name = _("Teach")

    def ready(self) -> None:
        from teach.live import result_committed
        from training.progress import result_listener_add

        result_listener_add(result_committed)
        from teach.selectors import menu_entry
        from training.menu import USER_ENTRIES

        USER_ENTRIES.append(menu_entry)
