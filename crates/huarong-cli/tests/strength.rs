//! How strong a test set is: a panel of wrong and slow solutions run on the
//! original data and on what `huarong testset` writes. The wrong ones are
//! the planted bugs of `planted/` (the published (piece, side) search with
//! one bug each): ported here to Rust, so that each gives its verdict on
//! every case at once, and run as the Python scripts through `huarong test
//! --run` on the small tiers. The slow ones are per-game BFSs over (blank,
//! piece) positions, correct but judged by the work they do: the positions
//! each expands on a case, against [`STATES_IN_ONE_SECOND`], never by a
//! timed run. One stops as soon as the piece reaches the target, as a tight
//! one does; the other searches every position it can reach.
//!
//! Each wrong solution must fail at least one case of each tier of the
//! test set, and the early-stopping search every case of its full tier.
//! `cargo test --release --test cli strength -- --nocapture` prints the kill
//! tables.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};
use std::path::Path;

use crate::common::{huarong, official_dir, read};
use huarong::generate::{Tier, Trap, Traps, plan_test_set};
use huarong::{FastSolver, InputLimits, Puzzle, StateGraph, parse_puzzle};

/// States a per-game BFS cannot expand in a second. A tight C++ BFS over
/// (blank, piece) positions (the one this is a port of) expands the
/// original data's 4 largest cases, 15, 16, 19 and 20, 50-56 million
/// states each, in 0.9 to 1.0 s on the machine these tests were written on
/// (at a 1 s limit some time out, some not), and every other case, 17
/// million at most, in under 0.4 s: some 55 million states a second. 80
/// million is half as much again.
const STATES_IN_ONE_SECOND: u64 = 80_000_000;

/// The original data's cases that take such a BFS about a second.
const ORIGINAL_SLOW: [&str; 4] = ["puzzle15", "puzzle16", "puzzle19", "puzzle20"];

/// Up, down, left, right: a direction's opposite is its index xor 1, as in
/// `planted/classic.py`.
const DIRS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// The bugs planted in `planted/`, one per wrong solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bug {
    /// `walks_through_piece.py`: the blank's walks may cross the piece.
    WalkThrough,
    /// `nearest_side_only.py`: the search starts from the side the blank
    /// reaches first only.
    NearestSide,
    /// `unreachable_side.py`: every free side counts as reached, so a side
    /// cut off by the piece crashes it (a `KeyError`).
    FreeIsReached,
    /// `no_on_target_check.py`: no "already on the target" check, so a
    /// piece on its target costs the blank's walk to it (-1 when the blank
    /// cannot reach it).
    NoHomeCheck,
    /// `on_target_after_walk.py`: the check comes after "the blank reaches
    /// no side of the piece: -1".
    HomeAfterWalk,
    /// `target_on_move.py`: the target counts only when the piece moves
    /// onto it, so a piece on its target must step off and back.
    HomeOnMove,
    /// `blank_on_target_blocked.py`: a target under the blank is taken for
    /// blocked: -1.
    BlankTargetBlocked,
    /// `first_walk_through_piece.py`: the blank's first walk, to the
    /// piece, may cross it (its walks round the piece may not).
    FirstWalkThrough,
    /// `unreached_side_start.py`: every free side starts the search, those
    /// the blank cannot reach at the walk's infinity, and the answer is
    /// printed whatever it is when it is not that infinity.
    UnreachedStart,
    /// `no_minus_one_after_search.py`: -1 only when the blank reaches no
    /// side of the piece; a search that never reaches the target prints
    /// its infinity.
    ForgetsInfinity,
}

const BUGS: [(Bug, &str); 10] = [
    (Bug::WalkThrough, "walks_through_piece.py"),
    (Bug::NearestSide, "nearest_side_only.py"),
    (Bug::FreeIsReached, "unreachable_side.py"),
    (Bug::NoHomeCheck, "no_on_target_check.py"),
    (Bug::HomeAfterWalk, "on_target_after_walk.py"),
    (Bug::HomeOnMove, "target_on_move.py"),
    (Bug::BlankTargetBlocked, "blank_on_target_blocked.py"),
    (Bug::FirstWalkThrough, "first_walk_through_piece.py"),
    (Bug::UnreachedStart, "unreached_side_start.py"),
    (Bug::ForgetsInfinity, "no_minus_one_after_search.py"),
];

