//! Token types produced by the lexer.
//!
//! Tokens carry a kind and a [`Span`] only: their text is a slice of the preprocessed source
//! (`&text[span]`), so lexing allocates nothing per token. Identifier spelling is interned only
//! when the parser builds the AST.

use crate::span::Span;

/// One lexed token. `Copy` and 16 bytes: tokens are passed around by value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Token {
    pub kind: TokenKind,
    pub span: Span,
}

impl Token {
    pub const fn new(kind: TokenKind, span: Span) -> Token {
        Token { kind, span }
    }

    /// The token's spelling in `text` (the preprocessed source it was lexed from).
    pub fn text<'a>(&self, text: &'a str) -> &'a str {
        text.get(self.span.start as usize..self.span.end as usize)
            .unwrap_or("")
    }

    pub fn is_punct(&self, p: Punct) -> bool {
        self.kind == TokenKind::Punct(p)
    }

    pub fn is_keyword(&self, k: Keyword) -> bool {
        self.kind == TokenKind::Keyword(k)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    Ident,
    Keyword(Keyword),
    Punct(Punct),
    /// An integer constant (pp-number without `.`, exponent; see `literal::parse_int`).
    IntLit,
    /// A floating constant (see `literal::parse_float`).
    FloatLit,
    /// A character constant with its encoding prefix.
    CharLit(Encoding),
    /// A string literal with its encoding prefix (adjacent literals are separate tokens).
    StrLit(Encoding),
    /// A `#pragma` line; the index is into [`crate::lexer::Lexed::pragmas`].
    Pragma(u32),
    /// End of input; always the last token of a lexed stream.
    Eof,
}

/// Encoding prefix of a character or string literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// No prefix: `'a'`, `"a"`.
    Plain,
    /// `L`: `wchar_t` (32-bit on Linux).
    Wide,
    /// `u8`.
    Utf8,
    /// `u`: `char16_t`.
    Utf16,
    /// `U`: `char32_t`.
    Utf32,
}

impl Encoding {
    pub fn prefix(self) -> &'static str {
        match self {
            Encoding::Plain => "",
            Encoding::Wide => "L",
            Encoding::Utf8 => "u8",
            Encoding::Utf16 => "u",
            Encoding::Utf32 => "U",
        }
    }
}

/// Which kind of `#pragma` line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PragmaKind {
    /// `#pragma acc ...`
    Acc,
    /// `#pragma omp ...`
    Omp,
    /// Any other pragma (`#pragma GCC ...`, `#pragma pack(...)`, `#pragma once`): kept verbatim.
    Other,
}

/// A `#pragma` line (or a `_Pragma("...")` operator that survived preprocessing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PragmaLine {
    pub kind: PragmaKind,
    /// The whole line from `#` to the end of the line (excluding the newline).
    pub span: Span,
    /// For `Acc`/`Omp`: the tokens after `acc`/`omp`. For `Other`: the tokens after `pragma`.
    /// Never contains `Eof` or `Pragma` tokens.
    pub tokens: Vec<Token>,
}

macro_rules! keywords {
    ($($variant:ident => $($text:literal)|+ ,)*) => {
        /// Every keyword of C11 plus the GNU spellings found in glibc headers. Alternative
        /// spellings that mean the same thing (`__const`, `const`) map to one variant; the
        /// token's span keeps the original text.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Keyword { $($variant,)* }

        impl Keyword {
            /// Every spelling of every keyword.
            pub const SPELLINGS: &'static [&'static str] = &[$($($text,)+)*];

            /// The keyword spelt `s`, if any.
            pub fn lookup(s: &str) -> Option<Keyword> {
                match s {
                    $($($text)|+ => Some(Keyword::$variant),)*
                    _ => None,
                }
            }

            /// The canonical (first listed) spelling.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(Keyword::$variant => keywords!(@first $($text)|+),)*
                }
            }
        }
    };
    (@first $first:literal $(| $rest:literal)*) => { $first };
}

