//! `huarong show` and the library's drawings (`huarong::render`): snapshots of
//! the terminal text and the SVG for small games, well-formed XML, routes that
//! follow the replay, and the command line (colour only on a terminal and
//! without NO_COLOR, `--svg` writing a file, bad `--game` refused).

mod common;

use common::{SAMPLE, bin, huarong, puzzle, sample_path, stdout_of};
use huarong::generate::{Family, board, mixed_games, seeded};
use huarong::render::{Scene, Style, positions, route};
use huarong::{Board, Dir, FastSolver, Game, Pos, Puzzle, Solution, StateGraph, replay};

/// An open 3 x 3 board. Game 1: the piece crosses it corner to corner, the
/// blank starts beside it. Game 2: the piece is already on the target.
const OPEN: &str = "3 3 2\n1 1 1\n1 1 1\n1 1 1\n1 2 1 1 3 3\n2 2 1 1 1 1\n";
/// One optimal solution of the open board's game 1. The snapshots draw this
/// one, not whichever of the equally short ones the solver picks.
const OPEN_MOVES: &str = "LDRURDLDRU";

fn solve(board: &Board, game: &Game) -> Option<Solution> {
    let graph = StateGraph::new(board);
    FastSolver::new(&graph)
        .solve_with_moves(game)
        .expect("valid game")
}

/// The scene of game `number` (1-based) of `puzzle`, solved.
fn scene(puzzle: &Puzzle, number: usize) -> Scene<'_> {
    let game = puzzle.games[number - 1];
    let solution = solve(&puzzle.board, &game);
    Scene::new(&puzzle.board, number, game, solution.as_ref()).expect("scene")
}

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

/// The terminal view followed by every step frame, as `show --step` prints it.
fn terminal_with_steps(scene: &Scene<'_>, style: Style) -> String {
    let mut text = scene.terminal(style);
    for frame in scene.steps(style) {
        text.push('\n');
        text.push_str(&frame);
    }
    text
}

/// Removes ANSI escape sequences (`ESC [ ... letter`).
fn strip_ansi(text: &str) -> String {
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
fn well_formed(svg: &str) -> usize {
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

// The command line.

#[test]
fn cli_piped_output_is_plain_and_matches_the_library() {
    let path = sample_path();
    let path = path.to_str().unwrap();
    let p = puzzle(SAMPLE);
    let text = stdout_of(&["show", path]);
    assert!(!text.contains('\x1b'), "{text:?}");
    assert_eq!(text, scene(&p, 1).terminal(Style::Plain));
    let stepped = stdout_of(&["show", path, "--step"]);
    assert_eq!(stepped, terminal_with_steps(&scene(&p, 1), Style::Plain));
    let unsolvable = stdout_of(&["show", path, "--game", "2"]);
    assert!(unsolvable.starts_with("game 2: answer -1"), "{unsolvable}");
    // Stdin works too.
    let out = huarong()
        .args(["show", "-"])
        .write_stdin(SAMPLE)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), text);
}

#[test]
fn cli_svg_writes_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = sample_path();
    let p = puzzle(SAMPLE);
    for (still, name) in [(false, "animated.svg"), (true, "still.svg")] {
        let out_file = dir.path().join(name);
        let mut args = vec![
            "show",
            path.to_str().unwrap(),
            "--game",
            "1",
            "--svg",
            out_file.to_str().unwrap(),
        ];
        if still {
            args.push("--still");
        }
        let said = stdout_of(&args);
        assert!(said.starts_with("wrote "), "{said}");
        let svg = std::fs::read_to_string(&out_file).unwrap();
        assert_eq!(svg, scene(&p, 1).svg(!still));
        well_formed(&svg);
    }
    // `--svg -` writes the document to stdout.
    let svg = stdout_of(&["show", path.to_str().unwrap(), "--svg", "-"]);
    assert_eq!(svg, scene(&p, 1).svg(true));
}

#[test]
fn cli_bad_game_is_a_usage_error() {
    let path = sample_path();
    for game in ["0", "3"] {
        let out = huarong()
            .args(["show", path.to_str().unwrap(), "--game", game])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "--game {game}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.starts_with(&format!(
                "error: --game {game}: the puzzle has 2 games; pick one from 1 to 2\n"
            )),
            "{stderr}"
        );
        assert!(stderr.contains("Usage: huarong show"), "{stderr}");
        assert!(out.stdout.is_empty());
    }
    // `--still` needs `--svg`; `--step` and `--svg` do not mix: usage errors.
    for args in [vec!["--still"], vec!["--step", "--svg", "x.svg"]] {
        let out = huarong()
            .args(["show", path.to_str().unwrap()])
            .args(&args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

/// Runs `huarong args` with stdout on a pseudo-terminal and returns what it
/// printed, or `None` when no pseudo-terminal can be had.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
fn on_terminal(args: &[&str], no_color: Option<&str>) -> Option<String> {
    use std::io::Read;
    use std::os::fd::{FromRawFd, OwnedFd};
    use std::process::Stdio;

    let (mut master, mut slave) = (0, 0);
    // SAFETY: openpty writes two descriptors it opened, which we then own.
    let rc = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    if rc != 0 {
        return None;
    }
    // SAFETY: both descriptors are open and owned by nothing else.
    let (master, slave) = unsafe { (OwnedFd::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) };
    let mut cmd = std::process::Command::new(bin());
    cmd.args(args)
        .env_remove("NO_COLOR")
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .stdout(Stdio::from(slave));
    if let Some(value) = no_color {
        cmd.env("NO_COLOR", value);
    }
    let mut child = cmd.spawn().expect("huarong runs");
    // Close our copies of the terminal's far end, so reading ends with the child.
    drop(cmd);
    let mut text = Vec::new();
    let mut reader = std::fs::File::from(master);
    let mut buf = [0; 4096];
    loop {
        // The end, or on Linux EIO once the far end is closed.
        match reader.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => text.extend_from_slice(&buf[..n]),
        }
    }
    assert!(child.wait().unwrap().success());
    Some(String::from_utf8(text).expect("UTF-8"))
}

#[cfg(target_os = "linux")]
#[test]
fn cli_colours_a_terminal_unless_no_color() {
    let path = sample_path();
    let args = ["show", path.to_str().unwrap(), "--step"];
    let Some(colored) = on_terminal(&args, None) else {
        eprintln!("no pseudo-terminal here; skipped");
        return;
    };
    assert!(colored.contains("\x1b["), "{colored:?}");
    let p = puzzle(SAMPLE);
    let plain = terminal_with_steps(&scene(&p, 1), Style::Plain);
    // The terminal turns each \n into \r\n.
    assert_eq!(strip_ansi(&colored).replace("\r\n", "\n"), plain);
    // An empty NO_COLOR does not count.
    let empty = on_terminal(&args, Some("")).unwrap();
    assert!(empty.contains("\x1b["));
    let no_color = on_terminal(&args, Some("1")).unwrap();
    assert!(!no_color.contains('\x1b'), "{no_color:?}");
    assert_eq!(no_color.replace("\r\n", "\n"), plain);
}
