"""Planted bug: the blank's walks ignore the designated piece, so the blank
may pass through it on its way to a side."""

import classic

classic.main("walk_through")
