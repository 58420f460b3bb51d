//! The conventions a command-line tool owes its users: shell completions and
//! a manual page generated from the same definitions that parse the
//! arguments, and their failures reported, not panicked; `--color` as
//! NO_COLOR and CLICOLOR_FORCE expect; `--quiet` where there is progress;
//! exit statuses in `--help` and the man pages.

use crate::common::{bin, huarong, stderr_text, usage_error};

#[test]
fn completions_cover_every_shell_and_every_command() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = huarong().args(["completions", shell]).output().unwrap();
        assert!(out.status.success(), "{shell}");
        let script = String::from_utf8(out.stdout).unwrap();
        for command in ["solve", "check", "stress", "serve", "man"] {
            assert!(script.contains(command), "{shell} lacks {command}");
        }
    }
    let bash = huarong().args(["completions", "bash"]).output().unwrap();
    let bash = String::from_utf8(bash.stdout).unwrap();
    assert!(bash.contains("complete -F _huarong"), "{bash}");
    assert!(
        bash.contains("--time-limit"),
        "options of the subcommands too"
    );
    usage_error(&["completions", "cmd.exe"]);
    usage_error(&["completions"]);
}

#[test]
fn the_manual_page_is_roff_for_the_command_and_each_subcommand() {
    let page = huarong().arg("man").output().unwrap();
    assert!(page.status.success());
    let page = String::from_utf8(page.stdout).unwrap();
    assert!(page.contains(".TH huarong 1"), "{page}");
    assert!(page.contains(".SH SUBCOMMANDS"), "{page}");
    let solve = huarong().args(["man", "solve"]).output().unwrap();
    let solve = String::from_utf8(solve.stdout).unwrap();
    assert!(solve.contains(".TH huarong-solve 1"), "{solve}");
    assert!(solve.contains("moves"), "{solve}");
    usage_error(&["man", "nope"]);
}

#[test]
fn a_full_disk_is_an_error_not_a_panic() {
    for args in [&["completions", "bash"][..], &["man"]] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = std::process::Command::new(bin())
            .args(args)
            .stdout(full)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let stderr = stderr_text(&out);
        assert!(stderr.starts_with("error: cannot write"), "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

#[test]
fn color_follows_the_flag_then_clicolor_force_and_no_color() {
    let sample = crate::common::sample_path();
    let sample = sample.to_str().unwrap();
    let escapes = |args: &[&str], env: &[(&str, &str)]| {
        let mut command = huarong();
        command
            .args(args)
            .env_remove("NO_COLOR")
            .env_remove("CLICOLOR_FORCE");
        for (name, value) in env {
            command.env(name, value);
        }
        let out = command.output().unwrap();
        assert!(out.status.success(), "{args:?} {env:?}");
        out.stdout.contains(&0x1b)
    };
    // Not a terminal: plain unless asked for.
    assert!(!escapes(&["show", sample], &[]));
    assert!(escapes(&["show", sample, "--color", "always"], &[]));
    assert!(escapes(&["demo"], &[("CLICOLOR_FORCE", "1")]));
    assert!(!escapes(&["demo"], &[("CLICOLOR_FORCE", "0")]));
    assert!(escapes(
        &["demo", "--color", "always"],
        &[("NO_COLOR", "1")]
    ));
    assert!(!escapes(
        &["demo", "--color", "never"],
        &[("CLICOLOR_FORCE", "1")]
    ));
    usage_error(&["show", sample, "--color", "sometimes"]);
}

#[test]
fn quiet_is_taken_where_there_is_progress_to_hide() {
    let sample = crate::common::sample_path();
    let sample = sample.to_str().unwrap();
    let out = huarong()
        .args(["solve", "--quiet", sample])
        .output()
        .unwrap();
    assert_eq!(out.stdout, b"2\n-1\n");
    assert!(out.stderr.is_empty());
    for args in [
        &["show", sample, "-q"][..],
        &[
            "gen", "open", "--rows", "2", "--cols", "2", "--games", "1", "-q",
        ],
    ] {
        let out = huarong().args(args).output().unwrap();
        assert!(out.status.success(), "{args:?}");
    }
    // Commands with no progress do not take it.
    usage_error(&["check", "--quiet", sample, sample]);
    usage_error(&["validate", "--quiet", sample]);
}

#[test]
fn help_and_man_pages_give_the_exit_statuses() {
    for (args, says) in [
        (&["--help"][..], "2 on a usage error"),
        (&["check", "--help"], "3 jury failure"),
        (&["validate", "--help"], "1 invalid"),
        (&["test", "--help"], "0 every case AC"),
        (&["stress", "--help"], "1 a failure found"),
        (&["man", "check"], "3 jury failure"),
    ] {
        let out = huarong().args(args).output().unwrap();
        assert!(out.status.success(), "{args:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains("Exit status"), "{args:?}: {text}");
        assert!(text.contains(says), "{args:?}: {text}");
    }
}

/// A bare `huarong` typed at a terminal says it is reading standard input,
/// instead of waiting in silence; fed from a pipe or a file it says nothing.
/// The terminal comes from util-linux's `script`; without it the test has
/// nothing to run.
#[test]
fn a_bare_huarong_on_a_terminal_says_it_reads_stdin() {
    // coreutils' `timeout` turns a hang into a failure.
    let Ok(script) = std::process::Command::new("timeout")
        .args(["60", "script", "-q", "-e", "-c"])
        .arg(bin())
        .arg("/dev/null")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
    else {
        eprintln!("no `script` here: skipped");
        return;
    };
    let mut script = script;
    {
        use std::io::Write;
        let mut stdin = script.stdin.take().expect("piped stdin");
        // The sample, then Ctrl-D through the terminal.
        stdin
            .write_all(b"1 2 1\n1 1\n1 1 1 2 1 2\n\x04")
            .expect("write to script");
    }
    let out = script.wait_with_output().expect("script ends");
    if out.status.code() == Some(127) {
        eprintln!("no `script` here: skipped");
        return;
    }
    assert!(out.status.success(), "{out:?}");
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(
        shown.contains("reading a puzzle from standard input"),
        "{shown:?}"
    );
    // Not on a pipe.
    let out = huarong()
        .write_stdin("1 2 1\n1 1\n1 1 1 2 1 2\n")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(stderr_text(&out), "");
}
