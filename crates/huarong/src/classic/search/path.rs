//! From the layouts of a shortest path to the moves a player makes: which
//! piece (by the name it has at the start, pieces of one shape being told
//! apart again) and its steps.

use crate::classic::metric::Metric;
use crate::classic::moves::ClassicMove;
use crate::classic::puzzle::ClassicPuzzle;
use crate::classic::search::rules::Rules;
use crate::classic::search::word::Word;

/// The moves between consecutive layouts of `path`, which starts at the
/// start of `puzzle`.
pub(crate) fn moves_along<const N: usize>(
    puzzle: &ClassicPuzzle,
    rules: &Rules<N>,
    metric: Metric,
    path: &[Word<N>],
) -> Vec<ClassicMove> {
    // Which piece has its top-left cell at each slot.
    let mut names: Vec<Option<char>> = vec![None; rules.encoding().slots()];
    for piece in puzzle.pieces() {
        names[rules.slot(piece.pos) as usize] = Some(piece.name);
    }
    path.windows(2)
        .map(|pair| {
            let (from, to, steps) = rules.move_between(pair[0], pair[1], metric);
            let piece = names[from as usize]
                .take()
                .expect("a move starts at a piece's top-left cell");
            names[to as usize] = Some(piece);
            ClassicMove { piece, steps }
        })
        .collect()
}
