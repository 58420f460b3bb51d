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

/// The page, its style sheet, icon and script modules, by path.
pub(crate) const FILES: [(&str, Asset); 19] = [
    ("/", HTML),
    ("/style.css", CSS),
    ("/icon.svg", ICON),
    ("/js/main.js", js(include_str!("../page/js/main.js"))),
    ("/js/api.js", js(include_str!("../page/js/api.js"))),
    ("/js/board.js", js(include_str!("../page/js/board.js"))),
    ("/js/draw.js", js(include_str!("../page/js/draw.js"))),
    ("/js/format.js", js(include_str!("../page/js/format.js"))),
    ("/js/i18n.js", js(include_str!("../page/js/i18n.js"))),
    ("/js/i18n-learn.js", js(include_str!("../page/js/i18n-learn.js"))),
    ("/js/learn.js", js(include_str!("../page/js/learn.js"))),
    ("/js/learn-draw.js", js(include_str!("../page/js/learn-draw.js"))),
    ("/js/learn-model.js", js(include_str!("../page/js/learn-model.js"))),
    ("/js/play.js", js(include_str!("../page/js/play.js"))),
    ("/js/rules.js", js(include_str!("../page/js/rules.js"))),
    ("/js/state.js", js(include_str!("../page/js/state.js"))),
    ("/js/ui.js", js(include_str!("../page/js/ui.js"))),
    ("/js/view.js", js(include_str!("../page/js/view.js"))),
    ("/js/watch.js", js(include_str!("../page/js/watch.js"))),
];

const HTML: Asset = Asset::new(
    include_str!("../page/index.html"),
    "text/html; charset=utf-8",
);

const CSS: Asset = Asset::new(include_str!("../page/style.css"), "text/css; charset=utf-8");

const ICON: Asset = Asset::new(include_str!("../page/icon.svg"), "image/svg+xml");

/// A script module.
const fn js(body: &'static str) -> Asset {
    Asset::new(body, "text/javascript; charset=utf-8")
}
