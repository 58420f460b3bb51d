"""Planted bug: the blank's first walk, to the sides of the piece, may pass
through the piece (its walks round the piece may not)."""

import classic

classic.main("first_walk_through")
