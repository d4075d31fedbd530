"""User.username_skeleton: the look-alike skeleton of the username, unique.

Existing accounts get their skeleton; should two existing names already look alike,
the later account's skeleton gets its id appended (both keep working, no new
look-alike of either can be made).
"""

from django.db import migrations, models


def fill_skeletons(apps, schema_editor):
    from training.usernames import username_skeleton

    User = apps.get_model("training", "User")
    taken = set()
    for user in User.objects.order_by("pk"):
        skeleton = username_skeleton(user.username)
        if skeleton in taken:
            skeleton = f"{skeleton}#{user.pk}"
        taken.add(skeleton)
        User.objects.filter(pk=user.pk).update(username_skeleton=skeleton)


class Migration(migrations.Migration):
    dependencies = [("training", "0005_gym_peek_home")]

    operations = [
        migrations.AddField(
            model_name="user",
            name="username_skeleton",
            field=models.CharField(editable=False, max_length=600, null=True),
        ),
        migrations.RunPython(fill_skeletons, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="user",
            name="username_skeleton",
            field=models.CharField(editable=False, max_length=600, unique=True),
        ),
    ]