/// The infinity of the published method's C++ (`0x3f3f3f3f`), which the
/// planted bugs that print it print.
const INF: u64 = 0x3f3f_3f3f;

/// The published search with `bug` planted, as `planted/classic.py` has it.
struct Classic<'a> {
    puzzle: &'a Puzzle,
    bug: Bug,
    around: HashMap<(usize, usize, usize), Vec<(u64, usize)>>,
}

/// A search state with its cost: (cost, the piece's cell, the blank's
/// side, whether the piece moved into it).
type Entry = (u64, (usize, usize), usize, bool);

/// The program crashed.
struct Crash;

impl Classic<'_> {
    fn free(&self, r: isize, c: isize) -> bool {
        let b = &self.puzzle.board;
        r >= 0
            && c >= 0
            && (r as usize) < b.rows()
            && (c as usize) < b.cols()
            && b.is_free(huarong::Pos::new(r as usize, c as usize))
    }

    /// The blank's distances from `start`; through the piece only with
    /// `through`.
    fn walk(
        &self,
        start: (usize, usize),
        piece: (usize, usize),
        through: bool,
    ) -> HashMap<(usize, usize), u64> {
        let mut dist = HashMap::from([(start, 0)]);
        let mut queue = std::collections::VecDeque::from([start]);
        while let Some((r, c)) = queue.pop_front() {
            let here = dist[&(r, c)];
            for (dr, dc) in DIRS {
                let (nr, nc) = (r as isize + dr, c as isize + dc);
                if !self.free(nr, nc) {
                    continue;
                }
                let next = (nr as usize, nc as usize);
                if dist.contains_key(&next) || (next == piece && !through) {
                    continue;
                }
                dist.insert(next, here + 1);
                queue.push_back(next);
            }
        }
        dist
    }

    fn sides(
        &self,
        piece: (usize, usize),
        dist: &HashMap<(usize, usize), u64>,
    ) -> Result<Vec<(u64, usize)>, Crash> {
        let mut found = Vec::new();
        for (d, (dr, dc)) in DIRS.into_iter().enumerate() {
            let (r, c) = (piece.0 as isize + dr, piece.1 as isize + dc);
            let side = (r.max(0) as usize, c.max(0) as usize);
            let reached = r >= 0 && c >= 0 && dist.contains_key(&side);
            if reached {
                found.push((dist[&side], d));
            } else if self.bug == Bug::FreeIsReached && self.free(r, c) {
                return Err(Crash);
            }
        }
        Ok(found)
    }

    fn around_costs(
        &mut self,
        piece: (usize, usize),
        d: usize,
    ) -> Result<Vec<(u64, usize)>, Crash> {
        if let Some(costs) = self.around.get(&(piece.0, piece.1, d)) {
            return Ok(costs.clone());
        }
        let (dr, dc) = DIRS[d];
        let blank = (
            (piece.0 as isize + dr) as usize,
            (piece.1 as isize + dc) as usize,
        );
        let walk = self.walk(blank, piece, self.bug == Bug::WalkThrough);
        let costs = self.sides(piece, &walk)?;
        self.around.insert((piece.0, piece.1, d), costs.clone());
        Ok(costs)
    }

    fn solve(&mut self, game: &huarong::Game) -> Result<Option<u64>, Crash> {
        let at = |p: huarong::Pos| (p.row(), p.col());
        let (blank, piece, target) = (at(game.blank), at(game.piece), at(game.target));
        let bug = self.bug;
        let checks_home = !matches!(bug, Bug::NoHomeCheck | Bug::HomeAfterWalk | Bug::HomeOnMove);
        if checks_home && piece == target {
            return Ok(Some(0));
        }
        if bug == Bug::BlankTargetBlocked && blank == target {
            return Ok(None);
        }
        let through = matches!(bug, Bug::WalkThrough | Bug::FirstWalkThrough);
        let mut starts = self.sides(piece, &self.walk(blank, piece, through))?;
        if bug == Bug::HomeAfterWalk && !starts.is_empty() && piece == target {
            return Ok(Some(0));
        }
        if bug == Bug::NearestSide && !starts.is_empty() {
            starts = vec![*starts.iter().min().expect("not empty")];
        }
        if bug == Bug::UnreachedStart {
            for (d, (dr, dc)) in DIRS.into_iter().enumerate() {
                let (r, c) = (piece.0 as isize + dr, piece.1 as isize + dc);
                if self.free(r, c) && starts.iter().all(|&(_, s)| s != d) {
                    starts.push((INF, d));
                }
            }
        }
        let searched = !starts.is_empty();
        let mut heap: BinaryHeap<Reverse<Entry>> = starts
            .into_iter()
            .map(|(cost, d)| Reverse((cost, piece, d, false)))
            .collect();
        let mut done = HashSet::new();
        while let Some(Reverse((cost, p, d, moved))) = heap.pop() {
            // Only this bug tells a state the piece moved into from one
            // the blank walked to.
            let moved = moved && bug == Bug::HomeOnMove;
            if !done.insert((p, d, moved)) {
                continue;
            }
            if p == target && (moved || bug != Bug::HomeOnMove) {
                return Ok(Some(cost));
            }
            let (dr, dc) = DIRS[d];
            let next = ((p.0 as isize + dr) as usize, (p.1 as isize + dc) as usize);
            heap.push(Reverse((cost + 1, next, d ^ 1, true)));
            for (walk, side) in self.around_costs(p, d)? {
                if side != d {
                    heap.push(Reverse((cost + walk, p, side, false)));
                }
            }
        }
        Ok((bug == Bug::ForgetsInfinity && searched).then_some(INF))
    }
}

