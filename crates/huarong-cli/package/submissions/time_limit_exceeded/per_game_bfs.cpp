// Correct but slow: a breadth-first search per game over the positions of
// the blank and the piece, stopping as soon as the piece reaches the
// target. With F free cells a game may search F (F - 1) positions: some
// 800,000 on a 30 x 30 board, so 500 far games take seconds.
#include <cstdint>
#include <cstdio>
#include <cstring>

// Cells on a grid 32 wide with a border of fixed cells; a position is
// blank << 10 | piece.
const int W = 32, STEP[4] = {-W, W, -1, 1};
static bool is_free[W * W];
static uint8_t seen[1 << 20];
static uint32_t todo[1 << 20];

int main() {
    int n, m, q;
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    for (int r = 1; r <= n; r++)
        for (int c = 1; c <= m; c++) {
            int cell;
            scanf("%d", &cell);
            is_free[r * W + c] = cell == 1;
        }
    while (q--) {
        int er, ec, sr, sc, tr, tc;
        scanf("%d %d %d %d %d %d", &er, &ec, &sr, &sc, &tr, &tc);
        int blank = er * W + ec, piece = sr * W + sc, target = tr * W + tc;
        int answer = piece == target ? 0 : -1;
        memset(seen, 0, sizeof seen);
        uint32_t head = 0, tail = 0;
        todo[tail++] = blank << 10 | piece;
        seen[blank << 10 | piece] = 1;
        for (int depth = 1; answer < 0 && head < tail; depth++) {
            for (uint32_t end = tail; answer < 0 && head < end; head++) {
                int b = todo[head] >> 10, p = todo[head] & 1023;
                for (int d = 0; d < 4; d++) {
                    int next = b + STEP[d];
                    if (!is_free[next]) continue;
                    if (next == p && b == target) {
                        answer = depth;
                        break;
                    }
                    uint32_t position = next == p ? p << 10 | b : next << 10 | p;
                    if (!seen[position]) seen[position] = 1, todo[tail++] = position;
                }
            }
        }
        printf("%d\n", answer);
    }
}
