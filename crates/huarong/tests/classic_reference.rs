//! The classic solver against a plain breadth-first search written here,
//! independent of it: its own reading of the layout text, layouts as
//! grids of characters, a canonical layout as a string naming each cell's
//! shape, and moves tried cell by cell. Slow and simple. Both must agree on
//! the optimum in both metrics and on the number of reachable layouts, and
//! the solver's moves must replay legally here too, to the goal, in exactly
//! the optimum. 横刀立马 included: 81 piece moves, 116 cell steps, 25,955
//! layouts.

use std::collections::{HashSet, VecDeque};

use huarong::Dir;
use huarong::classic::{
    Band, ClassicMove, ClassicPuzzle, ClassicSearchLimits, Famous, Metric, Mix, NextMove, Optima,
    next_move, solve,
};
use proptest::prelude::*;

/// A puzzle as this search sees it.
struct Plain {
    rows: usize,
    cols: usize,
    walls: Vec<Vec<bool>>,
    /// Each piece: its name, height and width.
    shapes: Vec<(char, usize, usize)>,
    /// The designated piece's index in `shapes`, and its goal.
    designated: usize,
    goal: (usize, usize),
}

/// Each piece's top-left cell, in the order of `Plain::shapes`.
type State = Vec<(usize, usize)>;

