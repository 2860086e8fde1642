//! Lexer for the *preprocessed* text (the output of `gcc -E`).
//!
//! - Line markers (`# 12 "f.c" 2`, `#line 12`) and other leftover directives are skipped: they
//!   feed [`crate::SourceMap`], never the token stream.
//! - `#pragma` lines become one [`TokenKind::Pragma`] token; the line's own tokens are kept in
//!   [`Lexed::pragmas`]. `_Pragma("...")` operators that survived preprocessing are turned into
//!   the same thing.
//! - The lexer never fails and never panics: bad input gives a [`Diagnostic`] and is skipped.

use crate::diagnostic::Diagnostic;
use crate::span::Span;
use crate::token::{Encoding, Keyword, PragmaKind, PragmaLine, Punct, Token, TokenKind};

/// The result of lexing one translation unit.
#[derive(Clone, Debug, Default)]
pub struct Lexed {
    /// The tokens, ending with exactly one `Eof` token.
    pub tokens: Vec<Token>,
    /// The `#pragma` lines, indexed by `TokenKind::Pragma(i)`.
    pub pragmas: Vec<PragmaLine>,
    pub diagnostics: Vec<Diagnostic>,
}

/// Lexes the whole preprocessed `text`.
pub fn lex(text: &str) -> Lexed {
    lex_with(text, Dialect::Gnu)
}

/// Which keywords exist: gcc's default `-std=gnu*` modes make `asm` and `typeof` keywords;
/// the strict `-std=c*` modes leave them to the program (the `__asm__` / `__typeof__`
/// spellings are keywords in both).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Dialect {
    #[default]
    Gnu,
    Iso,
}

/// Lexes `text` in the given dialect (see [`lex`]).
pub fn lex_with(text: &str, dialect: Dialect) -> Lexed {
    let mut lx = Lexer {
        dialect,
        text,
        bytes: text.as_bytes(),
        pos: 0,
        end: text.len(),
        at_line_start: true,
        out: Lexed {
            // A rough guess (one token per 5 bytes) that avoids most regrowth.
            tokens: Vec::with_capacity(text.len() / 5 + 1),
            ..Lexed::default()
        },
    };
    lx.run();
    lx.out
}

/// Lexes `text` as a plain token sequence (no directive handling), ending with `Eof`. Used for
/// tests and for callers that lex a fragment such as a pragma body.
pub fn lex_fragment(text: &str, base: u32) -> (Vec<Token>, Vec<Diagnostic>) {
    let lexed = lex(text);
    let shift = |s: Span| Span::new(s.start.saturating_add(base), s.end.saturating_add(base));
    let tokens = lexed
        .tokens
        .into_iter()
        .map(|t| Token::new(t.kind, shift(t.span)))
        .collect();
    let diags = lexed
        .diagnostics
        .into_iter()
        .map(|mut d| {
            d.span = shift(d.span);
            d
        })
        .collect();
    (tokens, diags)
}

struct Lexer<'a> {
    dialect: Dialect,
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    /// Where lexing stops: the text end, or the end of the current pragma line.
    end: usize,
    /// Only whitespace since the last newline: a `#` here starts a directive line.
    at_line_start: bool,
    out: Lexed,
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b == b'$' || b >= 0x80
}

fn is_ident_continue(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80
}

/// Whether `line` (a directive line after its `#`) is exactly ` DIGITS "NAME"` followed by
/// ` DIGIT` flags, NAME without `"` or `\\`: gcc's line markers.
fn is_plain_line_marker(line: &[u8]) -> bool {
    let Some(rest) = line.strip_prefix(b" ") else {
        return false;
    };
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    let Some(rest) = rest[digits..].strip_prefix(b" \"") else {
        return false;
    };
    if digits == 0 {
        return false;
    }
    let Some(close) = rest.iter().position(|&b| matches!(b, b'"' | b'\\' | b'\n')) else {
        return false;
    };
    if rest[close] != b'"' {
        return false;
    }
    let mut flags = &rest[close + 1..];
    while let [b' ', d, tail @ ..] = flags {
        if !d.is_ascii_digit() {
            return false;
        }
        flags = tail;
    }
    flags.is_empty()
}

