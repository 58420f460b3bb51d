//! The library's drawings of a game as the tests look at them: a solved
//! scene, the terminal text with every step frame as `show --step` prints
//! it, colour stripped, and SVG checked to be well-formed. The library's
//! tests use it as `support::drawings`, and the command's harness includes
//! this same file, so that `huarong show` is held to the same drawings.

use huarong::render::{Scene, Style};
use huarong::{Board, FastSolver, Game, Puzzle, Solution, StateGraph};

/// One optimal solution of `game`, from a lone fast solver.
pub(crate) fn solve(board: &Board, game: &Game) -> Option<Solution> {
    let graph = StateGraph::new(board);
    FastSolver::new(&graph)
        .solve_with_moves(game)
        .expect("valid game")
}

/// The scene of game `number` (1-based) of `puzzle`, solved.
pub(crate) fn scene(puzzle: &Puzzle, number: usize) -> Scene<'_> {
    let game = puzzle.games[number - 1];
    let solution = solve(&puzzle.board, &game);
    Scene::new(&puzzle.board, number, game, solution.as_ref()).expect("scene")
}

/// The terminal view followed by every step frame, as `show --step` prints it.
pub(crate) fn terminal_with_steps(scene: &Scene<'_>, style: Style) -> String {
    let mut text = scene.terminal(style);
    for frame in scene.steps(style) {
        text.push('\n');
        text.push_str(&frame);
    }
    text
}

/// Removes ANSI escape sequences (`ESC [ ... letter`).
pub(crate) fn strip_ansi(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Parses `svg` as XML and returns the document's element count.
pub(crate) fn well_formed(svg: &str) -> usize {
    let doc = roxmltree::Document::parse(svg)
        .unwrap_or_else(|e| panic!("not well-formed XML: {e}\n{svg}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    doc.descendants()
        .filter(roxmltree::Node::is_element)
        .count()
}
