"""Planted bug: every free side of the piece starts the search, those the
blank cannot reach at the walk's infinity (0x3f3f3f3f), and the answer is
printed as found: an unsolvable game whose piece could reach the target
from a side the blank cannot reach prints a huge number, not -1."""

import classic

classic.main("unreached_start")
