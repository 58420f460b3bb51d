//! The searches Learn mode draws (`NaiveSearch`, `BlankWalk`, `StateSearch`)
//! against the brute-force engine and a plain breadth-first search written
//! here, on random boards of every family.
#![cfg(feature = "generate")]

mod support;

use std::collections::{HashSet, VecDeque};

use huarong::{
    BlankWalk, Board, BruteSolver, Dir, NaiveSearch, Pos, Solver, StateGraph, StateSearch,
};
use proptest::prelude::*;
use support::families::{any_family, family_puzzle};

/// Each free cell's distance from `from` without entering `avoid`.
fn distances(board: &Board, from: Pos, avoid: Pos) -> Vec<Option<u32>> {
    let cols = board.cols();
    let at = |p: Pos| p.row() * cols + p.col();
    let mut dist = vec![None; board.rows() * cols];
    dist[at(from)] = Some(0);
    let mut queue = VecDeque::from([from]);
    while let Some(p) = queue.pop_front() {
        for d in Dir::ALL {
            if let Some(q) = board.neighbor(p, d)
                && q != avoid
                && board.is_free(q)
                && dist[at(q)].is_none()
            {
                dist[at(q)] = Some(dist[at(p)].unwrap() + 1);
                queue.push_back(q);
            }
        }
    }
    dist
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn searches_agree_with_the_reference(
        (family, rows, cols, seed) in (any_family(), 1usize..9, 1usize..9, any::<u64>()),
    ) {
        let puzzle = family_puzzle(family, rows, cols, seed, 6);
        let board = &puzzle.board;
        let graph = StateGraph::new(board);
        let mut brute = BruteSolver::new(board).unwrap();
        for game in &puzzle.games {
            let expected = brute.solve(game).unwrap();
            // The naive search stops where the brute-force engine does.
            let naive = NaiveSearch::new(board, game).unwrap().unwrap();
            prop_assert_eq!(naive.answer, expected);
            prop_assert!(naive.reached >= 1);
            let free = board.free_count() as u64;
            prop_assert!(naive.reached <= free * free.saturating_sub(1).max(1));
            // The state search reaches the target at the optimum, settles
            // each state once, and never in falling order.
            let search = StateSearch::new(&graph, game).unwrap();
            let costs: Vec<u64> = search.settled.iter().map(|s| s.cost).collect();
            prop_assert!(costs.windows(2).all(|w| w[0] <= w[1]));
            let states: HashSet<(Pos, Dir)> = search.settled.iter().map(|s| (s.piece, s.side)).collect();
            prop_assert_eq!(states.len(), search.settled.len());
            let at_target = search.settled.iter().find(|s| s.piece == game.target).map(|s| s.cost);
            if game.piece != game.target {
                prop_assert_eq!(at_target, expected);
            }
            // The blank's walk round the piece's cell: every cell its
            // distance, nearest first.
            if let Some(walk) = BlankWalk::round(board, game.piece) {
                let start = board.neighbor(game.piece, walk.from).unwrap();
                let dist = distances(board, start, game.piece);
                let reached = dist.iter().filter(|d| d.is_some()).count();
                prop_assert_eq!(walk.reached.len(), reached);
                for &(p, d) in &walk.reached {
                    prop_assert_eq!(dist[p.row() * board.cols() + p.col()], Some(d));
                }
                prop_assert!(walk.reached.windows(2).all(|w| w[0].1 <= w[1].1));
            }
        }
    }
}
