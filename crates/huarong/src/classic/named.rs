//! Reading a value back from its name: the error and the `FromStr` of
//! every small enum of the classic game that is written by a fixed word.

/// The value among `all` whose `name` is `text`, or `unknown(text)`.
pub(crate) fn by_name<T: Copy, E>(
    all: &[T],
    name: fn(T) -> &'static str,
    text: &str,
    unknown: fn(String) -> E,
) -> Result<T, E> {
    all.iter()
        .copied()
        .find(|&value| name(value) == text)
        .ok_or_else(|| unknown(text.to_owned()))
}

/// Declares `$error`, the error of a name that is none of `$ty::ALL`'s
/// (`$message` its text, `'{0}'` the name), and the `FromStr` of `$ty`
/// that reads a value back from its `$ty::name`.
macro_rules! parse_by_name {
    ($(#[$doc:meta])* $ty:ident, $error:ident, $message:literal) => {
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
        #[error($message)]
        pub struct $error(pub String);

        impl std::str::FromStr for $ty {
            type Err = $error;

            fn from_str(name: &str) -> Result<$ty, $error> {
                $crate::classic::named::by_name(&$ty::ALL, $ty::name, name, $error)
            }
        }
    };
}

pub(crate) use parse_by_name;
