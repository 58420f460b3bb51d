//! The server as a client sees it: a real server on a free loopback port, one
//! per test, with every status of the API, the limits, and slow clients.

mod requests;
#[path = "../support/mod.rs"]
mod support;

use std::net::SocketAddr;
use std::num::NonZeroUsize;
use std::time::{Duration, Instant};

use huarong::generate::{Family, board, random_games, seeded};
use huarong::{Dir, InputLimits, Puzzle, parse_puzzle, replay};
use huarong_web::{ServeConfig, Server};
use support::TestServer;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::oneshot;

const SAMPLE: &str = "3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";

fn official(case: usize, ext: &str) -> String {
    let path = format!(
        "{}/../../data/noip2013/puzzle{case}.{ext}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// [`SAMPLE`] posted to `path` on a server of its own with the defaults:
/// the body of its JSON reply.
async fn sample_json(path: &str) -> String {
    let reply = TestServer::with_defaults().await.post(path, SAMPLE).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.content_type, "application/json");
    reply.body
}

#[tokio::test]
async fn solve_answers_each_game_with_its_moves() {
    assert_eq!(
        sample_json("/api/solve").await,
        r#"{"answers":[{"game":1,"answer":2,"moves":"UU"},{"game":2,"answer":-1,"moves":null}]}"#
    );
}

#[tokio::test]
async fn moves_false_leaves_the_moves_out() {
    assert_eq!(
        sample_json("/api/solve?moves=false").await,
        r#"{"answers":[{"game":1,"answer":2},{"game":2,"answer":-1}]}"#
    );
}

#[tokio::test]
async fn official_cases_get_the_judges_answers_and_moves_that_replay() {
    let server = TestServer::with_defaults().await;
    for case in 1..=20 {
        let input = official(case, "in");
        let expected: Vec<i64> = official(case, "ans")
            .split_whitespace()
            .map(|a| a.parse().unwrap())
            .collect();
        let reply = server.post("/api/solve", input.clone()).await;
        assert_eq!(reply.status, 200, "case {case}: {}", reply.body);
        let puzzle = parse_puzzle(input.as_bytes(), &InputLimits::default()).unwrap();
        let answers = reply.json()["answers"].as_array().unwrap().clone();
        assert_eq!(answers.len(), expected.len(), "case {case}");
        for (i, (answer, (&want, game))) in answers
            .iter()
            .zip(expected.iter().zip(&puzzle.games))
            .enumerate()
        {
            assert_eq!(answer["game"], i + 1);
            assert_eq!(answer["answer"], want, "case {case}, game {}", i + 1);
            if want < 0 {
                assert!(answer["moves"].is_null());
                continue;
            }
            let moves: Vec<Dir> = answer["moves"]
                .as_str()
                .unwrap()
                .chars()
                .map(|c| Dir::ALL.into_iter().find(|d| d.letter() == c).unwrap())
                .collect();
            assert_eq!(moves.len() as i64, want);
            assert_eq!(replay(&puzzle.board, game, &moves), Ok(game.target));
        }
    }
}

#[tokio::test]
async fn a_puzzle_that_does_not_parse_is_400_with_line_and_column() {
    let server = TestServer::with_defaults().await;
    let cut = "3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n";
    let error = server.post("/api/solve", cut).await.error(400);
    assert!(
        error.starts_with("line 5, column 1: the input ends early"),
        "{error}"
    );
    let on_fixed = "3 4 1\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 1 2 2\n";
    let error = server.post("/api/solve", on_fixed).await.error(400);
    assert!(error.starts_with("line 5, column 5: game 1:"), "{error}");
    assert!(error.contains("fixed cell"), "{error}");
    let error = server.post("/api/solve", "\u{1F600}").await.error(400);
    assert!(error.starts_with("line 1, column 1:"), "{error}");
}

#[tokio::test]
async fn a_bad_query_is_400() {
    let server = TestServer::with_defaults().await;
    let error = server
        .post("/api/solve?moves=maybe", SAMPLE)
        .await
        .error(400);
    assert!(error.contains("moves"), "{error}");
    let error = server.post("/api/reach?game=3", SAMPLE).await.error(400);
    assert_eq!(error, "there is no game 3: the puzzle has 2 games");
    server.post("/api/svg?game=0", SAMPLE).await.error(400);
}

#[tokio::test]
async fn a_body_over_the_limit_is_413() {
    let server = TestServer::start(ServeConfig {
        max_body_bytes: 1_000,
        ..ServeConfig::default()
    })
    .await;
    let body = format!("{SAMPLE}{}", " ".repeat(1_000));
    let error = server.post("/api/solve", body).await.error(413);
    assert_eq!(
        error,
        "the request body is larger than the limit of 1000 bytes"
    );
    // Without a declared length, the limit is found while reading.
    let chunk = format!("{:x}\r\n{}\r\n", 1_500, "1".repeat(1_500));
    let response = raw_exchange(
        server.addr,
        format!(
            "POST /api/solve HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\
             connection: close\r\n\r\n{chunk}0\r\n\r\n"
        )
        .as_bytes(),
    )
    .await;
    assert!(response.starts_with("HTTP/1.1 413"), "{response}");
    assert!(response.contains(r#"{"error":"the request body is larger"#));
    // At the limit is fine.
    let body = format!("{SAMPLE}{}", " ".repeat(1_000 - SAMPLE.len()));
    assert_eq!(server.post("/api/solve", body).await.status, 200);
}

#[tokio::test]
async fn boards_and_games_over_the_limits_are_422() {
    let server = TestServer::with_limits(12, 2).await;
    assert_eq!(server.post("/api/solve", SAMPLE).await.status, 200);
    let big = "4 4 0\n1 1 1 1\n1 1 1 1\n1 1 1 1\n1 1 1 1\n";
    let error = server.post("/api/solve", big).await.error(422);
    assert_eq!(
        error,
        "line 1, column 1: the board has 4 x 4 = 16 cells, more than the limit of 12"
    );
    let three = SAMPLE.replacen("3 4 2", "3 4 3", 1) + "3 2 1 2 1 4\n";
    let error = server.post("/api/solve", three).await.error(422);
    assert_eq!(
        error,
        "the puzzle has 3 games, more than the server's limit of 2"
    );
    for path in ["/api/reach", "/api/svg"] {
        server.post(path, big).await.error(422);
    }
}

/// One solver, held by the test, and room for one request to wait: of two
/// requests, whichever comes second is refused at once, and the other waits
/// until the solver is free.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn beyond_the_solvers_and_the_queue_is_503() {
    let (server, held) = TestServer::start_holding(ServeConfig {
        solvers: NonZeroUsize::MIN,
        queue: 1,
        ..ServeConfig::default()
    })
    .await;
    let url = server.url("/api/solve");
    let request = || tokio::spawn(support::post(url.clone(), "text/plain", SAMPLE));
    let (mut first, mut second) = (request(), request());
    // Neither can be answered while the solver is held: the first to end is
    // the one refused.
    let (refused, waiting) = tokio::select! {
        reply = &mut first => (reply.unwrap(), second),
        reply = &mut second => (reply.unwrap(), first),
    };
    assert!(
        refused.error(503).starts_with("the server is busy"),
        "{}",
        refused.body
    );
    assert_eq!(refused.headers["retry-after"], "1");
    drop(held);
    assert_eq!(waiting.await.unwrap().status, 200);
    assert_eq!(server.post("/api/solve", SAMPLE).await.status, 200);
}

/// The one solver held: a request waits for it until its time is up, and
/// is answered 503 then, whatever the machine's pace.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_over_the_time_limit_is_503() {
    assert_eq!(
        over_the_time_limit("/api/solve").await,
        "the request did not finish within the time limit of 0.2 s"
    );
}

/// [`SAMPLE`] posted to `path` on a server whose one solver is held and
/// whose time limit is 0.2 s: the message of its 503.
async fn over_the_time_limit(path: &str) -> String {
    let (server, _held) = TestServer::start_holding(ServeConfig {
        solvers: NonZeroUsize::MIN,
        time_limit: Duration::from_millis(200),
        ..ServeConfig::default()
    })
    .await;
    server.post(path, SAMPLE).await.error(503)
}

#[tokio::test]
async fn reach_lists_the_cells_the_piece_can_reach() {
    assert_eq!(
        sample_json("/api/reach?game=2").await,
        r#"{"game":2,"cells":[[1,2],[1,3],[2,2],[2,3]]}"#
    );
    // The first game by default; its target (2, 2) is reachable.
    let reply = TestServer::with_defaults()
        .await
        .post("/api/reach", SAMPLE)
        .await;
    assert!(
        reply.json()["cells"]
            .as_array()
            .unwrap()
            .contains(&serde_json::json!([2, 2]))
    );
}

#[tokio::test]
async fn svg_draws_the_game_and_its_solution() {
    let server = TestServer::with_defaults().await;
    let reply = server.post("/api/svg?game=1", SAMPLE).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.content_type, "image/svg+xml");
    assert_eq!(
        reply.headers["content-disposition"],
        r#"attachment; filename="huarong-game-1.svg""#
    );
    assert!(reply.body.starts_with("<svg"));
    assert!(reply.body.contains("game 1: 2 moves"));
    assert!(reply.body.contains("<animate"));
    let still = server.post("/api/svg?game=2&animated=false", SAMPLE).await;
    assert_eq!(still.status, 200);
    assert!(!still.body.contains("<animate"));
}