/// A wrong solution's verdict on a case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    Accepted,
    WrongAnswer,
    Crash,
}

fn wrong_solution(puzzle: &Puzzle, answers: &[Option<u64>], bug: Bug) -> Verdict {
    let mut solver = Classic {
        puzzle,
        bug,
        around: HashMap::new(),
    };
    for (game, &answer) in puzzle.games.iter().zip(answers) {
        match solver.solve(game) {
            Err(Crash) => return Verdict::Crash,
            Ok(found) if found != answer => return Verdict::WrongAnswer,
            Ok(_) => {}
        }
    }
    Verdict::Accepted
}

/// When a per-game search over (blank, piece) positions stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stop {
    /// As soon as it makes a position with the piece on the target, as a
    /// tight search does (`per_game_bfs.cpp` of the ICPC package).
    Early,
    /// Never: it searches every position it can reach, the answer being the
    /// depth at which the piece first reached the target.
    Never,
}

/// A per-game BFS over (blank, piece) positions: its answers, and the
/// positions it expanded over all games.
fn per_game_bfs(puzzle: &Puzzle, stop: Stop) -> (Vec<Option<u64>>, u64) {
    let board = &puzzle.board;
    let (rows, cols) = (board.rows(), board.cols());
    // Free cells numbered, with their free neighbours.
    let mut number = vec![u32::MAX; rows * cols];
    let mut cells = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            if board.is_free(huarong::Pos::new(r, c)) {
                number[r * cols + c] = cells.len() as u32;
                cells.push((r, c));
            }
        }
    }
    let free = cells.len();
    let neighbours: Vec<Vec<u32>> = cells
        .iter()
        .map(|&(r, c)| {
            DIRS.iter()
                .filter_map(|&(dr, dc)| {
                    let (nr, nc) = (r as isize + dr, c as isize + dc);
                    if nr < 0 || nc < 0 || nr as usize >= rows || nc as usize >= cols {
                        return None;
                    }
                    let n = number[nr as usize * cols + nc as usize];
                    (n != u32::MAX).then_some(n)
                })
                .collect()
        })
        .collect();
    let index = |p: huarong::Pos| number[p.row() * cols + p.col()];
    let mut seen = vec![0u32; free * free];
    let mut depth = vec![0u32; free * free];
    let mut queue: Vec<u32> = Vec::with_capacity(free * free);
    let mut expanded = 0;
    let mut answers = Vec::with_capacity(puzzle.games.len());
    for (stamp, game) in (1..).zip(&puzzle.games) {
        let (blank, piece, target) = (index(game.blank), index(game.piece), index(game.target));
        let state = |b: u32, p: u32| b as usize * free + p as usize;
        queue.clear();
        queue.push(state(blank, piece) as u32);
        seen[state(blank, piece)] = stamp;
        depth[state(blank, piece)] = 0;
        let mut answer = (piece == target).then_some(0);
        let mut head = 0;
        while head < queue.len() && !(stop == Stop::Early && answer.is_some()) {
            let s = queue[head] as usize;
            head += 1;
            expanded += 1;
            let (b, p) = ((s / free) as u32, (s % free) as u32);
            for &n in &neighbours[b as usize] {
                let next = if n == p { state(p, b) } else { state(n, p) };
                if seen[next] != stamp {
                    seen[next] = stamp;
                    depth[next] = depth[s] + 1;
                    queue.push(next as u32);
                    if n == p && b == target && answer.is_none() {
                        answer = Some(u64::from(depth[next]));
                        if stop == Stop::Early {
                            break;
                        }
                    }
                }
            }
        }
        answers.push(answer);
    }
    (answers, expanded)
}