impl Plain {
    /// Reads the layout text, trusting it to be valid.
    fn read(text: &str) -> (Plain, State) {
        let lines: Vec<&str> = text.lines().collect();
        let goal_line = lines.iter().position(|l| l.starts_with("goal ")).unwrap();
        let grid: Vec<Vec<char>> = lines[..goal_line]
            .iter()
            .map(|l| l.chars().collect())
            .collect();
        let (rows, cols) = (grid.len(), grid[0].len());
        let mut shapes = Vec::new();
        let mut state = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                let name = grid[r][c];
                if name == '.' || name == '#' || shapes.iter().any(|s: &(char, _, _)| s.0 == name) {
                    continue;
                }
                let height = (r..rows).take_while(|&rr| grid[rr][c] == name).count();
                let width = (c..cols).take_while(|&cc| grid[r][cc] == name).count();
                shapes.push((name, height, width));
                state.push((r, c));
            }
        }
        let words: Vec<&str> = lines[goal_line].split_whitespace().collect();
        let name = words[1].chars().next().unwrap();
        let designated = shapes.iter().position(|s| s.0 == name).unwrap();
        let goal = (
            words[2].parse::<usize>().unwrap() - 1,
            words[3].parse::<usize>().unwrap() - 1,
        );
        let walls = grid
            .iter()
            .map(|row| row.iter().map(|&ch| ch == '#').collect())
            .collect();
        let plain = Plain {
            rows,
            cols,
            walls,
            shapes,
            designated,
            goal,
        };
        (plain, state)
    }

    /// Which piece covers each cell.
    fn owners(&self, state: &State) -> Vec<Vec<Option<usize>>> {
        let mut owners = vec![vec![None; self.cols]; self.rows];
        for (i, &(r, c)) in state.iter().enumerate() {
            let (_, h, w) = self.shapes[i];
            for row in owners.iter_mut().skip(r).take(h) {
                for cell in row.iter_mut().skip(c).take(w) {
                    *cell = Some(i);
                }
            }
        }
        owners
    }

    /// Each cell's shape as a word: the layout as players count it.
    fn canonical(&self, state: &State) -> String {
        let mut key = String::new();
        for (r, row) in self.owners(state).into_iter().enumerate() {
            for (c, owner) in row.into_iter().enumerate() {
                let word = match owner {
                    _ if self.walls[r][c] => "#".to_owned(),
                    None => ".".to_owned(),
                    Some(i) if i == self.designated => "*".to_owned(),
                    Some(i) => format!("{}x{}", self.shapes[i].1, self.shapes[i].2),
                };
                key.push_str(&word);
                key.push(' ');
            }
        }
        key
    }

    /// Piece `i` one cell in `dir`, when every cell it then covers is on
    /// the board, no wall, and blank or its own.
    fn step(&self, state: &State, i: usize, dir: Dir) -> Option<(usize, usize)> {
        let (r, c) = state[i];
        let (dr, dc) = dir.delta();
        let (r, c) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
        let (_, h, w) = self.shapes[i];
        if r + h > self.rows || c + w > self.cols {
            return None;
        }
        let owners = self.owners(state);
        let free = (r..r + h).all(|rr| {
            (c..c + w)
                .all(|cc| !self.walls[rr][cc] && owners[rr][cc].is_none_or(|owner| owner == i))
        });
        free.then_some((r, c))
    }

    /// The states one move from `state`.
    fn next(&self, state: &State, metric: Metric) -> Vec<State> {
        let mut out = Vec::new();
        for i in 0..state.len() {
            match metric {
                Metric::Cell => {
                    for dir in Dir::ALL {
                        if let Some(pos) = self.step(state, i, dir) {
                            let mut next = state.clone();
                            next[i] = pos;
                            out.push(next);
                        }
                    }
                }
                _ => {
                    // Every place piece i reaches by single steps, the
                    // others standing still.
                    let mut seen = vec![state[i]];
                    let mut queue = VecDeque::from([state.clone()]);
                    while let Some(now) = queue.pop_front() {
                        for dir in Dir::ALL {
                            if let Some(pos) = self.step(&now, i, dir)
                                && !seen.contains(&pos)
                            {
                                seen.push(pos);
                                let mut next = now.clone();
                                next[i] = pos;
                                out.push(next.clone());
                                queue.push_back(next);
                            }
                        }
                    }
                }
            }
        }
        out
    }

    fn solved(&self, state: &State) -> bool {
        state[self.designated] == self.goal
    }

    /// The optimum (if any) and the reachable layouts.
    fn search(&self, start: &State, metric: Metric) -> (Option<usize>, usize) {
        let mut seen = HashSet::from([self.canonical(start)]);
        let mut queue = VecDeque::from([(start.clone(), 0)]);
        let mut optimum = None;
        while let Some((state, depth)) = queue.pop_front() {
            if optimum.is_none() && self.solved(&state) {
                optimum = Some(depth);
            }
            for next in self.next(&state, metric) {
                if seen.insert(self.canonical(&next)) {
                    queue.push_back((next, depth + 1));
                }
            }
        }
        (optimum, seen.len())
    }

    /// Plays `moves` here, each step checked; the state at the end, or the
    /// first illegal move.
    fn replay(&self, start: &State, moves: &[ClassicMove]) -> Result<State, String> {
        let mut state = start.clone();
        for (k, mv) in moves.iter().enumerate() {
            let i = self
                .shapes
                .iter()
                .position(|s| s.0 == mv.piece)
                .ok_or_else(|| format!("move {k}: no piece {}", mv.piece))?;
            if mv.steps.is_empty() {
                return Err(format!("move {k} has no steps"));
            }
            for &dir in &mv.steps {
                state[i] = self
                    .step(&state, i, dir)
                    .ok_or_else(|| format!("move {k} ({mv}) is blocked"))?;
            }
        }
        Ok(state)
    }
}

/// Checks the solver against the plain search on `text`, in both metrics.
fn agree(text: &str) -> Result<(), TestCaseError> {
    let puzzle = ClassicPuzzle::parse(text).expect("a valid layout");
    let (plain, start) = Plain::read(text);
    for metric in Metric::ALL {
        let solution = solve(&puzzle, metric, &ClassicSearchLimits::default()).expect("solves");
        let (optimum, reachable) = plain.search(&start, metric);
        prop_assert_eq!(solution.optimum, optimum, "{} optimum of\n{}", metric, text);
        prop_assert_eq!(
            solution.reachable,
            reachable as u64,
            "reachable of\n{}",
            text
        );
        let Some(optimum) = optimum else {
            prop_assert!(solution.moves.is_empty());
            continue;
        };
        prop_assert_eq!(solution.moves.len(), optimum);
        if metric == Metric::Cell {
            prop_assert!(solution.moves.iter().all(|mv| mv.steps.len() == 1));
        }
        let end = plain.replay(&start, &solution.moves);
        prop_assert!(end.as_ref().is_ok_and(|end| plain.solved(end)), "{:?}", end);
        let end = puzzle.replay(&solution.moves);
        prop_assert!(
            end.as_ref().is_ok_and(ClassicPuzzle::is_solved),
            "{:?}",
            end
        );
    }
    Ok(())
}

