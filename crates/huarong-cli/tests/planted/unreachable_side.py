"""Planted bug: every free side of the piece is taken for one the blank
reaches, so the program crashes (KeyError, exit status 1) on a board where
the piece cuts the blank off from a free side."""

import classic

classic.main("free_is_reached")
