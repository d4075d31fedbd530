from django.contrib import admin
from django.contrib.auth.admin import UserAdmin

from training.models import User


@admin.register(User)
class RoleUserAdmin(UserAdmin):
    list_display = ("username", "role", "is_staff", "last_login")
    list_filter = ("role", *UserAdmin.list_filter)
    fieldsets = (*UserAdmin.fieldsets, (None, {"fields": ("role",)}))
