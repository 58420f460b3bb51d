//! The explanation of -1 (`piece_reach`) against its definition by brute
//! force and against the solver's answers, on random boards.
#![cfg(feature = "generate")]

use std::collections::{BTreeSet, VecDeque};

use huarong::generate::{mixed_games, random_board, seeded};
use huarong::{Board, Dir, Game, Pos, Puzzle, SolveOptions, StateGraph, piece_reach, solve};

/// Every cell the piece occupies in a breadth-first search over all
/// (blank, piece) positions: the definition, by brute force.
fn brute_reach(board: &Board, game: &Game) -> BTreeSet<Pos> {
    let mut seen = BTreeSet::from([(game.blank, game.piece)]);
    let mut queue = VecDeque::from([(game.blank, game.piece)]);
    while let Some((blank, piece)) = queue.pop_front() {
        for dir in Dir::ALL {
            let Some(next) = board.neighbor(blank, dir) else {
                continue;
            };
            if !board.is_free(next) {
                continue;
            }
            let moved = (next, if next == piece { blank } else { piece });
            if seen.insert(moved) {
                queue.push_back(moved);
            }
        }
    }
    seen.into_iter().map(|(_, piece)| piece).collect()
}

#[test]
fn agrees_with_brute_force_and_with_the_answers() {
    let mut rng = seeded(15);
    let mut unsolvable = 0;
    for round in 0..300 {
        let (rows, cols) = (1 + round % 5, 1 + (round / 5) % 6);
        let fixed = [0.1, 0.25, 0.4][round % 3];
        let board = random_board(rows, cols, fixed, &mut rng);
        let games = mixed_games(&board, 4, &mut rng);
        let puzzle = Puzzle { board, games };
        let answers = solve(&puzzle, &SolveOptions::default()).unwrap();
        let graph = StateGraph::new(&puzzle.board);
        for (game, answer) in puzzle.games.iter().zip(answers.into_costs()) {
            let reach = piece_reach(&graph, game);
            let expected: Vec<Pos> = brute_reach(&puzzle.board, game).into_iter().collect();
            assert_eq!(reach, expected, "{game:?} on\n{puzzle}");
            assert_eq!(reach.contains(&game.target), answer.is_some());
            unsolvable += usize::from(answer.is_none());
        }
    }
    // The comparison covered unsolvable games, the ones the page explains.
    assert!(unsolvable > 20, "only {unsolvable} unsolvable games");
}
