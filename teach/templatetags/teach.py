"""Tags for the panels other pages include (home page, ladder page, header menu)."""

from django import template

from teach import selectors
from teach.display import assignment_label, assignment_link, cell_text, status_text

register = template.Library()


@register.simple_tag(takes_context=True)
def my_assignments(context) -> list[dict]:
    items = []
    for item in selectors.student_assignments(context["request"].user):
        link = assignment_link(item.assignment)
        items.append(
            {
                "assignment": item.assignment,
                "status": item.status,
                "done": item.done,
                "asked": item.asked,
                "label": assignment_label(item.assignment),
                "url": link.url,
                "post": link.post,
                "status_text": status_text(item.status),
            }
        )
    return items


@register.simple_tag(takes_context=True)
def my_class_ladders(context) -> list[selectors.ClassLadder]:
    return selectors.class_ladder(context["request"].user)


@register.filter
def celltext(cell) -> str:
    return cell_text(cell)


@register.filter
def trendtext(value) -> str:
    from teach.display import trend_text

    return trend_text(value)


@register.filter
def trendwords(value) -> str:
    from teach.display import trend_words

    return trend_words(value)


@register.filter
def minutes(ms) -> str:
    from teach.display import minutes_text

    return minutes_text(ms or 0)


@register.filter
def stars(n) -> str:
    n = int(n or 0)
    return "★" * n + "☆" * (3 - n)


@register.filter
def assignmenttext(assignment) -> str:
    return assignment_label(assignment)


@register.filter
def ordered(row, columns) -> list:
    return row.ordered(columns)


@register.simple_tag
def row_cells(row, columns):
    from teach.display import row_cells_html

    return row_cells_html(row.enrollment.pk, row.ordered(columns))


@register.simple_tag
def glance_row(line, classroom, oob=False):
    from teach.rows import glance_row as build

    return build(line, classroom.pk, oob=bool(oob))


@register.simple_tag
def glance_rows(lines, classroom):
    """Every row of the class at a glance in one go (an include per row cost more than
    the row); each drawer loads its lessons when first opened."""
    from django.utils.safestring import mark_safe

    from teach.rows import page_row

    return mark_safe("".join(page_row(line, classroom.pk) for line in lines))


@register.simple_tag
def help_items(lines, classroom):
    """The help panel's items, built in Python (``teach.rows.help_items``)."""
    from teach.rows import help_items as build

    return build(tuple(lines), classroom.pk)


@register.simple_tag
def ladder_rows(entries):
    """The class ladder's rows, built in Python (``teach.rows.ladder_rows``)."""
    from teach.rows import ladder_rows as build

    return build(tuple(entries))
