//! `huarong explain`: both forms as JSON, to the field, against the judge's
//! answers and `solve --moves` replayed; the text form's sentences, tables
//! and drawings; and its usage errors.

use crate::common::{
    huarong, official_case, run_ok, sample_path, stdout_of, temp_file, usage_error,
};
use huarong::{Dir, Pos};
use serde_json::Value;

fn sample() -> String {
    sample_path().to_str().expect("a UTF-8 path").to_owned()
}

fn json_of(args: &[&str]) -> Value {
    serde_json::from_str(&stdout_of(args)).expect("one JSON object")
}

#[test]
fn a_game_as_json_has_the_fields_of_the_issue() {
    let one = stdout_of(&["explain", &sample(), "--game", "1", "--format", "json"]);
    assert_eq!(
        one,
        "{\"game\":1,\"answer\":2,\"start\":[{\"side\":\"D\",\"cost\":1},{\"side\":\"R\",\"cost\":3}],\
         \"path\":[{\"piece\":[1,2],\"side\":\"D\",\"cost\":1,\"step\":\"start\"},\
         {\"piece\":[2,2],\"side\":\"U\",\"cost\":2,\"step\":\"swap\"}]}\n"
    );
    let two = stdout_of(&["explain", &sample(), "-g", "2", "--format", "json"]);
    assert_eq!(
        two,
        "{\"game\":2,\"answer\":-1,\"start\":[{\"side\":\"U\",\"cost\":0},\
         {\"side\":\"D\",\"cost\":null},{\"side\":\"R\",\"cost\":2}],\"path\":null}\n"
    );
}

#[test]
fn a_piece_on_its_target_is_one_state_of_cost_0() {
    // The sample's board, the piece at (1, 3) already on its target, the
    // blank at (2, 3) below it.
    let file = temp_file(b"3 4 1\n0 1 1 1\n0 1 1 0\n0 1 0 0\n2 3 1 3 1 3\n");
    let path = file.path().to_str().expect("UTF-8");
    let reply = json_of(&["explain", path, "--game", "1", "--format", "json"]);
    assert_eq!(reply["answer"], 0);
    assert_eq!(
        reply["path"],
        serde_json::json!([{"piece": [1, 3], "side": "D", "cost": 0, "step": "start"}])
    );
}

#[test]
fn a_cell_as_json_lists_every_ordered_pair_of_free_sides() {
    let reply = stdout_of(&["explain", &sample(), "--cell", "2,3", "--format", "json"]);
    assert_eq!(
        reply,
        "{\"cell\":[2,3],\"around\":[{\"from\":\"U\",\"to\":\"L\",\"cost\":2},\
         {\"from\":\"L\",\"to\":\"U\",\"cost\":2}]}\n"
    );
    // Official case 9 round a cell of its ring: four sides would be twelve
    // pairs; each pair's cost is the same both ways.
    let case = official_case(9);
    let input = case.input_path.to_str().expect("UTF-8");
    let board = case.puzzle().board;
    for (row, col) in [(1, 1), (5, 27), (30, 3)] {
        let cell = format!("{row},{col}");
        let reply = json_of(&["explain", input, "--cell", &cell, "--format", "json"]);
        assert_eq!(reply["cell"], serde_json::json!([row, col]));
        let around = reply["around"].as_array().expect("a list");
        let free = Dir::ALL
            .into_iter()
            .filter(|&d| {
                board
                    .neighbor(Pos::new(row - 1, col - 1), d)
                    .is_some_and(|q| board.is_free(q))
            })
            .count();
        assert_eq!(around.len(), free * (free - 1), "{cell}");
        for walk in around {
            let back = around
                .iter()
                .find(|w| w["from"] == walk["to"] && w["to"] == walk["from"])
                .expect("the walk back");
            assert_eq!(back["cost"], walk["cost"], "{cell}");
        }
    }
}

/// The moves `solve --moves` prints for the one game of `file`, replayed:
/// the piece and the blank after each move, the start first.
fn replayed(file: &str, game: huarong::Game, board: &huarong::Board) -> Vec<(Pos, Pos)> {
    let out = stdout_of(&["solve", "--moves", file]);
    let letters = out.split_whitespace().nth(1).unwrap_or("");
    let (mut piece, mut blank) = (game.piece, game.blank);
    let mut states = vec![(piece, blank)];
    for letter in letters.chars() {
        let dir = Dir::ALL
            .into_iter()
            .find(|d| d.letter() == letter)
            .expect("a move letter");
        let next = board.neighbor(blank, dir).expect("a legal move");
        if next == piece {
            piece = blank;
        }
        blank = next;
        states.push((piece, blank));
    }
    states
}

