"""SELECTs that Django's ORM builds once per database and that run again with new
parameters (issue 22). On an answer's path Django building a query costs several
times what running it costs (SQLite, the lesson's step rows alone: about 0.86 ms
through the ORM, 0.20 ms as a kept statement through ``raw``). The SQL is the ORM's
own, taken from its first build; a build whose parameters are not the ones
``params`` gives is answered by the ORM and not kept. Booleans a backend writes into
the SQL (PostgreSQL) are part of what was kept: a call with other booleans is
answered by the ORM."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.db import connections
from django.db.models import Model, QuerySet


class Prepared:
    """``build(*args)``: the queryset (of ``model``; None for ``tuples`` only);
    ``params(connection, *args)``: its parameters as the built SQL takes them, in
    order (each converted as the ORM does, e.g. by ``field.get_db_prep_value``). The
    SQL is kept per database vendor and whether a transaction is open
    (``select_for_update`` refuses to build outside one)."""

    def __init__(
        self,
        model: type[Model] | None,
        build: Callable[..., QuerySet],
        params: Callable[..., list[Any]],
        *,
        using: str = "default",
    ) -> None:
        self.model = model
        self.build = build
        self.params = params
        self.using = using
        # Per key: the SQL, and the booleans the backend wrote into it (None: none).
        self.kept: dict[tuple[str, bool], tuple[str, tuple[bool, ...] | None]] = {}
        # For ``values``: the SQL, its columns' expressions (their converters are the
        # ORM's) and how many of them the rows give.
        self.shaped: dict[
            tuple[str, bool], tuple[str, list[Any], int, tuple[bool, ...] | None]
        ] = {}

    def _sql(self, args: tuple, params: list[Any]) -> tuple[str, list[Any]] | QuerySet:
        """The kept SQL with the parameters it takes, or the built queryset when it
        does not take ``params`` (or a parameter is an integer no database column
        holds: the ORM answers that with no rows, where the database driver would
        raise)."""
        if not _storable(params):
            return self.build(*args)
        connection = connections[self.using]
        key = (connection.vendor, connection.in_atomic_block)
        kept = self.kept.get(key)
        if kept is not None:
            sql, written = kept
            taken = _taken_as_kept(params, written)
            return self.build(*args) if taken is None else (sql, taken)
        queryset = self.build(*args)
        built, built_params = queryset.query.get_compiler(using=self.using).as_sql()
        try:
            written = _written(list(built_params), params)
        except _NotTaken:
            return queryset
        self.kept[key] = (built, written)
        return self._sql(args, params)

    def rows(self, *args: Any) -> list[Any]:
        """The model rows, as the queryset gives them."""
        params = self.params(connections[self.using], *args)
        kept = self._sql(args, params)
        if isinstance(kept, QuerySet):
            return list(kept)
        assert self.model is not None, "rows need the model"
        sql, taken = kept
        return list(self.model._default_manager.using(self.using).raw(sql, taken))

    def tuples(self, *args: Any) -> list[tuple]:
        """Plain rows, for a ``values_list`` of columns that need no conversion."""
        params = self.params(connections[self.using], *args)
        kept = self._sql(args, params)
        if isinstance(kept, QuerySet):
            return [tuple(row) for row in kept]
        sql, taken = kept
        with connections[self.using].cursor() as cursor:
            cursor.execute(sql, taken)
            return [tuple(row) for row in cursor.fetchall()]

    def values(self, *args: Any) -> list[tuple]:
        """The rows of a ``values_list`` queryset, each column converted as the ORM
        converts it (dates and times, UUIDs, decimals: the backend's and the field's
        converters, for the connection of this call)."""
        connection = connections[self.using]
        params = self.params(connection, *args)
        if not _storable(params):
            return [tuple(row) for row in self.build(*args)]
        key = (connection.vendor, connection.in_atomic_block)
        shaped = self.shaped.get(key)
        if shaped is None:
            queryset = self.build(*args)
            compiler = queryset.query.get_compiler(using=self.using)
            built, built_params = compiler.as_sql()
            try:
                written = _written(list(built_params), params)
            except _NotTaken:
                return [tuple(row) for row in queryset]
            columns = [select[0] for select in compiler.select[: compiler.col_count]]
            shaped = self.shaped[key] = (built, columns, compiler.col_count, written)
        sql, columns, count, written = shaped
        taken = _taken_as_kept(params, written)
        if taken is None:
            return [tuple(row) for row in self.build(*args)]
        params = taken
        converters = []
        for index, column in enumerate(columns):
            found = connection.ops.get_db_converters(column) + column.get_db_converters(connection)
            if found:
                converters.append((index, found, column))
        with connection.cursor() as cursor:
            cursor.execute(sql, params)
            rows = cursor.fetchall()
        if not converters:
            return [tuple(row[:count]) for row in rows]
        converted = []
        for row in rows:
            values = list(row[:count])
            for index, found, column in converters:
                value = values[index]
                for converter in found:
                    value = converter(value, column, connection)
                values[index] = value
            converted.append(tuple(values))
        return converted


#: The integers a 64-bit column holds (a larger id in an address is no row at all).
_INT_RANGE = range(-(2**63), 2**63)


def _storable(params: list[Any]) -> bool:
    return all(not isinstance(value, int) or value in _INT_RANGE for value in params)


class _NotTaken(Exception):
    """Built SQL does not take the parameters given (the ORM answers)."""


def _written(built: list[Any], params: list[Any]) -> tuple[bool, ...] | None:
    """How built SQL takes ``params``: ``None`` when it takes them all as given. A
    backend may write boolean values into the SQL itself and take no parameter for
    them (PostgreSQL: ``WHERE "finished"``, ``NOT "solved"``): then the booleans so
    written, in order; the kept SQL serves only calls with the same booleans.
    ``_NotTaken`` when neither holds."""
    if built == params:
        return None
    if built == [value for value in params if not isinstance(value, bool)]:
        return tuple(value for value in params if isinstance(value, bool))
    raise _NotTaken


def _taken_as_kept(params: list[Any], written: tuple[bool, ...] | None) -> list[Any] | None:
    """The parameters kept SQL takes for this call, or None if it was kept for other
    boolean values than this call's (written into the SQL)."""
    if written is None:
        return params
    if tuple(value for value in params if isinstance(value, bool)) != written:
        return None
    return [value for value in params if not isinstance(value, bool)]
