"""Planted bug: the search counts the target only when the piece moves onto
it, so a piece already on its target must step off and back (2 moves at
least)."""

import classic

classic.main("home_on_move")
