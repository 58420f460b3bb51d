//! `POST /api/gen`: the puzzle `huarong gen` prints for the same arguments
//! (the fixtures are its output), and the same limits as solving, which
//! `GET /api/limits` tells the page.

mod support;

use huarong_web::ServeConfig;
use support::{Reply, TestServer};

/// Posts `body` as JSON to `/api/gen` on a fresh server with `config`.
async fn generate(config: ServeConfig, body: &str) -> Reply {
    let server = TestServer::start(config).await;
    let reply = server.post_json("/api/gen", body).await;
    server.stop().await;
    reply
}

/// The puzzle `/api/gen` answers to `body` under the default limits,
/// checked to be one (200, plain text).
async fn generated(body: &str) -> String {
    let reply = generate(ServeConfig::default(), body).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.content_type, "text/plain; charset=utf-8");
    reply.body
}

#[tokio::test]
async fn gen_answers_what_huarong_gen_prints() {
    // `huarong gen rooms --rows 30 --cols 30 --games 20 --seed 7`
    let rooms =
        generated(r#"{"family": "rooms", "rows": 30, "cols": 30, "games": 20, "seed": 7}"#).await;
    assert_eq!(rooms, include_str!("fixtures/gen-rooms-30x30-20-seed7.in"));
    // `huarong gen maze --rows 9 --cols 12 --games 3 --seed 5 --uniform`
    let maze =
        r#"{"family": "maze", "rows": 9, "cols": 12, "games": 3, "seed": 5, "uniform": true}"#;
    assert_eq!(
        generated(maze).await,
        include_str!("fixtures/gen-maze-9x12-3-seed5-uniform.in")
    );
}

#[tokio::test]
async fn a_line_takes_one_row_and_a_seed_changes_the_board() {
    let line =
        generated(r#"{"family": "line", "rows": 9, "cols": 12, "games": 2, "seed": 1}"#).await;
    assert!(line.starts_with("1 12 2\n"), "{line}");
    let random = |seed| format!(r#"{{"family": "random", "seed": {seed}, "games": 1}}"#);
    assert_ne!(generated(&random(1)).await, generated(&random(2)).await);
}

#[tokio::test]
async fn gen_refuses_bad_fields_with_400_and_sizes_over_the_limits_with_422() {
    for (body, status, message) in [
        (r#"{"family": "nope"}"#, 400, "unknown board family 'nope'"),
        (r#"{"family": "open", "rows": "x"}"#, 400, "rows"),
        (r#"{"family": "open", "colour": 1}"#, 400, "colour"),
        (r#"{"rows": 3}"#, 400, "family"),
        ("not json", 400, ""),
        (r#"{"family": "open", "rows": 0}"#, 400, "has no cells"),
        (
            r#"{"family": "open", "rows": 1000, "cols": 1000}"#,
            422,
            "more than the server's limit of 250000 cells",
        ),
        (
            r#"{"family": "open", "games": 2001}"#,
            422,
            "more than the server's limit of 2000",
        ),
    ] {
        let error = generate(ServeConfig::default(), body).await.error(status);
        assert!(error.contains(message), "{body}: {error}");
    }
}

#[tokio::test]
async fn limits_tell_the_servers_own() {
    let server = TestServer::with_limits(1234, 56).await;
    let reply = server.get("/api/limits").await;
    assert_eq!(reply.body, r#"{"max_cells":1234,"max_games":56}"#);
    // And the generator keeps to them.
    let config = ServeConfig {
        max_cells: 1234,
        ..ServeConfig::default()
    };
    generate(config, r#"{"family": "open", "rows": 40, "cols": 40}"#)
        .await
        .error(422);
}
