"""The Dogs breed pictures (static/icons/dogs.svg): our own drawings, one per breed,
the file being the generator's output."""

import importlib.util
import re
from pathlib import Path

from games.labels import BREEDS, square_face

ROOT = Path(__file__).resolve().parents[2]


def _generator():
    path = ROOT / "games" / "data" / "make_dog_pictures.py"
    spec = importlib.util.spec_from_file_location("make_dog_pictures", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sprite_is_the_generators_output_with_a_picture_per_breed():
    sprite = (ROOT / "static" / "icons" / "dogs.svg").read_text()
    assert sprite == _generator().sprite()
    assert set(re.findall(r'<symbol id="dog-([A-Z]+)"', sprite)) == set(BREEDS)


def test_breeds_that_look_alike_by_name_are_drawn_differently():
    traits = _generator().TRAITS
    for a, b in [("BCO", "COL"), ("BUL", "FRB"), ("BTE", "BOS"), ("GOL", "LAB"), ("GRE", "WHI")]:
        assert traits[a] != traits[b], (a, b)


def test_a_dogs_square_is_a_picture_with_the_full_name():
    face = square_face("dogs", "COL")
    assert face.name == "Rough Collie"
    assert 'class="breed-picture"' in face.html and "#dog-COL" in face.html
    assert "Collie<" not in face.html  # no short name drawn beside the picture
