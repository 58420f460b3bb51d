"""A correct solution in the published way, for the tests of `huarong check`,
`test` and `stress`: states are (the piece's cell, the side of it the blank
is on); the blank walks to a side of the piece first, then the piece moves
by swaps and the blank's walks around it, in a shortest-path search.

Run directly, it is the correct solution. The other scripts here run it with
one bug planted (see `main`).
"""

import heapq
import sys
from collections import deque

# Up, down, left, right: a direction's opposite is its index xor 1.
DIRS = ((-1, 0), (1, 0), (0, -1), (0, 1))

# The published C++'s infinity (0x3f3f3f3f), which some planted bugs print.
INF = 0x3F3F3F3F


def read_puzzle():
    """The board (rows of 0/1) and the games, 0-based."""
    data = sys.stdin.read().split()
    n, m, q = int(data[0]), int(data[1]), int(data[2])
    board = [[0] * m for _ in range(n)]
    at = 3
    for r in range(n):
        for c in range(m):
            board[r][c] = int(data[at])
            at += 1
    games = []
    for _ in range(q):
        ex, ey, sx, sy, tx, ty = (int(x) - 1 for x in data[at:at + 6])
        games.append(((ex, ey), (sx, sy), (tx, ty)))
        at += 6
    return n, m, board, games


class Solver:
    def __init__(self, n, m, board, bugs):
        self.n, self.m, self.board = n, m, board
        self.walk_through = "walk_through" in bugs
        self.nearest_side = "nearest_side" in bugs
        self.free_is_reached = "free_is_reached" in bugs
        self.bugs = set(bugs)
        self.around = {}

    def free(self, cell):
        r, c = cell
        return 0 <= r < self.n and 0 <= c < self.m and self.board[r][c] == 1

    def walk(self, start, piece, through=None):
        """The blank's distances from `start`, never through the piece
        (unless `through`, or the bug `walk_through`)."""
        if through is None:
            through = self.walk_through
        dist = {start: 0}
        queue = deque([start])
        while queue:
            r, c = cell = queue.popleft()
            for dr, dc in DIRS:
                nxt = (r + dr, c + dc)
                if nxt in dist or not self.free(nxt):
                    continue
                if nxt == piece and not through:
                    continue
                dist[nxt] = dist[cell] + 1
                queue.append(nxt)
        return dist

    def sides(self, piece, dist):
        """(distance, side) for each side of the piece the walk reaches."""
        found = []
        for d, (dr, dc) in enumerate(DIRS):
            side = (piece[0] + dr, piece[1] + dc)
            if side in dist or (self.free_is_reached and self.free(side)):
                found.append((dist[side], d))
        return found

    def around_costs(self, piece, d):
        key = (piece, d)
        if key not in self.around:
            blank = (piece[0] + DIRS[d][0], piece[1] + DIRS[d][1])
            self.around[key] = self.sides(piece, self.walk(blank, piece))
        return self.around[key]

    def solve(self, blank, piece, target):
        bugs = self.bugs
        home_checked = not bugs & {"no_home_check", "home_after_walk", "home_on_move"}
        if home_checked and piece == target:
            return 0
        if "blank_target_blocked" in bugs and blank == target:
            return -1
        through = self.walk_through or "first_walk_through" in bugs
        starts = self.sides(piece, self.walk(blank, piece, through))
        if "home_after_walk" in bugs and starts and piece == target:
            return 0
        if self.nearest_side and starts:
            starts = [min(starts)]
        if "unreached_start" in bugs:
            for d, (dr, dc) in enumerate(DIRS):
                side = (piece[0] + dr, piece[1] + dc)
                if self.free(side) and all(s != d for _, s in starts):
                    starts.append((INF, d))
        on_move = "home_on_move" in bugs
        heap = [(cost, piece, d, False) for cost, d in starts]
        heapq.heapify(heap)
        done = set()
        while heap:
            cost, p, d, moved = heapq.heappop(heap)
            moved = moved and on_move
            if (p, d, moved) in done:
                continue
            done.add((p, d, moved))
            if p == target and (moved or not on_move):
                return cost
            # Swap: the piece moves onto the blank, the blank lands behind it.
            nxt = (p[0] + DIRS[d][0], p[1] + DIRS[d][1])
            heapq.heappush(heap, (cost + 1, nxt, d ^ 1, True))
            for walk, side in self.around_costs(p, d):
                if side != d:
                    heapq.heappush(heap, (cost + walk, p, side, False))
        if "forgets_infinity" in bugs and starts:
            return INF
        return -1


def main(*bugs):
    """Answers every game, with the bugs named: `walk_through` lets the
    blank walk through the piece; `nearest_side` starts only from the side
    of the piece the blank reaches first; `free_is_reached` takes every free
    side of the piece as one the blank reaches, and so looks up a distance
    that is not there when the piece cuts the blank off from a side;
    `no_home_check` has no "already on the target" check; `home_after_walk`
    checks it only once the blank has reached a side of the piece;
    `home_on_move` counts the target only when the piece moves onto it;
    `blank_target_blocked` answers -1 when the blank stands on the target;
    `first_walk_through` lets the blank's first walk cross the piece;
    `unreached_start` starts from every free side, those the blank cannot
    reach at INF, and prints what it finds; `forgets_infinity` prints INF,
    not -1, when the search from the sides the blank reaches fails."""
    n, m, board, games = read_puzzle()
    solver = Solver(n, m, board, bugs)
    out = [str(solver.solve(*game)) for game in games]
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
