//! `-Minfo` messages in the format of NVIDIA's compilers:
//!
//! ```text
//! smooth:
//!      18, Generating present(b[0:n][0:n])
//!          Generating present(a[1:n-2][0:m])
//!      21, Loop is parallelizable
//! ```
//!
//! The function name on a line of its own, then each source line number right-aligned in
//! seven columns followed by its first message; further messages for the same line are
//! indented to line up with the first.

use oxacc_lower::pipeline::MinfoMessage;
use std::fmt::Write;

pub fn format_minfo(messages: &[MinfoMessage]) -> String {
    let mut out = String::new();
    let mut current: Option<(&str, &str, u32)> = None;
    for m in messages {
        let same_function =
            matches!(current, Some((f, file, _)) if f == m.function && file == m.file);
        if !same_function {
            let _ = writeln!(out, "{}:", m.function);
        }
        let same_line = same_function && matches!(current, Some((_, _, l)) if l == m.line);
        if same_line {
            let _ = writeln!(out, "{:9}{}", "", m.message);
        } else {
            let _ = writeln!(out, "{:>7}, {}", m.line, m.message);
        }
        current = Some((&m.function, &m.file, m.line));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg(function: &str, line: u32, message: &str) -> MinfoMessage {
        MinfoMessage {
            function: function.to_string(),
            file: "c3.c".to_string(),
            line,
            message: message.to_string(),
            negative: false,
        }
    }

    #[test]
    fn matches_the_pgi_layout() {
        let out = format_minfo(&[
            msg("smooth", 18, "Generating present(b[0:n][0:n])"),
            msg("smooth", 18, "Generating present(a[1:n-2][0:m])"),
            msg("smooth", 21, "Loop is parallelizable"),
            msg("main", 9, "Generating copy(y[:n])"),
        ]);
        assert_eq!(
            out,
            "smooth:\n     18, Generating present(b[0:n][0:n])\n         Generating present(a[1:n-2][0:m])\n     21, Loop is parallelizable\nmain:\n      9, Generating copy(y[:n])\n"
        );
    }

    #[test]
    fn empty_is_empty() {
        assert_eq!(format_minfo(&[]), "");
    }
}