#[test]
fn official_games_explained_give_the_judges_answers_along_solve_moves() {
    let mut checked = 0;
    for n in [1, 5, 9, 12, 15] {
        let case = official_case(n);
        let whole = case.puzzle();
        let answers = case.answers();
        for (k, game) in whole.games.iter().enumerate().take(4) {
            // A file of this game alone, so that `solve --moves` answers it
            // with the same precomputation as `explain`.
            let one = huarong::Puzzle {
                board: whole.board.clone(),
                games: vec![*game],
            };
            let file = temp_file(one.to_string().as_bytes());
            let path = file.path().to_str().expect("UTF-8");
            let reply = json_of(&["explain", path, "--game", "1", "--format", "json"]);
            let want = answers[k].map_or(-1, |a| i64::try_from(a).expect("small"));
            assert_eq!(reply["answer"], want, "case {n} game {}", k + 1);
            // The full file's game K is explained the same.
            let number = (k + 1).to_string();
            let input = case.input_path.to_str().expect("UTF-8");
            let full = json_of(&["explain", input, "--game", &number, "--format", "json"]);
            assert_eq!(full["answer"], want);
            assert_eq!(full["game"], k + 1);
            let Some(path_steps) = reply["path"].as_array() else {
                assert_eq!(want, -1);
                continue;
            };
            let states = replayed(path, *game, &whole.board);
            assert_eq!(states.len() as i64 - 1, want, "case {n} game {}", k + 1);
            for step in path_steps {
                let cost = step["cost"].as_u64().expect("a cost") as usize;
                let piece = &step["piece"];
                let at = Pos::new(
                    piece[0].as_u64().expect("a row") as usize - 1,
                    piece[1].as_u64().expect("a column") as usize - 1,
                );
                let (piece, blank) = states[cost];
                assert_eq!(piece, at, "case {n} game {}: after {cost} moves", k + 1);
                let side = step["side"].as_str().expect("a side");
                let dir = Dir::ALL
                    .into_iter()
                    .find(|d| d.letter().to_string() == side)
                    .expect("U, D, L or R");
                assert_eq!(whole.board.neighbor(piece, dir), Some(blank));
            }
            checked += 1;
        }
    }
    assert!(checked >= 10, "only {checked} games had a path");
}

#[test]
fn the_text_says_it_in_sentences_a_table_and_drawings() {
    let text = stdout_of(&["explain", &sample(), "--game", "1", "--color", "never"]);
    insta::assert_snapshot!("explain_sample_game_1", text);
    for phrase in [
        "1. The blank's first walk",
        "2. The shortest path through the state graph",
        "1 + 0 + 1 = 2 moves, the answer",
        "step  kind   piece   side  moves  so far",
        "step 2 (swap): the piece moves down to (2, 2)",
    ] {
        assert!(text.contains(phrase), "{phrase:?} in {text}");
    }
    let unsolvable = stdout_of(&["explain", &sample(), "--game", "2"]);
    assert!(unsolvable.contains("the answer is -1"), "{unsolvable}");
    assert!(
        unsolvable.contains("none: cut off by the piece"),
        "{unsolvable}"
    );
    let cell = stdout_of(&["explain", &sample(), "--cell", "2,3"]);
    insta::assert_snapshot!("explain_sample_cell_2_3", cell);
    // A long path folds its runs of alike moves into rows and draws only
    // some of its states.
    let case = official_case(9);
    let input = case.input_path.to_str().expect("UTF-8");
    let long = stdout_of(&["explain", input, "--game", "1"]);
    assert!(long.contains("around+swap x29"), "{long}");
    assert!(long.contains("16 + 71746 + 172 = 71934 moves"), "{long}");
    assert!(long.contains("states not drawn"), "{long}");
    assert!(
        long.lines().count() < 400,
        "a wall of {} lines",
        long.lines().count()
    );
}

#[test]
fn what_cannot_be_explained_is_a_usage_error() {
    let sample = sample();
    for (args, says) in [
        (&["explain", &sample][..], "--game"),
        (
            &["explain", &sample, "--game", "1", "--cell", "1,2"],
            "cannot be used",
        ),
        (&["explain", &sample, "--game", "3"], "pick one from 1 to 2"),
        (&["explain", &sample, "--game", "0"], "pick one from 1 to 2"),
        (&["explain", &sample, "--cell", "0,2"], "is not a cell"),
        (&["explain", &sample, "--cell", "2"], "is not a cell"),
        (&["explain", &sample, "--cell", "4,1"], "outside the board"),
        (&["explain", &sample, "--cell", "1,1"], "is fixed"),
    ] {
        let stderr = usage_error(args);
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
    // A puzzle that does not parse is an error of the input (status 1).
    let broken = temp_file(b"3 4 1\n0 1 1\n");
    let out = huarong()
        .args([
            "explain",
            broken.path().to_str().expect("UTF-8"),
            "--game",
            "1",
        ])
        .output()
        .expect("huarong runs");
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
}

#[test]
fn stdin_is_read_with_a_dash() {
    let out = run_ok(
        &["explain", "-", "--game", "1", "--format", "json"],
        crate::common::SAMPLE.as_bytes(),
    );
    let reply: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(reply["answer"], 2);
}

/// "Learning the method" (`docs/LEARN.md`, moved there from the README)
/// shows real output: each `$ huarong explain ...` line there is followed by
/// what the command prints.
#[test]
fn the_learn_pages_examples_are_what_explain_prints() {
    let learn =
        std::fs::read_to_string(crate::common::repo("docs/LEARN.md")).expect("docs/LEARN.md");
    let section = learn
        .split("# Learning the method")
        .nth(1)
        .expect("a page titled Learning the method");
    let lines: Vec<&str> = section.lines().collect();
    let mut checked = 0;
    for pair in lines.windows(2) {
        let Some(command) = pair[0].strip_prefix("$ huarong ") else {
            continue;
        };
        let mut args: Vec<String> = command.split_whitespace().map(str::to_owned).collect();
        args[1] = crate::common::repo(&args[1])
            .to_str()
            .expect("UTF-8")
            .to_owned();
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        assert_eq!(stdout_of(&args).trim_end(), pair[1], "{command}");
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} examples");
    // The sample's text, shown whole.
    let text = stdout_of(&["explain", &sample(), "--game", "1", "--color", "never"]);
    assert!(
        section.contains(&text),
        "the sample's text as docs/LEARN.md shows it"
    );
}
