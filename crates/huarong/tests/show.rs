//! The library's drawings (`huarong::render`): snapshots of the terminal
//! text and the SVG for small games, well-formed XML, and routes that follow
//! the replay. (`huarong show` is held to the same drawings in the command's
//! tests.)
#![cfg(all(feature = "generate", feature = "render"))]

mod support;

use huarong::generate::{Family, board, mixed_games, seeded};
use huarong::render::{Scene, Style, positions, route};
use huarong::{Board, Dir, FastSolver, Game, Pos, Puzzle, Solution, StateGraph, replay};
use support::cases::{SAMPLE, puzzle};
use support::drawings::{scene, solve, strip_ansi, terminal_with_steps, well_formed};

/// An open 3 x 3 board. Game 1: the piece crosses it corner to corner, the
/// blank starts beside it. Game 2: the piece is already on the target.
const OPEN: &str = "3 3 2\n1 1 1\n1 1 1\n1 1 1\n1 2 1 1 3 3\n2 2 1 1 1 1\n";
/// One optimal solution of the open board's game 1. The snapshots draw this
/// one, not whichever of the equally short ones the solver picks.
const OPEN_MOVES: &str = "LDRURDLDRU";

/// The open board's game 1 drawn with [`OPEN_MOVES`], checked to be optimal.
fn open_scene(puzzle: &Puzzle) -> Scene<'_> {
    let game = puzzle.games[0];
    let moves: Vec<Dir> = OPEN_MOVES
        .chars()
        .map(|c| *Dir::ALL.iter().find(|d| d.letter() == c).unwrap())
        .collect();
    let best = solve(&puzzle.board, &game).expect("solvable");
    assert_eq!(best.cost, moves.len() as u64);
    assert_eq!(replay(&puzzle.board, &game, &moves), Ok(game.target));
    let solution = Solution {
        cost: best.cost,
        moves,
    };
    Scene::new(&puzzle.board, 1, game, Some(&solution)).expect("scene")
}

#[test]
fn sample_game_1_terminal() {
    let p = puzzle(SAMPLE);
    let scene = scene(&p, 1);
    insta::assert_snapshot!(terminal_with_steps(&scene, Style::Plain));
}

#[test]
fn sample_game_2_unsolvable_terminal() {
    let p = puzzle(SAMPLE);
    let scene = scene(&p, 2);
    assert!(scene.steps(Style::Plain).is_empty());
    insta::assert_snapshot!(scene.terminal(Style::Plain));
}

#[test]
fn open_board_terminal() {
    let p = puzzle(OPEN);
    insta::assert_snapshot!(terminal_with_steps(&open_scene(&p), Style::Plain));
}

#[test]
fn piece_on_target_terminal() {
    let p = puzzle(OPEN);
    let scene = scene(&p, 2);
    assert!(scene.steps(Style::Plain).is_empty());
    assert_eq!(scene.route(), vec![Pos::new(0, 0)]);
    insta::assert_snapshot!(scene.terminal(Style::Plain));
}

#[test]
fn sample_game_1_svg_animated() {
    let p = puzzle(SAMPLE);
    insta::assert_snapshot!(scene(&p, 1).svg(true));
}

#[test]
fn sample_game_1_svg_still() {
    let p = puzzle(SAMPLE);
    insta::assert_snapshot!(scene(&p, 1).svg(false));
}

#[test]
fn sample_game_2_unsolvable_svg() {
    let p = puzzle(SAMPLE);
    let scene = scene(&p, 2);
    // Nothing to animate: both are the still picture.
    assert_eq!(scene.svg(true), scene.svg(false));
    insta::assert_snapshot!(scene.svg(true));
}

#[test]
fn open_board_svg_animated() {
    let p = puzzle(OPEN);
    insta::assert_snapshot!(open_scene(&p).svg(true));
}