/// A random layout on a board of at most 4 x 4: a few walls, then pieces of
/// 1 or 2 cells a side placed where they fit, the first designated, its
/// goal any place it fits.
fn any_layout() -> impl Strategy<Value = String> {
    let piece = (0usize..4, 0usize..4, 1usize..=2, 1usize..=2);
    (
        1usize..=4,
        1usize..=4,
        prop::collection::vec(0usize..16, 0..=3),
        prop::collection::vec(piece, 1..=8),
        any::<prop::sample::Index>(),
    )
        .prop_filter_map("no piece fits", |(rows, cols, walls, pieces, goal)| {
            let mut grid = vec![vec!['.'; cols]; rows];
            for cell in walls {
                grid[cell / 4 % rows][cell % 4 % cols] = '#';
            }
            let mut names = ('A'..='Z').chain('0'..='9');
            let mut first = None;
            for (r, c, h, w) in pieces {
                let fits = r + h <= rows
                    && c + w <= cols
                    && (r..r + h).all(|rr| (c..c + w).all(|cc| grid[rr][cc] == '.'));
                if fits {
                    let name = names.next()?;
                    for row in grid.iter_mut().skip(r).take(h) {
                        for cell in row.iter_mut().skip(c).take(w) {
                            *cell = name;
                        }
                    }
                    first.get_or_insert((name, h, w));
                }
            }
            let (name, h, w) = first?;
            let places: Vec<(usize, usize)> = (0..=rows - h)
                .flat_map(|r| (0..=cols - w).map(move |c| (r, c)))
                .filter(|&(r, c)| (r..r + h).all(|rr| (c..c + w).all(|cc| grid[rr][cc] != '#')))
                .collect();
            let (r, c) = places[goal.index(places.len())];
            let rows: Vec<String> = grid.iter().map(|row| row.iter().collect()).collect();
            Some(format!(
                "{}\ngoal {name} {} {}\n",
                rows.join("\n"),
                r + 1,
                c + 1
            ))
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_layouts_agree_with_the_plain_search(text in any_layout()) {
        agree(&text)?;
    }

    /// From any layout, the next move starts an optimal sequence: one fewer
    /// remains after it.
    #[test]
    fn the_next_move_is_on_an_optimal_path(text in any_layout()) {
        let puzzle = ClassicPuzzle::parse(&text).unwrap();
        for metric in Metric::ALL {
            let limits = ClassicSearchLimits::default();
            let optimum = solve(&puzzle, metric, &limits).unwrap().optimum;
            match next_move(&puzzle, metric, &limits).unwrap() {
                NextMove::Solved => prop_assert_eq!(optimum, Some(0)),
                NextMove::Unreachable => prop_assert_eq!(optimum, None),
                NextMove::Move { next, remaining } => {
                    prop_assert_eq!(Some(remaining), optimum);
                    let after = puzzle.apply(&next).unwrap();
                    let left = solve(&after, metric, &limits).unwrap().optimum;
                    prop_assert_eq!(left, Some(remaining - 1));
                }
            }
        }
    }
}

#[test]
fn hengdao_lima_by_the_plain_search() {
    let famous = Famous::find("hengdao-lima").unwrap();
    let (plain, start) = Plain::read(famous.text);
    assert_eq!(plain.search(&start, Metric::Piece), (Some(81), 25_955));
    assert_eq!(plain.search(&start, Metric::Cell), (Some(116), 25_955));
    agree(famous.text).unwrap();
}

#[test]
fn an_unreachable_goal_and_walls_agree() {
    agree(Famous::find("zoutou-wulu").unwrap().text).unwrap();
    agree("A#B\n.C.\n#D.\ngoal A 3 2\n").unwrap();
    agree("AA.\nAA.\n...\ngoal A 2 2\n").unwrap();
}

/// Every layout of the 4 x 5 board with Cao Cao, two blanks, four generals
/// two rows tall, one two columns wide and four soldiers (横刀立马's mix),
/// written out by filling the board in reading order: each first empty
/// cell takes Cao Cao, a blank or a piece of a shape still to place.
fn hengdao_mix_layouts() -> Vec<String> {
    fn fill(
        grid: &mut [[char; 4]; 5],
        left: &mut [usize; 5],
        names: &mut u8,
        out: &mut Vec<String>,
    ) {
        let Some(cell) = (0..20).find(|&c| grid[c / 4][c % 4] == ' ') else {
            let rows: Vec<String> = grid.iter().map(|r| r.iter().collect()).collect();
            out.push(format!("{}\ngoal C 4 2\n", rows.join("\n")));
            return;
        };
        let (r, c) = (cell / 4, cell % 4);
        // (height, width) of Cao Cao, a blank, a soldier, a horizontal and a
        // vertical general.
        for (kind, (h, w)) in [(2, 2), (1, 1), (1, 1), (1, 2), (2, 1)]
            .into_iter()
            .enumerate()
        {
            let fits = left[kind] > 0
                && r + h <= 5
                && c + w <= 4
                && (r..r + h).all(|rr| (c..c + w).all(|cc| grid[rr][cc] == ' '));
            if !fits {
                continue;
            }
            let name = match kind {
                0 => 'C',
                1 => '.',
                _ => {
                    *names += 1;
                    char::from(b'D' + *names)
                }
            };
            for row in grid.iter_mut().skip(r).take(h) {
                for cell in row.iter_mut().skip(c).take(w) {
                    *cell = name;
                }
            }
            left[kind] -= 1;
            fill(grid, left, names, out);
            left[kind] += 1;
            for row in grid.iter_mut().skip(r).take(h) {
                for cell in row.iter_mut().skip(c).take(w) {
                    *cell = ' ';
                }
            }
            if kind > 1 {
                *names -= 1;
            }
        }
    }
    let mut out = Vec::new();
    fill(&mut [[' '; 4]; 5], &mut [1, 2, 4, 1, 4], &mut 0, &mut out);
    out
}

/// 横刀立马's mix counted by the plain search: its layouts and groups as
/// published (65,880 in 898), and the greatest optimum of each metric
/// found by the solver's world table, confirmed here.
#[test]
fn hengdao_mix_by_the_plain_search() {
    let layouts = hengdao_mix_layouts();
    assert_eq!(layouts.len(), 65_880);
    let mut seen = HashSet::new();
    let mut groups = 0;
    for text in &layouts {
        // Each reading names its pieces anew; canonical layouts compare
        // across readings.
        let (plain, start) = Plain::read(text);
        if !seen.insert(plain.canonical(&start)) {
            continue;
        }
        groups += 1;
        let mut stack = vec![start];
        while let Some(state) = stack.pop() {
            for next in plain.next(&state, Metric::Cell) {
                if seen.insert(plain.canonical(&next)) {
                    stack.push(next);
                }
            }
        }
    }
    assert_eq!((seen.len(), groups), (65_880, 898));
}

/// The hardest layouts of two mixes, as the world's tables find them (the
/// whole world's hardest, 138 moves and 179 steps, are of the mix
/// 3v2h4s), solved again by the plain search in both metrics.
#[test]
fn the_hardest_layouts_by_the_plain_search() {
    for (mix, piece, cell) in [("4v1h4s", 93, 126), ("3v2h4s", 138, 179)] {
        let mix: Mix = mix.parse().unwrap();
        for (metric, max) in [(Metric::Piece, piece), (Metric::Cell, cell)] {
            let optima = Optima::compute(mix, metric).unwrap();
            assert_eq!(optima.histogram().len() - 1, max, "{mix} {metric}");
            let (puzzle, optimum) = optima.draw(Band::new(max..=max), 1).unwrap();
            assert_eq!(optimum, max);
            let text = puzzle.to_string();
            let (plain, start) = Plain::read(&text);
            for metric in Metric::ALL {
                let (found, _) = plain.search(&start, metric);
                assert_eq!(found, optima_in(&puzzle, metric), "{metric}:\n{text}");
            }
        }
    }
}

/// `puzzle`'s optimum in `metric`, by the world's table of its mix.
fn optima_in(puzzle: &ClassicPuzzle, metric: Metric) -> Option<usize> {
    let mix = Mix::of(puzzle).unwrap();
    Optima::compute(mix, metric)
        .unwrap()
        .optimum(puzzle)
        .unwrap()
}
