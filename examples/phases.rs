use std::time::Instant;
fn main() {
    let path = std::env::args().nth(1).unwrap();
    let text = std::fs::read(path).unwrap();
    let p = huarong::parse_puzzle(&text, &huarong::Limits::default()).unwrap();
    let t = Instant::now();
    let g = huarong::StateGraph::new(&p.board);
    eprintln!("precompute {:?}", t.elapsed());
    let mut s = huarong::FastSolver::new(&g);
    let t = Instant::now();
    let a = s.solve_many(&p.games);
    eprintln!("solve_many {:?} ({} games)", t.elapsed(), a.len());
    let t = Instant::now();
    for game in &p.games {
        let _ = s.solve(game);
    }
    eprintln!("solve each {:?}", t.elapsed());
}