keywords! {
    Auto => "auto",
    Break => "break",
    Case => "case",
    Char => "char",
    Const => "const" | "__const" | "__const__",
    Continue => "continue",
    Default => "default",
    Do => "do",
    Double => "double",
    Else => "else",
    Enum => "enum",
    Extern => "extern",
    Float => "float",
    For => "for",
    Goto => "goto",
    If => "if",
    Inline => "inline" | "__inline" | "__inline__",
    Int => "int",
    Long => "long",
    Register => "register",
    Restrict => "restrict" | "__restrict" | "__restrict__",
    Return => "return",
    Short => "short",
    Signed => "signed" | "__signed" | "__signed__",
    Sizeof => "sizeof",
    Static => "static",
    Struct => "struct",
    Switch => "switch",
    Typedef => "typedef",
    Union => "union",
    Unsigned => "unsigned",
    Void => "void",
    Volatile => "volatile" | "__volatile" | "__volatile__",
    While => "while",
    Alignas => "_Alignas",
    Alignof => "_Alignof" | "__alignof__" | "__alignof",
    Atomic => "_Atomic",
    Bool => "_Bool",
    Complex => "_Complex" | "__complex__" | "__complex",
    Imaginary => "_Imaginary",
    Generic => "_Generic",
    Noreturn => "_Noreturn",
    StaticAssert => "_Static_assert",
    ThreadLocal => "_Thread_local" | "__thread",
    // GNU extensions.
    Attribute => "__attribute__" | "__attribute",
    Extension => "__extension__",
    Asm => "__asm__" | "asm" | "__asm",
    Typeof => "__typeof__" | "typeof" | "__typeof",
    AutoType => "__auto_type",
    Int128 => "__int128",
    Float16 => "_Float16",
    Float32 => "_Float32",
    Float64 => "_Float64",
    Float128 => "_Float128" | "__float128",
    Float32x => "_Float32x",
    Float64x => "_Float64x",
    Float128x => "_Float128x",
    Float80 => "__float80",
    Decimal32 => "_Decimal32",
    Decimal64 => "_Decimal64",
    Decimal128 => "_Decimal128",
    BuiltinVaArg => "__builtin_va_arg",
    BuiltinOffsetof => "__builtin_offsetof",
    BuiltinTypesCompatibleP => "__builtin_types_compatible_p",
    Real => "__real__" | "__real",
    Imag => "__imag__" | "__imag",
    Label => "__label__",
}

macro_rules! puncts {
    ($($variant:ident => $text:literal,)*) => {
        /// Every C punctuator. Digraphs (`<:` `:>` `<%` `%>` `%:` `%:%:`) map to the token
        /// they stand for.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Punct { $($variant,)* }

        impl Punct {
            pub fn as_str(self) -> &'static str {
                match self { $(Punct::$variant => $text,)* }
            }
        }
    };
}

puncts! {
    LBracket => "[",
    RBracket => "]",
    LParen => "(",
    RParen => ")",
    LBrace => "{",
    RBrace => "}",
    Dot => ".",
    Arrow => "->",
    PlusPlus => "++",
    MinusMinus => "--",
    Amp => "&",
    Star => "*",
    Plus => "+",
    Minus => "-",
    Tilde => "~",
    Bang => "!",
    Slash => "/",
    Percent => "%",
    Shl => "<<",
    Shr => ">>",
    Lt => "<",
    Gt => ">",
    Le => "<=",
    Ge => ">=",
    EqEq => "==",
    Ne => "!=",
    Caret => "^",
    Pipe => "|",
    AmpAmp => "&&",
    PipePipe => "||",
    Question => "?",
    Colon => ":",
    Semi => ";",
    Ellipsis => "...",
    Eq => "=",
    StarEq => "*=",
    SlashEq => "/=",
    PercentEq => "%=",
    PlusEq => "+=",
    MinusEq => "-=",
    ShlEq => "<<=",
    ShrEq => ">>=",
    AmpEq => "&=",
    CaretEq => "^=",
    PipeEq => "|=",
    Comma => ",",
    Hash => "#",
    HashHash => "##",
}

// Tokens are stored by the hundred thousand: keep them small.
const _: () = assert!(std::mem::size_of::<Token>() == 16);

impl std::fmt::Display for TokenKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TokenKind::Ident => f.write_str("identifier"),
            TokenKind::Keyword(k) => write!(f, "'{}'", k.as_str()),
            TokenKind::Punct(p) => write!(f, "'{}'", p.as_str()),
            TokenKind::IntLit | TokenKind::FloatLit => f.write_str("numeric constant"),
            TokenKind::CharLit(_) => f.write_str("character constant"),
            TokenKind::StrLit(_) => f.write_str("string literal"),
            TokenKind::Pragma(_) => f.write_str("'#pragma'"),
            TokenKind::Eof => f.write_str("end of file"),
        }
    }
}
