"""Planted bug: the "already on the target" check comes after the blank's
first walk, once it has reached a side of the piece, so a piece on its
target with the blank shut away from it gets -1."""

import classic

classic.main("home_after_walk")
