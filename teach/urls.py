from django.urls import path

from teach import card_views, view_as, views

urlpatterns = [
    path("", views.classes, name="teach-classes"),
    path("join/", views.join, name="teach-join"),
    path("time-zone/", views.time_zone, name="teach-time-zone"),
    path("card/<str:token>/", card_views.card_login, name="teach-card-login"),
    path("classes/<int:class_id>/cards/", card_views.cards_sheet, name="teach-cards"),
    path("classes/<int:class_id>/cards/new/", card_views.cards_renew, name="teach-cards-renew"),
    path("classes/<int:class_id>/passwords/", card_views.class_passwords, name="teach-passwords"),
    path(
        "classes/<int:class_id>/students/<int:enrollment_id>/as-student/<slug:page>/",
        view_as.view_as,
        name="teach-view-as",
    ),
    path(
        "classes/<int:class_id>/students/<int:enrollment_id>/card/",
        card_views.student_card_renew,
        name="teach-student-card",
    ),
    path("classes/<int:class_id>/", views.dashboard, name="teach-dashboard"),
    path(
        "classes/<int:class_id>/students/<int:enrollment_id>/lessons/<slug:game>/",
        views.drawer,
        name="teach-drawer",
    ),
    path("classes/<int:class_id>/export.csv", views.export, name="teach-export"),
    path(
        "classes/<int:class_id>/export.xlsx",
        views.export,
        {"extension": "xlsx"},
        name="teach-export-xlsx",
    ),
    path("classes/<int:class_id>/settings/", views.settings_page, name="teach-settings"),
    path("classes/<int:class_id>/code/", views.code_regenerate, name="teach-code"),
    path(
        "classes/<int:class_id>/archive/",
        views.classroom_archive,
        {"archived": True},
        name="teach-archive",
    ),
    path(
        "classes/<int:class_id>/restore/",
        views.classroom_archive,
        {"archived": False},
        name="teach-restore",
    ),
    path("classes/<int:class_id>/teachers/", views.co_teacher_add, name="teach-teacher-add"),
    path(
        "classes/<int:class_id>/teachers/<int:teacher_id>/remove/",
        views.co_teacher_remove,
        name="teach-teacher-remove",
    ),
    path("classes/<int:class_id>/students/", views.students, name="teach-students"),
    path("classes/<int:class_id>/students/add/", views.students_add, name="teach-students-add"),
    path(
        "classes/<int:class_id>/students/<int:enrollment_id>/",
        views.student_page,
        name="teach-student",
    ),
    path(
        "classes/<int:class_id>/students/<int:enrollment_id>/password/",
        views.student_password,
        name="teach-student-password",
    ),
    path(
        "classes/<int:class_id>/students/<int:enrollment_id>/archive/",
        views.student_archive,
        {"archived": True},
        name="teach-student-archive",
    ),
    path(
        "classes/<int:class_id>/students/<int:enrollment_id>/restore/",
        views.student_archive,
        {"archived": False},
        name="teach-student-restore",
    ),
    path(
        "classes/<int:class_id>/students/<int:enrollment_id>/move/",
        views.student_move,
        name="teach-student-move",
    ),
    path(
        "classes/<int:class_id>/assignments/",
        views.assignment_create,
        name="teach-assignment-create",
    ),
    path(
        "classes/<int:class_id>/assignments/panel/",
        views.assignments_panel,
        name="teach-assignments-panel",
    ),
    path(
        "classes/<int:class_id>/assignments/<int:assignment_id>/delete/",
        views.assignment_delete,
        name="teach-assignment-delete",
    ),
]