/// A case: its name, tier (0, 1, 2), puzzle and answers.
struct Case {
    name: String,
    tier: usize,
    puzzle: Puzzle,
    answers: Vec<Option<u64>>,
}

fn read_case(dir: &Path, name: &str, tier: usize) -> Case {
    let puzzle = parse_puzzle(
        &read(&dir.join(format!("{name}.in"))),
        &InputLimits::default(),
    )
    .expect("a puzzle");
    let answers = String::from_utf8(read(&dir.join(format!("{name}.ans"))))
        .expect("text")
        .lines()
        .map(|l| l.trim().parse::<i64>().expect("an answer"))
        .map(|a| u64::try_from(a).ok())
        .collect();
    Case {
        name: name.to_owned(),
        tier,
        puzzle,
        answers,
    }
}

/// The original data: tiers 1-6, 7-12 and 13-20.
fn original() -> Vec<Case> {
    let dir = official_dir();
    (1..=20)
        .map(|k| {
            read_case(
                &dir,
                &format!("puzzle{k}"),
                [0, 6, 12].partition_point(|&t| t < k) - 1,
            )
        })
        .collect()
}

fn tier_of(tier: Tier) -> usize {
    match tier {
        Tier::Single => 0,
        Tier::Few => 1,
        _ => 2,
    }
}

/// `huarong testset` with `flags` (of `--noip`, `--seed S`), into `dir`.
fn testset(dir: &Path, flags: &[&str]) -> Vec<Case> {
    let out = huarong()
        .args(["testset", "--quiet"])
        .args(flags)
        .arg(dir)
        .output()
        .expect("huarong runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        crate::common::stderr_text(&out)
    );
    plan_test_set(20, flags.contains(&"--noip"))
        .iter()
        .enumerate()
        .map(|(i, plan)| read_case(dir, &format!("puzzle{}", i + 1), tier_of(plan.tier)))
        .collect()
}

/// The sets the wrong solutions are judged on besides the default one:
/// `--noip`, and another seed with and without it.
const OTHER_SETS: [&[&str]; 3] = [&["--noip"], &["--seed", "60"], &["--seed", "60", "--noip"]];

/// The slow solutions' work on one case: the positions each search
/// expands.
struct Slow {
    name: String,
    tier: usize,
    early: u64,
    never: u64,
}

/// What the wrong solutions do on a set: for each, the cases it fails by
/// tier, and the cases a program that prints -1 (or 0) for every game
/// passes, by tier.
struct Wrong {
    /// `[bug][tier]`: cases failed, and the cases of the tier.
    failed: Vec<[(usize, usize); 3]>,
    /// `[tier]`: cases whose every answer is -1.
    all_unsolvable: [usize; 3],
    /// `[tier]`: cases whose every answer is 0.
    all_zero: [usize; 3],
}

