//! The ICPC package's programs, in C++ (its tools compile them): the input
//! validator, and the submissions its checks run, each in the folder that
//! says what it must get. `accepted`: the published method and a faster
//! one. `wrong_answer`: the published method with one bug planted, the
//! bugs of `tests/planted/` (a Python one that crashes is, in C++, a wrong
//! answer: it reads a distance that was never written). `time_limit_exceeded`:
//! a correct search per game over (blank, piece) positions, which the full
//! tier makes too slow. The sources live in `crates/huarong-cli/package/`;
//! the planted ones are made here from the published one, so that each
//! differs from it by its bug alone.

use anyhow::ensure;

/// The input validator: `input_validators/validate/validate.cpp`.
pub(super) const VALIDATOR: &str = include_str!("../../../package/input_validators/validate.cpp");

/// The published method, as `accepted/published.cpp`.
const PUBLISHED: &str = include_str!("../../../package/submissions/accepted/published.cpp");

/// The faster method, as `accepted/fast.cpp`.
const FAST: &str = include_str!("../../../package/submissions/accepted/fast.cpp");

/// The reference solution the Hydro and FPS packages carry, which their
/// judges compile and run on import: the faster one, which stays far within
/// the time limit even as Hydro's `cc` compiles it, without optimisation.
pub(super) const REFERENCE: &str = FAST;

/// A submission: its folder under `submissions/`, its file name, its source.
pub(super) struct Submission {
    pub(super) folder: &'static str,
    pub(super) file: &'static str,
    pub(super) source: String,
}

/// A bug planted in the published method: its file's name, a line for its
/// header, and the edits that plant it (each `from` occurs once).
struct Planted {
    file: &'static str,
    what: &'static str,
    edits: &'static [(&'static str, &'static str)],
}

const PLANTED: [Planted; 3] = [
    Planted {
        file: "walks_through_piece.cpp",
        what: "the blank's walks ignore the marked piece, so they may pass through it",
        edits: &[(
            "if (!is_free(nr, nc) || (nr == br && nc == bc) || reached[nr][nc]) continue;",
            "if (!is_free(nr, nc) || reached[nr][nc]) continue;",
        )],
    },
    Planted {
        file: "nearest_side_only.cpp",
        what: "the search starts only from the side of the piece the blank reaches first",
        edits: &[
            (
                "            if (is_free(r, c) && reached[r][c]) {",
                "            if (is_free(r, c) && reached[r][c] && d == nearest_side(sr, sc)) {",
            ),
            (
                "int main() {",
                "// The side of (r, c) the blank's last walk reached first (the lowest\n\
                 // on a tie).\n\
                 int nearest_side(int r, int c) {\n    \
                     int side = -1;\n    \
                     for (int d = 0; d < 4; d++) {\n        \
                         int nr = r + DR[d], nc = c + DC[d];\n        \
                         if (!is_free(nr, nc) || !reached[nr][nc]) continue;\n        \
                         if (side < 0 || walk[nr][nc] < walk[r + DR[side]][c + DC[side]]) side = d;\n    \
                     }\n    \
                     return side;\n\
                 }\n\n\
                 int main() {",
            ),
        ],
    },
    Planted {
        file: "unreachable_side.cpp",
        what: "every free side of a cell counts as one the blank reaches, at whatever distance \
               its last walk left there",
        edits: &[
            (
                "            if (is_free(r, c) && reached[r][c]) {",
                "            if (is_free(r, c)) {",
            ),
            (
                "if (b != a && is_free(br, bc) && reached[br][bc])",
                "if (b != a && is_free(br, bc))",
            ),
        ],
    },
];

/// Every submission of the package.
pub(super) fn submissions() -> anyhow::Result<Vec<Submission>> {
    let mut all = vec![
        Submission {
            folder: "accepted",
            file: "published.cpp",
            source: PUBLISHED.to_owned(),
        },
        Submission {
            folder: "accepted",
            file: "fast.cpp",
            source: FAST.to_owned(),
        },
        Submission {
            folder: "time_limit_exceeded",
            file: "per_game_bfs.cpp",
            source: include_str!(
                "../../../package/submissions/time_limit_exceeded/per_game_bfs.cpp"
            )
            .to_owned(),
        },
    ];
    for planted in &PLANTED {
        let mut source = format!(
            "// Wrong answer, planted: {}. Otherwise the published method, as\n\
             // accepted/published.cpp has it.\n",
            planted.what
        );
        let mut body = PUBLISHED.to_owned();
        for &(from, to) in planted.edits {
            ensure!(
                body.matches(from).count() == 1,
                "{}: the published method no longer holds `{from}` once",
                planted.file
            );
            body = body.replacen(from, to, 1);
        }
        source.push_str(&body);
        all.push(Submission {
            folder: "wrong_answer",
            file: planted.file,
            source,
        });
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::submissions;

    /// Each planted bug still applies to the published method.
    #[test]
    fn every_bug_plants() {
        let all = submissions().expect("every edit applies");
        assert_eq!(all.len(), 6);
        assert_eq!(all.iter().filter(|s| s.folder == "wrong_answer").count(), 3);
    }
}