#[tokio::test]
async fn unknown_paths_and_methods_get_json_errors() {
    let server = TestServer::with_defaults().await;
    assert_eq!(
        server.post("/api/nothing", SAMPLE).await.error(404),
        "Not Found"
    );
    assert_eq!(
        server.get("/api/solve").await.error(405),
        "Method Not Allowed"
    );
}

#[tokio::test]
async fn the_page_and_its_files_come_from_the_binary() {
    let server = TestServer::with_defaults().await;
    for (path, media_type, marker) in [
        (
            "/",
            "text/html; charset=utf-8",
            r#"<script type="module" src="js/main.js">"#,
        ),
        ("/js/main.js", "text/javascript; charset=utf-8", "./api.js"),
        (
            "/js/api.js",
            "text/javascript; charset=utf-8",
            "op: 'solve'",
        ),
        (
            "/js/backend-http.js",
            "text/javascript; charset=utf-8",
            "JSON.stringify(request)",
        ),
        (
            "/manifest.webmanifest",
            "application/manifest+json",
            "\"start_url\"",
        ),
        ("/js/i18n.js", "text/javascript; charset=utf-8", "zh-CN"),
        (
            "/js/learn.js",
            "text/javascript; charset=utf-8",
            "./learn-model.js",
        ),
        ("/style.css", "text/css; charset=utf-8", "@media"),
        ("/icon.svg", "image/svg+xml", "<svg"),
    ] {
        let reply = server.get(path).await;
        assert_eq!(reply.status, 200, "{path}");
        assert_eq!(reply.content_type, media_type, "{path}");
        assert!(reply.body.contains(marker), "{path}");
        // Nothing is fetched from elsewhere (the SVG namespace is a name, not
        // an address), and the policy forbids it.
        let body = reply
            .body
            .replace(r#"xmlns="http://www.w3.org/2000/svg""#, "");
        assert!(!body.contains("http://"), "{path}");
        assert!(!body.contains("https://"), "{path}");
        assert!(
            reply.headers["content-security-policy"]
                .to_str()
                .unwrap()
                .starts_with("default-src 'self'"),
            "{path}"
        );
    }
}

/// Longer than the server could take to cut a slow client off, however busy
/// the machine: only a limit that turns a hang into a failure.
const HANG_GUARD: Duration = Duration::from_secs(60);

/// Sends `request` on a new connection and reads until the server closes it.
async fn raw_exchange(addr: SocketAddr, request: &[u8]) -> String {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream.write_all(request).await.unwrap();
    let mut response = Vec::new();
    tokio::time::timeout(HANG_GUARD, stream.read_to_end(&mut response))
        .await
        .expect("the server did not close the connection")
        .unwrap();
    String::from_utf8_lossy(&response).into_owned()
}

/// Waits until the server closes `stream`, returning what it sent, or panics
/// after `limit`.
async fn closed_within(stream: &mut TcpStream, limit: Duration) -> String {
    let mut response = Vec::new();
    match tokio::time::timeout(limit, stream.read_to_end(&mut response)).await {
        Ok(_) => String::from_utf8_lossy(&response).into_owned(),
        Err(_) => panic!("the connection was still open after {limit:?}"),
    }
}

/// The defaults but for how long a client may take over a request.
fn client_timeout(timeout: Duration) -> ServeConfig {
    ServeConfig {
        client_timeout: timeout,
        ..ServeConfig::default()
    }
}

/// The client timeout of the tests that wait for the server to cut a client
/// off.
const SHORT_CLIENT_TIMEOUT: Duration = Duration::from_millis(500);

/// A server with [`SHORT_CLIENT_TIMEOUT`], and a connection to it that has
/// sent `bytes` (the server runs until its handle is dropped).
async fn sent_to_a_short_timeout(bytes: &[u8]) -> (TestServer, TcpStream) {
    let server = TestServer::start(client_timeout(SHORT_CLIENT_TIMEOUT)).await;
    let mut stream = TcpStream::connect(server.addr).await.unwrap();
    stream.write_all(bytes).await.unwrap();
    (server, stream)
}

#[tokio::test]
async fn a_header_too_slow_is_cut_off() {
    let (_server, mut stream) =
        sent_to_a_short_timeout(b"POST /api/solve HTTP/1.1\r\nhost: x\r\n").await;
    let start = Instant::now();
    closed_within(&mut stream, HANG_GUARD).await;
    assert!(start.elapsed() >= Duration::from_millis(400));
}

#[tokio::test]
async fn an_idle_connection_is_closed() {
    let request = format!(
        "POST /api/solve HTTP/1.1\r\nhost: x\r\ncontent-length: {}\r\n\r\n{SAMPLE}",
        SAMPLE.len()
    );
    let (_server, mut stream) = sent_to_a_short_timeout(request.as_bytes()).await;
    // The answer comes, then the kept-alive connection is closed when idle.
    let sent = closed_within(&mut stream, HANG_GUARD).await;
    assert!(sent.starts_with("HTTP/1.1 200"), "{sent}");
    assert!(sent.ends_with(r#"{"game":2,"answer":-1,"moves":null}]}"#));
}

#[tokio::test]
async fn a_body_too_slow_is_408() {
    let (_server, mut stream) = sent_to_a_short_timeout(
        b"POST /api/solve HTTP/1.1\r\nhost: x\r\ncontent-length: 100\r\n\r\n3 4 2\n0 1",
    )
    .await;
    let sent = closed_within(&mut stream, HANG_GUARD).await;
    assert!(sent.starts_with("HTTP/1.1 408"), "{sent}");
    assert!(
        sent.contains(r#"{"error":"the request body did not arrive within 0.5 s"}"#),
        "{sent}"
    );
}

/// `/proc/net/tcp`'s number for an established connection.
#[cfg(target_os = "linux")]
const TCP_ESTABLISHED: u8 = 1;

/// The TCP state, as `/proc/net/tcp` numbers it, of the server's end of the
/// loopback connection between `server` and `client`; `None` once the
/// kernel has forgotten it. Linux only, as is the test that asks.
#[cfg(target_os = "linux")]
fn server_end_state(server: SocketAddr, client: SocketAddr) -> Option<u8> {
    let table = std::fs::read_to_string("/proc/net/tcp").expect("/proc/net/tcp (Linux)");
    let port = |field: &str| {
        let hex = field.rsplit(':').next()?;
        u16::from_str_radix(hex, 16).ok()
    };
    table.lines().skip(1).find_map(|line| {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let ours = port(fields[1]) == Some(server.port()) && port(fields[2]) == Some(client.port());
        ours.then(|| u8::from_str_radix(fields[3], 16).ok())?
    })
}

#[cfg(target_os = "linux")]
#[tokio::test]
async fn a_client_that_stops_reading_is_cut_off() {
    let server = TestServer::start(client_timeout(SHORT_CLIENT_TIMEOUT)).await;
    // Official case 15's moves run to 12.9 MB: far more than the socket
    // buffers hold when the client reads nothing.
    let input = official(15, "in");
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    let mut stream = socket.connect(server.addr).await.unwrap();
    let request = format!(
        "POST /api/solve HTTP/1.1\r\nhost: x\r\ncontent-length: {}\r\n\r\n{input}",
        input.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    // Wait for the answer to start (the solve takes longer in a debug
    // build), then read nothing until the server has given up: its end of
    // the connection leaves the established state when it closes it.
    let mut first = [0; 1];
    tokio::time::timeout(HANG_GUARD, stream.peek(&mut first))
        .await
        .expect("the answer never started")
        .unwrap();
    let client = stream.local_addr().unwrap();
    let given_up = async {
        while server_end_state(server.addr, client) == Some(TCP_ESTABLISHED) {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    };
    tokio::time::timeout(HANG_GUARD, given_up)
        .await
        .expect("the server never gave up on a client that stopped reading");
    let mut received = Vec::new();
    // The server gave up on the connection: what it had sent, then the end
    // (or a reset), well short of the whole answer.
    let end = tokio::time::timeout(HANG_GUARD, stream.read_to_end(&mut received));
    // A reset is as good an end as a close.
    let _ = end.await.expect("the connection is still open");
    assert!(received.starts_with(b"HTTP/1.1 200"));
    assert!(received.len() < 12_000_000, "{} bytes", received.len());
}

/// Slow clients of every kind, more of them than solvers, threads or queue:
/// silent, a header a byte at a time, a body a byte at a time. Normal
/// requests are answered while they hang on, the server cuts every one of
/// them off, and it still answers after.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_slow_connections_does_not_block_a_normal_request() {
    let server = TestServer::start(client_timeout(Duration::from_secs(3))).await;
    let mut slow = Vec::new();
    for i in 0..300 {
        slow.push(tokio::spawn(slow_client(
            SlowClient::connect(server.addr, i % 3).await,
        )));
    }
    for _ in 0..5 {
        assert_eq!(server.post("/api/solve", SAMPLE).await.status, 200);
    }
    for client in slow {
        assert!(client.await.unwrap(), "a slow client was never cut off");
    }
    assert_eq!(server.post("/api/solve", SAMPLE).await.status, 200);
}

/// A slow client's connection, with what it has sent so far.
struct SlowClient {
    stream: TcpStream,
    /// The byte it sends a little at a time, or `None` for a silent one.
    byte: Option<u8>,
}

impl SlowClient {
    /// A client of `kind` 0 (silent), 1 (a header a byte at a time) or 2 (a
    /// body a byte at a time), connected and through its first bytes.
    async fn connect(addr: SocketAddr, kind: usize) -> SlowClient {
        let mut stream = TcpStream::connect(addr).await.unwrap();
        let (start, byte): (&[u8], _) = match kind {
            0 => (b"", None),
            1 => (b"POST /api/solve HTTP/1.1\r\nx-slow: ", Some(b'x')),
            _ => (
                b"POST /api/solve HTTP/1.1\r\nhost: x\r\ncontent-length: 1000\r\n\r\n",
                Some(b'1'),
            ),
        };
        stream.write_all(start).await.unwrap();
        SlowClient { stream, byte }
    }
}

/// Whether the server cut `client` off: the end of its stream for a silent
/// one, a failed write for the others, a byte every 50 ms.
async fn slow_client(mut client: SlowClient) -> bool {
    let cut_off = async {
        let Some(byte) = client.byte else {
            let mut sink = Vec::new();
            let _ = client.stream.read_to_end(&mut sink).await;
            return;
        };
        loop {
            tokio::time::sleep(Duration::from_millis(50)).await;
            if client.stream.write_all(&[byte]).await.is_err() {
                return;
            }
        }
    };
    tokio::time::timeout(HANG_GUARD, cut_off).await.is_ok()
}

#[tokio::test]
async fn the_server_stops_when_told() {
    let server = TestServer::with_defaults().await;
    let addr = server.addr;
    assert_eq!(server.post("/api/solve", SAMPLE).await.status, 200);
    server.stop().await;
    assert!(TcpStream::connect(addr).await.is_err());
}

#[tokio::test]
async fn a_burst_of_connections_waits_for_the_accept_loop() {
    // Bound but not yet serving: every connection waits in the kernel's
    // queue. A queue of the standard 128 drops the rest of the handshakes,
    // whose clients retry only after a second or more.
    let config = ServeConfig {
        addr: "127.0.0.1:0".parse().unwrap(),
        ..ServeConfig::default()
    };
    let server = Server::bind(&config).await.unwrap();
    let addr = server.local_addr();
    // The kernel caps the queue at its own limit (4096 on Linux since 5.4).
    let cap = std::fs::read_to_string("/proc/sys/net/core/somaxconn")
        .ok()
        .and_then(|text| text.trim().parse::<usize>().ok())
        .unwrap_or(4096);
    let mut waiting = Vec::new();
    for i in 0..cap.min(300) {
        let connected = tokio::time::timeout(Duration::from_millis(500), TcpStream::connect(addr));
        let stream = connected
            .await
            .unwrap_or_else(|_| panic!("connection {i} was not taken into the queue"))
            .unwrap();
        waiting.push(stream);
    }
    // Once serving, the last one in the queue is answered.
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(server.run(async {
        let _ = stopped.await;
    }));
    let mut last = waiting.pop().unwrap();
    last.write_all(b"GET /api/nothing HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n")
        .await
        .unwrap();
    let sent = closed_within(&mut last, HANG_GUARD).await;
    assert!(sent.starts_with("HTTP/1.1 404"), "{sent}");
    drop(waiting);
    stop.send(()).unwrap();
    task.await.unwrap();
}

#[tokio::test]
async fn an_address_in_use_is_an_error() {
    let server = TestServer::with_defaults().await;
    let config = ServeConfig {
        addr: server.addr,
        ..ServeConfig::default()
    };
    let error = Server::bind(&config).await.unwrap_err();
    assert_eq!(
        error.to_string(),
        format!("cannot listen on {}", server.addr)
    );
    assert!(std::error::Error::source(&error).is_some());
}

#[tokio::test]
async fn post_api_takes_the_workers_json_and_answers_as_the_routes_do() {
    let server = TestServer::with_defaults().await;
    let request = |op: &str, rest: &str| {
        format!(
            r#"{{"op":"{op}","text":{}{rest}}}"#,
            serde_json::to_string(SAMPLE).unwrap()
        )
    };
    for (json, path) in [
        (
            request("solve", r#","moves":false"#),
            "/api/solve?moves=false",
        ),
        (request("reach", r#","game":2"#), "/api/reach?game=2"),
        (request("parse", ""), "/api/parse"),
        (
            request("explain", r#","cell":"2,2""#),
            "/api/explain?cell=2,2",
        ),
    ] {
        let posted = server.post_json("/api", &json).await;
        let routed = server.post(path, SAMPLE).await;
        assert_eq!(posted.status, 200, "{json}: {}", posted.body);
        assert_eq!(
            (posted.status, posted.body),
            (routed.status, routed.body),
            "{json}"
        );
    }
    let svg = server
        .post_json("/api", &request("svg", r#","game":1"#))
        .await;
    assert_eq!(svg.content_type, "image/svg+xml");
    assert_eq!(
        svg.headers["content-disposition"],
        "attachment; filename=\"huarong-game-1.svg\""
    );
    let unknown = server.post_json("/api", r#"{"op":"frobnicate"}"#).await;
    assert_eq!(unknown.status, 400);
    assert!(
        unknown.json()["error"]
            .as_str()
            .unwrap()
            .contains("frobnicate")
    );
    let missing = server.post_json("/api", r#"{"op":"solve"}"#).await;
    assert_eq!(missing.status, 400);
    assert!(missing.json()["error"].as_str().unwrap().contains("text"));
}
