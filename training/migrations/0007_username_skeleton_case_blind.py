"""User.username_skeleton again, now case-blind for I/l/1 and the Cyrillic letters whose
capitals are Latin capitals (training/usernames.py LOOKS_THE_SAME). Should two
existing names now look alike, the later account's skeleton gets its id appended (both
keep working; no new look-alike of either can be made)."""

from django.db import migrations


def refill_skeletons(apps, schema_editor):
    from training.usernames import username_skeleton

    User = apps.get_model("training", "User")
    users = list(User.objects.order_by("pk"))
    # Clear first: the unique index must not see a new skeleton next to an old one.
    for user in users:
        User.objects.filter(pk=user.pk).update(username_skeleton=f"#{user.pk}")
    taken = set()
    for user in users:
        skeleton = username_skeleton(user.username)
        if skeleton in taken:
            skeleton = f"{skeleton}#{user.pk}"
        taken.add(skeleton)
        User.objects.filter(pk=user.pk).update(username_skeleton=skeleton)


class Migration(migrations.Migration):
    dependencies = [("training", "0006_username_skeleton")]

    operations = [migrations.RunPython(refill_skeletons, migrations.RunPython.noop)]