/// Whether `line` (a directive line after its `#`) is `define NAME...` or `undef NAME`.
fn is_definition(line: &[u8]) -> bool {
    let line = match line.iter().position(|b| !matches!(b, b' ' | b'\t')) {
        Some(i) => &line[i..],
        None => return false,
    };
    let rest = if let Some(r) = line.strip_prefix(b"define") {
        r
    } else if let Some(r) = line.strip_prefix(b"undef") {
        r
    } else {
        return false;
    };
    matches!(rest.first(), Some(b' ' | b'\t'))
}

impl<'a> Lexer<'a> {
    /// The byte at `pos + k`, or 0 past the end (callers check `pos < end` before trusting 0).
    fn peek(&self, k: usize) -> u8 {
        let i = self.pos + k;
        if i < self.end {
            self.bytes[i]
        } else {
            0
        }
    }

    fn span_from(&self, start: usize) -> Span {
        Span::new(start as u32, self.pos as u32)
    }

    fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.out.diagnostics.push(Diagnostic::error(span, msg));
    }

    fn run(&mut self) {
        // `next_token` inlined, with identifiers (most tokens) scanned and pushed directly.
        while self.skip_trivia() {
            let b = self.bytes[self.pos];
            if self.at_line_start && b == b'#' && self.end == self.text.len() {
                if let Some(t) = self.directive() {
                    self.out.tokens.push(t);
                }
                continue;
            }
            self.at_line_start = false;
            // Letters followed by a quote may be an encoding prefix: `scan` sorts them out.
            if is_ident_start(b) && !matches!(self.peek(1), b'"' | b'\'' | b'8') {
                let tok = self.ident(self.pos);
                self.emit(tok);
            } else if let Some(tok) = self.scan() {
                self.emit(tok);
            }
        }
        let at = self.bytes.len() as u32;
        self.out
            .tokens
            .push(Token::new(TokenKind::Eof, Span::new(at, at)));
    }

    /// Pushes `tok`, or the pragma it starts (`_Pragma (...)`).
    #[inline(always)]
    fn emit(&mut self, tok: Token) {
        // Cheap tests first: this runs for every token.
        if tok.kind == TokenKind::Ident
            && tok.span.len() == 7
            && self.bytes[tok.span.start as usize] == b'_'
        {
            if let Some(t) = self.maybe_pragma_operator(tok) {
                self.out.tokens.push(t);
            }
        } else {
            self.out.tokens.push(tok);
        }
    }

    /// Skips whitespace and comments; returns false at the end.
    #[inline(always)]
    fn skip_trivia(&mut self) -> bool {
        while self.pos < self.end {
            let b = self.bytes[self.pos];
            match b {
                b'\n' => {
                    self.pos += 1;
                    self.at_line_start = true;
                }
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => self.pos += 1,
                b'\\' if self.peek(1) == b'\n' => self.pos += 2,
                b'\\' if self.peek(1) == b'\r' && self.peek(2) == b'\n' => self.pos += 3,
                b'/' if self.peek(1) == b'*' => {
                    let start = self.pos;
                    match self.text[self.pos + 2..self.end].find("*/") {
                        Some(i) => self.pos += 2 + i + 2,
                        None => {
                            self.pos = self.end;
                            self.error(self.span_from(start), "unterminated comment");
                        }
                    }
                }
                b'/' if self.peek(1) == b'/' => {
                    while self.pos < self.end && self.bytes[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                _ => return true,
            }
        }
        false
    }

    /// The end of the directive line starting at `self.pos` (a backslash-newline continues it),
    /// excluding the newline and a preceding `\r`.
    fn directive_line_end(&self) -> usize {
        // Quotes need no care: no newline is ever inside a literal (the literal ends there),
        // so the line ends at the first newline not preceded by a backslash (or backslash-CR).
        let mut i = self.pos;
        loop {
            let Some(k) = self.text[i..self.end].find('\n') else {
                i = self.end;
                break;
            };
            let j = i + k;
            let cont = (j >= 1 && self.bytes[j - 1] == b'\\')
                || (j >= 2 && self.bytes[j - 1] == b'\r' && self.bytes[j - 2] == b'\\');
            if !cont {
                i = j;
                break;
            }
            i = j + 1;
        }
        let mut e = i.min(self.end);
        if e > self.pos && self.bytes[e - 1] == b'\r' {
            e -= 1;
        }
        e
    }

    /// Returns the next token, handling directive lines; `None` at the end.
    #[inline(always)]
    fn next_token(&mut self) -> Option<Token> {
        loop {
            if !self.skip_trivia() {
                return None;
            }
            if self.at_line_start && self.bytes[self.pos] == b'#' && self.end == self.text.len() {
                if let Some(t) = self.directive() {
                    return Some(t);
                }
                continue;
            }
            self.at_line_start = false;
            if let Some(t) = self.scan() {
                return Some(t);
            }
        }
    }

    /// Handles a line starting with `#`. Returns a `Pragma` token for `#pragma`, `None` for a
    /// line marker or another directive (skipped).
    fn directive(&mut self) -> Option<Token> {
        let start = self.pos;
        let line_end = self.directive_line_end();
        if is_plain_line_marker(&self.bytes[start + 1..line_end])
            || is_definition(&self.bytes[start + 1..line_end])
        {
            // The common cases, skipped without lexing: a line marker would give no
            // diagnostics, and a macro definition (`cc -E -dD` keeps them for the expansion of
            // `#pragma acc` lines, see `macros.rs`) is not C.
            self.pos = line_end;
            self.at_line_start = false;
            return None;
        }
        self.pos += 1;
        // Lex the rest of the line as tokens with the end temporarily moved to the line end.
        let saved_end = self.end;
        self.end = line_end;
        self.at_line_start = false;
        let mut toks = Vec::new();
        while let Some(t) = self.scan_in_line() {
            toks.push(t);
        }
        self.end = saved_end;
        self.pos = line_end;
        self.at_line_start = false;
        let is_pragma = toks
            .first()
            .is_some_and(|t| t.kind == TokenKind::Ident && t.text(self.text) == "pragma");
        if !is_pragma {
            // A line marker, or a directive that gcc -E left in (`#ident`, `#define` with -dD):
            // nothing for the parser.
            return None;
        }
        let kind = match toks.get(1).map(|t| (t.kind, t.text(self.text))) {
            Some((TokenKind::Ident, "acc")) => PragmaKind::Acc,
            Some((TokenKind::Ident, "omp")) => PragmaKind::Omp,
            _ => PragmaKind::Other,
        };
        let skip = if kind == PragmaKind::Other { 1 } else { 2 };
        toks.drain(..skip.min(toks.len()));
        let span = Span::new(start as u32, line_end as u32);
        Some(self.push_pragma(kind, span, toks))
    }

    fn push_pragma(&mut self, kind: PragmaKind, span: Span, tokens: Vec<Token>) -> Token {
        let idx = self.out.pragmas.len() as u32;
        self.out.pragmas.push(PragmaLine { kind, span, tokens });
        Token::new(TokenKind::Pragma(idx), span)
    }

    /// Next token within the current (pragma) line.
    fn scan_in_line(&mut self) -> Option<Token> {
        loop {
            if !self.skip_trivia() {
                return None;
            }
            if let Some(t) = self.scan() {
                return Some(t);
            }
        }
    }

    /// `_Pragma ( "string" )` → a pragma token. gcc -E already rewrites these into `#pragma`
    /// lines, so this only matters for text that was not preprocessed by gcc. The body tokens
    /// are lexed from the string's contents; their spans are exact when the string has no
    /// escapes (which a pragma body rarely needs).
    fn maybe_pragma_operator(&mut self, tok: Token) -> Option<Token> {
        // Cheap tests first: this runs for every token.
        if tok.kind != TokenKind::Ident
            || tok.span.len() != 7
            || self.bytes[tok.span.start as usize] != b'_'
            || tok.text(self.text) != "_Pragma"
        {
            return Some(tok);
        }
        let save = (
            self.pos,
            self.at_line_start,
            self.out.diagnostics.len(),
            self.out.pragmas.len(),
        );
        let mut parts = [None; 3];
        for p in parts.iter_mut() {
            *p = self.next_token();
        }
        let ok = matches!(parts, [Some(a), Some(b), Some(c)]
            if a.is_punct(Punct::LParen)
                && matches!(b.kind, TokenKind::StrLit(Encoding::Plain))
                && c.is_punct(Punct::RParen));
        if !ok {
            (self.pos, self.at_line_start) = (save.0, save.1);
            self.out.diagnostics.truncate(save.2);
            self.out.pragmas.truncate(save.3);
            return Some(tok);
        }
        let (Some(string), Some(close)) = (parts[1], parts[2]) else {
            return Some(tok);
        };
        let inner_start = string.span.start as usize + 1;
        let inner_end = (string.span.end as usize)
            .saturating_sub(1)
            .max(inner_start);
        let inner = self.text.get(inner_start..inner_end).unwrap_or("");
        let (mut toks, diags) = lex_fragment(inner, inner_start as u32);
        toks.pop(); // Eof
        self.out.diagnostics.extend(diags);
        let kind = match toks.first().map(|t| (t.kind, t.text(self.text))) {
            Some((TokenKind::Ident, "acc")) => PragmaKind::Acc,
            Some((TokenKind::Ident, "omp")) => PragmaKind::Omp,
            _ => PragmaKind::Other,
        };
        if kind != PragmaKind::Other && !toks.is_empty() {
            toks.remove(0);
        }
        Some(self.push_pragma(kind, tok.span.to(close.span), toks))
    }

    /// Scans one token at `self.pos` (not whitespace). Returns `None` after reporting a stray
    /// character.
    #[inline(always)]
    fn scan(&mut self) -> Option<Token> {
        let start = self.pos;
        let b = self.bytes[self.pos];
        let kind = match b {
            b'0'..=b'9' => self.number(),
            b'.' if self.peek(1).is_ascii_digit() => self.number(),
            b'\'' => {
                self.pos += 1;
                self.quoted(b'\'', start);
                TokenKind::CharLit(Encoding::Plain)
            }
            b'"' => {
                self.pos += 1;
                self.quoted(b'"', start);
                TokenKind::StrLit(Encoding::Plain)
            }
            b'\\' if self.ucn_len(0).is_some() => return Some(self.ident(start)),
            _ if is_ident_start(b) => {
                // Encoding prefixes: L u U u8 directly followed by a quote.
                let (enc, len) = match (b, self.peek(1), self.peek(2)) {
                    (b'u', b'8', b'"' | b'\'') => (Some(Encoding::Utf8), 2),
                    (b'L', b'"' | b'\'', _) => (Some(Encoding::Wide), 1),
                    (b'u', b'"' | b'\'', _) => (Some(Encoding::Utf16), 1),
                    (b'U', b'"' | b'\'', _) => (Some(Encoding::Utf32), 1),
                    _ => (None, 0),
                };
                if let Some(enc) = enc {
                    self.pos += len;
                    let q = self.bytes[self.pos];
                    self.pos += 1;
                    self.quoted(q, start);
                    if q == b'"' {
                        TokenKind::StrLit(enc)
                    } else {
                        TokenKind::CharLit(enc)
                    }
                } else {
                    return Some(self.ident(start));
                }
            }
            _ => match self.punct() {
                Some(p) => TokenKind::Punct(p),
                None => {
                    // Skip one whole UTF-8 character (bytes >= 0x80 start identifiers, so
                    // this is ASCII or a stray control byte).
                    self.pos += 1;
                    let shown = match b {
                        0x21..=0x7e => format!("stray '{}' in program", b as char),
                        _ => format!("stray '\\{:o}' in program", b),
                    };
                    self.error(self.span_from(start), shown);
                    return None;
                }
            },
        };
        Some(Token::new(kind, self.span_from(start)))
    }

    /// The length of a universal character name (`\u00e9`, `\U0001F600`) at `pos + k`, if
    /// one is there (C99 allows them in identifiers).
    fn ucn_len(&self, k: usize) -> Option<usize> {
        if self.peek(k) != b'\\' {
            return None;
        }
        let digits = match self.peek(k + 1) {
            b'u' => 4,
            b'U' => 8,
            _ => return None,
        };
        (0..digits)
            .all(|i| self.peek(k + 2 + i).is_ascii_hexdigit())
            .then_some(2 + digits)
    }

    #[inline(always)]
    fn ident(&mut self, start: usize) -> Token {
        self.pos += self.ucn_len(0).unwrap_or(1);
        while self.pos < self.end {
            let b = self.bytes[self.pos];
            if is_ident_continue(b) {
                self.pos += 1;
            } else if let Some(n) = (b == b'\\').then(|| self.ucn_len(0)).flatten() {
                self.pos += n;
            } else {
                break;
            }
        }
        // Identifiers may contain UTF-8 (bytes >= 0x80); stop on a char boundary so that
        // slicing the text never panics. The text is a `str`, so the run of >= 0x80 bytes
        // always ends on one, except when the end was moved inside a character.
        while !self.text.is_char_boundary(self.pos) {
            self.pos += 1;
        }
        let span = self.span_from(start);
        let spelling = &self.text[start..self.pos];
        // Every keyword starts with a lowercase letter or `_` and is 2..=28 bytes long: most
        // identifiers are ruled out without the string match.
        let maybe_keyword =
            matches!(self.bytes[start], b'a'..=b'z' | b'_') && (2..=28).contains(&spelling.len());
        let kind = match maybe_keyword.then(|| Keyword::lookup(spelling)).flatten() {
            Some(_) if self.dialect == Dialect::Iso && matches!(spelling, "asm" | "typeof") => {
                TokenKind::Ident
            }
            Some(k) => TokenKind::Keyword(k),
            None => TokenKind::Ident,
        };
        Token::new(kind, span)
    }

    /// A preprocessing number: `.? digit (digit | identifier-char | [eEpP][+-] | .)*`.
    fn number(&mut self) -> TokenKind {
        let mut is_float = false;
        let hex = self.peek(0) == b'0' && matches!(self.peek(1), b'x' | b'X');
        while self.pos < self.end {
            let c = self.bytes[self.pos];
            let exp = if hex {
                matches!(c, b'p' | b'P')
            } else {
                matches!(c, b'e' | b'E')
            };
            if exp || c == b'.' {
                is_float = true;
                self.pos += 1;
                if exp && matches!(self.peek(0), b'+' | b'-') {
                    self.pos += 1;
                }
            } else if c.is_ascii_alphanumeric() || c == b'_' {
                self.pos += 1;
            } else {
                break;
            }
        }
        if is_float {
            TokenKind::FloatLit
        } else {
            TokenKind::IntLit
        }
    }

    /// Scans the rest of a char or string literal after its opening quote.
    fn quoted(&mut self, q: u8, start: usize) {
        while self.pos < self.end {
            match self.bytes[self.pos] {
                c if c == q => {
                    self.pos += 1;
                    return;
                }
                b'\n' => break,
                b'\\' => {
                    self.pos += 1;
                    if self.pos < self.end {
                        self.pos += 1;
                    }
                }
                _ => self.pos += 1,
            }
        }
        while !self.text.is_char_boundary(self.pos) {
            self.pos -= 1;
        }
        let what = if q == b'"' { '"' } else { '\'' };
        let span = self.span_from(start);
        self.error(span, format!("missing terminating {what} character"));
    }

    fn punct(&mut self) -> Option<Punct> {
        use Punct::*;
        let (p, n) = match (self.peek(0), self.peek(1), self.peek(2)) {
            (b'.', b'.', b'.') => (Ellipsis, 3),
            (b'<', b'<', b'=') => (ShlEq, 3),
            (b'>', b'>', b'=') => (ShrEq, 3),
            (b'%', b':', b'%') if self.peek(3) == b':' => (HashHash, 4),
            (b'-', b'>', _) => (Arrow, 2),
            (b'+', b'+', _) => (PlusPlus, 2),
            (b'-', b'-', _) => (MinusMinus, 2),
            (b'<', b'<', _) => (Shl, 2),
            (b'>', b'>', _) => (Shr, 2),
            (b'<', b'=', _) => (Le, 2),
            (b'>', b'=', _) => (Ge, 2),
            (b'=', b'=', _) => (EqEq, 2),
            (b'!', b'=', _) => (Ne, 2),
            (b'&', b'&', _) => (AmpAmp, 2),
            (b'|', b'|', _) => (PipePipe, 2),
            (b'*', b'=', _) => (StarEq, 2),
            (b'/', b'=', _) => (SlashEq, 2),
            (b'%', b'=', _) => (PercentEq, 2),
            (b'+', b'=', _) => (PlusEq, 2),
            (b'-', b'=', _) => (MinusEq, 2),
            (b'&', b'=', _) => (AmpEq, 2),
            (b'^', b'=', _) => (CaretEq, 2),
            (b'|', b'=', _) => (PipeEq, 2),
            (b'#', b'#', _) => (HashHash, 2),
            (b'<', b':', _) => (LBracket, 2),
            (b':', b'>', _) => (RBracket, 2),
            (b'<', b'%', _) => (LBrace, 2),
            (b'%', b'>', _) => (RBrace, 2),
            (b'%', b':', _) => (Hash, 2),
            (b'[', _, _) => (LBracket, 1),
            (b']', _, _) => (RBracket, 1),
            (b'(', _, _) => (LParen, 1),
            (b')', _, _) => (RParen, 1),
            (b'{', _, _) => (LBrace, 1),
            (b'}', _, _) => (RBrace, 1),
            (b'.', _, _) => (Dot, 1),
            (b'&', _, _) => (Amp, 1),
            (b'*', _, _) => (Star, 1),
            (b'+', _, _) => (Plus, 1),
            (b'-', _, _) => (Minus, 1),
            (b'~', _, _) => (Tilde, 1),
            (b'!', _, _) => (Bang, 1),
            (b'/', _, _) => (Slash, 1),
            (b'%', _, _) => (Percent, 1),
            (b'<', _, _) => (Lt, 1),
            (b'>', _, _) => (Gt, 1),
            (b'^', _, _) => (Caret, 1),
            (b'|', _, _) => (Pipe, 1),
            (b'?', _, _) => (Question, 1),
            (b':', _, _) => (Colon, 1),
            (b';', _, _) => (Semi, 1),
            (b'=', _, _) => (Eq, 1),
            (b',', _, _) => (Comma, 1),
            (b'#', _, _) => (Hash, 1),
            _ => return None,
        };
        self.pos += n;
        Some(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(TokenKind, String)> {
        let l = lex(text);
        assert!(l.diagnostics.is_empty(), "{:?}", l.diagnostics);
        l.tokens
            .iter()
            .map(|t| (t.kind, t.text(text).to_string()))
            .collect()
    }

    #[test]
    fn numbers() {
        for (s, k) in [
            ("0x1.8p3", TokenKind::FloatLit),
            ("1e10", TokenKind::FloatLit),
            ("1.5f", TokenKind::FloatLit),
            (".5", TokenKind::FloatLit),
            ("0x1e5", TokenKind::IntLit),
            ("0b1011", TokenKind::IntLit),
            ("123ull", TokenKind::IntLit),
            ("1E-3L", TokenKind::FloatLit),
            ("0x1P+3f", TokenKind::FloatLit),
        ] {
            let ks = kinds(s);
            assert_eq!(ks[0], (k, s.to_string()), "{s}");
            assert_eq!(ks.len(), 2);
        }
        // `1+2` is three tokens (a pp-number takes a sign only after an exponent letter).
        assert_eq!(kinds("1+2").len(), 4);
        // Strictly `0xe+1` is one (invalid) pp-number; gcc rejects it while preprocessing, so
        // it never reaches us, and reading it as `0xe + 1` is the friendlier choice.
        assert_eq!(kinds("0xe+1").len(), 4);
    }

    #[test]
    fn strings_and_prefixes() {
        let ks = kinds(r#"L"a" u8"b" u'c' U"d" 'x' "\"" L u8"#);
        let k: Vec<_> = ks.iter().map(|k| k.0).collect();
        assert_eq!(
            k,
            vec![
                TokenKind::StrLit(Encoding::Wide),
                TokenKind::StrLit(Encoding::Utf8),
                TokenKind::CharLit(Encoding::Utf16),
                TokenKind::StrLit(Encoding::Utf32),
                TokenKind::CharLit(Encoding::Plain),
                TokenKind::StrLit(Encoding::Plain),
                TokenKind::Ident,
                TokenKind::Ident,
                TokenKind::Eof
            ]
        );
    }

    #[test]
    fn keywords_and_puncts() {
        let ks = kinds("__restrict x->y ... <<= %:%: <: __attribute__");
        assert_eq!(ks[0].0, TokenKind::Keyword(Keyword::Restrict));
        assert_eq!(ks[2].0, TokenKind::Punct(Punct::Arrow));
        assert_eq!(ks[4].0, TokenKind::Punct(Punct::Ellipsis));
        assert_eq!(ks[5].0, TokenKind::Punct(Punct::ShlEq));
        assert_eq!(ks[6].0, TokenKind::Punct(Punct::HashHash));
        assert_eq!(ks[7].0, TokenKind::Punct(Punct::LBracket));
        assert_eq!(ks[8].0, TokenKind::Keyword(Keyword::Attribute));
    }

    #[test]
    fn markers_and_pragmas() {
        let text = "# 1 \"a.c\"\nint x = 1 +\n# 5 \"a.c\"\n 2;\n  #pragma acc parallel loop gang\r\nfor(;;);\n#pragma once\n";
        let l = lex(text);
        assert!(l.diagnostics.is_empty());
        let spelled: Vec<_> = l.tokens.iter().map(|t| t.text(text)).collect();
        assert_eq!(
            spelled,
            vec![
                "int",
                "x",
                "=",
                "1",
                "+",
                "2",
                ";",
                "#pragma acc parallel loop gang",
                "for",
                "(",
                ";",
                ";",
                ")",
                ";",
                "#pragma once",
                ""
            ]
        );
        assert_eq!(l.pragmas.len(), 2);
        assert_eq!(l.pragmas[0].kind, PragmaKind::Acc);
        let body: Vec<_> = l.pragmas[0].tokens.iter().map(|t| t.text(text)).collect();
        assert_eq!(body, vec!["parallel", "loop", "gang"]);
        assert_eq!(l.pragmas[1].kind, PragmaKind::Other);
    }

    #[test]
    fn plain_line_markers() {
        for (line, plain) in [
            (" 1 \"a.c\"", true),
            (" 12 \"<built-in>\" 1 3 4", true),
            (" 1 \"a\\\\b.c\"", false),
            (" 1 \"a.c", false),
            (" 1 \"a.c\" 12", false),
            (" 1 \"a.c\" ", false),
            (" \"a.c\"", false),
            ("line 1 \"a.c\"", false),
        ] {
            assert_eq!(is_plain_line_marker(line.as_bytes()), plain, "{line}");
        }
        // Directive lines continue after a backslash-newline, inside quotes too.
        for text in [
            "#define A \"x\\\ny\"\nz",
            "#define A x\\\r\ny\nz",
            "#define A '\\\\'\nz",
        ] {
            let spelled: Vec<_> = lex(text).tokens.iter().map(|t| t.text(text)).collect();
            assert_eq!(spelled, ["z", ""], "{text:?}");
        }
        // A marker that is not plain is still lexed (and its errors reported).
        assert_eq!(lex("# 1 \"a.c\nx").diagnostics.len(), 1);
    }

    #[test]
    fn pragma_operator() {
        let text = "x; _Pragma(\"omp parallel for\") y;";
        let l = lex(text);
        assert_eq!(l.pragmas.len(), 1);
        assert_eq!(l.pragmas[0].kind, PragmaKind::Omp);
        let body: Vec<_> = l.pragmas[0].tokens.iter().map(|t| t.text(text)).collect();
        assert_eq!(body, vec!["parallel", "for"]);
    }

    #[test]
    fn every_keyword_spelling_lexes_as_that_keyword() {
        for &k in Keyword::SPELLINGS {
            let l = lex(k);
            assert_eq!(
                l.tokens[0].kind,
                TokenKind::Keyword(Keyword::lookup(k).unwrap()),
                "{k}"
            );
        }
    }

    #[test]
    fn universal_character_names_in_identifiers() {
        let ks = kinds("caf\\u00e9 \\U0001F600x");
        assert_eq!(ks[0], (TokenKind::Ident, "caf\\u00e9".to_string()));
        assert_eq!(ks[1], (TokenKind::Ident, "\\U0001F600x".to_string()));
        // An incomplete UCN is not part of the identifier.
        let l = lex("a\\u12");
        assert_eq!(l.tokens[0].text("a\\u12"), "a");
        assert_eq!(l.diagnostics[0].message, "stray '\\' in program");
    }

    #[test]
    fn iso_dialect_frees_gnu_keywords() {
        let kinds = |d| {
            lex_with("asm typeof __asm__", d)
                .tokens
                .iter()
                .map(|t| t.kind)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            kinds(Dialect::Iso)[..3],
            [
                TokenKind::Ident,
                TokenKind::Ident,
                TokenKind::Keyword(Keyword::Asm)
            ]
        );
        assert_eq!(kinds(Dialect::Gnu)[0], TokenKind::Keyword(Keyword::Asm));
    }

    #[test]
    fn bad_input_reports() {
        let l = lex("int `x; \"abc\n'");
        let msgs: Vec<_> = l.diagnostics.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(
            msgs,
            vec![
                "stray '`' in program",
                "missing terminating \" character",
                "missing terminating ' character"
            ]
        );
        for s in [
            "\\", "#", "# 1 \"", "u8", "L'", "/*", "'\\", "é", "\0", "#pragma",
        ] {
            let _ = lex(s);
        }
    }
}
