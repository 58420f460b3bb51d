//! `POST /api/gen`: the puzzle `huarong gen` prints for the same arguments
//! (the fixtures are its output), and the same limits as solving, which
//! `GET /api/limits` tells the page.

use huarong_web::{ServeConfig, Server};
use tokio::sync::oneshot;

/// Posts `body` as JSON to `/api/gen` on a fresh server; the status, the
/// media type and the body.
async fn generate(config: ServeConfig, body: &str) -> (u16, String, String) {
    let config = ServeConfig {
        addr: "127.0.0.1:0".parse().unwrap(),
        ..config
    };
    let server = Server::bind(&config).await.unwrap();
    let addr = server.local_addr();
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(server.run(async {
        let _ = stopped.await;
    }));
    let response = reqwest::Client::new()
        .post(format!("http://{addr}/api/gen"))
        .header("content-type", "application/json")
        .body(body.to_owned())
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let media = response
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    let text = response.text().await.unwrap();
    let _ = stop.send(());
    task.await.unwrap();
    (status, media, text)
}

fn error(body: &str) -> String {
    let value: serde_json::Value = serde_json::from_str(body).unwrap();
    value["error"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn gen_answers_what_huarong_gen_prints() {
    // `huarong gen rooms --rows 30 --cols 30 --games 20 --seed 7`
    let (status, media, body) = generate(
        ServeConfig::default(),
        r#"{"family": "rooms", "rows": 30, "cols": 30, "games": 20, "seed": 7}"#,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(media, "text/plain; charset=utf-8");
    assert_eq!(body, include_str!("fixtures/gen-rooms-30x30-20-seed7.in"));
    // `huarong gen maze --rows 9 --cols 12 --games 3 --seed 5 --uniform`
    let (status, _, body) = generate(
        ServeConfig::default(),
        r#"{"family": "maze", "rows": 9, "cols": 12, "games": 3, "seed": 5, "uniform": true}"#,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body,
        include_str!("fixtures/gen-maze-9x12-3-seed5-uniform.in")
    );
}

#[tokio::test]
async fn a_line_takes_one_row_and_a_seed_changes_the_board() {
    let (status, _, body) = generate(
        ServeConfig::default(),
        r#"{"family": "line", "rows": 9, "cols": 12, "games": 2, "seed": 1}"#,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert!(body.starts_with("1 12 2\n"), "{body}");
    let one = generate(
        ServeConfig::default(),
        r#"{"family": "random", "seed": 1, "games": 1}"#,
    )
    .await;
    let two = generate(
        ServeConfig::default(),
        r#"{"family": "random", "seed": 2, "games": 1}"#,
    )
    .await;
    assert_eq!((one.0, two.0), (200, 200));
    assert_ne!(one.2, two.2);
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
        let (got, media, reply) = generate(ServeConfig::default(), body).await;
        assert_eq!(got, status, "{body}: {reply}");
        assert_eq!(media, "application/json", "{body}");
        assert!(error(&reply).contains(message), "{body}: {reply}");
    }
}

#[tokio::test]
async fn limits_tell_the_servers_own() {
    let config = ServeConfig {
        addr: "127.0.0.1:0".parse().unwrap(),
        max_cells: 1234,
        max_games: 56,
        ..ServeConfig::default()
    };
    let server = Server::bind(&config).await.unwrap();
    let addr = server.local_addr();
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(server.run(async {
        let _ = stopped.await;
    }));
    let body = reqwest::get(format!("http://{addr}/api/limits"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(body, r#"{"max_cells":1234,"max_games":56}"#);
    let _ = stop.send(());
    task.await.unwrap();
    // And the generator keeps to them.
    let config = ServeConfig {
        max_cells: 1234,
        ..ServeConfig::default()
    };
    let (status, _, reply) =
        generate(config, r#"{"family": "open", "rows": 40, "cols": 40}"#).await;
    assert_eq!(status, 422, "{reply}");
}
