//! `huarong show` on the command line: piped output plain and the library's
//! drawing, colour only on a terminal and without NO_COLOR, `--svg` writing
//! a file (under SVG names only), a bad `--game` refused. The drawings
//! themselves are the library's tests (`crates/huarong/tests/show.rs`).

use std::path::Path;

use huarong::render::Style;

use crate::common::drawings::{scene, strip_ansi, terminal_with_steps, well_formed};
use crate::common::{
    SAMPLE, bin, huarong, puzzle, sample_path, stderr_text, stdout_of, usage_error,
};

fn path_str(path: &Path) -> &str {
    path.to_str().expect("UTF-8 path")
}

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

/// `show -o` writes SVG only: another name is a usage error, and no file.
#[test]
fn show_writes_svg_under_svg_names_only() {
    let dir = tempfile::tempdir().expect("temp dir");
    let png = dir.path().join("x.png");
    let sample = sample_path();
    let message = usage_error(&["show", "-g", "1", "-o", path_str(&png), path_str(&sample)]);
    assert!(message.contains("must end in .svg"), "{message}");
    assert!(message.contains("x.svg"), "{message}");
    assert!(!png.exists());
    let svg = dir.path().join("x.SVG");
    let out = huarong()
        .args(["show", "-o", path_str(&svg), path_str(&sample)])
        .output()
        .expect("huarong runs");
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    assert!(svg.exists());
}
