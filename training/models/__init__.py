"""The training app's models, one module per area."""

from training.models.accounts import User
from training.models.gym import Drill, GymSession, GymTrial, HomeFarmCard
from training.models.ladder import LadderRun
from training.models.lessons import LessonStepState, ReviewCard
from training.models.progress import Learner, Result

__all__ = [
    "Drill",
    "GymSession",
    "GymTrial",
    "HomeFarmCard",
    "LadderRun",
    "Learner",
    "LessonStepState",
    "Result",
    "ReviewCard",
    "User",
]
