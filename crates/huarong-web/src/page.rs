//! The page's files, embedded in the binary so that the one binary is all a
//! player needs: no build step, no network.

use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

/// One embedded file: its body and its media type.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Asset {
    body: &'static [u8],
    media_type: &'static str,
}

impl Asset {
    const fn new(body: &'static str, media_type: &'static str) -> Asset {
        Asset::bytes(body.as_bytes(), media_type)
    }

    const fn bytes(body: &'static [u8], media_type: &'static str) -> Asset {
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

/// A script module of `page/js/`, by its name: its path and its asset.
macro_rules! module {
    ($name:literal) => {
        (
            concat!("/js/", $name),
            js(include_str!(concat!("../page/js/", $name))),
        )
    };
}

/// The page, its style sheet, icon, manifest, font (and its licence) and
/// script modules, by path.
/// The static site (`scripts/site.sh`) adds the solver in WebAssembly and a
/// service worker, which a page served here does not use.
pub(crate) const FILES: [(&str, Asset); 41] = [
    ("/", HTML),
    ("/style.css", CSS),
    ("/icon.svg", ICON),
    ("/manifest.webmanifest", MANIFEST),
    ("/fonts/huarong-pieces.woff2", PIECE_FONT),
    (
        "/fonts/OFL.txt",
        Asset::new(
            include_str!("../page/fonts/OFL.txt"),
            "text/plain; charset=utf-8",
        ),
    ),
    module!("main.js"),
    module!("api.js"),
    module!("backend-http.js"),
    module!("backend-worker.js"),
    module!("busy.js"),
    module!("classic.js"),
    module!("classic-drawn.js"),
    module!("classic-levels.js"),
    module!("classic-names.js"),
    module!("classic-rating.js"),
    module!("i18n-classic.js"),
    module!("offline.js"),
    module!("modules.js"),
    module!("worker.js"),
    module!("thread.js"),
    module!("board.js"),
    module!("draw.js"),
    module!("format.js"),
    module!("i18n.js"),
    module!("i18n-learn.js"),
    module!("learn.js"),
    module!("learn-draw.js"),
    module!("learn-model.js"),
    module!("play.js"),
    module!("rules.js"),
    module!("store.js"),
    module!("status.js"),
    module!("solve.js"),
    module!("share.js"),
    module!("modes.js"),
    module!("load.js"),
    module!("edit.js"),
    module!("ui.js"),
    module!("view.js"),
    module!("watch.js"),
];

const HTML: Asset = Asset::new(
    include_str!("../page/index.html"),
    "text/html; charset=utf-8",
);

const CSS: Asset = Asset::new(include_str!("../page/style.css"), "text/css; charset=utf-8");

const MANIFEST: Asset = Asset::new(
    include_str!("../page/manifest.webmanifest"),
    "application/manifest+json",
);

/// The generals' names in a font of their own (`scripts/piece-font.sh`), so
/// that they show without a Chinese font on the machine.
const PIECE_FONT: Asset = Asset::bytes(
    include_bytes!("../page/fonts/huarong-pieces.woff2"),
    "font/woff2",
);

const ICON: Asset = Asset::new(include_str!("../page/icon.svg"), "image/svg+xml");

/// A script module.
const fn js(body: &'static str) -> Asset {
    Asset::new(body, "text/javascript; charset=utf-8")
}
