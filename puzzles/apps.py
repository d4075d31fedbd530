from django.apps import AppConfig


class PuzzlesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "puzzles"

    def ready(self) -> None:
        from puzzles.menu import add_menu_entry

        add_menu_entry()