/// What the panel does on a set: the wrong solutions, and the slow ones'
/// positions per case.
struct Kills {
    wrong: Wrong,
    slow: Vec<Slow>,
}

fn wrong_panel(cases: &[Case]) -> Wrong {
    let failed = std::thread::scope(|scope| {
        let runs: Vec<_> = BUGS
            .iter()
            .map(|&(bug, _)| {
                scope.spawn(move || {
                    let mut tiers = [(0, 0); 3];
                    for case in cases {
                        let verdict = wrong_solution(&case.puzzle, &case.answers, bug);
                        let slot = &mut tiers[case.tier];
                        slot.1 += 1;
                        if verdict != Verdict::Accepted {
                            slot.0 += 1;
                        }
                    }
                    tiers
                })
            })
            .collect();
        runs.into_iter()
            .map(|run| run.join().expect("no panic"))
            .collect()
    });
    let mut all_unsolvable = [0; 3];
    let mut all_zero = [0; 3];
    for case in cases {
        if case.answers.iter().all(Option::is_none) {
            all_unsolvable[case.tier] += 1;
        }
        if case.answers.iter().all(|&a| a == Some(0)) {
            all_zero[case.tier] += 1;
        }
    }
    Wrong {
        failed,
        all_unsolvable,
        all_zero,
    }
}

fn panel(cases: &[Case]) -> Kills {
    let wrong = wrong_panel(cases);
    let start = std::time::Instant::now();
    let slow: Vec<Slow> = cases
        .iter()
        .map(|case| {
            let (early_answers, early) = per_game_bfs(&case.puzzle, Stop::Early);
            let (answers, never) = per_game_bfs(&case.puzzle, Stop::Never);
            for found in [&early_answers, &answers] {
                assert_eq!(found, &case.answers, "{}: the BFS is correct", case.name);
            }
            Slow {
                name: case.name.clone(),
                tier: case.tier,
                early,
                never,
            }
        })
        .collect();
    // Shown, never judged: how fast these searches are here.
    let all: u64 = slow.iter().map(|s| s.early + s.never).sum();
    println!(
        "per-game BFS: {:.0}M positions in {:.2} s ({:.0}M a second here)",
        all as f64 / 1e6,
        start.elapsed().as_secs_f64(),
        all as f64 / 1e6 / start.elapsed().as_secs_f64()
    );
    Kills { wrong, slow }
}

fn print_wrong(title: &str, wrong: &Wrong, of: [usize; 3]) {
    println!("{title}: cases failed, by tier (q = 1 / q <= 10 / full)");
    for ((_, script), tiers) in BUGS.iter().zip(&wrong.failed) {
        let cells: Vec<String> = tiers.iter().map(|(k, n)| format!("{k}/{n}")).collect();
        println!("  {script:<32} {}", cells.join("  "));
    }
    for (what, passed) in [
        ("-1 for every game", wrong.all_unsolvable),
        ("0 for every game", wrong.all_zero),
    ] {
        let cells: Vec<String> = (0..3)
            .map(|t| format!("{}/{}", of[t] - passed[t], of[t]))
            .collect();
        println!("  {what:<32} {}", cells.join("  "));
    }
}

fn cases_by_tier(cases: &[Case]) -> [usize; 3] {
    let mut of = [0; 3];
    for case in cases {
        of[case.tier] += 1;
    }
    of
}

fn print(title: &str, kills: &Kills, of: [usize; 3]) {
    print_wrong(title, &kills.wrong, of);
    for (what, states) in [
        (
            "BFS stopping early (> bound)",
            (|s: &Slow| s.early) as fn(&Slow) -> u64,
        ),
        ("BFS never stopping (> bound)", |s: &Slow| s.never),
    ] {
        let mut over = [0; 3];
        for slow in &kills.slow {
            if states(slow) > STATES_IN_ONE_SECOND {
                over[slow.tier] += 1;
            }
        }
        let cells: Vec<String> = (0..3).map(|t| format!("{}/{}", over[t], of[t])).collect();
        println!("  {what:<32} {}", cells.join("  "));
    }
    let states: Vec<String> = kills
        .slow
        .iter()
        .map(|s| {
            format!(
                "{} {:.1}M/{:.1}M",
                s.name,
                s.early as f64 / 1e6,
                s.never as f64 / 1e6
            )
        })
        .collect();
    println!("  positions (stopping early/never): {}", states.join(", "));
}

