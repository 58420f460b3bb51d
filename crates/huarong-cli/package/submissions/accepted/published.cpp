// The published method. The piece moves only when the blank is beside it,
// so a state is (the piece's cell, the side of it the blank is on). The
// blank's shortest walk from one side of a cell to another, not crossing
// the cell, depends on the board alone: one BFS per state, done once. A
// game is a BFS of the blank to the sides of the piece (the piece's cell
// blocked), then SPFA over the states; the answer is the cheapest state
// whose piece is on the target.
#include <cstdio>
#include <cstring>
#include <queue>
using namespace std;

const int N = 32, INF = 0x3f3f3f3f;
const int DR[4] = {-1, 1, 0, 0}, DC[4] = {0, 0, -1, 1};  // up, down, left, right: opposite is d ^ 1
int n, m, q;
int board[N][N];
int around[N][N][4][4];  // around[r][c][a][b]: blank from side a of (r, c) to side b, not crossing it
int walk[N][N];  // the blank's steps to each cell it reached
bool reached[N][N];
int best[N][N][4];
bool queued[N][N][4];

bool is_free(int r, int c) { return r >= 1 && r <= n && c >= 1 && c <= m && board[r][c]; }

// Steps of the blank from (sr, sc) to every cell, never entering (br, bc).
void bfs(int sr, int sc, int br, int bc) {
    memset(reached, 0, sizeof reached);
    queue<pair<int, int>> todo;
    walk[sr][sc] = 0, reached[sr][sc] = true;
    todo.push({sr, sc});
    while (!todo.empty()) {
        auto [r, c] = todo.front();
        todo.pop();
        for (int d = 0; d < 4; d++) {
            int nr = r + DR[d], nc = c + DC[d];
            if (!is_free(nr, nc) || (nr == br && nc == bc) || reached[nr][nc]) continue;
            walk[nr][nc] = walk[r][c] + 1, reached[nr][nc] = true;
            todo.push({nr, nc});
        }
    }
}

int main() {
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    for (int r = 1; r <= n; r++)
        for (int c = 1; c <= m; c++) scanf("%d", &board[r][c]);
    memset(around, 0x3f, sizeof around);
    for (int r = 1; r <= n; r++)
        for (int c = 1; c <= m; c++) {
            if (!board[r][c]) continue;
            for (int a = 0; a < 4; a++) {
                if (!is_free(r + DR[a], c + DC[a])) continue;
                bfs(r + DR[a], c + DC[a], r, c);
                for (int b = 0; b < 4; b++) {
                    int br = r + DR[b], bc = c + DC[b];
                    if (b != a && is_free(br, bc) && reached[br][bc]) around[r][c][a][b] = walk[br][bc];
                }
            }
        }
    while (q--) {
        int er, ec, sr, sc, tr, tc;
        scanf("%d %d %d %d %d %d", &er, &ec, &sr, &sc, &tr, &tc);
        if (sr == tr && sc == tc) {
            puts("0");
            continue;
        }
        memset(best, 0x3f, sizeof best);
        bfs(er, ec, sr, sc);
        queue<int> todo;
        for (int d = 0; d < 4; d++) {
            int r = sr + DR[d], c = sc + DC[d];
            if (is_free(r, c) && reached[r][c]) {
                best[sr][sc][d] = walk[r][c];
                queued[sr][sc][d] = true;
                todo.push((sr * N + sc) * 4 + d);
            }
        }
        while (!todo.empty()) {
            int s = todo.front();
            todo.pop();
            int d = s % 4, c = s / 4 % N, r = s / 4 / N;
            queued[r][c][d] = false;
            int cost = best[r][c][d];
            // The swap: the piece moves onto the blank, the blank lands behind it.
            int pr = r + DR[d], pc = c + DC[d], pd = d ^ 1;
            if (cost + 1 < best[pr][pc][pd]) {
                best[pr][pc][pd] = cost + 1;
                if (!queued[pr][pc][pd]) queued[pr][pc][pd] = true, todo.push((pr * N + pc) * 4 + pd);
            }
            for (int b = 0; b < 4; b++) {
                int w = around[r][c][d][b];
                if (b == d || w == INF || cost + w >= best[r][c][b]) continue;
                best[r][c][b] = cost + w;
                if (!queued[r][c][b]) queued[r][c][b] = true, todo.push((r * N + c) * 4 + b);
            }
        }
        int answer = INF;
        for (int d = 0; d < 4; d++) answer = min(answer, best[tr][tc][d]);
        printf("%d\n", answer == INF ? -1 : answer);
    }
}
