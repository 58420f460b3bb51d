"""Planted bug: a target under the blank is taken for a blocked cell, so a
game whose blank stands on the target gets -1."""

import classic

classic.main("blank_target_blocked")