/// Every wrong solution fails at least one case of each tier, and a
/// program that prints -1 for every game, or 0, passes one case of the set
/// at most.
fn assert_kills(title: &str, wrong: &Wrong) {
    for ((_, script), tiers) in BUGS.iter().zip(&wrong.failed) {
        for (tier, (killed, of)) in tiers.iter().enumerate() {
            assert!(
                *killed > 0,
                "{title}: {script} passes all {of} cases of tier {tier}"
            );
        }
    }
    for (what, passed) in [("-1", wrong.all_unsolvable), ("0", wrong.all_zero)] {
        let passed: usize = passed.iter().sum();
        assert!(
            passed <= 1,
            "{title}: {what} everywhere passes {passed} cases"
        );
    }
}

/// Which cases of a set hold each trap: `[trap][tier]`, the cases' names.
fn trap_cases(cases: &[Case]) -> Vec<[Vec<&str>; 3]> {
    let mut held = vec![[Vec::new(), Vec::new(), Vec::new()]; Trap::ALL.len()];
    for case in cases {
        let graph = StateGraph::new(&case.puzzle.board);
        let mut solver = FastSolver::new(&graph);
        let mut solve = |g: &huarong::Game| solver.solve(g).ok().flatten();
        let mut found = [false; Trap::ALL.len()];
        for game in &case.puzzle.games {
            for trap in Traps::of(&case.puzzle.board, game, &mut solve).iter() {
                found[trap as usize] = true;
            }
        }
        for (t, _) in found.iter().enumerate().filter(|f| *f.1) {
            held[t][case.tier].push(case.name.as_str());
        }
    }
    held
}

/// Prints which cases of a set hold each trap, and checks that each trap
/// is in a case of the tier of a few games (whose rings of pieces have no
/// cell that cuts them, so only its maze holds the traps that need one)
/// and in two cases of the full tier at least, and that the one-game tier
/// holds the piece on its target with the blank shut away, the blank on
/// the target, the target beside the piece and the target behind it.
fn assert_traps(title: &str, cases: &[Case]) {
    println!("{title}: cases holding each trap, by tier");
    let held = trap_cases(cases);
    for (trap, tiers) in Trap::ALL.iter().zip(&held) {
        let cells: Vec<String> = tiers.iter().map(|names| names.join(" ")).collect();
        println!("  {:<28} {}", trap.name(), cells.join(" | "));
    }
    for (trap, tiers) in Trap::ALL.iter().zip(&held) {
        for (tier, least) in [(1, 1), (2, 2)] {
            assert!(
                tiers[tier].len() >= least,
                "{title}: {} in {:?} of tier {tier}",
                trap.name(),
                tiers[tier]
            );
        }
    }
    for trap in [
        Trap::HomeShut,
        Trap::BlankOnTarget,
        Trap::TargetBeside,
        Trap::Behind,
    ] {
        assert!(
            !held[trap as usize][0].is_empty(),
            "{title}: {}",
            trap.name()
        );
    }
}

/// The original data: the per-game BFS that stops early is slowest on the 4
/// cases that take it about a second, some 50 million positions each, none
/// over the bound.
#[test]
fn the_original_data_holds_a_per_game_bfs_to_a_second() {
    let cases = original();
    let kills = panel(&cases);
    print("original data", &kills, cases_by_tier(&cases));
    let slowest: Vec<&str> = kills
        .slow
        .iter()
        .filter(|s| s.early > 40_000_000)
        .map(|s| s.name.as_str())
        .collect();
    assert_eq!(slowest, ORIGINAL_SLOW);
    let most = kills.slow.iter().map(|s| s.early).max().unwrap_or(0);
    assert!(most < STATES_IN_ONE_SECOND, "{most}");
    // The best-known mistake fails the original data: the published method
    // without its "already on the target" check.
    let no_check = BUGS.iter().position(|b| b.0 == Bug::NoHomeCheck);
    let failed: usize = kills.wrong.failed[no_check.expect("planted")]
        .iter()
        .map(|t| t.0)
        .sum();
    assert_eq!(failed, 7);
}

