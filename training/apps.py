from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TrainingConfig(AppConfig):
    name = "training"
    verbose_name = _("Training")

    def ready(self) -> None:
        # Connects the log-in signal that joins anonymous progress to the account.
        from training import live_sessions, progress

        # Writes of a learner's progress bump their version (the home page's cache).
        progress.connect_progress_signals()
        del live_sessions
        from training.gym import kinds

        # The drill registry is filled before the first request is served.
        kinds.load()
