"""UPDATEs of one row by its key, their SQL written once per database vendor (issue
22). On a gym answer's path Django building an ``UPDATE`` costs several times running
it (the trial's answer, the session's compare-and-swap, a trial shown): here the
statement is the one ``QuerySet.update`` would send for the same fields and
conditions, and each value is converted by its field exactly as the ORM converts it
(``Field.get_db_prep_save``), so the row written is the same. Like ``update``, it
sends no signal, writes an ``auto_now`` field only when given, and returns how many
rows matched.

    SHOW = KeptUpdate(GymTrial, ["shown_at"], null=["shown_at"])
    SHOW.run(trial.pk, shown_at=now)  # WHERE id = %s AND shown_at IS NULL
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.db import connections, transaction
from django.db.models import Field, Model


def _column(model: type[Model], name: str) -> Field:
    field = model._meta.get_field(name)
    assert isinstance(field, Field) and field.column, field
    return field


class KeptUpdate:
    """``UPDATE <table> SET <fields> WHERE <pk> = %s [AND <equal> = %s ...] [AND
    <null> IS NULL ...]``: ``fields`` set (every call gives each of them), ``equal``
    compared to a value given with the call (a version), ``null`` required NULL."""

    def __init__(
        self,
        model: type[Model],
        fields: Sequence[str],
        *,
        equal: Sequence[str] = (),
        null: Sequence[str] = (),
        using: str = "default",
    ) -> None:
        self.model = model
        self.fields = [_column(model, name) for name in fields]
        self.equal = [_column(model, name) for name in equal]
        self.null = [_column(model, name) for name in null]
        pk = model._meta.pk
        assert pk is not None
        self.pk = pk
        for field in [*self.fields, *self.equal, *self.null]:
            # Only plain columns: a field that writes its own placeholder (a binary
            # field, an array) or a relation is left to the ORM.
            assert getattr(field, "concrete", False) and not field.is_relation, field
            assert getattr(field, "get_placeholder_sql", None) is None, field
        self.using = using
        self.sql: dict[str, str] = {}

    def _sql(self, vendor: str) -> str:
        sql = self.sql.get(vendor)
        if sql is None:
            quote = connections[self.using].ops.quote_name
            where = [f"{quote(str(self.pk.column))} = %s"]
            where += [f"{quote(str(field.column))} = %s" for field in self.equal]
            where += [f"{quote(str(field.column))} IS NULL" for field in self.null]
            sql = self.sql[vendor] = "UPDATE {} SET {} WHERE {}".format(
                quote(self.model._meta.db_table),
                ", ".join(f"{quote(str(field.column))} = %s" for field in self.fields),
                " AND ".join(where),
            )
        return sql

    def run(self, pk: Any, *, where: Sequence[Any] = (), **values: Any) -> int:
        """Write ``values`` (one for each field) to the row ``pk`` if it still meets
        the conditions (``where``: the values of ``equal``, in order); the number of
        rows written (0 or 1)."""
        assert set(values) == {field.name for field in self.fields}, values
        assert len(where) == len(self.equal)
        connection = connections[self.using]
        params = [field.get_db_prep_save(values[field.name], connection) for field in self.fields]
        params.append(self.pk.get_db_prep_value(pk, connection))
        params += [
            field.get_db_prep_value(value, connection)
            for field, value in zip(self.equal, where, strict=True)
        ]
        # As QuerySet.update: an error inside an atomic block marks it for rollback.
        with (
            transaction.mark_for_rollback_on_error(using=self.using),
            connection.cursor() as cursor,
        ):
            cursor.execute(self._sql(connection.vendor), params)
            return cursor.rowcount
