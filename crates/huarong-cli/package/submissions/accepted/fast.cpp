// The published method, made fast where it spends its time. A state is
// (the piece's cell, the side of it the blank is on), as there; but
// - each walk of the blank round a cell stops as soon as it has reached
//   every other free side of it (on open ground, after a few steps), and
//   walks are symmetric, so each pair of sides is searched once;
// - the states fall into components (union-find over the swaps and the
//   walks round cells), so a game whose target is in no component of a
//   start state is -1 without a search;
// - a game is a Dijkstra over the states with a bucket per cost (costs are
//   small integers; Dial's algorithm) that stops at the first state on the
//   target, not an SPFA over all of them.
#include <cstdio>
#include <cstring>
#include <vector>
using namespace std;

const int N = 32, INF = 0x3f3f3f3f, WIDTH = N * N + 2;
const int DR[4] = {-1, 1, 0, 0}, DC[4] = {0, 0, -1, 1};  // opposite side: d ^ 1
int n, m, q;
int board[N][N];
int around[N][N][4][4];
int walk[N][N], stamp[N][N], stamps;
int best[N * N * 4], done_at[N * N * 4], games;
int parent[N * N * 4];

bool is_free(int r, int c) { return r >= 1 && r <= n && c >= 1 && c <= m && board[r][c]; }
int state(int r, int c, int d) { return (r * N + c) * 4 + d; }
int find(int s) { return parent[s] == s ? s : parent[s] = find(parent[s]); }
void unite(int a, int b) { parent[find(a)] = find(b); }

// The blank's steps from (sr, sc), never entering (br, bc); stops once
// `wanted` cells are reached when `wanted` > 0. Reached cells carry the
// current stamp.
void bfs(int sr, int sc, int br, int bc, int wanted, const int *want_r, const int *want_c) {
    static pair<int, int> todo[N * N];
    int head = 0, tail = 0, found = 0;
    stamps++;
    walk[sr][sc] = 0, stamp[sr][sc] = stamps;
    todo[tail++] = {sr, sc};
    auto hit = [&](int r, int c) {
        for (int i = 0; i < wanted; i++)
            if (want_r[i] == r && want_c[i] == c) return true;
        return false;
    };
    if (wanted > 0 && hit(sr, sc) && ++found == wanted) return;
    while (head < tail) {
        int r = todo[head].first, c = todo[head].second;
        head++;
        for (int d = 0; d < 4; d++) {
            int nr = r + DR[d], nc = c + DC[d];
            if (!is_free(nr, nc) || (nr == br && nc == bc) || stamp[nr][nc] == stamps) continue;
            stamp[nr][nc] = stamps, walk[nr][nc] = walk[r][c] + 1;
            todo[tail++] = {nr, nc};
            if (wanted > 0 && hit(nr, nc) && ++found == wanted) return;
        }
    }
}

int reached(int r, int c) { return stamp[r][c] == stamps ? walk[r][c] : INF; }

int main() {
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    for (int r = 1; r <= n; r++)
        for (int c = 1; c <= m; c++) scanf("%d", &board[r][c]);
    memset(around, 0x3f, sizeof around);
    for (int s = 0; s < N * N * 4; s++) parent[s] = s;
    for (int r = 1; r <= n; r++)
        for (int c = 1; c <= m; c++) {
            if (!board[r][c]) continue;
            for (int a = 0; a < 4; a++) {
                int ar = r + DR[a], ac = c + DC[a];
                if (!is_free(ar, ac)) continue;
                // The swap joins (cell, a) to (its neighbour, the other way).
                unite(state(r, c, a), state(ar, ac, a ^ 1));
                int want_r[4], want_c[4], sides[4], wanted = 0;
                for (int b = a + 1; b < 4; b++)
                    if (is_free(r + DR[b], c + DC[b]))
                        want_r[wanted] = r + DR[b], want_c[wanted] = c + DC[b], sides[wanted++] = b;
                if (wanted == 0) continue;
                bfs(ar, ac, r, c, wanted, want_r, want_c);
                for (int i = 0; i < wanted; i++) {
                    int w = reached(want_r[i], want_c[i]);
                    around[r][c][a][sides[i]] = around[r][c][sides[i]][a] = w;
                    if (w != INF) unite(state(r, c, a), state(r, c, sides[i]));
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
        games++;
        bfs(er, ec, sr, sc, 0, nullptr, nullptr);
        // Buckets by cost modulo WIDTH: no walk is that long, so the costs
        // waiting at any time span less than WIDTH.
        static vector<int> buckets[WIDTH];
        for (int i = 0; i < WIDTH; i++) buckets[i].clear();
        int pending = 0;
        bool hopeful = false;
        int lowest = INF;
        for (int d = 0; d < 4; d++) {
            int r = sr + DR[d], c = sc + DC[d];
            if (!is_free(r, c) || reached(r, c) == INF) continue;
            int s = state(sr, sc, d);
            best[s] = reached(r, c), done_at[s] = -games;
            lowest = min(lowest, best[s]);
            for (int t = 0; t < 4; t++)
                if (is_free(tr + DR[t], tc + DC[t]) && find(state(tr, tc, t)) == find(s)) hopeful = true;
        }
        int answer = -1;
        for (int d = 0; hopeful && d < 4; d++) {
            int s = state(sr, sc, d);
            if (is_free(sr + DR[d], sc + DC[d]) && reached(sr + DR[d], sc + DC[d]) != INF)
                buckets[best[s] % WIDTH].push_back(s), pending++;
        }
        for (int cost = lowest; hopeful && pending > 0 && answer < 0; cost++) {
            vector<int> &bucket = buckets[cost % WIDTH];
            for (size_t i = 0; i < bucket.size() && answer < 0; i++) {
                int s = bucket[i];
                pending--;
                // An entry whose state has since been reached more cheaply.
                if (best[s] != cost || done_at[s] == games) continue;
                done_at[s] = games;
                int d = s % 4, c = s / 4 % N, r = s / 4 / N;
                if (r == tr && c == tc) {
                    answer = cost;
                    break;
                }
                auto relax = [&](int t, int w) {
                    if (done_at[t] != games && (done_at[t] != -games || w < best[t])) {
                        best[t] = w, done_at[t] = -games;
                        buckets[w % WIDTH].push_back(t), pending++;
                    }
                };
                relax(state(r + DR[d], c + DC[d], d ^ 1), cost + 1);
                for (int b = 0; b < 4; b++)
                    if (b != d && around[r][c][d][b] != INF) relax(state(r, c, b), cost + around[r][c][d][b]);
            }
            bucket.clear();
        }
        printf("%d\n", answer);
    }
}
