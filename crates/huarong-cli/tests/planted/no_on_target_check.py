"""Planted bug: no "already on the target" check, so a piece that stands on
its target costs the blank's walk to it (-1 when the blank cannot reach
it): the published solution with that check removed."""

import classic

classic.main("no_home_check")
