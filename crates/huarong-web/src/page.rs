//! The page's files, embedded in the binary so that the one binary is all a
//! player needs: no build step, no network.

use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

/// One embedded file: its body and its media type.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Asset {
    body: &'static str,
    media_type: &'static str,
}

impl Asset {
    const fn new(body: &'static str, media_type: &'static str) -> Asset {
        Asset { body, media_type }
    }
}

impl IntoResponse for Asset {
    fn into_response(self) -> Response {
        (
            [
                (
                    header::CONTENT_TYPE,
                    HeaderValue::from_static(self.media_type),
                ),
                // The files change only with the binary: revalidate rather
                // than keep a stale page after an upgrade.
                (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
            ],
            self.body,
        )
            .into_response()
    }
}

/// The page.
pub(crate) const INDEX: Asset = Asset::new(
    include_str!("../page/index.html"),
    "text/html; charset=utf-8",
);

/// Its script.
pub(crate) const SCRIPT: Asset = Asset::new(
    include_str!("../page/app.js"),
    "text/javascript; charset=utf-8",
);

/// Its style sheet.
pub(crate) const STYLE: Asset =
    Asset::new(include_str!("../page/style.css"), "text/css; charset=utf-8");

/// Its icon.
pub(crate) const ICON: Asset = Asset::new(include_str!("../page/icon.svg"), "image/svg+xml");