#[test]
fn colour_is_the_plain_text_with_escapes() {
    for (text, games) in [(SAMPLE, 2), (OPEN, 2)] {
        let p = puzzle(text);
        for number in 1..=games {
            let scene = scene(&p, number);
            let plain = terminal_with_steps(&scene, Style::Plain);
            let color = terminal_with_steps(&scene, Style::Color);
            assert!(!plain.contains('\x1b'));
            assert!(color.contains("\x1b["), "no colour in {color:?}");
            assert_eq!(strip_ansi(&color), plain);
        }
    }
}

#[test]
fn every_svg_is_well_formed_xml() {
    let mut scenes = Vec::new();
    let sample = puzzle(SAMPLE);
    let open = puzzle(OPEN);
    scenes.push(scene(&sample, 1));
    scenes.push(scene(&sample, 2));
    scenes.push(scene(&open, 1));
    scenes.push(open_scene(&open));
    scenes.push(scene(&open, 2));
    for scene in &scenes {
        well_formed(&scene.svg(true));
        well_formed(&scene.svg(false));
    }
}

/// A 2 x 160 strip: the piece walks its length, several hundred moves, so the
/// animation is sampled; the file stays small and well-formed.
#[test]
fn long_solutions_are_sampled() {
    let board = Board::from_rows(&["1".repeat(160).as_str(), "1".repeat(160).as_str()]).unwrap();
    let game = Game {
        blank: Pos::new(1, 1),
        piece: Pos::new(0, 0),
        target: Pos::new(0, 159),
    };
    let solution = solve(&board, &game).expect("solvable");
    assert!(solution.moves.len() > 2 * huarong::render::MAX_ANIMATED_MOVES);
    let scene = Scene::new(&board, 1, game, Some(&solution)).unwrap();
    let svg = scene.svg(true);
    well_formed(&svg);
    well_formed(&scene.svg(false));
    let total = solution.moves.len();
    assert!(svg.contains(&format!(">move 0 / {total}")));
    assert!(svg.contains(&format!(">move {total} / {total}<")));
    let frames = svg.matches(">move ").count();
    assert_eq!(frames, huarong::render::MAX_ANIMATED_MOVES + 1);
    assert!(svg.len() < 200_000, "{} bytes", svg.len());
}

/// On every board family the route starts at the piece, steps between
/// neighbours, ends where the replay ends, and the step frames follow it.
#[test]
fn routes_follow_the_replay() {
    for (i, family) in Family::ALL.iter().enumerate() {
        let mut rng = seeded(40 + i as u64);
        let (rows, cols) = family.shape(7, 9);
        let board = board(*family, rows, cols, &mut rng);
        let games = mixed_games(&board, 6, &mut rng);
        let graph = StateGraph::new(&board);
        let mut solver = FastSolver::new(&graph);
        for game in &games {
            let Some(solution) = solver.solve_with_moves(game).unwrap() else {
                continue;
            };
            let cells = route(&board, game, &solution.moves).unwrap();
            assert_eq!(cells[0], game.piece);
            assert_eq!(
                *cells.last().unwrap(),
                replay(&board, game, &solution.moves).unwrap()
            );
            assert!(cells.windows(2).all(|w| w[0].manhattan(w[1]) == 1));
            let all = positions(&board, game, &solution.moves).unwrap();
            assert_eq!(all.len(), solution.moves.len() + 1);
            let scene = Scene::new(&board, 1, *game, Some(&solution)).unwrap();
            assert_eq!(scene.route(), cells);
            let steps = scene.steps(Style::Plain);
            assert_eq!(steps.len(), cells.len() - 1);
            for (k, frame) in steps.iter().enumerate() {
                let prefix = format!("step {} / {}, move ", k + 1, steps.len());
                assert!(frame.starts_with(&prefix), "{frame}");
            }
            well_formed(&scene.svg(true));
        }
    }
}

#[test]
fn illegal_moves_are_refused() {
    let p = puzzle(SAMPLE);
    let bad = Solution {
        cost: 1,
        moves: vec![Dir::Left],
    };
    assert!(Scene::new(&p.board, 1, p.games[0], Some(&bad)).is_err());
    let on_fixed = Game {
        blank: Pos::new(0, 0),
        ..p.games[0]
    };
    assert!(Scene::new(&p.board, 1, on_fixed, None).is_err());
}
