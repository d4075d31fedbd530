from django.apps import AppConfig


class PlayConfig(AppConfig):
    name = "play"
    verbose_name = "Play"

    def ready(self) -> None:
        from play.home import turn_item
        from training.home import CONTINUE_SOURCES

        CONTINUE_SOURCES.append(turn_item)
