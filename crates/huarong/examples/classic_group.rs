//! 横刀立马's group searched by `solve_group`, `RUNS` times (default 1),
//! and the least time taken: the workload of `huarong classic --bench`'s
//! group lines, alone in its process, for a profiler.
//!
//! ```sh
//! cargo run --release -p huarong --example classic_group -- [piece|cell] [RUNS]
//! valgrind --tool=callgrind target/release/examples/classic_group cell
//! ```

use std::time::{Duration, Instant};

use huarong::classic::{Famous, Metric, solve_group};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let metric: Metric = args.next().as_deref().unwrap_or("piece").parse()?;
    let runs: u32 = args.next().as_deref().unwrap_or("1").parse()?;
    let hengdao = Famous::find("hengdao-lima")
        .ok_or("横刀立马 is built in")?
        .puzzle();
    let mut best = Duration::MAX;
    let mut group = None;
    for _ in 0..runs.max(1) {
        let started = Instant::now();
        group = solve_group(&hengdao, metric);
        best = best.min(started.elapsed());
    }
    let group = group.ok_or("横刀立马 is a layout of the world")?;
    println!(
        "{metric}: optimum {:?}, {} layouts, least of {} runs {:.3} ms",
        group.optimum,
        group.layouts,
        runs.max(1),
        best.as_secs_f64() * 1e3
    );
    Ok(())
}
