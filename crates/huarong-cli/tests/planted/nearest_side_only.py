"""Planted bug: the search starts only from the side of the piece the blank
reaches first, not from every side it reaches."""

import classic

classic.main("nearest_side")
