"""The cases of a plain set (`huarong testset DIR`), which every package of
the same seed must hold, byte for byte."""

import os


def cases(folder):
    """Each case's name with its input and answers, as bytes."""
    found = {}
    for name in sorted(os.listdir(folder)):
        stem, ext = os.path.splitext(name)
        if ext == ".in":
            with open(os.path.join(folder, name), "rb") as given, \
                    open(os.path.join(folder, stem + ".ans"), "rb") as answers:
                found[stem] = (given.read(), answers.read())
    assert found, f"no cases in {folder}"
    return found


def files(folder, skip=("huarong-testset.txt",)):
    """Every file under `folder` but those named in `skip` and the zips, by
    its path relative to it, with its bytes."""
    found = {}
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            relative = os.path.relpath(path, folder).replace(os.sep, "/")
            if relative in skip or relative.endswith(".zip"):
                continue
            with open(path, "rb") as file:
                found[relative] = file.read()
    return found
