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

from django.core.exceptions import FieldDoesNotExist
from django.db import connections
from django.db.models import FETCH_ONE, Model, QuerySet


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
        # For ``rows``: per vendor, SQL and columns, how a row becomes an instance.
        self.shapes: dict[tuple[str, str, tuple[str, ...]], tuple] = {}

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
        """The model rows, as the queryset gives them: from the kept SQL, as
        ``Manager.raw`` makes them (``Model.from_db`` with the columns that are fields,
        their converters, each other column set as an attribute), with the columns'
        order worked out on the first call only (``raw`` works it out on each)."""
        connection = connections[self.using]
        params = self.params(connection, *args)
        kept = self._sql(args, params)
        if isinstance(kept, QuerySet):
            return list(kept)
        assert self.model is not None, "rows need the model"
        sql, taken = kept
        with connection.cursor() as cursor:
            cursor.execute(sql, taken)
            found = cursor.fetchall()
            columns = tuple(column[0] for column in cursor.description)
        shape = self.shapes.get((connection.vendor, sql, columns))
        if shape is None:
            shape = self.shapes[connection.vendor, sql, columns] = self._shape(columns)
        names, positions, converters, extra = shape
        from_db = self.model.from_db
        made = []
        for row in found:
            values = list(row)
            for index, chain, column in converters:
                value = values[index]
                for converter in chain:
                    value = converter(value, column, connection)
                values[index] = value
            instance = from_db(
                self.using, names, [values[i] for i in positions], fetch_mode=FETCH_ONE
            )
            for name, index in extra:
                setattr(instance, name, values[index])
            made.append(instance)
        return made

    def _shape(self, columns: tuple[str, ...]) -> tuple:
        """How rows with these columns become instances, as ``RawQuerySet`` does it:
        the field names and their positions, each field's converters, the other
        columns (annotations) and theirs."""
        assert self.model is not None
        connection = connections[self.using]
        convert = connection.introspection.identifier_converter
        by_column = {convert(f.column or ""): f for f in self.model._meta.concrete_fields}
        fields = [f for column, f in by_column.items() if column in columns]
        if any(f.attname not in {g.attname for g in fields} for f in self.model._meta.pk_fields):
            raise FieldDoesNotExist("Raw query must include the primary key")  # as raw()
        names = [f.attname for f in fields]
        positions = [columns.index(convert(f.column or "")) for f in fields]
        converters = []
        for index, name in enumerate(columns):
            field = by_column.get(name)
            if field is None:
                continue
            column = field.get_col(field.model._meta.db_table)
            chain = connection.ops.get_db_converters(column) + column.get_db_converters(connection)
            if chain:
                converters.append((index, chain, column))
        extra = [(name, index) for index, name in enumerate(columns) if name not in by_column]
        return names, positions, converters, extra

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


def learner_param(connection: Any, learner: Any) -> Any:
    """A learner's key as the ORM passes it in a query (``learner`` or its key)."""
    from training.models import Learner

    pk = Learner._meta.pk
    assert pk is not None
    return pk.get_db_prep_value(getattr(learner, "pk", learner), connection)


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


