use huarong::Puzzle;
use huarong::generate::{random_board, random_games, seeded};
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let side: usize = a[1].parse().unwrap();
    let fixed: f64 = a[2].parse().unwrap();
    let q: usize = a[3].parse().unwrap();
    let seed: u64 = a[4].parse().unwrap();
    let mut rng = seeded(seed);
    let board = random_board(side, side, fixed, &mut rng);
    let games = random_games(&board, q, &mut rng);
    print!("{}", Puzzle { board, games });
}
