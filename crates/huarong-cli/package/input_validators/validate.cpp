// Input validator (Kattis problem format: exit 42 accepts, 43 rejects, with
// the reason on stderr). The judge's format to the byte: one space between
// numbers, one line per board row and per game, no sign and no leading
// zero, LF line ends, nothing after the last line. Then the data's
// promises: 1 <= n, m <= 30, 0 <= q <= 500; cells 0 or 1; each game's
// blank, piece and target inside the board on 1-cells; the blank not on
// the piece. A group's flags add its tier's limits: `single` (n, m <= 10
// and q = 1) or `few` (q <= 10).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

static std::string text;
static size_t at = 0;
static int line = 1;

[[noreturn]] static void reject(const char *what) {
    fprintf(stderr, "line %d: %s\n", line, what);
    exit(43);
}

// A number without sign or leading zero, at most `most`.
static long number(long most) {
    if (at >= text.size() || text[at] < '0' || text[at] > '9') reject("expected a number");
    if (text[at] == '0' && at + 1 < text.size() && text[at + 1] >= '0' && text[at + 1] <= '9')
        reject("a number with a leading zero");
    long value = 0;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9') {
        value = value * 10 + (text[at++] - '0');
        if (value > most) reject("a number out of range");
    }
    return value;
}

static void expect(char c) {
    if (at >= text.size() || text[at] != c) reject(c == ' ' ? "expected one space" : "expected the end of the line");
    at++;
    if (c == '\n') line++;
}

int main(int argc, char **argv) {
    bool single = false, few = false;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "single")) single = true;
        else if (!strcmp(argv[i], "few")) few = true;
    }
    char buffer[1 << 16];
    size_t got;
    while ((got = fread(buffer, 1, sizeof buffer, stdin)) > 0) text.append(buffer, got);

    long n = number(30);
    expect(' ');
    long m = number(30);
    expect(' ');
    long q = number(500);
    expect('\n');
    if (n < 1 || m < 1) reject("the board needs a row and a column at least");
    if (single && (n > 10 || m > 10 || q != 1)) reject("this group has n, m <= 10 and one game");
    if (few && q > 10) reject("this group has at most 10 games");
    int cell[31][31];
    for (int r = 1; r <= n; r++)
        for (int c = 1; c <= m; c++) {
            cell[r][c] = number(1);
            expect(c < m ? ' ' : '\n');
        }
    for (long k = 0; k < q; k++) {
        long v[6];
        for (int i = 0; i < 6; i++) {
            v[i] = number(30);
            expect(i < 5 ? ' ' : '\n');
            long bound = i % 2 == 0 ? n : m;
            if (v[i] < 1 || v[i] > bound) reject("a cell outside the board");
        }
        for (int i = 0; i < 6; i += 2)
            if (!cell[v[i]][v[i + 1]]) reject("a game's blank, piece or target on a fixed cell");
        if (v[0] == v[2] && v[1] == v[3]) reject("the blank on the piece");
    }
    if (at != text.size()) reject("text after the last game");
    return 42;
}
