"""Planted bug: -1 only when the blank reaches no side of the piece; when
the search from those it reaches never reaches the target, the program
prints its infinity (0x3f3f3f3f) instead of -1."""

import classic

classic.main("forgets_infinity")
