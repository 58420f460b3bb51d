//! `solve --moves`: the moves as letters and as JSON, from every engine. (That
//! every engine's moves replay to the optimum is the library's test,
//! `crates/huarong/tests/moves.rs`.)

use crate::common::{huarong, sample_path, usage_error};

#[test]
fn cli_prints_moves_and_json() {
    let sample = sample_path();
    huarong()
        .arg("solve")
        .arg("--moves")
        .arg(&sample)
        .assert()
        .success()
        .stdout("2 UU\n-1\n");
    huarong()
        .args(["solve", "--moves", "--format", "json"])
        .arg(&sample)
        .assert()
        .success()
        .stdout("{\"game\":1,\"answer\":2,\"moves\":\"UU\"}\n{\"game\":2,\"answer\":-1,\"moves\":null}\n");
    huarong()
        .args(["solve", "--format", "json"])
        .arg(&sample)
        .assert()
        .success()
        .stdout("{\"game\":1,\"answer\":2}\n{\"game\":2,\"answer\":-1}\n");
    // Every engine spells out moves (the sample's 2-move solution is the only one).
    for engine in ["brute", "classic", "fast"] {
        huarong()
            .args(["solve", "--moves", "--engine", engine])
            .arg(&sample)
            .assert()
            .success()
            .stdout("2 UU\n-1\n");
    }
    // Judge mode's --engine before `solve` would be dropped: a usage error.
    let sample = sample.to_str().expect("UTF-8 path");
    usage_error(&["--engine", "classic", "solve", "--moves", sample]);
}
