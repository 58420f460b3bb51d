//! `huarong serve`: the playground of `huarong-web`, until Ctrl-C.

use crate::output;

pub(crate) fn run(config: &huarong_web::ServeConfig) -> anyhow::Result<()> {
    huarong_web::run_blocking(config, |addr| {
        output::stderr_line(&format!(
            "huarong playground: http://{addr}/ (Ctrl-C stops)"
        ));
    })?;
    Ok(())
}
