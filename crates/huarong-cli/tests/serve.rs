//! `huarong serve`: the playground starts from the command line, answers the
//! API and the page, reports a port in use, and checks its options. (The
//! server itself is tested in `crates/huarong-web`; the page in a browser.)

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Stdio};

use crate::common::{bin, read, sample_path, usage_error};

/// A running `huarong serve` on a free port, killed when dropped.
struct Served {
    child: Child,
    addr: String,
}

impl Served {
    fn start() -> Served {
        let mut child = std::process::Command::new(bin())
            .args(["serve", "--addr", "127.0.0.1:0"])
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stderr.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let addr = line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .to_owned();
        Served { child, addr }
    }

    /// One HTTP/1.1 request; the whole response as text.
    fn request(&self, method: &str, path: &str, body: &[u8]) -> String {
        let mut stream = TcpStream::connect(&self.addr).unwrap();
        write!(
            stream,
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            self.addr,
            body.len()
        )
        .unwrap();
        stream.write_all(body).unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).unwrap();
        response
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn serves_the_page_and_solves_the_sample() {
    let served = Served::start();
    let page = served.request("GET", "/", b"");
    assert!(page.starts_with("HTTP/1.1 200"), "{page}");
    assert!(page.contains("<!doctype html>"), "{page}");
    let solved = served.request("POST", "/api/solve?moves=false", &read(&sample_path()));
    assert!(solved.starts_with("HTTP/1.1 200"), "{solved}");
    assert!(
        solved.contains(r#"{"game":1,"answer":2"#) && solved.contains(r#"{"game":2,"answer":-1"#),
        "{solved}"
    );
}

#[test]
fn a_port_in_use_is_an_error() {
    let served = Served::start();
    let out = crate::common::huarong()
        .args(["serve", "--addr", &served.addr])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with("error: cannot listen on"), "{stderr}");
}

#[test]
fn options_are_checked() {
    for args in [
        &["serve", "--max-cells", "99999999999"][..],
        &["serve", "--time-limit", "0"],
        &["serve", "--addr", "nowhere"],
    ] {
        let out = crate::common::huarong().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

/// `serve --solvers` and `--queue` are bounded: a huge one is a usage
/// error, not a panic.
#[test]
fn serve_bounds_solvers_and_queue() {
    let huge = "18446744073709551615";
    let message = usage_error(&["serve", "--solvers", huge]);
    assert!(message.contains("--solvers"), "{message}");
    let message = usage_error(&["serve", "--queue", huge]);
    assert!(message.contains("--queue"), "{message}");
    usage_error(&["serve", "--solvers", "4097"]);
}