class KeptSave:
    """``instance.save()`` for one model, with the INSERT or UPDATE statement the ORM
    wrote on its first save of that kind, kept (issue 22: on a lesson answer Django
    building the step's UPDATE and the result's INSERT cost several times their
    running). What a save does besides is done as ``Model.save_base`` does it: each
    field's ``pre_save`` and ``get_db_prep_save``, the ``pre_save`` and ``post_save``
    signals, the instance's ``_state``, and an INSERT's returned primary key (with its
    converters). The first save of each kind is the ORM's own, watched with an
    ``execute_wrapper``: its SQL is kept only when it wrote one statement of this
    table taking exactly the parameters computed here. Anything else is answered by
    ``instance.save()``: a model with parents, deferred fields, a value that is an
    expression, a related object whose key is not the row's, an UPDATE that found no
    row (the ORM then inserts), a database that cannot return an INSERT's columns."""

    def __init__(self, model: type[Model], *, using: str = "default") -> None:
        meta = model._meta
        self.model = model
        self.using = using
        self.updated = [
            f for f in meta.local_concrete_fields if not f.primary_key and not f.generated
        ]
        self.inserted = [
            f for f in meta.local_concrete_fields if not f.generated and f is not meta.auto_field
        ]
        # Foreign keys (their descriptors' cache: ``is_cached``, ``get_cached_value``).
        self.related: list[Any] = [f for f in meta.concrete_fields if f.is_relation]
        # Per (vendor, in a transaction, "insert" or "update"): the kept SQL.
        self.kept: dict[tuple[str, bool, str], str] = {}

    def _plain(self, instance: Model) -> bool:
        """Is this a save the kept statements do as the ORM would?"""
        meta = self.model._meta
        if type(instance) is not self.model or meta.parents or meta.proxy:
            return False
        if meta.auto_field is None or meta.auto_field is not meta.pk:
            return False
        if instance._state.adding and instance.pk is not None:
            return False
        if not instance._state.adding and (instance.pk is None or instance.get_deferred_fields()):
            return False
        for field in self.related:  # as Model._prepare_related_fields_for_save checks
            if field.is_cached(instance):
                related = field.get_cached_value(instance)
                if related is not None and (
                    related.pk is None or getattr(instance, field.attname) != related.pk
                ):
                    return False
        return True

    def save(self, instance: Model) -> None:
        from django.db import transaction
        from django.db.models.signals import post_save, pre_save

        if not self._plain(instance):
            instance.save()
            return
        connection = connections[self.using]
        insert = instance._state.adding
        if insert and not connection.features.can_return_columns_from_insert:
            instance.save()
            return
        key = (connection.vendor, connection.in_atomic_block, "insert" if insert else "update")
        sql = self.kept.get(key)
        if sql is None:
            self._first(instance, key, insert)
            return
        pre_save.send(
            sender=self.model, instance=instance, raw=False, using=self.using, update_fields=None
        )
        params = self._params(instance, connection, insert)
        if params is None:  # an expression: the ORM's (pre_save is sent again)
            instance.save()
            return
        with (
            transaction.mark_for_rollback_on_error(using=self.using),
            connection.cursor() as cursor,
        ):
            cursor.execute(sql, params)
            if insert:
                returned = cursor.fetchone()
            else:
                found = cursor.rowcount
        if not insert and not found:  # no such row: the ORM inserts it
            instance.save()
            return
        if insert:
            pk = self.model._meta.pk
            assert pk is not None
            value = returned[0]
            column = pk.get_col(self.model._meta.db_table)
            for converter in connection.ops.get_db_converters(column) + pk.get_db_converters(
                connection
            ):
                value = converter(value, column, connection)
            setattr(instance, pk.attname, value)
        instance._state.db = self.using
        instance._state.adding = False
        post_save.send(
            sender=self.model,
            instance=instance,
            created=insert,
            update_fields=None,
            raw=False,
            using=self.using,
        )

    def _params(self, instance: Model, connection: Any, insert: bool) -> list[Any] | None:
        fields = self.inserted if insert else self.updated
        params = []
        for field in fields:
            value = field.pre_save(instance, insert)
            if hasattr(value, "resolve_expression"):
                return None
            params.append(field.get_db_prep_save(value, connection=connection))
        if not insert:
            pk = self.model._meta.pk
            assert pk is not None
            params.append(pk.get_db_prep_value(instance.pk, connection))
        return params

    def _first(self, instance: Model, key: tuple[str, bool, str], insert: bool) -> None:
        """The ORM's save, watched: its statement is kept if it takes our parameters."""
        connection = connections[self.using]
        seen: list[tuple[str, Any]] = []

        def watch(execute, sql, params, many, context):
            seen.append((sql, params))
            return execute(sql, params, many, context)

        with connection.execute_wrapper(watch):
            instance.save()
        # The save's own statement (receivers of its signals may run others: a version
        # bumped on commit runs at once in autocommit).
        table = connection.ops.quote_name(self.model._meta.db_table)
        start = f"INSERT INTO {table} " if insert else f"UPDATE {table} SET "
        own = [(sql, params) for sql, params in seen if sql.startswith(start)]
        if len(own) != 1:
            return
        sql, built = own[0]
        mine = self._params(instance, connection, insert)
        if mine is not None and _same(list(built or ()), mine):
            self.kept[key] = sql


def _same(built: list[Any], mine: list[Any]) -> bool:
    """The same parameters (a JSON adapter, e.g. psycopg's ``Jsonb``, by what it holds)."""
    if len(built) != len(mine):
        return False
    for a, b in zip(built, mine, strict=True):
        if type(a) is not type(b):
            return False
        if hasattr(a, "obj") and hasattr(b, "obj"):
            if a.obj != b.obj:
                return False
        elif a != b:
            return False
    return True