/// The test set `huarong testset` writes: every wrong solution fails at
/// least one case of each tier; a program that prints -1 for every game,
/// or 0, passes one case at most; and the per-game BFS, even stopping as
/// soon as the piece reaches the target, is over the bound on every case
/// of the full tier.
#[test]
fn testset_kills_every_wrong_and_slow_solution() {
    let dir = tempfile::tempdir().expect("temp dir");
    let cases = testset(dir.path(), &[]);
    let kills = panel(&cases);
    print("huarong testset", &kills, cases_by_tier(&cases));
    assert_kills("huarong testset", &kills.wrong);
    assert_traps("huarong testset", &cases);
    for slow in kills.slow.iter().filter(|s| s.tier == 2) {
        assert!(
            slow.early > STATES_IN_ONE_SECOND,
            "{}: the BFS stopping early expands only {} positions",
            slow.name,
            slow.early
        );
    }
}

/// The same kills on `--noip` and on another seed, with and without it.
#[test]
fn every_set_kills_every_wrong_solution() {
    for flags in OTHER_SETS {
        let dir = tempfile::tempdir().expect("temp dir");
        let cases = testset(dir.path(), flags);
        let wrong = wrong_panel(&cases);
        let title = format!("huarong testset {}", flags.join(" "));
        print_wrong(&title, &wrong, cases_by_tier(&cases));
        assert_kills(&title, &wrong);
        assert_traps(&title, &cases);
    }
}

/// The Python scripts themselves, through `huarong test --run` on the
/// small tiers of the test set: the same kills as their ports.
#[test]
fn the_planted_scripts_fail_the_small_tiers() {
    let dir = tempfile::tempdir().expect("temp dir");
    let cases = testset(dir.path(), &[]);
    let small = tempfile::tempdir().expect("temp dir");
    for case in cases.iter().filter(|c| c.tier < 2) {
        for ext in ["in", "ans"] {
            let name = format!("{}.{ext}", case.name);
            std::fs::copy(dir.path().join(&name), small.path().join(&name)).expect("copy");
        }
    }
    let planted = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/planted");
    let all = cases.iter().filter(|c| c.tier < 2).count();
    // A few scripts a run, each run with the correct one, so that no run
    // comes near the command's time-out.
    for bugs in BUGS.chunks(4) {
        let mut args = vec![
            "test".to_owned(),
            small.path().to_string_lossy().into_owned(),
            "--time-limit".to_owned(),
            "20".to_owned(),
            "-j".to_owned(),
            "2".to_owned(),
        ];
        for script in ["classic.py"].into_iter().chain(bugs.iter().map(|b| b.1)) {
            args.push("--run".to_owned());
            args.push(format!("python3 -B '{}'", planted.join(script).display()));
        }
        let out = huarong().args(&args).output().expect("huarong runs");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        println!("{text}");
        assert_eq!(out.status.code(), Some(1), "{text}");
        let summary = text
            .lines()
            .find(|l| l.starts_with("summary"))
            .expect("a summary row");
        let cells: Vec<&str> = summary
            .split("  ")
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .collect();
        assert!(
            cells[1].starts_with(&format!("{all}/{all} AC")),
            "{summary}"
        );
        // Each wrong one fails at least one case of each small tier.
        let rows: Vec<Vec<&str>> = text
            .lines()
            .filter(|l| l.starts_with("puzzle"))
            .map(|l| {
                l.split("  ")
                    .map(str::trim)
                    .filter(|w| !w.is_empty())
                    .collect()
            })
            .collect();
        for (b, (_, script)) in bugs.iter().enumerate() {
            for tier in 0..2 {
                let failed =
                    rows.iter()
                        .zip(cases.iter().filter(|c| c.tier < 2))
                        .any(|(row, case)| {
                            case.tier == tier && !matches!(row[1 + 2 * (b + 1)], "AC" | "TLE")
                        });
                assert!(failed, "{script} passes tier {tier}:\n{text}");
            }
        }
    }
}
