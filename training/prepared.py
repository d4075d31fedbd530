"""SELECTs that Django's ORM builds once per database and that run again with new
parameters (issue 22). On an answer's path Django building a query costs several
times what running it costs (SQLite, the lesson's step rows alone: about 0.86 ms
through the ORM, 0.20 ms as a kept statement through ``raw``). The SQL is the ORM's
own, taken from its first build; a build whose parameters are not the ones
``params`` gives is answered by the ORM and not kept."""

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
        self.kept: dict[tuple[str, bool], str] = {}
        # For ``values``: the SQL, its columns' expressions (their converters are the
        # ORM's) and how many of them the rows give.
        self.shaped: dict[tuple[str, bool], tuple[str, list[Any], int]] = {}

    def _sql(self, args: tuple, params: list[Any]) -> str | QuerySet:
        """The kept SQL, or the built queryset when it does not take ``params``."""
        connection = connections[self.using]
        key = (connection.vendor, connection.in_atomic_block)
        sql = self.kept.get(key)
        if sql is not None:
            return sql
        queryset = self.build(*args)
        built, built_params = queryset.query.get_compiler(using=self.using).as_sql()
        if list(built_params) != params:
            return queryset
        self.kept[key] = built
        return built

    def rows(self, *args: Any) -> list[Any]:
        """The model rows, as the queryset gives them."""
        params = self.params(connections[self.using], *args)
        sql = self._sql(args, params)
        if isinstance(sql, QuerySet):
            return list(sql)
        assert self.model is not None, "rows need the model"
        return list(self.model._default_manager.using(self.using).raw(sql, params))

    def tuples(self, *args: Any) -> list[tuple]:
        """Plain rows, for a ``values_list`` of columns that need no conversion."""
        params = self.params(connections[self.using], *args)
        sql = self._sql(args, params)
        if isinstance(sql, QuerySet):
            return [tuple(row) for row in sql]
        with connections[self.using].cursor() as cursor:
            cursor.execute(sql, params)
            return [tuple(row) for row in cursor.fetchall()]

    def values(self, *args: Any) -> list[tuple]:
        """The rows of a ``values_list`` queryset, each column converted as the ORM
        converts it (dates and times, UUIDs, decimals: the backend's and the field's
        converters, for the connection of this call)."""
        connection = connections[self.using]
        params = self.params(connection, *args)
        key = (connection.vendor, connection.in_atomic_block)
        shaped = self.shaped.get(key)
        if shaped is None:
            queryset = self.build(*args)
            compiler = queryset.query.get_compiler(using=self.using)
            built, built_params = compiler.as_sql()
            if list(built_params) != params:
                return [tuple(row) for row in queryset]
            columns = [select[0] for select in compiler.select[: compiler.col_count]]
            shaped = self.shaped[key] = (built, columns, compiler.col_count)
        sql, columns, count = shaped
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
