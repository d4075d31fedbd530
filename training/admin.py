from django.contrib import admin
from django.contrib.auth.admin import UserAdmin

from training.forms import AdminSignUpForm, AdminUserForm
from training.models import User


@admin.register(User)
class RoleUserAdmin(UserAdmin):
    # Both forms refuse a username that looks like another account's.
    add_form = AdminSignUpForm
    form = AdminUserForm
    list_display = ("username", "role", "is_staff", "last_login")
    list_filter = ("role", *UserAdmin.list_filter)
    fieldsets = (*UserAdmin.fieldsets, (None, {"fields": ("role",)}))  # type: ignore[misc]  # set in UserAdmin; its stub keeps the Optional
