//! The engines on tiny boards: fast, classic and brute force give the same
//! answers, and every engine's moves replay to the target in exactly that
//! many moves.

#![no_main]

use huarong::{Board, Engine, Game, Pos, Puzzle, SolveOptions, replay, solve};
use libfuzzer_sys::fuzz_target;

/// A board of up to 6 x 6 cells and up to 8 games from the bytes: the
/// first two give the size, the next `rows * cols` bits the cells, and
/// each three bytes after that a game (games that are not valid on the
/// board are left out).
fn puzzle(data: &[u8]) -> Option<Puzzle> {
    let (&[shape, ref cells @ ..], rest) = (data.get(..6)?, data.get(6..)?) else {
        return None;
    };
    let rows = usize::from(shape % 6) + 1;
    let cols = usize::from(shape / 6 % 6) + 1;
    let bits = u64::from_le_bytes([cells[0], cells[1], cells[2], cells[3], cells[4], 0, 0, 0]);
    let mut board = Board::new_fixed(rows, cols);
    for r in 0..rows {
        for c in 0..cols {
            board.set_free(Pos::new(r, c), bits >> (r * cols + c) & 1 == 1);
        }
    }
    let free: Vec<Pos> = board.free_cells().map(|c| board.pos(c)).collect();
    if free.len() < 2 {
        return None;
    }
    let at = |b: u8| free[usize::from(b) % free.len()];
    let games: Vec<Game> = rest
        .chunks_exact(3)
        .take(8)
        .map(|g| Game {
            blank: at(g[0]),
            piece: at(g[1]),
            target: at(g[2]),
        })
        .filter(|g| g.check(&board).is_ok())
        .collect();
    Some(Puzzle { board, games })
}

fuzz_target!(|data: &[u8]| {
    let Some(puzzle) = puzzle(data) else { return };
    let costs = |engine| {
        solve(&puzzle, &SolveOptions::new(engine))
            .expect("valid games")
            .into_costs()
    };
    let want = costs(Engine::Brute);
    assert_eq!(costs(Engine::Classic), want, "classic");
    assert_eq!(costs(Engine::Fast), want, "fast");
    for engine in Engine::ALL {
        let answers = solve(&puzzle, &SolveOptions::new(engine).with_moves(true)).expect("valid");
        for ((game, solution), cost) in puzzle
            .games
            .iter()
            .zip(answers.solutions().expect("moves were asked for"))
            .zip(&want)
        {
            assert_eq!(solution.as_ref().map(|s| s.cost), *cost, "{engine}");
            if let Some(solution) = solution {
                assert_eq!(solution.moves.len() as u64, solution.cost);
                assert_eq!(replay(&puzzle.board, game, &solution.moves), Ok(game.target));
            }
        }
    }
});
