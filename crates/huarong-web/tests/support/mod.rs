//! What the server's tests share: a real server on a free loopback port, run
//! in the test's runtime, and its replies read whole.
// Each test file is a crate of its own and uses only part of it.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::time::Duration;

use huarong_web::{HeldSolver, ServeConfig, Server};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

/// A server running in the test's runtime, stopped when dropped.
pub(crate) struct TestServer {
    pub(crate) addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    task: Option<JoinHandle<()>>,
}

impl TestServer {
    /// A server with `config` (on a free port) serving.
    pub(crate) async fn start(config: ServeConfig) -> TestServer {
        TestServer::serve(bind(config).await)
    }

    /// A server with `config` serving, one of its solvers held by the test
    /// until it drops the guard.
    pub(crate) async fn start_holding(config: ServeConfig) -> (TestServer, HeldSolver) {
        let server = bind(config).await;
        let held = server.hold_solver().await.expect("a free solver");
        (TestServer::serve(server), held)
    }

    pub(crate) async fn with_defaults() -> TestServer {
        TestServer::start(ServeConfig::default()).await
    }

    /// A server with the defaults but for its limits: boards of at most
    /// `max_cells` cells and puzzles of at most `max_games` games.
    pub(crate) async fn with_limits(max_cells: u64, max_games: usize) -> TestServer {
        TestServer::start(ServeConfig {
            max_cells,
            max_games,
            ..ServeConfig::default()
        })
        .await
    }

    fn serve(server: Server) -> TestServer {
        let addr = server.local_addr();
        let (stop, stopped) = oneshot::channel::<()>();
        let task = tokio::spawn(server.run(async {
            let _ = stopped.await;
        }));
        TestServer {
            addr,
            stop: Some(stop),
            task: Some(task),
        }
    }

    pub(crate) fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    /// Posts `body` as text, as the API's puzzles are.
    pub(crate) async fn post(&self, path: &str, body: impl Into<reqwest::Body>) -> Reply {
        post(self.url(path), "text/plain", body).await
    }

    /// Posts `body` as JSON, as `/api/gen` takes it.
    pub(crate) async fn post_json(&self, path: &str, body: &str) -> Reply {
        post(self.url(path), "application/json", body.to_owned()).await
    }

    pub(crate) async fn get(&self, path: &str) -> Reply {
        Reply::read(reqwest::get(self.url(path)).await.unwrap()).await
    }

    /// Stops the server and waits until it is down.
    pub(crate) async fn stop(mut self) {
        let _ = self.stop.take().unwrap().send(());
        self.task.take().unwrap().await.unwrap();
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// `config` on a free loopback port, bound.
async fn bind(config: ServeConfig) -> Server {
    let config = ServeConfig {
        addr: "127.0.0.1:0".parse().unwrap(),
        ..config
    };
    Server::bind(&config).await.unwrap()
}

/// Posts `body` to `url` as `content_type`, and reads the reply.
pub(crate) async fn post(url: String, content_type: &str, body: impl Into<reqwest::Body>) -> Reply {
    let response = reqwest::Client::new()
        .post(url)
        .header("content-type", content_type)
        .body(body)
        .timeout(Duration::from_secs(60))
        .send()
        .await
        .unwrap();
    Reply::read(response).await
}

/// A response, read whole.
pub(crate) struct Reply {
    pub(crate) status: u16,
    pub(crate) content_type: String,
    pub(crate) headers: reqwest::header::HeaderMap,
    pub(crate) body: String,
}

impl Reply {
    async fn read(response: reqwest::Response) -> Reply {
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        let content_type = headers
            .get("content-type")
            .map(|v| v.to_str().unwrap().to_owned())
            .unwrap_or_default();
        let body = response.text().await.unwrap();
        Reply {
            status,
            content_type,
            headers,
            body,
        }
    }

    pub(crate) fn json(&self) -> serde_json::Value {
        assert_eq!(self.content_type, "application/json", "{}", self.body);
        serde_json::from_str(&self.body).unwrap()
    }

    /// The `error` message of a JSON error, checking the status.
    pub(crate) fn error(&self, status: u16) -> String {
        assert_eq!(self.status, status, "{}", self.body);
        self.json()["error"].as_str().unwrap().to_owned()
    }
}
