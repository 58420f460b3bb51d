//! The whole application: the page's files, the API, and the layers that keep
//! each request within the server's limits.

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderName, HeaderValue, StatusCode, header};
use axum::middleware::map_response;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::{RequestBodyDeadlineLayer, TimeoutLayer};

use crate::api::Api;
use crate::config::ServeConfig;
use crate::page;
use crate::slots::Slots;

/// Everything the page may load comes from this server: the policy makes a
/// stray reference to elsewhere fail in testing rather than in a player's
/// browser without network.
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; img-src 'self' data: blob:; \
     base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// The router for `config`, solving in `slots`.
pub(crate) fn app(config: &ServeConfig, slots: Slots) -> Router {
    let api = Api::new(config, slots);
    let errors = api.clone();
    let api_routes = api
        .routes()
        // tower-http's limit, which refuses a declared length at once, stands
        // in for axum's own.
        .layer(DefaultBodyLimit::disable())
        .layer(RequestBodyLimitLayer::new(config.max_body_bytes))
        .layer(RequestBodyDeadlineLayer::new(config.client_timeout))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::SERVICE_UNAVAILABLE,
            config.time_limit,
        ))
        // Outermost, so that the layers' own refusals get JSON bodies too.
        .layer(map_response(move |response: Response| {
            let errors = errors.clone();
            async move { json_error(&errors, response) }
        }));
    let mut router = Router::new();
    for (path, asset) in page::FILES {
        router = router.route(path, get(asset));
    }
    router
        .merge(api_routes)
        .layer(SetResponseHeaderLayer::overriding(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CONTENT_SECURITY_POLICY),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            HeaderName::from_static("x-content-type-options"),
            HeaderValue::from_static("nosniff"),
        ))
}

/// `response` as it is when it succeeded or already has the API's JSON body;
/// otherwise the same error with one.
fn json_error(api: &Api, response: Response) -> Response {
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|value| value.as_bytes().starts_with(b"application/json"));
    if response.status().is_success() || is_json {
        response
    } else {
        api.layer_error(&response).into_response()
    }
}
