"""Lesson data, one module per game (``LESSONS``: a list in map order)."""
